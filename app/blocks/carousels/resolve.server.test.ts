import { afterAll, describe, expect, it } from "vitest";
import { createContentService } from "~/domain/content/service.server";
import { createLogger } from "~/lib/logger.server";
import { requireSite } from "~/sites/locales";
import { englishCarouselTexts } from "../../../tests/support/carousel-texts";
import { createContentFixture, globalShell } from "../../../tests/support/content-fixture";
import { createActionResolver } from "../actions.server";
import { block as blockSchema } from "../schemas.server";
import { resolveCarouselBlock } from "./resolve.server";

const product = (name: string, title: string) => ({
  title,
  fields: {
    shortName: title,
    title,
    summary: `${title}.`,
    shortDesc: `${title} protects you.`,
    prodPageLink: `/${name}`,
    freeTrialLink: "/downloads",
    freeTrialText: "Try free",
    buyText: "Buy now",
    fullSizeImage: { src: "/images/products/antivirus.svg", alt: "", width: 320, height: 240 },
  },
});

const page = (title: string) => ({ title, fields: { blocks: [{ type: "rich-text", html: `<p>${title}</p>` }] } });

const contentDir = await createContentFixture({
  ...globalShell,
  // The product pages the cards link; the site has no page for "gone-page".
  "en-global/home-security/products/antivirus/page.json": page("Antivirus"),
  "en-global/home-security/products/mac-security/page.json": page("Security for Mac"),
  "en-global/home-security/products/total-security/total-security.json": {
    ...product("total-security", "Bastion Total Security"),
    fields: { ...product("total-security", "Bastion Total Security").fields, prodPageLink: "/gone-page" },
  },
  "en-global/enterprise-security/services/managed-detection-response/page.json": page("MDR"),
  "en-global/enterprise-security/services/incident-response/page.json": page("IR"),
  "en-global/home-security/products/antivirus/antivirus.json": product("antivirus", "Bastion Antivirus"),
  "en-global/home-security/products/mac-security/mac-security.json": product("mac-security", "Bastion Security for Mac"),
  "en-global/resource-center/threats/phishing/page.json": {
    title: "Phishing",
    fields: { blocks: [{ type: "rich-text", html: "<p>Phishing</p>" }] },
  },
  "en-global/resource-center/threats/phishing/meta.json": {
    title: "Phishing",
    fields: {
      title: "How to spot phishing",
      description: "Phishing",
      publishDate: "2026-02-01",
      repository: { type: "resource", summary: "Five signs of a fake message.", labels: ["Guide"] },
    },
  },
});
const content = createContentService({ contentDir, brandName: "Bastion", logger: createLogger({ level: "silent" }) });
afterAll(() => content.close());

const site = requireSite("en-global");
const windows = "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 Chrome/131.0 Safari/537.36";
const mac = "Mozilla/5.0 (Macintosh; Intel Mac OS X 14_6) AppleWebKit/605.1.15 Version/18.0 Safari/605.1.15";

/** The context of one request, noting whether the User-Agent was read (the page then varies by platform). */
function contextFor(userAgent: string | null) {
  const read = { userAgent: false };
  return {
    read,
    context: {
      content,
      site,
      downloads: {
        get userAgent() {
          read.userAgent = true;
          return userAgent;
        },
      },
      actions: createActionResolver({ content, site, country: null, pageType: "b2c" }),
    },
  };
}

const parse = (value: Record<string, unknown>) => blockSchema.parse(value) as Parameters<typeof resolveCarouselBlock>[0];

const productsCarousel = (tabs: Array<[string, string[]]>, extra: Record<string, unknown> = {}) =>
  parse({
    type: "products-carousel",
    heading: "For your device",
    carouselTabs: tabs.map(([tabID, carouselProduct]) => ({ tabID, label: tabID, carouselProduct })),
    ...extra,
  });

describe("products carousel (spec 3 §3, §4, §8)", () => {
  const tabs: Array<[string, string[]]> = [
    ["windows", ["antivirus", "no-such-product"]],
    ["mac", ["mac-security", "antivirus"]],
  ];

  it("opens on the tab of the visitor's operating system, with the products that resolved and their positions", async () => {
    const { context } = contextFor(mac);
    const view = await resolveCarouselBlock(productsCarousel(tabs), context);
    expect(view).toMatchObject({ type: "products-carousel", showTabs: true, initialTab: "mac" });
    if (view?.type !== "products-carousel") throw new Error("no products carousel");
    expect(view.tabs.map((tab) => [tab.id, tab.items.map((item) => item.name), tab.positions])).toEqual([
      ["windows", ["antivirus"], ["1 of 1"]],
      ["mac", ["mac-security", "antivirus"], ["1 of 2", "2 of 2"]],
    ]);
    expect(view.texts).toEqual(englishCarouselTexts);
    expect((await resolveCarouselBlock(productsCarousel(tabs), contextFor(windows).context))?.type).toBe("products-carousel");
  });

  it("reads the User-Agent only when there are tabs to choose from", async () => {
    const tabbed = contextFor(windows);
    await resolveCarouselBlock(productsCarousel(tabs), tabbed.context);
    expect(tabbed.read.userAgent).toBe(true);
    const untabbed = contextFor(mac);
    const view = await resolveCarouselBlock(productsCarousel(tabs, { enableTabFilter: false }), untabbed.context);
    expect(untabbed.read.userAgent).toBe(false);
    expect(view).toMatchObject({ showTabs: false, initialTab: "windows" });
    if (view?.type !== "products-carousel") throw new Error("no products carousel");
    expect(view.tabs[0]?.items.map((item) => item.name)).toEqual(["antivirus", "mac-security"]);
  });

  it("leaves out a product whose page the site lacks, and counts positions without it", async () => {
    const view = await resolveCarouselBlock(
      productsCarousel([["windows", ["total-security", "antivirus", "mac-security"]]]),
      contextFor(windows).context,
    );
    if (view?.type !== "products-carousel") throw new Error("no products carousel");
    expect(view.tabs[0]?.items.map((item) => item.name)).toEqual(["antivirus", "mac-security"]);
    expect(view.tabs[0]?.positions).toEqual(["1 of 2", "2 of 2"]);
  });

  it("hides itself when no product of any tab resolves", async () => {
    const view = await resolveCarouselBlock(productsCarousel([["windows", ["no-such-product"]]]), contextFor(windows).context);
    expect(view).toBeNull();
  });
});

