import { describe, expect, it } from "vitest";
import { feedEntryCount, feedPathForRoute, renderAtomFeed } from "./feed";
import type { RepositoryItem } from "./items.server";

const item = (index: number, overrides: Partial<RepositoryItem> = {}): RepositoryItem => ({
  type: "press-release",
  path: `/about/press-releases/item-${index}`,
  location: `about/press-releases/item-${index}`,
  title: `Release ${index}`,
  summary: `Summary ${index}`,
  date: `2026-01-${String((index % 28) + 1).padStart(2, "0")}`,
  categories: [{ id: "research", title: "Research" }],
  labels: [],
  language: "en",
  ...overrides,
});

describe("renderAtomFeed", () => {
  const feed = (items: RepositoryItem[]) =>
    renderAtomFeed({
      title: "Press releases | Bastion",
      pageUrl: "https://www.bastion.example/about/press-releases",
      feedUrl: "https://www.bastion.example/about/press-releases/feed.atom",
      origin: "https://www.bastion.example",
      language: "en",
      authorName: "Bastion",
      items,
    });

  it("is an Atom feed with one entry per item: id, link, dates, author, category, summary", () => {
    const xml = feed([item(2, { author: "Anna Keller" }), item(1)]);
    expect(xml).toContain('<feed xmlns="http://www.w3.org/2005/Atom" xml:lang="en">');
    expect(xml).toContain("<updated>2026-01-03T00:00:00Z</updated>");
    expect(xml.match(/<entry /g)).toHaveLength(2);
    expect(xml).toContain("<id>https://www.bastion.example/about/press-releases/item-2</id>");
    expect(xml).toContain("<author><name>Anna Keller</name></author>");
    expect(xml).toContain('<category term="research" label="Research"/>');
  });

  it("escapes what items say", () => {
    const xml = feed([item(1, { title: 'Tom & Jerry <script>"x"</script>', summary: "a < b" })]);
    expect(xml).toContain("Tom &#38; Jerry &#60;script&#62;&#34;x&#34;&#60;/script&#62;");
    expect(xml).not.toContain("<script>");
  });

  it(`keeps the newest ${feedEntryCount} entries`, () => {
    expect(feed(Array.from({ length: 30 }, (_, index) => item(index))).match(/<entry /g)).toHaveLength(feedEntryCount);
  });

  it("is offered by press releases and the policy blog", () => {
    expect(feedPathForRoute("press-releases")).toBe("/about/press-releases/feed.atom");
    expect(feedPathForRoute("policy-blog-category")).toBe("/about/policy-blog/feed.atom");
    expect(feedPathForRoute("in-the-news")).toBeNull();
  });
});
