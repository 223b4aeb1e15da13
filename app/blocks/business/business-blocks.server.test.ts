import { describe, expect, it } from "vitest";
import type { Translations } from "~/domain/content/schemas.server";
import type { RenderBlock } from "../resolve.server";
import { type Block, block } from "../schemas.server";
import { drawStaticBlocks } from "../static-blocks.server";
import { resolveTargetedSolutions } from "./resolve.server";

const logo = (name: string) => ({
  name,
  image: { src: `/images/partners/logos/${name.toLowerCase()}.svg`, alt: name, width: 220, height: 68 },
});

/** The HTML the server draws for blocks, as a client navigation receives it. */
function draw(blocks: ReadonlyArray<Block | RenderBlock | null>, translations?: Partial<Translations>): string[] {
  return drawStaticBlocks(blocks as RenderBlock[], {
    translations: translations as Translations | undefined,
    location: "/partners",
    documentHtml: null,
  }).map((drawn) => ("html" in drawn ? (drawn.html ?? "") : ""));
}

const parse = (value: unknown) => block.parse(value) as Block;

describe("business block schemas", () => {
  it("require a logo's alt text to name the company", () => {
    const logos = (alt: string) =>
      block.safeParse({
        type: "logos",
        logos: [logo("Quillmoor"), { ...logo("Saltmarsh"), image: { ...logo("Saltmarsh").image, alt } }],
      });
    expect(logos("Saltmarsh Data").success).toBe(true);
    expect(logos("").success).toBe(false);
  });

  it("refuse unknown keys, severities and platforms", () => {
    expect(block.safeParse({ type: "vsb-alert", title: "Notice", text: "Text", severity: "danger" }).success).toBe(false);
    expect(block.safeParse({ type: "vsb-alert", title: "Notice", text: "Text", colour: "red" }).success).toBe(false);
    const app = (platforms: string[]) => ({ type: "smb-apps", apps: [{ name: "Agent", platforms, text: "Protects" }] });
    expect(block.safeParse(app(["windows", "ios"])).success).toBe(true);
    expect(block.safeParse(app(["symbian"])).success).toBe(false);
  });

  it("default an alert to information", () => {
    expect(parse({ type: "vsb-alert", title: "Notice", text: "Text" })).toMatchObject({ severity: "info" });
  });

  it("sanitise support HTML and featured text while parsing", () => {
    const support = parse({ type: "support-html", html: '<p onclick="steal()">Call us</p><script>alert(1)</script>' });
    expect(support).toMatchObject({ html: "<p>Call us</p>" });
    const featured = parse({
      type: "featured-section",
      heading: "Story",
      html: '<p>Read <a href="javascript:alert(1)">this</a></p><iframe src="https://x.example"></iframe>',
      image: { src: "/images/partners/msp-console.svg", alt: "", width: 560, height: 420 },
    });
    expect("html" in featured && featured.html).not.toMatch(/javascript:|iframe/);
  });

  it("accept only safe links", () => {
    const article = (href: string) => ({
      type: "product-articles",
      articles: [{ title: "Guide", summary: "Read it", href }],
    });
    expect(block.safeParse(article("/small-business-security")).success).toBe(true);
    expect(block.safeParse(article("javascript:alert(1)")).success).toBe(false);
    expect(block.safeParse(article("//evil.example/")).success).toBe(false);
  });

  it("name a product list's rows editions, so they are never taken for product document references", () => {
    const row = { name: "Endpoint Select", audience: "50+", summary: "Control", links: [{ label: "More", href: "/x" }] };
    expect(block.safeParse({ type: "smb-product-list", editions: [row] }).success).toBe(true);
    expect(block.safeParse({ type: "smb-product-list", products: [row] }).success).toBe(false);
  });
});

