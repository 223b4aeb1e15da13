import type { PaginationView } from "~/blocks/lists/pagination-view";
import type { Image } from "~/blocks/schemas.server";

/** A repository item as a card or list row: everything formatted on the server. */
export interface ItemView {
  href: string;
  title: string;
  summary: string;
  date: { text: string; iso: string };
  categories: string[];
  image?: Image;
  source?: string;
  /** The item's language, when it is not the site's: code and badge text. */
  language?: { code: string; label: string };
}

export interface ChoiceView {
  value: string;
  label: string;
  selected: boolean;
}

export interface RepositoryListView {
  type: "repository-list";
  id?: string;
  heading?: string;
  style: "list" | "cards" | "grid";
  items: ItemView[];
  /** "23 items" */
  count: string;
  /** The filter form: topic, year and order, each a GET parameter (`sel`, `date`, `sort`). */
  form: {
    topic: { label: string; options: ChoiceView[] } | null;
    year: { label: string; options: ChoiceView[] } | null;
    sort: { label: string; options: ChoiceView[] };
    submit: string;
  };
  empty: string | null;
  pagination: PaginationView | null;
  readMore: string;
  feed: { href: string; label: string } | null;
}

export interface RepositorySidebarView {
  type: "repository-sidebar";
  heading?: string;
  items: ItemView[];
  moreLink?: { label: string; href: string };
}

export interface RepositoryWidgetsView {
  type: "repository-widgets";
  heading?: string;
  items: ItemView[];
  readMore: string;
}

export interface RepositoryCategoriesView {
  type: "repository-categories";
  heading?: string;
  categories: Array<{ id: string; label: string; items: ItemView[]; href: string }>;
  moreLink?: { label: string; href: string };
}
