import { describe, expect, it } from "vitest";
import { type PageLink, paginate, requestedPage } from "./pagination";

/** The bar as text: page numbers, "…" for gaps, the current page in brackets. */
const bar = (links: PageLink[]) =>
  links.map((link) => (link.kind === "gap" ? "…" : link.current ? `[${link.page}]` : String(link.page))).join(" ");

describe("paginate (spec 3 §9: at most 9 page links, minimum 5)", () => {
  it.each([
    // itemCount, perPage, requested, maxLinks, expected bar
    [200, 10, 1, undefined, "[1] 2 3 4 5 6 7 … 20"],
    [200, 10, 5, undefined, "1 2 3 4 [5] 6 7 … 20"],
    [200, 10, 6, undefined, "1 … 4 5 [6] 7 8 … 20"],
    [200, 10, 10, undefined, "1 … 8 9 [10] 11 12 … 20"],
    [200, 10, 16, undefined, "1 … 14 15 [16] 17 18 19 20"],
    [200, 10, 20, undefined, "1 … 14 15 16 17 18 19 [20]"],
    [90, 10, 4, undefined, "1 2 3 [4] 5 6 7 8 9"],
    [25, 10, 2, undefined, "1 [2] 3"],
    [10, 10, 1, undefined, "[1]"],
    [200, 10, 10, 3, "1 … [10] … 20"],
    [200, 10, 10, 7, "1 … 9 [10] 11 … 20"],
  ] as const)("%i items, %i a page, page %i, max %s → %s", (itemCount, perPage, requested, maxLinks, expected) => {
    expect(bar(paginate({ itemCount, perPage, requested, maxLinks }).links)).toBe(expected);
  });

  it("never shows more than 9 slots by default, nor fewer than 5 when there are enough pages", () => {
    for (let current = 1; current <= 50; current++) {
      expect(paginate({ itemCount: 500, perPage: 10, requested: current }).links).toHaveLength(9);
      expect(paginate({ itemCount: 500, perPage: 10, requested: current, maxLinks: 1 }).links).toHaveLength(5);
    }
  });

  it("moves a current page past the last to the last (spec 3 §4)", () => {
    const pagination = paginate({ itemCount: 31, perPage: 10, requested: 99 });
    expect(pagination).toMatchObject({ current: 4, pageCount: 4, previous: 3, next: null, offset: 30 });
  });

  it("keeps the current page at 1 or more, and an empty list on one page", () => {
    expect(paginate({ itemCount: 31, perPage: 10, requested: 0 })).toMatchObject({
      current: 1,
      previous: null,
      next: 2,
      offset: 0,
    });
    expect(paginate({ itemCount: 0, perPage: 10, requested: 3 })).toMatchObject({ current: 1, pageCount: 1, next: null });
  });

  it("puts everything on one page when items per page is all (spec 3 §9 default)", () => {
    expect(paginate({ itemCount: 57, perPage: "all", requested: 2 })).toMatchObject({ current: 1, pageCount: 1, offset: 0 });
  });
});

describe("requestedPage (spec 3 §5: page must be digits only)", () => {
  it.each([
    ["3", 3],
    [" 2 ", 2],
    ["0", 1],
    ["-1", 1],
    ["2x", 1],
    ["1e3", 1],
    ["", 1],
    [null, 1],
    ["9999999", 1],
  ] as const)("%s → %i", (raw, page) => {
    expect(requestedPage(raw)).toBe(page);
  });
});
