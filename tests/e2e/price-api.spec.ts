import { describe, expect, it } from "vitest";
import { request } from "./support";

/** The price service over HTTP (spec 2 §7): answers, cache headers, and 400/404 for bad input. */

const base = "/_svc/price.svc";

async function getJson(path: string) {
  const answer = await request(path);
  return { ...answer, json: JSON.parse(answer.body) as unknown };
}

describe("the price service", () => {
  it("lists a site's currencies with its currency locale, cacheable", async () => {
    const answer = await getJson(`${base}/en-in/currency/list`);
    expect(answer.status).toBe(200);
    expect(answer.headers["cache-control"]).toBe("public, max-age=300");
    expect(answer.json).toMatchObject({
      currencies: [
        { code: "INR", decimals: 2 },
        { code: "USD" },
        { code: "EUR" },
        { code: "GBP" },
        { code: "AED" },
        { code: "SAR" },
      ],
      currencyLocale: { locale: "en-in", currency: "INR" },
    });
  });

  it("lists the stores with the site's own, and the products sold on the site", async () => {
    const stores = await getJson(`${base}/fr-fr/estore/list`);
    expect(stores.json).toMatchObject({ defaultStore: "nexway" });
    const products = (await getJson(`${base}/zh-cn/product/list`)).json as { products: Array<{ name: string }> };
    expect(products.products.map((product) => product.name)).toContain("cloud-security");
    expect(products.products.map((product) => product.name)).not.toContain("vpn-secure-connection");
  });

  it("answers a product's price options, whatever the host", async () => {
    const answer = await request(
      `${base}/ja-jp/product/price?name=total-security&ptype=Purchase&currency=JPY&estore=digital-river`,
      {
        host: "de-de.localhost",
      },
    );
    expect(answer.status).toBe(200);
    expect(answer.headers["cache-control"]).toBe("public, max-age=300");
    const options = JSON.parse(answer.body) as Array<{ price: number; term: number; currency: string }>;
    expect(options[0]).toMatchObject({ id: 10_111_312, price: 6980, term: 1, pack: 1, autorenew: true, currency: "JPY" });
    expect(options.some((option) => option.term === 1 / 12)).toBe(true);
  });

  it("falls back from a custom store without prices to the site's store", async () => {
    const own = await getJson(`${base}/en-us/product/price?name=antivirus&ptype=purchase&currency=usd`);
    const custom = await getJson(
      `${base}/en-us/product/price?name=antivirus&ptype=Purchase&currency=USD&estore=digital-river-promo`,
    );
    expect((own.json as unknown[]).length).toBeGreaterThan(0);
    expect(custom.json).toEqual(own.json);
  });

  it("answers product info as data.id, and premium prices by list id and title", async () => {
    expect((await getJson(`${base}/de-de/product/info?name=cloud-security&ptype=Purchase&estore=digital-river`)).json).toEqual({
      data: { id: 7 },
    });
    const byList = await getJson(`${base}/de-de/product/prices-by-list?price_list_id=PS-INSTALL&currency=EUR&ptype=Purchase`);
    expect(byList.json).toMatchObject([{ product_id: 15, price: 29.99 }]);
    const byTitle = await getJson(
      `${base}/de-de/product/prices-by-title?title=Premium%20Installation&currency=EUR&ptype=Purchase`,
    );
    expect(byTitle.json).toEqual(byList.json);
  });

  it("builds a cart link at the price's store, never cached", async () => {
    const answer = await getJson(
      `${base}/de-de/product/checkout?id=1&price_id=10110601&store_args=${encodeURIComponent("affid=42&bad key=1")}`,
    );
    expect(answer.status).toBe(200);
    expect(answer.headers["cache-control"]).toBe("private, no-store");
    const link = new URL((answer.json as { link: string }).link);
    expect(link.host).toBe("store.digitalriver.example");
    expect(Object.fromEntries(link.searchParams)).toEqual({
      productId: "1",
      priceId: "10110601",
      locale: "de-de",
      currency: "EUR",
      affid: "42",
    });
  });

  describe("refuses what a visitor can type", () => {
    it.each([
      ["/product/price?ptype=Purchase&currency=EUR", "name", "is required"],
      ["/product/price?name=Total%20Security&ptype=Purchase&currency=EUR", "name", "product name"],
      ["/product/price?name=antivirus&ptype=Upgrade&currency=EUR", "ptype", "Purchase or Renewal"],
      ["/product/price?name=antivirus&ptype=Purchase&currency=EURO", "currency", "currency code"],
      ["/product/price?name=antivirus&ptype=Purchase&currency=JPY", "currency", "not a currency of de-de"],
      ["/product/price?name=antivirus&ptype=Purchase&currency=EUR&estore=amazon", "estore", "unknown store"],
      ["/product/price?name=antivirus&ptype=Renewal&currency=EUR&serial=%27%3B--", "serial", "letters, digits and dashes"],
      ["/product/info?name=antivirus&ptype=", "ptype", "Purchase or Renewal"],
      ["/product/checkout?id=1&price_id=20110601", "price_id", "not a price of product 1 on de-de"],
      ["/product/checkout?id=1&price_id=10110201", "price_id", "not a price of product 1 on de-de"],
      ["/product/checkout?id=-1&price_id=10110601", "id", "positive whole number"],
      ["/product/checkout?id=1&price_id=99999999999", "price_id", "positive whole number"],
      [`/product/checkout?id=1&price_id=10110601&store_args=${"a".repeat(1001)}`, "store_args", "at most 1000"],
      ["/product/prices-by-list?price_list_id=PS%00X&currency=EUR&ptype=Purchase", "price_list_id", "price list id"],
      ["/product/prices-by-title?title=%01&currency=EUR&ptype=Purchase", "title", "product title"],
    ])("%s → 400 naming %s", async (path, field, message) => {
      const answer = await getJson(`${base}/de-de${path}`);
      expect(answer.status).toBe(400);
      expect(answer.headers["content-type"]).toMatch(/^application\/json/);
      expect(answer.json).toEqual({ error: "invalid parameter", field, message: expect.stringContaining(message) });
    });

    it.each([
      ["/xx-xx/currency/list", "unknown locale"],
      ["/de/product/price?name=antivirus&ptype=Purchase&currency=EUR", "unknown locale"],
      ["/de-de/product/price?name=total-insecurity&ptype=Purchase&currency=EUR", "unknown product"],
      ["/de-de/product/info?name=security-cloud&ptype=Purchase", "unknown product"],
      ["/de-de/product/checkout?id=999&price_id=10110601", "unknown product"],
      ["/de-de/product/prices-by-list?price_list_id=PS-NOTHING&currency=EUR&ptype=Purchase", "unknown price list"],
      ["/de-de/product/prices-by-title?title=Free%20Lunch&currency=EUR&ptype=Purchase", "unknown product"],
    ])("%s → 404 %s", async (path, error) => {
      const answer = await getJson(`${base}${path}`);
      expect(answer.status).toBe(404);
      expect(answer.json).toEqual({ error });
    });

    it("never answers 500 to odd input", async () => {
      const odd = [
        "/de-de/product/price?name=%E2%80%AE&ptype=%FF&currency=%00",
        "/de-de/product/price?name=antivirus&name=x&ptype=Purchase&currency=EUR",
        "/%E0%A4%A/currency/list",
        `/de-de/product/prices-by-title?title=${"%F0%9F%92%A9".repeat(200)}&currency=EUR&ptype=Purchase`,
        "/de-de/product/checkout?id=1e3&price_id=0x10",
        "/de-de/product/checkout?id=1&price_id=10110601&store_args=%25%25%25&serial=A&regkey=",
      ];
      for (const path of odd) {
        const answer = await request(`${base}${path}`);
        expect(answer.status, path).toBeGreaterThanOrEqual(400);
        expect(answer.status, path).toBeLessThan(500);
      }
    });
  });
});
