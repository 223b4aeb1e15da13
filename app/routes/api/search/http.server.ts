import { z } from "zod";
import { decodeSearchId, type SearchRequest, searchSections, searchSorts } from "~/domain/search/search-id";
import { type LocaleCode, localeCodes, requireSite, type Site } from "~/sites/locales";
import { invalidParameter, requireQuery } from "../price/http.server";

/**
 * What the `/_svc/search.svc/…` calls share (spec 3 §7): the site a search runs on, from
 * `languageCode` and `countryCode` or else the host's; the query, section and sort checked; the
 * search id decoded. Every bad value is a 400 naming it.
 */

/** Search answers change with the content only; a CDN may keep them a minute. */
export const searchHeaders = { "Cache-Control": "public, max-age=60" };

const code = (pattern: RegExp, message: string) => z.string().trim().toLowerCase().regex(pattern, message);

const searchQuery = z.object({
  // Tags are stripped and the length capped when the query is parsed; a body this long is no query.
  query: z.string().trim().min(1, "is required").max(2000, "must be at most 2000 characters"),
  languageCode: code(/^[a-z]{2}$/, "must be a two-letter language code such as de").optional(),
  countryCode: code(/^([a-z]{2})?$/, "must be a two-letter country code such as de").optional(),
  sec: z
    .string()
    .trim()
    .toLowerCase()
    .pipe(z.union([z.literal(""), z.enum(searchSections)]))
    .optional(),
  sort: z.string().trim().toLowerCase().pipe(z.enum(searchSorts)).optional(),
});

/** The site of a language and country ("de" + "de" → de-de; "en" alone → en-global). */
export function siteFor(languageCode: string, countryCode: string | null): LocaleCode | null {
  return (
    localeCodes.find((locale) => {
      const site = requireSite(locale);
      return site.language === languageCode && site.country === countryCode;
    }) ?? null
  );
}

/** The search a `Search` call asks for; throws a 400 answer naming a bad parameter. */
export function requireSearchRequest(url: URL, hostSite: Site): SearchRequest {
  const query = requireQuery(searchQuery, url);
  let locale: LocaleCode = hostSite.locale;
  if (query.languageCode) {
    const found = siteFor(query.languageCode, query.countryCode || null);
    if (!found)
      throw invalidParameter("countryCode", `no site for language ${query.languageCode} in ${query.countryCode || "no country"}`);
    locale = found;
  } else if (query.countryCode) {
    throw invalidParameter("languageCode", "is required with countryCode");
  }
  return { query: query.query, locale, section: query.sec || null, sort: query.sort ?? "date" };
}

/** The search an id stands for; throws a 400 answer when it is missing or not one of ours. */
export function requireSearchId(url: URL): SearchRequest {
  const id = url.searchParams.get("searchId") ?? url.searchParams.get("search_id");
  if (!id) throw invalidParameter("searchId", "is required");
  const request = decodeSearchId(id.trim());
  if (!request) throw invalidParameter("searchId", "is not a search id");
  return request;
}
