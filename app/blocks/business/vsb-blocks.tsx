import { ActionLink, TextLink } from "../action-link";
import { ContentImage } from "../content-image";
import type { BlockOf } from "../schemas.server";
import { type BlockContext, BlockSection, Heading } from "../types";

/**
 * A notice with its severity, named in words before the title (colour alone says nothing to a
 * screen reader). Drawn with the page, so it is a note, not a live alert.
 */
export function VsbAlertBlock({ block, context }: { block: BlockOf<"vsb-alert">; context: BlockContext }) {
  const severity = {
    info: context.translations?.alertSeverityInfo ?? "Information",
    warning: context.translations?.alertSeverityWarning ?? "Warning",
    critical: context.translations?.alertSeverityCritical ?? "Important",
  }[block.severity];
  return (
    <div className="container vsb-alert-wrap" id={block.id}>
      <aside className={`vsb-alert vsb-alert--${block.severity}`} aria-label={severity}>
        <svg className="vsb-alert__icon" aria-hidden="true" focusable="false" width="28" height="28" viewBox="0 0 24 24">
          {block.severity === "info" ? (
            <path
              d="M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18Zm0-10v6m0-9.5v.5"
              fill="none"
              stroke="currentColor"
              strokeWidth="2"
              strokeLinecap="round"
            />
          ) : (
            <path
              d="M12 3.5 2.5 20h19L12 3.5Zm0 6v5m0 2.5v.5"
              fill="none"
              stroke="currentColor"
              strokeWidth="2"
              strokeLinecap="round"
              strokeLinejoin="round"
            />
          )}
        </svg>
        <div className="vsb-alert__body">
          <p className="vsb-alert__title">
            <span className="vsb-alert__severity">{`${severity}:`}</span> <strong>{block.title}</strong>
          </p>
          <p className="vsb-alert__text">{block.text}</p>
          {block.link && <TextLink href={block.link.href}>{block.link.label}</TextLink>}
        </div>
      </aside>
    </div>
  );
}

/** The welcome of a very small business customer: a greeting and the first steps, numbered. */
export function VsbWelcomeBlock({ block, context }: { block: BlockOf<"vsb-welcome">; context: BlockContext }) {
  return (
    <section className="vsb-welcome" id={block.id}>
      <div className="container vsb-welcome__inner">
        <div>
          <Heading level={context.headingLevel}>{block.heading}</Heading>
          <p className="vsb-welcome__text">{block.text}</p>
          <ol className="vsb-welcome__steps">
            {block.steps.map((step) => (
              <li key={step.title} className="vsb-welcome__step">
                <h3 className="vsb-welcome__step-title">{step.title}</h3>
                <p>{step.text}</p>
                {step.link && <ActionLink action={step.link} />}
              </li>
            ))}
          </ol>
        </div>
        {block.image && <ContentImage className="vsb-welcome__image" image={block.image} />}
      </div>
    </section>
  );
}

/** Articles about a product, as cards: label, title (the link), summary. */
export function ProductArticlesBlock({ block, context }: { block: BlockOf<"product-articles">; context: BlockContext }) {
  return (
    <BlockSection id={block.id} heading={block.heading} intro={block.intro} context={context} className="product-articles-block">
      <ul className="product-articles">
        {block.articles.map((article) => (
          <li key={article.href} className="product-article">
            {article.image && <ContentImage className="product-article__image" image={article.image} />}
            {article.label && <p className="product-article__label">{article.label}</p>}
            <h3 className="product-article__title">
              <a href={article.href}>{article.title}</a>
            </h3>
            <p className="product-article__summary">{article.summary}</p>
          </li>
        ))}
      </ul>
    </BlockSection>
  );
}
