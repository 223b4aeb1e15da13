import type { ContentService } from "~/domain/content/service.server";
import type { LocaleCode } from "~/sites/locales";
import { pageExists } from "./sitemap.server";

/** An internal link in rich text: `<a href="/path…">text</a>`. */
const internalLink = /<a\s+href="(\/(?!\/)[^"#?]*)([^"]*)"[^>]*>([\s\S]*?)<\/a>/g;

/**
 * Rich text written once for many sites can link a page that one site does not have (it-it has
 * no automatic renewal service). Such a link is unwrapped to its text, so no site shows a link
 * that answers 404. Strings without internal links are shared, not copied.
 */
export async function unlinkMissingPages<T>(value: T, content: ContentService, locale: LocaleCode): Promise<T> {
  const paths = new Set<string>();
  collect(value, paths);
  if (paths.size === 0) return value;
  const missing = new Set<string>();
  await Promise.all(
    [...paths].map(async (path) => {
      if (!(await pageExists(content, locale, path))) missing.add(path);
    }),
  );
  return missing.size === 0 ? value : (rewrite(value, missing) as T);
}

function collect(value: unknown, into: Set<string>): void {
  if (typeof value === "string") {
    if (value.includes("<a")) for (const match of value.matchAll(internalLink)) into.add(match[1] ?? "");
  } else if (Array.isArray(value)) {
    for (const item of value) collect(item, into);
  } else if (value && typeof value === "object") {
    for (const item of Object.values(value)) collect(item, into);
  }
}

function rewrite(value: unknown, missing: ReadonlySet<string>): unknown {
  if (typeof value === "string") {
    return value.includes("<a")
      ? value.replace(internalLink, (link, path: string, _rest, text: string) => (missing.has(path) ? text : link))
      : value;
  }
  if (Array.isArray(value)) return value.map((item) => rewrite(item, missing));
  if (value && typeof value === "object")
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, rewrite(item, missing)]));
  return value;
}
