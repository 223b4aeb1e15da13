import { describe, expect, it } from "vitest";
import { createLogger } from "~/lib/logger.server";
import type { LocaleCode } from "~/sites/locales";
import { projectContent } from "../../../tests/support/project-content";
import { block } from "../schemas.server";
import { dateText, resolveEnterpriseMore } from "./more-resolve.server";

const content = projectContent;
const logger = createLogger({ level: "silent" });
const context = (locale: LocaleCode, intlLocale: string, query = "") => ({
  content,
  site: { locale, intlLocale },
  searchParams: new URLSearchParams(query),
  logger,
});

function parsed(input: unknown) {
  const result = block.parse(input);
  if (
    !["enterprise-resources", "enterprise-article", "enterprise-promo", "gallery-slider", "enterprise-post"].includes(result.type)
  ) {
    throw new Error("parsed as another block");
  }
  return result as Parameters<typeof resolveEnterpriseMore>[0];
}

const image = { src: "/images/enterprise/mdr-promo.svg", alt: "", width: 400, height: 260 };
const library = parsed({
  type: "enterprise-resources",
  heading: "Library",
  filters: [
    {
      label: "Type",
      options: [
        { filterId: "reports", label: "Reports" },
        { filterId: "webinars", label: "Webinars" },
      ],
    },
    {
      label: "Topic",
      options: [
        { filterId: "soc", label: "SOC" },
        { filterId: "ot", label: "OT" },
      ],
    },
  ],
  items: [
    { title: "A", href: "/a", itemClass: ["reports", "soc"] },
    { title: "B", href: "/b", itemClass: ["webinars", "ot"] },
  ],
});

describe("the resource library's view", () => {
  it("takes one selected id per group from the URL and writes every count in the site's plural forms", async () => {
    const view = await resolveEnterpriseMore(library, context("ru-ru", "ru-RU", "sel=webinars&sel=reports&sel=ot&sel=x"));
    if (view?.type !== "enterprise-resources") throw new Error("no library");
    expect(view.selected).toEqual(["webinars", "ot"]);
    expect(view.texts.all).toBe("Все");
    expect(view.texts.counts).toEqual(["0 материалов", "1 материал", "2 материала"]);
  });

  it("selects nothing for all", async () => {
    const view = await resolveEnterpriseMore(library, context("en-global", "en", "sel=all&sel=all"));
    if (view?.type !== "enterprise-resources") throw new Error("no library");
    expect(view.selected).toEqual([]);
    expect(view.texts.counts[2]).toBe("2 resources");
  });
});

describe("the enterprise promo (spec 3 §8: hides itself)", () => {
  const promo = { type: "enterprise-promo", heading: "Try MDR", image, action: { label: "Start", href: "/enterprise-security" } };
  it.each([
    ["with its image and target", promo, true],
    ["without its image", { ...promo, image: undefined }, false],
    ["without its target", { ...promo, action: undefined }, false],
  ])("%s → drawn: %s", async (_, input, drawn) => {
    const view = await resolveEnterpriseMore(parsed(input), context("en-global", "en"));
    expect(view !== null).toBe(drawn);
  });
});

describe("dates and bylines in the site's language", () => {
  it.each([
    ["en", "September 8, 2026"],
    ["de-DE", "8. September 2026"],
    ["ja-JP", "2026年9月8日"],
  ])("%s writes 2026-09-08 as %s", (locale, written) => {
    expect(dateText(locale, "2026-09-08")).toBe(written);
  });

  it("formats the article's byline and related heading from the site's messages", async () => {
    const article = parsed({
      type: "enterprise-article",
      title: "T",
      author: { name: "Ingrid Halvorsen" },
      date: "2026-09-08",
      html: "<p>Body</p>",
    });
    const view = await resolveEnterpriseMore(article, context("de-de", "de-DE"));
    if (view?.type !== "enterprise-article") throw new Error("no article");
    expect(view.byline).toBe("Von Ingrid Halvorsen");
    expect(view.relatedHeading).toBe("Weiterführende Inhalte");
    expect(view.dateText).toBe("8. September 2026");
  });
});

describe("enterprise table schema", () => {
  it("refuses a row with a cell too few", () => {
    const table = { type: "enterprise-table", heading: "H", caption: "C", columns: ["A", "B", "C"] };
    expect(block.safeParse({ ...table, rows: [["1", "2", "3"]] }).success).toBe(true);
    expect(block.safeParse({ ...table, rows: [["1", "2"]] }).success).toBe(false);
  });
});
