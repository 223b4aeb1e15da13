import type { ContentService } from "~/domain/content/service.server";
import type { LocaleCode } from "~/sites/locales";
import { pageExists } from "./sitemap.server";

/** An internal link in rich text: `<a href="/path…">text</a>`. */
const internalLink = /<a\s+href="(\/(?!\/)[^"#?]*)([^"]*)"[^>]*>([\s\S]*?)<\/a>/g;

/**
 * Copy written once for many sites can link a page that one site does not have (it-it has no
 * automatic renewal service). On that site such a link goes: in rich text it is unwrapped to its
 * text; a link object (`{ label, href }`) is left out of its list, or dropped from the block that
 * holds it. So no site shows a link that answers 404. Values without dead links are shared, not copied.
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

/** The internal path of a link object (`{ label, href: "/…" }`), without query or fragment. */
function linkTarget(value: unknown): string | null {
  if (!value || typeof value !== "object" || Array.isArray(value)) return null;
  const href = (value as { href?: unknown }).href;
  return typeof href === "string" && href.startsWith("/") && !href.startsWith("//") ? (href.split(/[?#]/)[0] ?? href) : null;
}

function collect(value: unknown, into: Set<string>): void {
  if (typeof value === "string") {
    if (value.includes("<a")) for (const match of value.matchAll(internalLink)) into.add(match[1] ?? "");
    return;
  }
  const target = linkTarget(value);
  if (target) into.add(target);
  if (Array.isArray(value)) {
    for (const item of value) collect(item, into);
  } else if (value && typeof value === "object") {
    for (const item of Object.values(value)) collect(item, into);
  }
}

function rewrite(value: unknown, missing: ReadonlySet<string>): unknown {
  const dead = (item: unknown) => {
    const target = linkTarget(item);
    return target !== null && missing.has(target);
  };
  if (typeof value === "string") {
    if (!value.includes("<a")) return value;
    return value.replace(internalLink, (link, path: string, _rest: string, text: string) => (missing.has(path) ? text : link));
  }
  if (Array.isArray(value)) return value.filter((item) => !dead(item)).map((item) => rewrite(item, missing));
  if (value && typeof value === "object") {
    return Object.fromEntries(
      Object.entries(value)
        .filter(([, item]) => !dead(item))
        .map(([key, item]) => [key, rewrite(item, missing)]),
    );
  }
  return value;
}
