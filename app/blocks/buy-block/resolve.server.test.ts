import { describe, expect, it } from "vitest";
import { createContentService } from "~/domain/content/service.server";
import type { PricingPort } from "~/domain/pricing/port.server";
import type { PriceOption } from "~/domain/pricing/types";
import { createLogger } from "~/lib/logger.server";
import { requireSite } from "~/sites/locales";
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
    expect(view.selection).toMatchObject({ pack: "3", term: "2", autorenew: false });
  });

  it("moves a submitted business pack to the nearest licence size", async () => {
    const view = await resolve({ variant: "vsb-dropdown" }, port(prices), { query: "product=total-security&pack=4&term=1&ar=1" });
    expect(view.selection.pack).toBe(5);
  });

  it("uses the currency asked for only when the site offers it", async () => {
    expect((await resolve({}, port(prices), { query: "currency=chf" })).currency.code).toBe("CHF");
    expect((await resolve({}, port(prices), { query: "currency=JPY" })).currency.code).toBe("EUR");
  });
});
