import { describe, expect, it } from "vitest";
import { block } from "../schemas.server";
import { resolveEnterprisePageNav } from "./resolve.server";

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
