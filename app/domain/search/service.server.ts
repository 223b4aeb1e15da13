import type { Kysely } from "kysely";
import type { Database } from "~/db/schema";
import { StoreUnavailableError } from "~/db/store-errors.server";
import type { Logger } from "~/lib/logger.server";
import { withTimeout } from "~/lib/timeout";
import { type LocaleCode, requireSite } from "~/sites/locales";
import { paginate } from "../lists/pagination";
import { textConfigFor } from "./languages";
import { searchPageSize, suggestionCount } from "./limits";
import { documentsByIds, isUndatedId, matchingIds, rankedTitleIds, sectionOfId, suggestTitles } from "./repository.server";
import { encodeSearchId, type SearchRequest, type SearchSection } from "./search-id";
import { buildSnippet, parseQuery, type SnippetPart } from "./text";

/** How long a search may take before it counts as the store being away. */
export const searchTimeoutMs = 3000;
/** Relevance ranks at most this many title matches; the rest follow by date. */
const rankedTitleLimit = 1000;
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
  /** Counts per section of the search without its section (what GetNavigators answers). */
  navigators: Navigator[];
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

  const scopeOf = (locale: LocaleCode, query: string) => ({
    locale,
    textConfig: textConfigFor(requireSite(locale).language),
    query: parseQuery(query),
  });

  /** Every match of the search (all sections), and the counts per section. */
  async function matches(request: SearchRequest) {
    const ids = await matchingIds(db, dialect, scopeOf(request.locale, request.query));
    const counts = new Map<SearchSection, number>();
    for (const id of ids) counts.set(sectionOfId(id), (counts.get(sectionOfId(id)) ?? 0) + 1);
    const sections = [...counts]
      .map(([section, count]) => ({ section, count }))
      .sort((a, b) => b.count - a.count || a.section.localeCompare(b.section));
    const inSection = request.section ? ids.filter((id) => sectionOfId(id) === request.section) : ids;
    return { ids: inSection, sections };
  }

  const summaryOf = (request: SearchRequest, count: number): SearchSummary => ({
    searchId: encodeSearchId(request),
    count,
    pages: Math.ceil(count / searchPageSize),
  });

  /**
   * The order of results. By relevance: pages whose title matches first, best first, then the rest
   * by date. By date: newest first, the undated pages (kept current, so first of all) among
   * themselves by relevance. Only titles are ranked, so a common word costs no more than a rare one.
   */
  async function ordered(request: SearchRequest, ids: number[]): Promise<number[]> {
    const byDate = [...ids].sort((a, b) => b - a);
    const ranked = async (candidates: number[]) => {
      if (candidates.length === 0) return candidates;
      const inCandidates = new Set(candidates);
      const titled = (await rankedTitleIds(db, dialect, scopeOf(request.locale, request.query), rankedTitleLimit)).filter((id) =>
        inCandidates.has(id),
      );
      const first = new Set(titled);
      return [...titled, ...candidates.filter((id) => !first.has(id))];
    };
    if (request.sort === "relevance") return ranked(byDate);
    return [...(await ranked(byDate.filter(isUndatedId))), ...byDate.filter((id) => !isUndatedId(id))];
  }

  return {
    search: (request) => bounded(async () => summaryOf(request, (await matches(request)).ids.length), "search"),
    navigators: (request) => bounded(async () => (await matches(request)).sections, "search navigators"),
    dataPage: (request, pageNumber) =>
      bounded(async () => {
        const { ids, sections } = await matches(request);
        const pagination = paginate({ itemCount: ids.length, perPage: searchPageSize, requested: pageNumber });
        const pageIds = (await ordered(request, ids)).slice(pagination.offset, pagination.offset + searchPageSize);
        const hits = await documentsByIds(db, pageIds);
        const query = parseQuery(request.query);
        return {
          ...summaryOf(request, ids.length),
          query: query.text,
          currentPage: pagination.current,
          pageSize: searchPageSize,
          navigators: sections,
          results: hits.map((hit) => ({
            title: hit.title,
            path: hit.path,
            snippet: buildSnippet(`${hit.description} ${hit.body}`.trim(), query),
            section: hit.section,
            publishDate: hit.publishDate,
            language: hit.language,
            repositoryType: hit.repositoryType,
          })),
        };
      }, "search page"),
    suggest: (query, locale) =>
      bounded(async () => {
        const rows = await suggestTitles(db, dialect, scopeOf(locale, query), suggestionCount * 2);
        // One suggestion per title: translated sites can show two pages of the same name.
        const seen = new Set<string>();
        return rows.filter((row) => !seen.has(row.title) && seen.add(row.title)).slice(0, suggestionCount);
      }, "search suggestions"),
  };
}
