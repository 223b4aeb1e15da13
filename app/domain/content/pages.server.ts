import type { RenderBlock } from "~/blocks/resolve.server";
import { type ResolveContext, resolveBlocks } from "~/blocks/resolve.server";
import { brand } from "~/config/brand";
import type { LocaleCode } from "~/sites/locales";
import type { MetaDocument } from "./schemas.server";

/** Path of a document under a content location: "" is the site root (the homepage). */
export function contentPath(location: string, file: string): string {
  const trimmed = location.replace(/^\/+|\/+$/g, "");
  return trimmed ? `${trimmed}/${file}` : file;
}

export type PageMeta = MetaDocument["fields"];

export interface ContentPage {
  meta: PageMeta;
  blocks: RenderBlock[];
  /** Locale whose page document was used (differs from the site's when it fell back). */
  contentLocale: LocaleCode;
}

/**
 * The meta and blocks of the page at a content location (spec 1 §7: `{location}/meta.json`), or
 * null when the location has no page document in the locale's chain. Missing meta falls back to
 * the page title with a logged warning (spec 1 §8).
 */
export async function loadContentPage(
  context: ResolveContext,
  location: string,
  onMissingMeta: (location: string) => void,
): Promise<ContentPage | null> {
  const { content } = context;
  const locale = context.site.locale;
  const [page, meta] = await Promise.all([
    content.getDocument(locale, contentPath(location, "page.json"), "page"),
    content.getDocument(locale, contentPath(location, "meta.json"), "meta"),
  ]);
  if (!page) return null;
  if (!meta) onMissingMeta(location);
  return {
    meta: meta?.document.fields ?? defaultMeta(page.document.title),
    blocks: await resolveBlocks(page.document.fields.blocks, context),
    contentLocale: page.locale,
  };
}

/** Default metadata when a page has no meta.json: its title, and the vendor's name as description (spec 1 §9). */
export function defaultMeta(title: string): PageMeta {
  return { title, description: brand.name, breadcrumbs: [], linkedComponents: [], settings: [] };
}