describe("the other carousels", () => {
  it("related products: the products that resolved, hidden when none did", async () => {
    const { context } = contextFor(null);
    const view = await resolveCarouselBlock(
      parse({ type: "related-products", products: [{ product: "mac-security" }, { product: "gone" }] }),
      context,
    );
    expect(view).toMatchObject({ type: "related-products", positions: ["1 of 1"] });
    expect(await resolveCarouselBlock(parse({ type: "related-products", products: [{ product: "gone" }] }), context)).toBeNull();
  });

  it("related products: written items (enterprise products have no product document) after the documents' products", async () => {
    const { context } = contextFor(null);
    const image = { src: "/images/enterprise/mdr.svg", alt: "", width: 320, height: 240 };
    const view = await resolveCarouselBlock(
      parse({
        type: "related-products",
        products: [{ product: "antivirus" }],
        items: [
          {
            title: "MDR",
            text: "Analysts around the clock.",
            href: "/enterprise-security/services/managed-detection-response",
            image,
          },
          {
            title: "IR",
            text: "Responders.",
            href: "/enterprise-security/services/incident-response",
            image,
            linkText: "Call us",
          },
        ],
      }),
      context,
    );
    if (view?.type !== "related-products") throw new Error("no related products");
    expect(view.items.map((item) => [item.title, item.href, item.buyText])).toEqual([
      ["Bastion Antivirus", "/antivirus", "Buy now"],
      ["MDR", "/enterprise-security/services/managed-detection-response", "Learn more"],
      ["IR", "/enterprise-security/services/incident-response", "Call us"],
    ]);
    expect(view.positions).toEqual(["1 of 3", "2 of 3", "3 of 3"]);
    expect(blockSchema.safeParse({ type: "related-products" }).success).toBe(false);
  });

  it("resource carousel: each resource document's title, summary and label, with the deck's link text", async () => {
    const { context } = contextFor(null);
    const view = await resolveCarouselBlock(
      parse({
        type: "resource-carousel",
        resources: [{ path: "/resource-center/threats/phishing" }, { path: "/resource-center/no-such-guide" }],
      }),
      context,
    );
    expect(view).toMatchObject({
      type: "resource-carousel",
      slidesToShow: 3,
      items: [
        {
          path: "/resource-center/threats/phishing",
          title: "How to spot phishing",
          summary: "Five signs of a fake message.",
          label: "Guide",
          linkText: "Learn more",
        },
      ],
    });
    expect(
      await resolveCarouselBlock(parse({ type: "resource-carousel", resources: [{ path: "/nothing/here" }] }), context),
    ).toBeNull();
  });

  it("strategic partners carousel: hidden when it names no partner (spec 3 §8)", async () => {
    const { context } = contextFor(null);
    expect(await resolveCarouselBlock(parse({ type: "strategic-partners-carousel" }), context)).toBeNull();
    const logo = { src: "/images/partners/kestrel-networks.svg", alt: "Kestrel Networks", width: 240, height: 80 };
    expect(
      await resolveCarouselBlock(parse({ type: "strategic-partners-carousel", partners: [{ name: "Kestrel", logo }] }), context),
    ).toMatchObject({ items: [{ name: "Kestrel", logo }], positions: ["1 of 1"] });
  });
});

describe("carousel schemas", () => {
  it("refuse tabs with the same id, images outside /images/ and links that are no site path or https", () => {
    const tab = { tabID: "mac", label: "Mac", carouselProduct: ["mac-security"] };
    expect(blockSchema.safeParse({ type: "products-carousel", carouselTabs: [tab, tab] }).success).toBe(false);
    const partner = { name: "X", logo: { src: "https://x.example/logo.svg", alt: "X", width: 1, height: 1 } };
    expect(blockSchema.safeParse({ type: "strategic-partners-carousel", partners: [partner] }).success).toBe(false);
    const logo = { src: "/images/partners/x.svg", alt: "X", width: 1, height: 1 };
    expect(
      blockSchema.safeParse({ type: "strategic-partners-carousel", partners: [{ name: "X", logo, href: "javascript:x" }] })
        .success,
    ).toBe(false);
    expect(blockSchema.safeParse({ type: "resource-carousel", resources: [{ path: "/a" }], slidesToShow: 5 }).success).toBe(
      false,
    );
  });
});