describe("targeted solutions", () => {
  const solutions = (solution: string, items: unknown[]) =>
    parse({ type: "targeted-solutions", heading: "Solutions", solution, items }) as Extract<
      Block,
      { type: "targeted-solutions" }
    >;
  const item = {
    title: "Mail protection",
    text: "Stops phishing",
    link: { label: "Buy now", href: "/small-to-medium-business-security/total" },
  };

  it("hide themselves when they list no solution (spec 3 §8)", () => {
    expect(resolveTargetedSolutions(solutions("mail-server", []), [])).toBeNull();
  });

  it("take the template of the page's header and draw it", () => {
    const header = parse({ type: "page-header", variant: "buyblock", heading: "Mail server protection" });
    const underBuyblock = resolveTargetedSolutions(solutions("mail-server", [item]), [header]);
    const standard = resolveTargetedSolutions(solutions("mail-server", [item]), []);
    const gateway = resolveTargetedSolutions(solutions("internet-gateway", [item]), [header]);
    expect([underBuyblock?.template, standard?.template, gateway?.template]).toEqual([
      "buyblock",
      "standard",
      "internet-gateway",
    ]);

    const [buyHtml, standardHtml, gatewayHtml] = draw([underBuyblock, standard, gateway], {
      gatewayInternet: "Internet",
      gatewayNetwork: "Ihr Netzwerk",
    });
    // Under the Buyblock header a solution's link is a buy button; in the standard grid, a text link.
    expect(buyHtml).toContain('class="container section targeted-solutions targeted-solutions--buyblock"');
    expect(buyHtml).toMatch(/<a class="button button--primary targeted-solution__buy"[^>]*>Buy now<\/a>/);
    expect(standardHtml).toMatch(/<a class="text-link"[^>]*>Buy now<\/a>/);
    // The gateway's layers are an ordered list between the internet and the network, in the site's words.
    expect(gatewayHtml).toMatch(/gateway__end--internet">Internet<\/p><ol class="gateway__layers">/);
    expect(gatewayHtml).toContain('gateway__end--network">Ihr Netzwerk</p>');
  });
});

describe("business blocks as drawn", () => {
  it("name an alert's severity in words from the site's messages, before its title", () => {
    const [html] = draw(
      [parse({ type: "vsb-alert", severity: "critical", title: "Renew now", text: "Your licence ends soon." })],
      {
        alertSeverityCritical: "Wichtig",
      },
    );
    expect(html).toContain('<aside class="vsb-alert vsb-alert--critical" aria-label="Wichtig">');
    expect(html).toMatch(/<span class="vsb-alert__severity">Wichtig:<\/span> <strong>Renew now<\/strong>/);
  });

  it("draw testimonials as quotes with who said them", () => {
    const [html] = draw([
      parse({
        type: "testimonials",
        heading: "What partners say",
        items: [{ quote: "It pays.", name: "Priya Raman", role: "Sales Director", company: "Quillmoor Systems" }],
      }),
    ]);
    expect(html).toMatch(/<figure class="testimonial"><blockquote class="testimonial__quote"><p>It pays.<\/p><\/blockquote>/);
    expect(html).toMatch(/<figcaption[^>]*>.*Priya Raman.*Sales Director, Quillmoor Systems/);
  });

  it("draw a programme's levels in order and its benefits, under the site's headings", () => {
    const [html] = draw(
      [
        parse({
          type: "programs-list",
          heading: "Programmes",
          programs: [
            {
              name: "Resellers",
              audience: "For resellers",
              summary: "Sell",
              tiers: [
                { name: "Authorised", requirement: "1 seller" },
                { name: "Premier", requirement: "4 sellers" },
              ],
              benefits: ["Deal registration"],
            },
          ],
        }),
      ],
      { programLevels: "Stufen", programBenefits: "Ihre Vorteile" },
    );
    expect(html).toMatch(/Stufen<\/p><ol class="program__tier-list"><li[^>]*><span[^>]*>Authorised<\/span>.*Premier/);
    expect(html).toContain('Ihre Vorteile</p><ul class="check-list"><li>Deal registration</li>');
    expect(html).toContain('<h3 class="program__name">Resellers</h3>');
  });

  it("draw logos as images named for their companies, linked when they have an address", () => {
    const [html] = draw([parse({ type: "logos", logos: [logo("Quillmoor"), { ...logo("Saltmarsh"), href: "#story" }] })]);
    expect(html).toContain('alt="Quillmoor"');
    expect(html).toMatch(/<a class="logos__link" href="#story"><img[^>]*alt="Saltmarsh"/);
  });

  it("draw a featured section's key figures as a description list, label before value", () => {
    const [html] = draw([
      parse({
        type: "featured-section",
        heading: "Partner story",
        html: "<p>Story</p>",
        figures: [{ value: "180", label: "customers" }],
        image: { src: "/images/partners/msp-console.svg", alt: "", width: 560, height: 420 },
      }),
    ]);
    expect(html).toMatch(/<h2>Partner story<\/h2>/);
    expect(html).toContain("<dt>customers</dt><dd>180</dd>");
  });
});
