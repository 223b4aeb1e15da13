import type { Platform } from "~/domain/downloads/types";

/** Tab ids that stand for each platform (content says "mac", the downloads catalogue "macos"). */
const platformTabIds: Readonly<Record<Platform, readonly string[]>> = {
  windows: ["windows", "win", "pc"],
  macos: ["mac", "macos"],
  android: ["android"],
  ios: ["ios", "iphone", "ipad"],
  linux: ["linux"],
};

/**
 * The tab a products carousel opens on (spec 3 §4 "the initial tab follows the detected device
 * operating system"): the tab of the visitor's platform, else the first.
 *
 * @example initialCarouselTab(["windows", "mac", "android", "ios"], "macos") // "mac"
 * @example initialCarouselTab(["windows", "mac"], "linux") // "windows"
 */
export function initialCarouselTab(tabIds: readonly string[], platform: Platform | null): string | undefined {
  const wanted = platform ? platformTabIds[platform] : [];
  return tabIds.find((id) => wanted.includes(id)) ?? tabIds[0];
}

/**
 * The tabs a products carousel shows: each with the products that resolved, empty tabs left out;
 * with the tab filter off, one tab of every product once, in order. None when nothing resolved:
 * the block hides itself (spec 3 §8).
 *
 * @example carouselTabs([{ tabID: "mac", items: [] }], false) // []
 */
export function carouselTabs<Tab extends { tabID: string }, Item extends { name: string }>(
  tabs: ReadonlyArray<Tab & { items: Item[] }>,
  tabFilter: boolean,
): Array<Tab & { items: Item[] }> {
  const filled = tabs.filter((tab) => tab.items.length > 0);
  if (tabFilter || filled.length <= 1) return filled;
  const seen = new Set<string>();
  const items = filled.flatMap((tab) => tab.items).filter((item) => !seen.has(item.name) && seen.add(item.name));
  return [{ ...(filled[0] as Tab & { items: Item[] }), items }];
}
