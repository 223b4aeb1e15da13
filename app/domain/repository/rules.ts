import { filterIdPattern } from "./types";

/**
 * Rules of the content repository's lists (spec 3 §3, §5). Pure.
 */

/**
 * A category title as shown: a title with a '::' prefix part has the prefix dropped (spec 3 §3).
 *
 * @example categoryDisplayTitle("Threats::Ransomware") // "Ransomware"
 * @example categoryDisplayTitle("::Privacy") // "Privacy"
 */
export function categoryDisplayTitle(title: string): string {
  const index = title.lastIndexOf("::");
  return index === -1 ? title.trim() : title.slice(index + 2).trim();
}

/**
 * The filter ids a `sel` parameter selects: comma- or space-separated, repeated parameters
 * joined, lower-cased, invalid ids dropped; "all" selects nothing (everything shows).
 *
 * @example selectedFilters(["research,products"]) // ["research", "products"]
 * @example selectedFilters(["all"]) // []
 */
export function selectedFilters(values: readonly string[]): string[] {
  const ids = values
    .flatMap((value) => value.split(/[\s,+]+/))
    .map((id) => id.trim().toLowerCase())
    .filter((id) => filterIdPattern.test(id));
  if (ids.length === 0 || ids.every((id) => id === "all")) return [];
  return [...new Set(ids.filter((id) => id !== "all"))].slice(0, 8);
}

/**
 * Spec 3 §5: "an item shows only if its class contains every selected filter id; if all filters
 * are all, everything shows".
 *
 * @example matchesFilters(["research", "products"], ["research"]) // true
 * @example matchesFilters(["research"], ["research", "awards"]) // false
 */
export function matchesFilters(itemClass: readonly string[], selected: readonly string[]): boolean {
  return selected.every((id) => itemClass.includes(id));
}

/**
 * A `date` parameter as a year filter: four digits from 1990 to 2100, else no filter.
 *
 * @example selectedYear("2026") // "2026"
 * @example selectedYear("26") // null
 */
export function selectedYear(value: string | null): string | null {
  const year = value?.trim() ?? "";
  return /^\d{4}$/.test(year) && Number(year) >= 1990 && Number(year) <= 2100 ? year : null;
}

export type ListSort = "newest" | "oldest";

/** `sort=oldest` lists oldest first; anything else newest first (the feeds' default). */
export function listSort(value: string | null): ListSort {
  return value?.trim().toLowerCase() === "oldest" ? "oldest" : "newest";
}

interface Dated {
  date: string;
  path: string;
}

/** Items by date (newest first by default), ties by path so pages never shuffle. */
export function sortByDate<T extends Dated>(items: readonly T[], sort: ListSort = "newest"): T[] {
  const direction = sort === "newest" ? -1 : 1;
  return [...items].sort((a, b) => (a.date === b.date ? (a.path < b.path ? -1 : 1) : a.date < b.date ? -direction : direction));
}

/** The years items were published in, newest first, for the year filter. */
export function publicationYears(items: readonly Dated[]): string[] {
  return [...new Set(items.map((item) => item.date.slice(0, 4)))].sort().reverse();
}
