import type { PaginationView } from "~/blocks/lists/pagination-view";
import type { SnippetPart } from "~/domain/search/text";

/** A link of a choice bar (sections, sort orders): the current one is marked. */
export interface ChoiceLink {
  label: string;
  href: string;
  current: boolean;
}

export interface SearchResultView {
  title: string;
  href: string;
  snippet: SnippetPart[];
  section: string;
  /** Formatted date and its ISO value, for dated pages. */
  date?: { text: string; iso: string };
  /** The page's content language, when it is not the site's: code and the badge text. */
  language?: { code: string; label: string };
}

/** What the search-results component receives: everything formatted on the server. */
export interface SearchResultsView {
  type: "search-results";
  state: "empty" | "results" | "none" | "unavailable";
  query: string;
  section: string;
  sort: string;
  /** "12 results for “vpn”" */
  summary: string;
  /** Interface texts of the form and the bars. */
  texts: {
    searchLabel: string;
    searchPlaceholder: string;
    searchSubmit: string;
    sectionsLabel: string;
    sortBy: string;
    message: string;
  };
  sections: ChoiceLink[];
  sorts: ChoiceLink[];
  results: SearchResultView[];
  pagination: PaginationView | null;
  tips?: string;
  /** For the data layer (spec 1 §3): the query searched and how many results it had. */
  tracking: { searchQuery: string; searchCount: number } | null;
}
