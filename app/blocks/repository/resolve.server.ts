import type { ContentService } from "~/domain/content/service.server";
import { paginate, requestedPage } from "~/domain/lists/pagination";
import { itemsOf, listRepositoryItems, type RepositoryItem } from "~/domain/repository/items.server";
import { listSort, matchesFilters, publicationYears, selectedFilters, selectedYear, sortByDate } from "~/domain/repository/rules";
import { messageFormatter } from "~/lib/messages";
import type { Site } from "~/sites/locales";
import { type ItemLabels, itemLabels } from "../lists/item-labels";
import { paginationView, queryHref } from "../lists/pagination-view";
import type { BlockOf } from "../schemas.server";
import { loadListTexts } from "../search/resolve.server";
import type {
  ItemView,
  RepositoryCategoriesView,
  RepositoryListView,
  RepositorySidebarView,
  RepositoryWidgetsView,
} from "./view";

export interface RepositoryResolveContext {
  content: ContentService;
  site: Site;
  searchParams: URLSearchParams;
  /** The page's own path: bottom widgets leave the page itself out. */
  pathname?: string;
}

/** The list's URL parameters (spec 1 §2.3, spec 3 §2): page `rel`, filter `sel`, year `date`, order `sort`. */
const listParamNames = ["sel", "date", "sort", "rel"] as const;

function itemView(item: RepositoryItem, labels: ItemLabels): ItemView {
  const language = labels.language(item.language);
  return {
    href: item.path,
    title: item.title,
    summary: item.summary,
    date: labels.date(item.date),
    categories: item.categories.map((category) => category.title),
    ...(item.image ? { image: item.image } : {}),
    ...(item.source ? { source: item.source } : {}),
    ...(language ? { language } : {}),
  };
}

/** The list texts and the item labels of a site, for one block. */
async function listContext(context: RepositoryResolveContext) {
  const texts = await loadListTexts(context.content, context.site);
  return { texts, labels: itemLabels(context.site, texts.inLanguage) };
}

/**
 * A paged, filtered list (spec 3 §2, §5, §9): the items of the block's repositories (and folder),
 * those whose class contains every selected filter id, of the selected year, in date order,
 * `itemsPerPage` a page; the page clamped to the last.
 */
export async function resolveRepositoryList(
  block: BlockOf<"repository-list">,
  context: RepositoryResolveContext,
): Promise<RepositoryListView> {
  const { site, searchParams } = context;
  const { texts, labels } = await listContext(context);
  const format = messageFormatter(site.intlLocale);
  const all = itemsOf(await listRepositoryItems(context.content, site.locale), block.repository, block.folder);
  const selected = selectedFilters(searchParams.getAll("sel"));
  const year = block.dateFilter ? selectedYear(searchParams.get("date")) : null;
  const sort = listSort(searchParams.get("sort"));
  const matching = sortByDate(
    all.filter(
      (item) =>
        matchesFilters(
          item.categories.map((category) => category.id),
          selected,
        ) &&
        (!year || item.date.startsWith(year)),
    ),
    sort,
  );
  const pagination = paginate({
    itemCount: matching.length,
    perPage: block.itemsPerPage,
    requested: requestedPage(searchParams.get("rel")),
  });
  const perPage = block.itemsPerPage === "all" ? matching.length : block.itemsPerPage;
  const href = (page: number) => queryHref(searchParams, listParamNames, { rel: page > 1 ? String(page) : null });
  const current = selected[0] ?? "";
  return {
    type: "repository-list",
    ...(block.id ? { id: block.id } : {}),
    ...(block.heading ? { heading: block.heading } : {}),
    style: block.style,
    items: matching.slice(pagination.offset, pagination.offset + perPage).map((item) => itemView(item, labels)),
    count: format(texts.itemCount, { count: matching.length }),
    form: {
      topic:
        block.filters.length > 0
          ? {
              label: texts.filterLabel,
              options: [
                { value: "", label: texts.allFilters, selected: current === "" },
                ...block.filters.map((filter) => ({ value: filter.id, label: filter.label, selected: filter.id === current })),
              ],
            }
          : null,
      year: block.dateFilter
        ? {
            label: texts.yearLabel,
            options: [
              { value: "", label: texts.allYears, selected: !year },
              ...publicationYears(all).map((value) => ({ value, label: value, selected: value === year })),
            ],
          }
        : null,
      sort: {
        label: texts.sortBy,
        options: [
          { value: "", label: texts.sortNewest, selected: sort === "newest" },
          { value: "oldest", label: texts.sortOldest, selected: sort === "oldest" },
        ],
      },
      submit: texts.applyFilters,
    },
    empty: matching.length === 0 ? texts.noItems : null,
    pagination: paginationView(pagination, href, texts, format, site.intlLocale),
    readMore: texts.readMore,
    feed: block.feed ? { href: block.feed, label: texts.feedLink } : null,
  };
}

/** The newest items of the block's repositories (spec 3 §9: sidebar widgets 5 items). */
export async function resolveRepositorySidebar(
  block: BlockOf<"repository-sidebar">,
  context: RepositoryResolveContext,
): Promise<RepositorySidebarView> {
  const { labels } = await listContext(context);
  const items = itemsOf(await listRepositoryItems(context.content, context.site.locale), block.repository, block.folder);
  return {
    type: "repository-sidebar",
    ...(block.heading ? { heading: block.heading } : {}),
    items: items.slice(0, block.count).map((item) => itemView(item, labels)),
    ...(block.moreLink ? { moreLink: block.moreLink } : {}),
  };
}

/** Bottom widgets (spec 3 §9: 6 a page): the newest items of the repositories, the page itself left out. */
export async function resolveRepositoryWidgets(
  block: BlockOf<"repository-widgets">,
  context: RepositoryResolveContext,
): Promise<RepositoryWidgetsView> {
  const { texts, labels } = await listContext(context);
  const own = context.pathname?.toLowerCase().replace(/\/+$/, "");
  const items = itemsOf(await listRepositoryItems(context.content, context.site.locale), block.repository, block.folder).filter(
    (item) => item.path !== own,
  );
  return {
    type: "repository-widgets",
    ...(block.heading ? { heading: block.heading } : {}),
    items: items.slice(0, block.count).map((item) => itemView(item, labels)),
    readMore: texts.readMore,
  };
}

/** Per-category blocks (the ja-jp homepage's press releases): each category's newest items. */
export async function resolveRepositoryCategories(
  block: BlockOf<"repository-categories">,
  context: RepositoryResolveContext,
): Promise<RepositoryCategoriesView> {
  const { labels } = await listContext(context);
  const items = itemsOf(await listRepositoryItems(context.content, context.site.locale), block.repository).filter(
    (item) => !block.siteLanguageOnly || item.language === context.site.language,
  );
  const listPath = block.moreLink?.href.split(/[?#]/)[0];
  return {
    type: "repository-categories",
    ...(block.heading ? { heading: block.heading } : {}),
    categories: block.categories
      .map((category) => ({
        id: category.id,
        label: category.label,
        items: items
          .filter((item) => item.categories.some((entry) => entry.id === category.id))
          .slice(0, block.perCategory)
          .map((item) => itemView(item, labels)),
        href: category.href ?? (listPath ? `${listPath}?sel=${category.id}` : ""),
      }))
      // A category with nothing to show is left out.
      .filter((category) => category.items.length > 0),
    ...(block.moreLink ? { moreLink: block.moreLink } : {}),
  };
}
