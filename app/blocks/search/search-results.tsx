import { Form, Link } from "react-router";
import { Pagination } from "~/components/ui/pagination";
import type { SnippetPart } from "~/domain/search/text";
import type { BlockContext } from "../types";
import type { ChoiceLink, SearchResultsView } from "./view";

/** A snippet as text, the matches in `<mark>`: nothing of it is ever read as HTML. */
function Snippet({ parts, lang }: { parts: SnippetPart[]; lang?: string }) {
  return (
    <p className="search-result__snippet" lang={lang}>
      {parts.map((part, index) =>
        // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one snippet never move.
        part.hit ? <mark key={index}>{part.text}</mark> : <span key={index}>{part.text}</span>,
      )}
    </p>
  );
}

function ChoiceBar({ label, links, className }: { label: string; links: ChoiceLink[]; className: string }) {
  if (links.length === 0) return null;
  return (
    <nav className={className} aria-label={label}>
      <span className={`${className}-label`}>{label}</span>
      <ul>
        {links.map((link) => (
          <li key={link.href}>
            <Link
              to={link.href}
              className={link.current ? "is-current" : undefined}
              aria-current={link.current ? "true" : undefined}
            >
              {link.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/**
 * The search page (spec 1 §2.2, spec 3 §2-§4, §9): a GET form, the result count, sections with
 * counts, sort order, results with highlighted snippets and the pagination bar. Everything is
 * rendered on the server; links and the form navigate in place with JavaScript.
 */
export function SearchResults({ block, context }: { block: SearchResultsView; context: BlockContext }) {
  const Heading = context.headingLevel === 1 ? "h1" : "h2";
  return (
    <section className="container section search" aria-labelledby="search-summary">
      <Form method="get" action="/search" role="search" aria-label={block.texts.searchLabel} className="search__form">
        <label htmlFor="search-query" className="search__label">
          {block.texts.searchLabel}
        </label>
        <div className="search__row">
          <input
            id="search-query"
            className="search__input"
            type="search"
            name="query"
            defaultValue={block.query}
            key={block.query}
            placeholder={block.texts.searchPlaceholder}
            maxLength={200}
            enterKeyHint="search"
          />
          {block.sort !== "date" && <input type="hidden" name="sort" value={block.sort} />}
          <button type="submit" className="button button--primary">
            {block.texts.searchSubmit}
          </button>
        </div>
      </Form>
      <div className="search__status" aria-live="polite">
        {block.summary && (
          <Heading id="search-summary" className="search__summary">
            {block.summary}
          </Heading>
        )}
        {block.texts.message && (
          <p id={block.summary ? undefined : "search-summary"} className={`search__message search__message--${block.state}`}>
            {block.texts.message}
          </p>
        )}
      </div>
      {block.state === "results" && (
        <div className="search__layout">
          <div className="search__bars">
            <ChoiceBar label={block.texts.sectionsLabel} links={block.sections} className="search__sections" />
            <ChoiceBar label={block.texts.sortBy} links={block.sorts} className="search__sort" />
          </div>
          <ol className="search__results">
            {block.results.map((result) => (
              <li key={result.href} className="search-result">
                <h3 className="search-result__title" lang={result.language?.code}>
                  <Link to={result.href}>{result.title}</Link>
                </h3>
                <p className="search-result__meta">
                  <span>{result.section}</span>
                  {result.date && <time dateTime={result.date.iso}>{result.date.text}</time>}
                  {result.language && <span className="search-result__language">{result.language.label}</span>}
                </p>
                <Snippet parts={result.snippet} lang={result.language?.code} />
              </li>
            ))}
          </ol>
          <Pagination view={block.pagination} />
        </div>
      )}
      {(block.state === "empty" || block.state === "none") && block.tips && (
        // Editor HTML, sanitised when the document was loaded.
        <div className="search__tips prose" dangerouslySetInnerHTML={{ __html: block.tips }} />
      )}
    </section>
  );
}
