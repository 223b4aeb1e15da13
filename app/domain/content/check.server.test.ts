import path from "node:path";
import { describe, expect, it } from "vitest";
import { createContentFixture, globalShell, localizedMessageShells } from "../../../tests/support/content-fixture";
import { checkContent, formatJsonPath } from "./check.server";

const page = (blocks: unknown[]) => ({ title: "Page", fields: { blocks } });

describe("checkContent", () => {
  it("accepts the project's own content", async () => {
    const problems = await checkContent(path.resolve("content"));
    expect(problems).toEqual([]);
  });

  it("accepts a minimal valid site", async () => {
    const dir = await createContentFixture({
      ...globalShell,
      ...localizedMessageShells,
      "en-global/about/page.json": page([{ type: "rich-text", html: "<p>Hello</p>" }]),
    });
    expect(await checkContent(dir)).toEqual([]);
  });

  it("reports each problem with file, JSON path and message", async () => {
    const dir = await createContentFixture({
      ...globalShell,
      ...localizedMessageShells,
      "en-global/about/page.json": page([
        { type: "hero", heading: "" },
        { type: "cta", heading: "Go", actions: [{ label: "x", href: "javascript:alert(1)" }] },
        {
          type: "comparison-table",
          caption: "c",
          columns: [{ title: "A" }, { title: "B" }],
          rows: [{ label: "r", values: [true] }],
        },
        { type: "carousel" },
      ]),
      "de-de/about/meta.json": { title: "Meta", fields: { title: "Über uns" } },
      "de-de/broken.json": "{ not json",
      "fr-fr/about/page.json": page([{ type: "product-cards", products: [{ product: "no-such-product" }] }]),
    });
    const problems = await checkContent(dir);
    const byPath = (file: string, jsonPath: string) => problems.find((p) => p.file.endsWith(file) && p.path === jsonPath);

    expect(byPath("content/en-global/about/page.json", "fields.blocks[0].heading")?.message).toMatch(/too small|>=1/i);
    expect(byPath("content/en-global/about/page.json", "fields.blocks[1].actions[0].href")?.message).toMatch(/site path/);
    expect(byPath("content/en-global/about/page.json", "fields.blocks[2].rows[0].values")?.message).toBe(
      "has 1 values for 2 columns",
    );
    expect(byPath("content/en-global/about/page.json", "fields.blocks[3].type")).toBeDefined();
    expect(byPath("content/de-de/about/meta.json", "fields.description")).toBeDefined();
    expect(byPath("content/de-de/broken.json", "")?.message).toMatch(/not a known document kind/);
    expect(byPath("content/fr-fr/about/page.json", "fields.blocks[0].products[0].product")?.message).toMatch(/no-such-product/);
  });

  it("reports unparseable JSON and unknown folders", async () => {
    const dir = await createContentFixture({
      ...globalShell,
      ...localizedMessageShells,
      "en-global/about/meta.json": '{ "title": ',
      "xx-yy/about/meta.json": { title: "x", fields: {} },
    });
    const problems = await checkContent(dir);
    expect(problems.find((p) => p.file.endsWith("en-global/about/meta.json"))?.message).toMatch(/not valid JSON/);
    expect(problems.find((p) => p.file.endsWith("content/xx-yy"))?.message).toMatch(/not a locale folder/);
  });

  it("refuses amounts and savings written by hand, and references the catalogue cannot answer", async () => {
    const dir = await createContentFixture({
      ...globalShell,
      ...localizedMessageShells,
      "en-global/a/page.json": page([{ type: "rich-text", html: "<p>Only €49.99 a year. Save 20% on two years.</p>" }]),
      "de-de/b/page.json": page([{ type: "rich-text", html: "<p>Nur {price:total-security:3:1} statt 49,99\u00a0€.</p>" }]),
      "en-global/c/page.json": page([
        {
          type: "rich-text",
          html: "<p>{price:total-security:7:1} {price:no-such-product:1:1} {saving:total-security:3:1} {price:total}</p>",
        },
      ]),
      "en-global/d/page.json": page([
        { type: "rich-text", html: "<p>{price:total-security:3:1}, {saving:total-security:3:2}, {money:100 USD}</p>" },
      ]),
    });
    const messages = (await checkContent(dir)).map((problem) => `${problem.file.split("content/")[1]} ${problem.message}`);
    expect(messages).toEqual([
      expect.stringMatching(/^de-de\/b\/page.json writes the amount "49,99\u00a0€" by hand/),
      expect.stringMatching(/^en-global\/a\/page.json writes the amount "€49.99" by hand/),
      expect.stringMatching(/^en-global\/a\/page.json claims a saving by hand \("Save 20% on two years."\)/),
      expect.stringMatching(
        /^en-global\/c\/page.json \{price:total-security:7:1\}: no such offer in the catalogue for en-global USD/,
      ),
      expect.stringMatching(/^en-global\/c\/page.json \{price:no-such-product:1:1\}: no such offer/),
      // A 1-year plan saves nothing against 1 × itself: a claim the catalogue does not back.
      expect.stringMatching(/^en-global\/c\/page.json \{saving:total-security:3:1\}: no such saving/),
      expect.stringMatching(/^en-global\/c\/page.json \{price:total\}: "" is not a pack/),
    ]);
  });

  it("refuses names the catalogue and the verdict page do not know", async () => {
    const dir = await createContentFixture({
      ...globalShell,
      ...localizedMessageShells,
      "en-global/a/page.json": page([{ type: "buy-block", variant: "radio", product: "total-securty" }]),
    });
    expect((await checkContent(dir)).map((problem) => problem.message)).toEqual([
      'names "total-securty", which is no product of the catalogue',
    ]);
  });

  it("requires the global site's shell documents", async () => {
    const dir = await createContentFixture({ "en-global/about/page.json": page([{ type: "rich-text", html: "<p>x</p>" }]) });
    const missing = (await checkContent(dir))
      .filter((p) => p.message.includes("is missing") && p.file.includes("/en-global/"))
      .map((p) => path.basename(p.file));
    expect(missing.sort()).toEqual([
      "buyblock-texts.json",
      "cross-sell-popup.json",
      "download-texts.json",
      "footer.json",
      "form-texts.json",
      "general-settings.json",
      "general-translations.json",
      "hmc-logic.json",
      "hmc-step-1.json",
      "hmc-step-2.json",
      "hmc-ui-fields.json",
      "init.json",
      "list-texts.json",
      "main-nav.json",
      "news-letter-opt-in.json",
      "product-names.json",
      "qna-bot.json",
      "renewal-texts.json",
    ]);
  });
});

describe("formatJsonPath", () => {
  it("joins keys with dots and indexes with brackets", () => {
    expect(formatJsonPath(["fields", "blocks", 2, "items", 0, "title"])).toBe("fields.blocks[2].items[0].title");
    expect(formatJsonPath([])).toBe("");
  });
});
