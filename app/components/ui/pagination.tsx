import { Link } from "react-router";
import type { PaginationView } from "~/blocks/lists/pagination-view";

/**
 * A pagination bar (spec 3 §4, §9): previous, page links with gaps, next. Real links, so it works
 * without JavaScript; with it, React Router loads the next page in place.
 */
export function Pagination({ view }: { view: PaginationView | null }) {
  if (!view) return null;
  return (
    <nav className="pagination" aria-label={view.label}>
      <p className="pagination__status">{view.status}</p>
      <ul className="pagination__list">
        {view.previous && (
          <li>
            <Link className="pagination__step" to={view.previous.href} rel="prev">
              <span aria-hidden="true">‹ </span>
              {view.previous.label}
            </Link>
          </li>
        )}
        {view.links.map((link, index) =>
          link.kind === "gap" ? (
            // biome-ignore lint/suspicious/noArrayIndexKey: gaps have no identity but their place.
            <li key={`gap-${index}`} className="pagination__gap" aria-hidden="true">
              …
            </li>
          ) : (
            <li key={link.href}>
              <Link
                className={`pagination__page${link.current ? " is-current" : ""}`}
                to={link.href}
                aria-label={link.label}
                aria-current={link.current ? "page" : undefined}
              >
                {link.text}
              </Link>
            </li>
          ),
        )}
        {view.next && (
          <li>
            <Link className="pagination__step" to={view.next.href} rel="next">
              {view.next.label}
              <span aria-hidden="true"> ›</span>
            </Link>
          </li>
        )}
      </ul>
    </nav>
  );
}
