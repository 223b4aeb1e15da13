import { afterAll, describe, expect, it } from "vitest";
import { createContentService } from "~/domain/content/service.server";
import { createLogger } from "~/lib/logger.server";
import { createContentFixture, globalShell } from "../../../tests/support/content-fixture";
import { itemsOf, listRepositoryItems, repositoryCacheMs } from "./items.server";

const article = (title: string) => ({ title, fields: { blocks: [{ type: "rich-text", html: `<p>${title}</p>` }] } });
const meta = (title: string, date: string, repository: Record<string, unknown>) => ({
  title,
  fields: { title, description: title, publishDate: date, repository },
});

const contentDir = await createContentFixture({
  ...globalShell,
  "en-global/about/press-releases/2026-01-01-one/page.json": article("One"),
  "en-global/about/press-releases/2026-01-01-one/meta.json": meta("One", "2026-01-01", {
    type: "press-release",
    summary: "First",
    categories: [{ id: "research", title: "Company::Research" }],
  }),
  "en-global/about/press-releases/2026-03-01-two/page.json": article("Two"),
  "en-global/about/press-releases/2026-03-01-two/meta.json": meta("Two", "2026-03-01", {
    type: "press-release",
    summary: "Second",
  }),
  "de-de/about/press-releases/2026-03-01-two/page.json": article("Zwei"),
  "de-de/about/press-releases/2026-03-01-two/meta.json": meta("Zwei", "2026-03-01", { type: "press-release", summary: "Zweite" }),
  "en-global/resource-center/threats/phishing/page.json": article("Phishing"),
  "en-global/resource-center/threats/phishing/meta.json": meta("Phishing", "2025-06-01", {
    type: "resource",
    summary: "Spot it",
  }),
  "en-global/about/page.json": article("About"),
});
const content = createContentService({ contentDir, brandName: "Bastion", logger: createLogger({ level: "silent" }) });
afterAll(() => content.close());

describe("repository items (spec 3 §3 repository link item)", () => {
  it("lists the pages whose meta names a repository, newest first, with display categories", async () => {
    const items = await listRepositoryItems(content, "en-global");
    expect(items.map((item) => item.path)).toEqual([
      "/about/press-releases/2026-03-01-two",
      "/about/press-releases/2026-01-01-one",
      "/resource-center/threats/phishing",
    ]);
    expect(items[1]?.categories).toEqual([{ id: "research", title: "Research" }]);
  });

  it("shows a site's own copy of an item, and its fallback's items in their language", async () => {
    const items = await listRepositoryItems(content, "de-de");
    expect(items.map((item) => [item.title, item.language])).toEqual([
      ["Zwei", "de"],
      ["One", "en"],
      ["Phishing", "en"],
    ]);
  });

  it("filters by type and folder", async () => {
    const items = await listRepositoryItems(content, "en-global");
    expect(itemsOf(items, ["resource"]).map((item) => item.title)).toEqual(["Phishing"]);
    expect(itemsOf(items, ["press-release", "resource"], "resource-center/threats")).toHaveLength(1);
    expect(itemsOf(items, ["press-release"], "resource-center")).toEqual([]);
  });

  it("keeps the list 120 minutes (spec 3 §9), then reads it again", async () => {
    const now = Date.now();
    const first = listRepositoryItems(content, "fr-fr", now);
    expect(listRepositoryItems(content, "fr-fr", now + repositoryCacheMs - 1)).toBe(first);
    expect(listRepositoryItems(content, "fr-fr", now + repositoryCacheMs + 1)).not.toBe(first);
  });
});
