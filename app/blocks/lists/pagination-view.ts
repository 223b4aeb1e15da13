import type { ListTexts } from "~/domain/content/list-texts.server";
import type { Pagination } from "~/domain/lists/pagination";
import { numberFormat } from "~/lib/intl-formats";
import type { FormatMessage } from "~/lib/messages";

/** A pagination bar as rendered: links with their hrefs and finished labels. */
export interface PaginationView {
  label: string;
  /** "Page 2 of 5" */
  status: string;
  previous: { href: string; label: string } | null;
  next: { href: string; label: string } | null;
  links: Array<{ kind: "page"; href: string; text: string; label: string; current: boolean } | { kind: "gap" }>;
}

/**
 * The bar of a paged list, or null when everything fits on one page. `hrefFor` gives a page's
 * URL (the list's other parameters kept); numbers are written the site's way.
 */
export function paginationView(
  pagination: Pagination,
  hrefFor: (page: number) => string,
  texts: Pick<ListTexts, "paginationLabel" | "previousPage" | "nextPage" | "pageLink" | "pageOf">,
  format: FormatMessage,
  intlLocale: string,
): PaginationView | null {
  if (pagination.pageCount <= 1) return null;
  const number = numberFormat(intlLocale);
  return {
    label: texts.paginationLabel,
    status: format(texts.pageOf, { page: pagination.current, pages: pagination.pageCount }),
    previous: pagination.previous ? { href: hrefFor(pagination.previous), label: texts.previousPage } : null,
    next: pagination.next ? { href: hrefFor(pagination.next), label: texts.nextPage } : null,
    links: pagination.links.map((link) =>
      link.kind === "gap"
        ? link
        : {
            kind: "page",
            href: hrefFor(link.page),
            text: number.format(link.page),
            label: format(texts.pageLink, { page: link.page }),
            current: link.current,
          },
    ),
  };
}

/**
 * A query string ("?a=1&b=2") of `params` with `changes` applied; empty values are left out, so
 * URLs stay short and canonical ("page 1" and "all" are not written).
 */
export function queryHref(params: URLSearchParams, keep: readonly string[], changes: Record<string, string | null>): string {
  const next = new URLSearchParams();
  for (const key of keep) {
    const value = key in changes ? changes[key] : params.get(key);
    if (value) next.set(key, value);
  }
  const text = next.toString();
  return text ? `?${text}` : "?";
}
