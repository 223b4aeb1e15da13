import { isStoreUnavailable } from "~/db/store-errors.server";
import type { ListTexts } from "~/domain/content/list-texts.server";
import type { ContentService } from "~/domain/content/service.server";
import { paginate, requestedPage } from "~/domain/lists/pagination";
import { searchPageSize } from "~/domain/search/limits";
import { type SearchRequest, type SearchSection, searchSections, searchSorts } from "~/domain/search/search-id";
import type { SearchService } from "~/domain/search/service.server";
import { parseQuery } from "~/domain/search/text";
import type { Logger } from "~/lib/logger.server";
import { messageFormatter } from "~/lib/messages";
import type { Site } from "~/sites/locales";
import { itemLabels } from "../lists/item-labels";
import { paginationView, queryHref } from "../lists/pagination-view";
import type { BlockOf } from "../schemas.server";
import type { ChoiceLink, SearchResultsView } from "./view";

export interface SearchResolveContext {
  content: ContentService;
  site: Site;
  searchParams: URLSearchParams;
  logger: Logger;
  search?: SearchService;
}

/** The search page's parameters (spec 1 §2.2 `/search?query&sec`), with `sort` and the page `rel`. */
const searchParamNames = ["query", "sec", "sort", "rel"] as const;

export const sectionTextKeys: Record<SearchSection, keyof ListTexts> = {
  "home-security": "sectionHomeSecurity",
  "about-section": "sectionAboutSection",
  enterprise: "sectionEnterprise",
  vsb: "sectionVsb",
  smb: "sectionSmb",
  other: "sectionOther",
};

export async function loadListTexts(content: ContentService, site: Site): Promise<ListTexts> {
  return (await content.requireDocument(site.locale, "localization/list-texts.json", "list-texts")).document.fields;
}

/**
 * The search page's results for the URL's query: counts per section, the page asked for (clamped
 * to the last), snippets with the matches marked. Without a query it shows the form and the tips;
 * when the index does not answer in time, a notice instead of results.
 */
export async function resolveSearchResults(
  block: BlockOf<"search-results">,
  context: SearchResolveContext,
): Promise<SearchResultsView> {
  const { site, searchParams } = context;
  const texts = await loadListTexts(context.content, site);
  const format = messageFormatter(site.intlLocale);
  const query = parseQuery(searchParams.get("query") ?? "").text;
  const sectionParam = searchParams.get("sec")?.toLowerCase() ?? "";
  const section = (searchSections as readonly string[]).includes(sectionParam) ? (sectionParam as SearchSection) : null;
  const sortParam = searchParams.get("sort")?.toLowerCase() ?? "";
  const sort = (searchSorts as readonly string[]).includes(sortParam) ? (sortParam as SearchRequest["sort"]) : "date";
  const href = (changes: Record<string, string | null>) => queryHref(searchParams, searchParamNames, { rel: null, ...changes });

  const base: SearchResultsView = {
    type: "search-results",
    state: "empty",
    query,
    section: section ?? "",
    sort,
    summary: "",
    texts: {
      searchLabel: texts.searchLabel,
      searchPlaceholder: texts.searchPlaceholder,
      searchSubmit: texts.searchSubmit,
      sectionsLabel: texts.sectionsLabel,
      sortBy: texts.sortBy,
      message: texts.emptyQuery,
    },
    sections: [],
    sorts: [],
    results: [],
    pagination: null,
    tips: block.tips,
    tracking: null,
  };
  if (!query) return base;
  if (!context.search) return { ...base, state: "unavailable", texts: { ...base.texts, message: texts.unavailable } };

  const request: SearchRequest = { query, locale: site.locale, section, sort };
  try {
    const page = await context.search.dataPage(request, requestedPage(searchParams.get("rel")));
    const navigators = page.navigators;
    const total = navigators.reduce((sum, entry) => sum + entry.count, 0);
    const sectionLink = (value: SearchSection | null, label: string, count: number): ChoiceLink => ({
      label: format(texts.sectionWithCount, { section: label, count }),
      href: href({ sec: value }),
      current: value === section,
    });
    const labels = itemLabels(site, texts.inLanguage);
    const pagination = paginate({ itemCount: page.count, perPage: searchPageSize, requested: page.currentPage });
    return {
      ...base,
      state: page.count > 0 ? "results" : "none",
      summary: format(texts.resultsSummary, { count: page.count, query }),
      texts: { ...base.texts, message: page.count > 0 ? "" : texts.noResults },
      sections:
        total > 0
          ? [
              sectionLink(null, texts.allSections, total),
              ...navigators.map((entry) => sectionLink(entry.section, texts[sectionTextKeys[entry.section]], entry.count)),
            ]
          : [],
      sorts: searchSorts.map((value) => ({
        label: value === "date" ? texts.sortDate : texts.sortRelevance,
        href: href({ sort: value === "date" ? null : value }),
        current: value === sort,
      })),
      results: page.results.map((result) => {
        const language = labels.language(result.language);
        return {
          title: result.title,
          href: result.path,
          snippet: result.snippet,
          section: texts[sectionTextKeys[result.section as SearchSection] ?? "sectionOther"],
          ...(result.publishDate ? { date: labels.date(result.publishDate) } : {}),
          ...(language ? { language } : {}),
        };
      }),
      pagination: paginationView(
        pagination,
        (number) => href({ rel: number > 1 ? String(number) : null }),
        texts,
        format,
        site.intlLocale,
      ),
      tracking: { searchQuery: query, searchCount: page.count },
    };
  } catch (error) {
    if (!isStoreUnavailable(error)) throw error;
    context.logger.warn({ err: error }, "search unavailable; the page shows a notice");
    return { ...base, state: "unavailable", texts: { ...base.texts, message: texts.unavailable } };
  }
}
