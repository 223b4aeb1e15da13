import { matchesFilters, selectedFilters } from "~/domain/repository/rules";

/**
 * The enterprise resource library's filter (spec 3 §5): "an item shows only if its class contains
 * every selected filter id; if all filters are all, everything shows". Pure; the server uses it
 * for the page without JavaScript and the island for filtering in place, so both agree.
 */

export interface FilterGroup {
  options: ReadonlyArray<{ filterId: string }>;
}

/**
 * The filter ids the URL selects (`?sel=a&sel=b`, "all" or nothing for a group left at all),
 * kept only when one of the library's groups offers them, at most one per group (the first).
 *
 * @example resourceSelection(["white-papers", "all"], groups) // ["white-papers"]
 */
export function resourceSelection(values: readonly string[], groups: readonly FilterGroup[]): string[] {
  const asked = selectedFilters(values);
  return groups.flatMap((group) => {
    const chosen = asked.find((id) => group.options.some((option) => option.filterId === id));
    return chosen ? [chosen] : [];
  });
}

/**
 * Whether an item shows for the selection (spec 3 §5).
 *
 * @example resourceShown(["white-papers", "ransomware"], ["ransomware"]) // true
 * @example resourceShown(["datasheets"], []) // true: every filter is "all"
 */
export function resourceShown(itemClass: readonly string[], selected: readonly string[]): boolean {
  return matchesFilters(itemClass, selected);
}

/** The query string of a selection (`sel=a&sel=b`), empty when every filter is "all". */
export function resourceQuery(selected: readonly string[]): string {
  const params = new URLSearchParams();
  for (const id of selected) params.append("sel", id);
  return params.toString();
}
