import { describe, expect, it } from "vitest";
import { type PageHeaderVariant, pageHeaderLayouts } from "./page-header-layouts";
import type { RenderBlock } from "./resolve.server";
import { block, pageHeaderVariants } from "./schemas.server";
import { drawStaticBlocks } from "./static-blocks.server";

/** A page that starts with a header of the variant, drawn as the server draws it. */
function drawHeader(variant: PageHeaderVariant): string {
  const header = block.parse({
    type: "page-header",
    variant,
    eyebrow: "Eyebrow",
    heading: "Heading",
    text: "Lead",
    image: { src: "/images/hero-home.svg", alt: "Picture", width: 640, height: 480 },
    actions: [{ label: "Act", href: "/act" }],
  });
  const [drawn] = drawStaticBlocks([header as RenderBlock], { location: "/", documentHtml: null });
  return drawn && "html" in drawn ? (drawn.html ?? "") : "";
}

const at = (html: string, part: string) => html.indexOf(part);

describe("page header variants (spec 3 §2)", () => {
  it("has a layout for every variant", () => {
    expect(Object.keys(pageHeaderLayouts).sort()).toEqual([...pageHeaderVariants].sort());
  });

  it.each(pageHeaderVariants)("draws %s with its class, its heading as the page's h1", (variant) => {
    const html = drawHeader(variant);
    expect(html).toContain(`class="page-header-block page-header-block--${variant} page-header-block--align-`);
    expect(html).toMatch(/<h1 class="page-header-block__heading">Heading<\/h1>/);
  });

  it.each(pageHeaderVariants)("places the image of %s where its layout says", (variant) => {
    const html = drawHeader(variant);
    const image = at(html, '<img class="page-header-block__image"');
    const text = at(html, '<div class="page-header-block__text">');
    switch (pageHeaderLayouts[variant].image) {
      case "none":
        expect(image).toBe(-1);
        break;
      case "start":
        expect(image).toBeGreaterThan(-1);
        expect(image).toBeLessThan(text);
        break;
      case "panel":
        expect(html).toMatch(
          /<div class="page-header-block__panel"><img[^>]*><div class="actions"><a[^>]*>Act<\/a><\/div><\/div>/,
        );
        break;
      default:
        expect(image).toBeGreaterThan(text);
    }
  });

  it("leads thank-you headers with the success mark: beside the heading in V1, above everything in V2", () => {
    expect(drawHeader("b2c-thank-you-v1")).toMatch(
      /<div class="page-header-block__title-row"><svg class="page-header-block__mark"[^>]*width="48"[\s\S]*?<\/svg><h1/,
    );
    expect(drawHeader("b2c-thank-you-v2")).toMatch(
      /<div class="page-header-block__text"><svg class="page-header-block__mark"[^>]*width="72"[\s\S]*?<\/svg><p class="eyebrow">/,
    );
    for (const variant of pageHeaderVariants.filter((name) => !name.startsWith("b2c-thank-you"))) {
      expect(drawHeader(variant)).not.toContain("page-header-block__mark");
    }
  });

  it("draws the MSP's customers under its header and KSC's cloud behind it, and no motif elsewhere", () => {
    const motifs = pageHeaderVariants.map((variant) => {
      const html = drawHeader(variant);
      return [variant, html.includes("page-header-block__tenants"), html.includes("page-header-block__motif--cloud")];
    });
    expect(motifs.filter(([, tenants]) => tenants).map(([variant]) => variant)).toEqual(["smb-msp"]);
    expect(motifs.filter(([, , cloud]) => cloud).map(([variant]) => variant)).toEqual(["ksc"]);
    expect(drawHeader("smb-msp")).toMatch(/<\/div><div class="page-header-block__tenants"><svg[^>]*aria-hidden="true"/);
  });

  it("keeps the actions of a Buyblock header in its purchase panel, out of the text", () => {
    const html = drawHeader("buyblock");
    const text = html.slice(at(html, "page-header-block__text"), at(html, "page-header-block__panel"));
    expect(text).not.toContain("Act");
  });
});
