import { type FSWatcher, watch } from "node:fs";
import { readdir, readFile } from "node:fs/promises";
import path from "node:path";
import type { Logger } from "~/lib/logger.server";
import { type LocaleCode, requireSite } from "~/sites/locales";
import { formatJsonPath } from "./check.server";
import { type ContentDocument, type DocumentKind, documentSchemas } from "./schemas.server";
import { americanSpelling } from "./spelling";

export interface ContentServiceOptions {
  contentDir: string;
  /** Vendor name written into every `{brand}` of every document. */
  brandName: string;
  logger: Logger;
  /** Development: drop cached documents when a file under `contentDir` changes. */
  watch?: boolean;
}

export interface Found<K extends DocumentKind> {
  document: ContentDocument<K>;
  /** The locale whose file was used (the requested one, or one of its fallbacks). */
  locale: LocaleCode;
}

export interface ContentService {
  /**
   * A document by its path under the locale folder, from the locale or the first locale of its
   * fallback chain that has a valid one; null when none has.
   */
  getDocument<K extends DocumentKind>(locale: LocaleCode, relativePath: string, kind: K): Promise<Found<K> | null>;
  /**
   * Content folders that hold a page document for the locale or any locale of its fallback chain,
   * e.g. `["", "about", "home-security/products/antivirus"]` ("" is the homepage).
   */
  listPageLocations(locale: LocaleCode): Promise<string[]>;
  /** Like getDocument, but a missing document is a server error (for documents every site has). */
  requireDocument<K extends DocumentKind>(locale: LocaleCode, relativePath: string, kind: K): Promise<Found<K>>;
  /** Calls `listener` after content files change (development watch only); answers the unsubscribe. */
  onChange(listener: () => void): () => void;
  close(): void;
}

const safePath = /^(?!.*\.\.)[a-z0-9][a-z0-9._/-]*\.json$/;

/**
 * Reads content documents from disk, validates them against their kind's schema and caches the
 * result per file. An invalid file is logged and treated as missing, so the fallback chain serves
 * the page; `npm run content:check` keeps such files out of a release.
 */
export function createContentService(options: ContentServiceOptions): ContentService {
  const { contentDir, brandName, logger } = options;
  const cache = new Map<string, Promise<unknown>>();

  async function load(locale: LocaleCode, relativePath: string, kind: DocumentKind): Promise<unknown> {
    const file = path.join(contentDir, locale, relativePath);
    let text: string;
    try {
      text = await readFile(file, "utf8");
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === "ENOENT") return null;
      throw error;
    }
    const parsed = documentSchemas[kind].safeParse(JSON.parse(text.replaceAll("{brand}", brandName)));
    if (!parsed.success) {
      logger.error(
        {
          file: path.relative(process.cwd(), file),
          problems: parsed.error.issues.map((i) => `${formatJsonPath(i.path)}: ${i.message}`),
        },
        "invalid content document ignored",
      );
      return null;
    }
    return parsed.data;
  }

  function cached(locale: LocaleCode, relativePath: string, kind: DocumentKind): Promise<unknown> {
    const key = `${locale}/${relativePath}`;
    let entry = cache.get(key);
    if (!entry) {
      entry = load(locale, relativePath, kind).catch((error: unknown) => {
        cache.delete(key);
        throw error;
      });
      cache.set(key, entry);
    }
    return entry;
  }

  const americanizedCache = new Map<string, unknown>();
  async function americanized(candidate: LocaleCode, relativePath: string, document: unknown): Promise<unknown> {
    const key = `${candidate}/${relativePath}`;
    if (!americanizedCache.has(key)) americanizedCache.set(key, americanSpelling(document));
    return americanizedCache.get(key);
  }

  const pageLocations = new Map<LocaleCode, Promise<string[]>>();
  async function scanPageLocations(locale: LocaleCode): Promise<string[]> {
    const dir = path.join(contentDir, locale);
    const entries = await readdir(dir, { recursive: true, withFileTypes: true }).catch(() => []);
    return entries
      .filter((entry) => entry.isFile() && entry.name === "page.json")
      .map((entry) => path.relative(dir, entry.parentPath).replaceAll("\\", "/"));
  }

  const listeners = new Set<() => void>();
  let watcher: FSWatcher | undefined;
  let notify: ReturnType<typeof setTimeout> | undefined;
  if (options.watch) {
    watcher = watch(contentDir, { recursive: true }, () => {
      cache.clear();
      americanizedCache.clear();
      pageLocations.clear();
      // An editor's save touches a file several times: listeners hear of it once, a moment later.
      clearTimeout(notify);
      notify = setTimeout(() => {
        for (const listener of listeners) listener();
      }, 300);
      notify.unref();
    });
    watcher.unref();
  }

  const service: ContentService = {
    async getDocument(locale, relativePath, kind) {
      if (!safePath.test(relativePath)) throw new Error(`Unsafe content path: ${relativePath}`);
      for (const candidate of [locale, ...requireSite(locale).fallbacks]) {
        const document = await cached(candidate, relativePath, kind);
        if (!document) continue;
        // The US site reads the global (British-spelled) English with American spelling.
        const spelled =
          locale === "en-us" && candidate !== locale ? await americanized(candidate, relativePath, document) : document;
        return { document: spelled as ContentDocument<typeof kind>, locale: candidate };
      }
      return null;
    },
    async listPageLocations(locale) {
      let entry = pageLocations.get(locale);
      if (!entry) {
        entry = Promise.all([locale, ...requireSite(locale).fallbacks].map(scanPageLocations)).then((lists) =>
          [...new Set(lists.flat())].sort(),
        );
        pageLocations.set(locale, entry);
      }
      return entry;
    },
    async requireDocument(locale, relativePath, kind) {
      const found = await service.getDocument(locale, relativePath, kind);
      if (!found) throw new Error(`Content document ${relativePath} is missing for ${locale} and its fallbacks`);
      return found;
    },
    onChange(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    close() {
      clearTimeout(notify);
      listeners.clear();
      watcher?.close();
      cache.clear();
      pageLocations.clear();
    },
  };
  return service;
}
