import { describe, expect, it } from "vitest";
import { createContentService } from "~/domain/content/service.server";
import type { PricingPort } from "~/domain/pricing/port.server";
import type { PriceOption } from "~/domain/pricing/types";
import { createLogger } from "~/lib/logger.server";
import { requireSite } from "~/sites/locales";
import realProduct from "../../../content/en-global/home-security/products/total-security/total-security.json" with {
  type: "json",
};
import { createContentFixture, globalShell } from "../../../tests/support/content-fixture";
import { buyBlock } from "../schemas.server";
import { resolveBuyBlock } from "./resolve.server";

const option = (id: number, pack: number, term: number, autorenew: boolean, price: number): PriceOption => ({
  id,
  product_id: 1,
  pack,
  term,
  autorenew,
  price,
  price_striked: null,
  price_minor: Math.round(price * 100),
  price_striked_minor: null,
  currency: "EUR",
});

/** The global Total Security document with some fields changed. */
const productDocument = (fields: Record<string, unknown>) => ({ ...realProduct, fields: { ...realProduct.fields, ...fields } });

const prices = [
  option(1, 1, 1, true, 49.99),
  option(2, 3, 1, true, 69.99),
  option(3, 3, 2, false, 119.99),
  option(4, 5, 1, true, 89.99),
];

function port(
  options: PriceOption[],
  links: Map<number, string> = new Map(options.map((o) => [o.id, `https://store.example/${o.id}`])),
): PricingPort {
  return {
    getPrices: async () => options,
    getPricesByListId: async () => [],
    checkoutLinks: async () => links,
    productSegment: async () => "b2c",
  };
}

async function resolve(
  input: Record<string, unknown>,
  pricing: PricingPort,
  options: { query?: string; country?: string | null; locale?: "de-de" | "en-us" } = {},
) {
  const contentDir = await createContentFixture(globalShell);
  return resolveBuyBlock(buyBlock.parse({ type: "buy-block", variant: "radio", product: "total-security", ...input }), {
    content: createContentService({ contentDir, brandName: "Bastion", logger: createLogger({ level: "silent" }) }),
    pricing,
    site: requireSite(options.locale ?? "de-de"),
    country: options.country ?? null,
    searchParams: new URLSearchParams(options.query ?? ""),
    logger: createLogger({ level: "silent" }),
  });
}

