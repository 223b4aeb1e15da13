import type { Kysely } from "kysely";
import type { Database } from "~/db/schema";
import { StoreUnavailableError } from "~/db/store-errors.server";
import type { Logger } from "~/lib/logger.server";
import { withTimeout } from "~/lib/timeout";
import { type LocaleCode, requireSite } from "~/sites/locales";
import { paginate } from "../lists/pagination";
import { textConfigFor } from "./languages";
import { searchPageSize, suggestionCount } from "./limits";
import { countBySection, findHits, suggestTitles } from "./repository.server";
import { encodeSearchId, type SearchRequest, type SearchSection } from "./search-id";
import { buildSnippet, parseQuery, type SnippetPart } from "./text";

/** How long a search may take before it counts as the store being away. */
export const searchTimeoutMs = 3000;
/** How long a search waits for the very first index of a new database. */
export const firstIndexWaitMs = 30_000;

export interface SearchSummary {
  searchId: string;
  count: number;
  pages: number;
}

export interface SearchResult {
  title: string;
  path: string;
  snippet: SnippetPart[];
  section: string;
  publishDate: string | null;
  /** Language of the page's content (a fallback page's differs from the site's). */
  language: string;
  repositoryType: string | null;
}

export interface SearchPage extends SearchSummary {
  query: string;
  currentPage: number;
  pageSize: number;
  results: SearchResult[];
}

export interface Navigator {
  section: SearchSection;
  count: number;
}

export interface SearchService {
  /** Spec 3 §7 `Search`: the search's id, its result count and page count. */
  search(request: SearchRequest): Promise<SearchSummary>;
  /** Spec 3 §7 `GetDataPage`: one page of results (clamped to the last page). */
  dataPage(request: SearchRequest, pageNumber: number): Promise<SearchPage>;
  /** Spec 3 §7 `GetNavigators`: result counts per section, of the search without its section. */
  navigators(request: SearchRequest): Promise<Navigator[]>;
  /** Titles that complete what was typed, at most `suggestionCount`. */
  suggest(query: string, locale: LocaleCode): Promise<Array<{ title: string; path: string }>>;
}

export interface SearchServiceOptions {
  db: Kysely<Database>;
  dialect: "sqlite" | "postgres";
  logger: Logger;
  /** Resolves once the index has been built (or found current) after start. */
  ready: Promise<unknown>;
  timeoutMs?: number;
  firstIndexWaitMs?: number;
}

/**
 * Site search over the index of `index.server.ts`. A new database's first build is waited for
 * (at most 30 s); each query then gets `timeoutMs`; past either it fails as a store outage (503
 * for the calls, a notice on the search page).
 */
export function createSearchService(options: SearchServiceOptions): SearchService {
  const { db, dialect } = options;
  const timeoutMs = options.timeoutMs ?? searchTimeoutMs;

  async function bounded<T>(work: () => Promise<T>, what: string): Promise<T> {
    try {
      await withTimeout(options.ready, options.firstIndexWaitMs ?? firstIndexWaitMs, "first search index");
      return await withTimeout(work(), timeoutMs, what);
    } catch (error) {
      if ((error as Error | null)?.name === "TimeoutError")
        throw new StoreUnavailableError((error as Error).message, { cause: error });
      throw error;
    }
  }

  const scopeOf = (request: SearchRequest, section: SearchSection | null) => ({
    locale: request.locale,
    textConfig: textConfigFor(requireSite(request.locale).language),
    query: parseQuery(request.query),
    section,
  });

  async function summary(request: SearchRequest): Promise<SearchSummary & { sections: Navigator[] }> {
    const sections = (await countBySection(db, dialect, scopeOf(request, null))) as Navigator[];
    const count = request.section
      ? (sections.find((entry) => entry.section === request.section)?.count ?? 0)
      : sections.reduce((sum, entry) => sum + entry.count, 0);
    return { searchId: encodeSearchId(request), count, pages: Math.ceil(count / searchPageSize), sections };
  }

  return {
    search: (request) =>
      bounded(async () => {
        const { searchId, count, pages } = await summary(request);
        return { searchId, count, pages };
      }, "search"),
    navigators: (request) => bounded(async () => (await summary(request)).sections, "search navigators"),
    dataPage: (request, pageNumber) =>
      bounded(async () => {
        const { searchId, count, pages } = await summary(request);
        const pagination = paginate({ itemCount: count, perPage: searchPageSize, requested: pageNumber });
        const scope = scopeOf(request, request.section);
        const hits =
          count === 0
            ? []
            : await findHits(db, dialect, scope, { sort: request.sort, limit: searchPageSize, offset: pagination.offset });
        return {
          searchId,
          count,
          pages,
          query: scope.query.text,
          currentPage: pagination.current,
          pageSize: searchPageSize,
          results: hits.map((hit) => ({
            title: hit.title,
            path: hit.path,
            snippet: buildSnippet(`${hit.description} ${hit.body}`.trim(), scope.query),
            section: hit.section,
            publishDate: hit.publishDate,
            language: hit.language,
            repositoryType: hit.repositoryType,
          })),
        };
      }, "search page"),
    suggest: (query, locale) =>
      bounded(async () => {
        const scope = scopeOf({ query, locale, section: null, sort: "relevance" }, null);
        const rows = await suggestTitles(db, dialect, scope, suggestionCount * 2);
        // One suggestion per title: translated sites can show two pages of the same name.
        const seen = new Set<string>();
        return rows.filter((row) => !seen.has(row.title) && seen.add(row.title)).slice(0, suggestionCount);
      }, "search suggestions"),
  };
}
