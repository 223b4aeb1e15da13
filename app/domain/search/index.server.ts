import { createHash } from "node:crypto";
import { readdir, readFile } from "node:fs/promises";
import path from "node:path";
import type { Kysely } from "kysely";
import type { Database } from "~/db/schema";
import { contentPath } from "~/domain/content/pages.server";
import type { ContentService } from "~/domain/content/service.server";
import { listServedPages } from "~/domain/pages/sitemap.server";
import type { Logger } from "~/lib/logger.server";
import { type LocaleCode, localeCodes, requireSite } from "~/sites/locales";
import { textConfigFor } from "./languages";
import { getState, type IndexDocument, replaceSiteDocuments, setState } from "./repository.server";
import { extractPageText } from "./text";

/** Raise when what is indexed of a page changes, so every database rebuilds its index once. */
const indexVersion = "2";
const fingerprintKey = "content_fingerprint";

/**
 * The documents of one site's search index: every page the site serves and that may be found
 * (`listServedPages`: no thank-you, renewal, error or search pages; not the HTML sitemap, which
 * names every page), as the site shows it — in
 * its own language, or its fallback's, which the document then names.
 */
export async function collectSiteDocuments(content: ContentService, locale: LocaleCode): Promise<IndexDocument[]> {
  const documents: IndexDocument[] = [];
  for (const page of await listServedPages(content, locale)) {
    // The HTML sitemap lists every page's name: it would answer every search.
    if (page.entry.name === "sitemap-html") continue;
    const [found, meta] = await Promise.all([
      content.getDocument(locale, contentPath(page.location, "page.json"), "page"),
      content.getDocument(locale, contentPath(page.location, "meta.json"), "meta"),
    ]);
    if (!found) continue;
    const fields = meta?.document.fields;
    const text = extractPageText(found.document.fields.blocks);
    documents.push({
      path: page.path,
      section: page.entry.section,
      title: fields?.title ?? found.document.title,
      description: fields?.repository?.summary ?? fields?.description ?? "",
      headings: text.headings,
      body: text.body,
      language: requireSite(found.locale).language,
      publishDate: fields?.publishDate ?? null,
      repositoryType: fields?.repository?.type ?? null,
    });
  }
  return documents;
}

/** SHA-256 over every content file's path and bytes, the brand and the index version. */
export async function contentFingerprint(contentDir: string, brandName: string): Promise<string> {
  const hash = createHash("sha256").update(`${indexVersion}\0${brandName}\0`);
  const entries = await readdir(contentDir, { recursive: true, withFileTypes: true });
  const files = entries
    .filter((entry) => entry.isFile() && entry.name.endsWith(".json"))
    .map((entry) => path.relative(contentDir, path.join(entry.parentPath, entry.name)).replaceAll("\\", "/"))
    .sort();
  for (const file of files)
    hash
      .update(`${file}\0`)
      .update(await readFile(path.join(contentDir, file)))
      .update("\0");
  return hash.digest("hex");
}

export interface SearchIndexOptions {
  db: Kysely<Database>;
  dialect: "sqlite" | "postgres";
  content: ContentService;
  contentDir: string;
  brandName: string;
  logger: Logger;
  locales?: readonly LocaleCode[];
  /** Stops a build between two sites (shutdown); the fingerprint is then left as it was. */
  signal?: AbortSignal;
}

/** Whether an index was ever built in this database (searches can answer from it). */
export async function hasSearchIndex(db: Kysely<Database>): Promise<boolean> {
  return (await getState(db, fingerprintKey)) !== null;
}

/**
 * Brings the index up to date with the content: when the content's fingerprint differs from the
 * one the index was built from, every site's documents are replaced (one transaction a site) and
 * the new fingerprint stored. Answers whether it rebuilt.
 */
export async function refreshSearchIndex(options: SearchIndexOptions): Promise<{ rebuilt: boolean; documents: number }> {
  const { db, dialect, content, logger } = options;
  const fingerprint = await contentFingerprint(options.contentDir, options.brandName);
  if ((await getState(db, fingerprintKey)) === fingerprint) return { rebuilt: false, documents: 0 };
  const started = performance.now();
  let documents = 0;
  for (const locale of options.locales ?? localeCodes) {
    if (options.signal?.aborted) return { rebuilt: false, documents };
    const siteDocuments = await collectSiteDocuments(content, locale);
    await replaceSiteDocuments(db, dialect, { locale, textConfig: textConfigFor(requireSite(locale).language) }, siteDocuments);
    documents += siteDocuments.length;
  }
  await setState(db, fingerprintKey, fingerprint);
  logger.info({ documents, ms: Math.round(performance.now() - started) }, "search index rebuilt");
  return { rebuilt: true, documents };
}
