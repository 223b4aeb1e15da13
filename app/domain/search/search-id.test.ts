import { describe, expect, it } from "vitest";
import { decodeSearchId, encodeSearchId, type SearchRequest } from "./search-id";

describe("search ids (spec 3 §7: Search answers a searchId that GetDataPage and GetNavigators take)", () => {
  it.each<SearchRequest>([
    { query: "vpn", locale: "de-de", section: null, sort: "date" },
    { query: "ウイルス対策", locale: "ja-jp", section: "home-security", sort: "relevance" },
    { query: 'quote " and slash /', locale: "en-global", section: "other", sort: "date" },
  ])("stands for its search: %o", (request) => {
    const id = encodeSearchId(request);
    expect(id).toMatch(/^[A-Za-z0-9_-]+$/);
    expect(decodeSearchId(id)).toEqual(request);
  });

  it.each([
    ["", "empty"],
    ["not base64!", "not base64url"],
    [Buffer.from("{}").toString("base64url"), "not the id's shape"],
    [Buffer.from(JSON.stringify([1, "q", "xx-xx", null, "date"])).toString("base64url"), "an unknown site"],
    [Buffer.from(JSON.stringify([1, "q", "de-de", "nowhere", "date"])).toString("base64url"), "an unknown section"],
    [Buffer.from(JSON.stringify([2, "q", "de-de", null, "date"])).toString("base64url"), "another version"],
    ["A".repeat(2000), "too long"],
  ])("refuses %s (%s)", (id) => {
    expect(decodeSearchId(id)).toBeNull();
  });
});
