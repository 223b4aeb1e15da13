import { describe, expect, it, vi } from "vitest";
import { createContentService } from "~/domain/content/service.server";
import { createLogger } from "~/lib/logger.server";
import { createContentFixture, globalShell } from "../../../tests/support/content-fixture";
import { block } from "../schemas.server";
import { resolveCaseStudies, resolveEnterprisePageNav, resolveFeatureCaseStudy } from "./resolve.server";

const nav = block.parse({
  type: "enterprise-page-nav",
  sections: [
    { id: "overview", label: "Overview" },
    { id: "stories", label: "Customers" },
    { id: "support", label: "Support" },
  ],
});

describe("the enterprise page navigation", () => {
  it("links only the sections the page shows", () => {
    if (nav.type !== "enterprise-page-nav") throw new Error("parsed as another block");
    const page = [
      { type: "enterprise-banner" },
      nav,
      { type: "enterprise-overview", id: "overview" },
      { type: "cta", id: "support" },
    ];
    expect(resolveEnterprisePageNav(nav, page)?.sections.map((section) => section.id)).toEqual(["overview", "support"]);
  });

  it("hides itself when fewer than two sections are left", () => {
    if (nav.type !== "enterprise-page-nav") throw new Error("parsed as another block");
    expect(resolveEnterprisePageNav(nav, [nav, { type: "cta", id: "support" }])).toBeNull();
  });
});

describe("enterprise block schemas", () => {
  it("refuses a section link that is no anchor id, and a single section", () => {
    expect(
      block.safeParse({
        type: "enterprise-page-nav",
        sections: [
          { id: "#top", label: "Top" },
          { id: "a", label: "A" },
        ],
      }).success,
    ).toBe(false);
    expect(block.safeParse({ type: "enterprise-page-nav", sections: [{ id: "a", label: "A" }] }).success).toBe(false);
  });

  it("says a risk's level in words, not by colour alone", () => {
    const risk = { title: "Backups", text: "Reachable from the domain.", level: "high" };
    expect(block.safeParse({ type: "enterprise-risk", heading: "Risks", risks: [risk] }).success).toBe(false);
    expect(block.safeParse({ type: "enterprise-risk", heading: "Risks", risks: [{ ...risk, rating: "High" }] }).success).toBe(
      true,
    );
  });

  it("names case studies by their page and sanitises rich text", () => {
    expect(block.safeParse({ type: "case-studies", heading: "Stories", stories: ["../../etc"] }).success).toBe(false);
    const overview = block.parse({
      type: "enterprise-overview",
      heading: "Overview",
      html: '<p onclick="x()">Hi<script>x()</script></p>',
    });
    expect(overview.type === "enterprise-overview" && overview.html).toBe("<p>Hi</p>");
  });
});

describe("case study cards", () => {
  const story = (customer: string, sector: string) => ({
    title: customer,
    fields: {
      title: `${customer}: a headline`,
      description: "A story.",
      publishDate: "2026-01-15",
      repository: {
        type: "case-study",
        summary: `${customer} and {brand}.`,
        categories: [{ id: "finance", title: `Sectors::${sector}` }],
      },
    },
  });

  async function setup() {
    const contentDir = await createContentFixture({
      ...globalShell,
      "en-global/enterprise-security/resources/case-study-aldmere-bank/meta.json": story("Aldmere Bank", "Finance"),
      "de-de/enterprise-security/resources/case-study-aldmere-bank/meta.json": story("Aldmere Bank AG", "Finanzen"),
    });
    const logger = createLogger({ level: "silent" });
    const warn = vi.spyOn(logger, "warn");
    const content = createContentService({ contentDir, brandName: "Acme", logger });
    return { context: (locale: "en-global" | "de-de") => ({ content, site: { locale }, logger }), warn };
  }

  it("come from each story's own meta on the site, linking its page", async () => {
    const { context } = await setup();
    const parsed = block.parse({ type: "case-studies", heading: "Stories", stories: ["case-study-aldmere-bank"] });
    if (parsed.type !== "case-studies") throw new Error("parsed as another block");
    const view = await resolveCaseStudies(parsed, context("de-de"));
    expect(view?.items).toEqual([
      {
        href: "/enterprise-security/resources/case-study-aldmere-bank",
        customer: "Aldmere Bank AG",
        title: "Aldmere Bank AG: a headline",
        summary: "Aldmere Bank AG and Acme.",
        sectors: ["Finanzen"],
      },
    ]);
  });

  it("leave out a story the site lacks, with a warning, and hide the block when none is left", async () => {
    const { context, warn } = await setup();
    const parsed = block.parse({
      type: "case-studies",
      heading: "Stories",
      stories: ["case-study-aldmere-bank", "case-study-nobody"],
    });
    if (parsed.type !== "case-studies") throw new Error("parsed as another block");
    expect((await resolveCaseStudies(parsed, context("en-global")))?.items.map((item) => item.customer)).toEqual([
      "Aldmere Bank",
    ]);
    expect(warn).toHaveBeenCalledWith({ story: "case-study-nobody" }, expect.stringContaining("left out"));
    const featured = block.parse({ type: "feature-case-study", heading: "Story", story: "case-study-nobody" });
    if (featured.type !== "feature-case-study") throw new Error("parsed as another block");
    expect(await resolveFeatureCaseStudy(featured, context("en-global"))).toBeNull();
  });
});