describe("resolveBuyBlock", () => {
  it("formats every option in the site's currency and links it to the store", async () => {
    const view = await resolve({ bbSettings: { selectedPack: 3 } }, port(prices));
    expect(view.state).toBe("ready");
    expect(view.product.options.map((o) => o.price)).toEqual(["49,99\u00a0€", "69,99\u00a0€", "119,99\u00a0€", "89,99\u00a0€"]);
    expect(view.selection).toMatchObject({ pack: 3, term: 1, autorenew: true });
    expect(view.product.options.every((o) => o.link?.startsWith("https://store.example/"))).toBe(true);
  });

  it("leaves an option without a cart link to show the error text", async () => {
    const view = await resolve({}, port(prices, new Map()));
    expect(view.product.options.every((o) => o.link === null)).toBe(true);
    expect(view.texts.error).toBe("Oops! Something went wrong");
  });

  it("is unavailable without prices, and in a barred country", async () => {
    expect((await resolve({}, port([]))).state).toBe("unavailable");
    const barred = await resolve({ product: "vpn-secure-connection" }, port(prices), { country: "by" });
    expect(barred.state).toBe("unavailable");
    expect(barred.unavailableText).toMatch(/currently unavailable in your region/);
  });

  it("takes the choices the no-JavaScript form submitted", async () => {
    const view = await resolve({}, port(prices), { query: "product=total-security&pack=3&term=2" });
    expect(view.selection).toMatchObject({ pack: 3, term: 2, autorenew: false });
    expect(view.adjusted).toBeNull();
  });

  it("selects a pack given in a link, even one past the default rows, and offers it under more options", async () => {
    const ten = [...prices, option(5, 10, 1, true, 119.99)];
    const plain = await resolve({}, port(ten));
    // Spec 2 §9: odd packs by default; the 10-device plan is flagged, not dropped.
    expect(plain.product.options.filter((o) => o.more).map((o) => o.pack)).toEqual([10]);
    const linked = await resolve({}, port(ten), { query: "pack=10" });
    expect(linked.selection).toMatchObject({ pack: 10, term: 1 });
    expect(linked.adjusted).toBeNull();
  });

  it("ends a combination that does not exist on the closest plan, and says which choice moved", async () => {
    const monthly = [...prices, option(6, 3, 1 / 12, true, 7.99)];
    const view = await resolve({}, port(monthly), { query: "product=total-security&tab=month&pack=3&term=1" });
    expect(view.selection).toMatchObject({ pack: 3, tab: "month" });
    expect(view.selection.term).toBeCloseTo(1 / 12);
    expect(view.adjusted).toBe("term");
    expect(view.texts.choiceAdjusted).toBeTruthy();
  });

  it("chooses the bundle when the form's bundle box is ticked, and names it, never by its slug", async () => {
    const contentDir = await createContentFixture({
      ...globalShell,
      "en-global/home-security/products/total-security/total-security.json": productDocument({
        enableBundle: true,
        bundleProductName: "total-security-vpn",
      }),
    });
    const view = await resolveBuyBlock(buyBlock.parse({ type: "buy-block", variant: "radio", product: "total-security" }), {
      content: createContentService({ contentDir, brandName: "Bastion", logger: createLogger({ level: "silent" }) }),
      pricing: port(prices),
      site: requireSite("de-de"),
      country: null,
      searchParams: new URLSearchParams("product=total-security&bundle=1&pack=3&term=1&ar=1"),
      logger: createLogger({ level: "silent" }),
    });
    expect(view.bundle?.title).toBe("Bastion Total Security + VPN Secure Connection");
    expect(view.selection.product).toBe("total-security-vpn");
  });

  it("gives every auto-renewing option the price it renews at, from the renewal price list", async () => {
    const renewals = [option(20, 3, 1, true, 94.99)];
    const pricing: PricingPort = {
      ...port(prices),
      getPrices: async (query) => (query.purchaseType === "Renewal" ? renewals : prices),
    };
    const view = await resolve({}, pricing);
    const three = view.product.options.find((o) => o.pack === 3 && o.term === 1);
    expect(three?.renewalPrice).toBe("94,99\u00a0€");
    // No renewal offer (here: 1 device): the plan renews at its own price.
    expect(view.product.options.find((o) => o.pack === 1)?.renewalPrice).toBe("49,99\u00a0€");
    // A plan that does not renew discloses nothing.
    expect(view.product.options.find((o) => o.term === 2)?.renewalPrice).toBeNull();
  });

  it("starts a renewal's rows and selection at the licence's size", async () => {
    const seats = [5, 10, 25, 50, 100].map((pack, index) => option(30 + index, pack, 1, true, pack * 10));
    const view = await resolveBuyBlock(
      buyBlock.parse({
        type: "buy-block",
        variant: "radio",
        product: "endpoint-select",
        bbSettings: { purchaseType: "Renewal" },
      }),
      {
        content: createContentService({
          contentDir: await createContentFixture(globalShell),
          brandName: "Bastion",
          logger: createLogger({ level: "silent" }),
        }),
        pricing: { ...port(seats), productSegment: async () => "smb" },
        site: requireSite("en-us"),
        country: null,
        searchParams: new URLSearchParams(),
        logger: createLogger({ level: "silent" }),
        licenceSize: 100,
        renewalCheckout: true,
      },
    );
    expect(view.selection.pack).toBe(100);
    expect(view.product.title).toBe("Bastion Endpoint Security for Business Select");
    expect(view.product.options.filter((o) => !o.more).map((o) => o.pack)).toEqual([100]);
  });

  it("moves a submitted business pack to the nearest licence size", async () => {
    const view = await resolve({ variant: "vsb-dropdown" }, port(prices), { query: "product=total-security&pack=4&term=1&ar=1" });
    expect(view.selection.pack).toBe(5);
  });

  it("uses the currency asked for only when the site offers it", async () => {
    expect((await resolve({}, port(prices), { query: "currency=chf" })).currency.code).toBe("CHF");
    expect((await resolve({}, port(prices), { query: "currency=JPY" })).currency.code).toBe("EUR");
  });

  it("makes a page's option views once, and again when its prices, links or texts are new objects", async () => {
    const contentDir = await createContentFixture(globalShell);
    const content = createContentService({ contentDir, brandName: "Bastion", logger: createLogger({ level: "silent" }) });
    const block = buyBlock.parse({ type: "buy-block", variant: "radio", product: "total-security" });
    const links = new Map(prices.map((o) => [o.id, `https://store.example/${o.id}`]));
    const again = (pricing: PricingPort, locale: "de-de" | "en-us" = "de-de") =>
      resolveBuyBlock(block, {
        content,
        pricing,
        site: requireSite(locale),
        country: null,
        searchParams: new URLSearchParams(),
        logger: createLogger({ level: "silent" }),
      });

    const first = await again(port(prices, links));
    expect((await again(port(prices, links))).product).toBe(first.product);
    // An import answers a new price list: its prices show at once.
    const imported = prices.map((o) => (o.id === 1 ? { ...o, price: 39.99, price_minor: 3999 } : o));
    const repriced = await again(port(imported, links));
    expect(repriced.product.options[0]?.price).toBe("39,99\u00a0€");
    // Other cart links (a campaign's parameters) and another site draw their own.
    const campaign = new Map(prices.map((o) => [o.id, `https://store.example/${o.id}?affid=7`]));
    expect((await again(port(imported, campaign))).product.options[0]?.link).toBe("https://store.example/1?affid=7");
    expect((await again(port(imported, campaign), "en-us")).product.options[0]?.price).toBe("€39.99");
  });
});
