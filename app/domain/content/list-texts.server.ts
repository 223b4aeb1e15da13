import { z } from "zod";
import { messageFields } from "./message-fields";

/**
 * `localization/list-texts.json`: the interface messages of site search, its autocomplete, the
 * repository lists and every pagination bar (ICU messages; the arguments each must use are
 * named here, and `content:check` holds translations to the same ones).
 */
const listTextArguments = {
  searchLabel: [],
  searchPlaceholder: [],
  searchSubmit: [],
  /** The results heading: `{count}` results for `{query}`, plural by count. */
  resultsSummary: ["count", "query"],
  noResults: [],
  emptyQuery: [],
  unavailable: [],
  sectionsLabel: [],
  allSections: [],
  sectionHomeSecurity: [],
  sectionAboutSection: [],
  sectionEnterprise: [],
  sectionVsb: [],
  sectionSmb: [],
  sectionOther: [],
  /** A section filter with its result count. */
  sectionWithCount: ["section", "count"],
  sortBy: [],
  sortDate: [],
  sortRelevance: [],
  sortNewest: [],
  sortOldest: [],
  /** A result or list item shown in another language than the site's. */
  inLanguage: ["language"],
  paginationLabel: [],
  previousPage: [],
  nextPage: [],
  pageLink: ["page"],
  pageOf: ["page", "pages"],
  suggestionsLabel: [],
  /** Announced to screen readers as suggestions arrive. */
  suggestionsCount: ["count"],
  filterLabel: [],
  allFilters: [],
  yearLabel: [],
  allYears: [],
  applyFilters: [],
  /** How many items a filtered list has. */
  itemCount: ["count"],
  noItems: [],
  readMore: [],
  /** The press centre's section navigation. */
  pressNavigation: [],
  feedLink: [],
} as const satisfies Record<string, readonly string[]>;
export type ListTextKey = keyof typeof listTextArguments;

export const listTextsDocument = z.strictObject({ title: z.string().min(1), fields: messageFields(listTextArguments) });
export type ListTexts = z.output<typeof listTextsDocument>["fields"];
