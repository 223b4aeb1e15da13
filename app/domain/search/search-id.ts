import { z } from "zod";
import { type LocaleCode, localeCodes } from "~/sites/locales";
import { maxQueryLength } from "./text";

/**
 * A search as the calls of spec 3 §7 pass it on: `Search` answers a `searchId`, `GetDataPage` and
 * `GetNavigators` take it back. The id is the search itself (query, site, section, sort),
 * base64url-encoded JSON, so any process answers it and nothing is stored per visitor. It holds
 * nothing a client could not send to `Search` itself, so it needs no signature.
 */
export const searchSorts = ["date", "relevance"] as const;
export type SearchSortOrder = (typeof searchSorts)[number];

export const searchSections = ["home-security", "about-section", "enterprise", "vsb", "smb", "other"] as const;
export type SearchSection = (typeof searchSections)[number];

export interface SearchRequest {
  query: string;
  locale: LocaleCode;
  section: SearchSection | null;
  sort: SearchSortOrder;
}

const encoded = z.tuple([
  z.literal(1),
  z.string().min(1).max(maxQueryLength),
  z.enum(localeCodes),
  z.enum(searchSections).nullable(),
  z.enum(searchSorts),
]);

/** @example encodeSearchId({ query: "vpn", locale: "de-de", section: null, sort: "date" }) // "WzEsInZwbiIsImRlLWRlIixudWxsLCJkYXRlIl0" */
export function encodeSearchId(request: SearchRequest): string {
  return Buffer.from(JSON.stringify([1, request.query, request.locale, request.section, request.sort])).toString("base64url");
}

/** The search an id stands for; null for anything that is not an id this service gave out. */
export function decodeSearchId(id: string): SearchRequest | null {
  if (id.length > 1000 || !/^[A-Za-z0-9_-]+$/.test(id)) return null;
  let value: unknown;
  try {
    value = JSON.parse(Buffer.from(id, "base64url").toString("utf8"));
  } catch {
    return null;
  }
  const parsed = encoded.safeParse(value);
  if (!parsed.success) return null;
  const [, query, locale, section, sort] = parsed.data;
  return { query, locale, section, sort };
}
