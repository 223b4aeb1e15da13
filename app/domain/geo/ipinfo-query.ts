import { z } from "zod";
import { preferredLanguages } from "./rules";

/** Only the path and query of `url` are used, so any base works for relative values. */
const base = "http://site.invalid";

/** A page path, or an absolute http(s) URL of which the path and query are kept. */
const pagePath = z
  .string()
  .trim()
  .min(1)
  .max(2048)
  .transform((value, context) => {
    const parsed = URL.canParse(value, base) ? new URL(value, base) : null;
    if (!parsed || !/^https?:$/.test(parsed.protocol)) {
      context.addIssue({ code: "custom", message: "must be a path or an http(s) URL" });
      return z.NEVER;
    }
    // Repeated leading slashes collapse: `//evil.example/x` is a path here, never a host.
    return `${parsed.pathname.replace(/^\/{2,}/, "/")}${parsed.search}`;
  });

const ipInfoQuery = z.object({
  url: pagePath,
  /** `navigator.languages` joined with commas; the Accept-Language header when absent or empty. */
  languages: z.string().max(1024).optional(),
});

export interface IpInfoQuery {
  /** Path and query of the page the visitor is on, e.g. `/downloads?x=1`. */
  path: string;
  /** Primary language subtags, best first. */
  languages: string[];
}

/**
 * Reads `GET /_svc/page/ipinfo?url={path}&languages={list}`. Null when `url` is missing or is no
 * path or http(s) URL (spec 2 §8 "Geo check without URL: error (URL required)").
 *
 * @example parseIpInfoQuery(new URLSearchParams("url=/about&languages=de-DE,en"), null)
 * // { path: "/about", languages: ["de", "en"] }
 */
export function parseIpInfoQuery(searchParams: URLSearchParams, acceptLanguage: string | null): IpInfoQuery | null {
  const parsed = ipInfoQuery.safeParse({
    url: searchParams.get("url") ?? undefined,
    languages: searchParams.get("languages") ?? undefined,
  });
  if (!parsed.success) return null;
  return { path: parsed.data.url, languages: preferredLanguages(parsed.data.languages || acceptLanguage) };
}
