import { DataTable } from "~/components/ui/data-table";
import { ContentImage } from "../content-image";
import type { BlockOf } from "../schemas.server";
import { type BlockContext, BlockSection, Heading } from "../types";
import type { EnterpriseArticleView, EnterprisePostView } from "./more-view";

/** A long-form article: its title, byline and date (written by the server), body and related links. */
export function EnterpriseArticle({ block, context }: { block: EnterpriseArticleView; context: BlockContext }) {
  return (
    <article className="container section enterprise-section enterprise-article" id={block.id}>
      <header className="enterprise-article__header">
        <Heading level={context.headingLevel} className="enterprise-article__title">
          {block.title}
        </Heading>
        <p className="enterprise-article__meta">
          <span>{block.byline}</span>
          {block.author.role && <span>, {block.author.role}</span>}
          <span aria-hidden="true"> · </span>
          <time dateTime={block.date}>{block.dateText}</time>
        </p>
      </header>
      <div className="rich-text enterprise-article__body" dangerouslySetInnerHTML={{ __html: block.html }} />
      {block.related.length > 0 && (
        <aside className="enterprise-article__related" aria-label={block.relatedHeading}>
          <h2 className="enterprise-article__related-heading">{block.relatedHeading}</h2>
          <ul>
            {block.related.map((link) => (
              <li key={link.href}>
                <a className="text-link" href={link.href}>
                  {link.label}
                </a>
              </li>
            ))}
          </ul>
        </aside>
      )}
    </article>
  );
}

/** Post teasers, newest as listed, each with its date. */
export function EnterprisePost({ block, context }: { block: EnterprisePostView; context: BlockContext }) {
  return (
    <BlockSection id={block.id} heading={block.heading} context={context} className="enterprise-section">
      <ul className="enterprise-cards enterprise-posts">
        {block.posts.map((post) => (
          <li key={post.href} className="enterprise-card enterprise-card--link">
            {post.image && <ContentImage className="enterprise-card__image" image={post.image} />}
            <time className="enterprise-posts__date" dateTime={post.date}>
              {post.dateText}
            </time>
            <h3 className="enterprise-card__title">
              <a href={post.href}>{post.title}</a>
            </h3>
            <p>{post.summary}</p>
          </li>
        ))}
      </ul>
    </BlockSection>
  );
}

/** A rich content section, with an aside beside it on a wide screen. */
export function EnterpriseContent({ block, context }: { block: BlockOf<"enterprise-content">; context: BlockContext }) {
  return (
    <BlockSection id={block.id} heading={block.heading} context={context} className="enterprise-section">
      <div className="enterprise-content">
        <div className="rich-text" dangerouslySetInnerHTML={{ __html: block.html }} />
        {block.aside && (
          <aside className="enterprise-content__aside" aria-label={block.aside.title}>
            <h3 className="enterprise-card__title">{block.aside.title}</h3>
            <div className="rich-text" dangerouslySetInnerHTML={{ __html: block.aside.html }} />
          </aside>
        )}
      </div>
    </BlockSection>
  );
}

/** A data table; each row's first cell is its header, and a narrow screen scrolls it sideways. */
export function EnterpriseTable({ block, context }: { block: BlockOf<"enterprise-table">; context: BlockContext }) {
  return (
    <BlockSection id={block.id} heading={block.heading} context={context} className="enterprise-section">
      <DataTable caption={block.caption} head={block.columns} rows={block.rows} rowHeaders scrollClassName="enterprise-table" />
    </BlockSection>
  );
}

/** Small print: each note after its mark, which the page's text refers to. */
export function EnterpriseDisclaimer({ block }: { block: BlockOf<"enterprise-disclaimer"> }) {
  return (
    <aside className="container enterprise-disclaimer" id={block.id}>
      <dl>
        {block.notes.map((note) => (
          <div key={note.mark} className="enterprise-disclaimer__note">
            <dt>{note.mark}</dt>
            <dd>{note.text}</dd>
          </div>
        ))}
      </dl>
    </aside>
  );
}
