import type { HeadersArgs } from "react-router";

/** For answers that depend on one visitor's session: no cache, shared or not, may keep them. */
export const privateHeaders = { "Cache-Control": "private, no-store" } as const;

/**
 * The `headers` export of every page route: what the route's loader, action or error answer set
 * (Cache-Control, X-Robots-Tag, …) reaches the document response, over what the parent routes set.
 * React Router sends loader and action headers only through this export (Set-Cookie aside), so a
 * route module without it would drop them.
 *
 * @example export const headers = routeHeaders; // in a route module
 */
export function routeHeaders({ parentHeaders, loaderHeaders, actionHeaders, errorHeaders }: HeadersArgs): Headers {
  const merged = new Headers();
  for (const source of [parentHeaders, loaderHeaders, actionHeaders, errorHeaders]) {
    if (!source) continue;
    for (const [name, value] of source) if (name !== "set-cookie") merged.set(name, value);
  }
  return merged;
}
