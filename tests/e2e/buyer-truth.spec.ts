import { describe, expect, it } from "vitest";
import { port, request, siteUrl, useBrowser, waitForHydration } from "./support";

/**
 * What a buyer sees is true: amounts in the copy are the catalogue's, every plan the catalogue
 * sells can be chosen (by a link too), renewals start at the licence's size, products are named,
 * and every combination the no-JavaScript form can send ends on a price or a note beside the field.
 */

const text = (html: string) =>
  html
    .replace(/<script[\s\S]*?<\/script>/g, " ")
    .replace(/<[^>]+>/g, " ")
    .replace(/&#x27;/g, "'")
    .replace(/&amp;/g, "&");

async function price(locale: string, product: string, pack: number, term: number, type = "Purchase", currency?: string) {
  const site = await request(`/_svc/price.svc/${locale}/currency/list`);
  const code = currency ?? (JSON.parse(site.body) as { currencies: Array<{ code: string }> }).currencies[0]?.code;
  const answer = await request(`/_svc/price.svc/${locale}/product/price?name=${product}&ptype=${type}&currency=${code}`);
  const options = JSON.parse(answer.body) as Array<{ pack: number | string; term: number; autorenew: boolean; price: number }>;
  const matches = options.filter((option) => option.pack === pack && option.term === term);
  return (matches.find((option) => option.autorenew) ?? matches[0])?.price;
}

describe("amounts in the copy", () => {
  it.each([
    ["en-us.localhost", "en-us", "USD"],
    ["de-de.localhost", "de-de", "EUR"],
    ["fr-fr.localhost", "fr-fr", "EUR"],
  ])("on %s the order page's Total Security 3-device price is the catalogue's", async (host, locale, currency) => {
    const amount = (await price(locale, "total-security", 3, 1)) ?? 0;
    const formatted = new Intl.NumberFormat(locale, { style: "currency", currency }).format(amount);
    const page = await request("/home-security/order-online", { host });
    expect(page.status).toBe(200);
    const body = text(page.body);
    expect(body).toContain(formatted);
    expect(body).not.toMatch(/\{(price|saving|from|money):/);
  });

  it("fills the premium installation page with the price the API answers", async () => {
    const api = await price("en-us", "premium-installation", 1, 1);
    const page = await request("/home-security/premium-services/installation", { host: "en-us.localhost" });
    expect(text(page.body)).toContain(`$${api?.toFixed(2)}`);
    expect(text(page.body)).not.toContain("$29.99");
  });

  it("states next to an auto-renewing plan what it renews at", async () => {
    const renewal = await price("de-de", "total-security", 3, 1, "Renewal");
    const page = await request("/home-security/products/total-security?pack=3&term=1", { host: "de-de.localhost" });
    const disclosure = /<span class="buy-block__renewal">([^<]+)<\/span>/.exec(page.body)?.[1] ?? "";
    expect(disclosure).toContain(`${renewal?.toFixed(2).replace(".", ",")}\u00a0€`);
  });
});

describe("every plan can be chosen", () => {
  const browser = useBrowser();

  it("selects the 10-device plan from ?pack=10, and More options reveals it", async () => {
    const linked = await request("/home-security/products/total-security?pack=10", { host: "en-us.localhost" });
    expect(linked.body).toMatch(/<details class="buy-block__more" open="">/);
    expect(linked.body).toMatch(/<input type="radio" name="pack" checked="" value="10"\/>/);
    expect(/<span class="buy-block__term">([^<]+)</.exec(linked.body)?.[1]).toContain("10 devices");

    const { page } = await browser.openPage(siteUrl("en-us", "/home-security/products/total-security"));
    await waitForHydration(page);
    const block = page.locator(".buy-block").first();
    const ten = block.getByRole("radio", { name: /^10 devices/ });
    expect(await ten.isVisible()).toBe(false);
    await block.getByText("More options").click();
    await ten.check();
    expect(await block.locator(".buy-block__term").textContent()).toContain("10 devices");
    expect(await block.getByRole("link", { name: "Buy now" }).getAttribute("href")).toMatch(/^https:\/\/store\./);
  });

  it("ends ?tab=month&pack=3&term=1 without JavaScript on a price, with a note beside the field", async () => {
    const { page } = await browser.openPage(
      siteUrl("en-us", "/home-security/products/total-security?product=total-security&tab=month&pack=3&term=1"),
      { javaScript: false },
    );
    const block = page.locator(".buy-block").first();
    expect(await block.locator(".buy-block__price").textContent()).toMatch(/^\$\d+\.\d{2}$/);
    expect(await block.locator(".buy-block__note[role=status]").textContent()).toMatch(/closest plan/);
    expect(await block.getByRole("link", { name: "Buy now" }).getAttribute("href")).toMatch(/^https:\/\/store\./);
  });

  it("switches to the bundle without JavaScript", async () => {
    const { page } = await browser.openPage(siteUrl("en-us", "/home-security/products/total-security"), { javaScript: false });
    const block = page.locator(".buy-block").first();
    await block.getByRole("checkbox", { name: /VPN/ }).check();
    await block.getByRole("button", { name: "Update price" }).click();
    await page.waitForURL((url) => url.searchParams.get("bundle") === "1");
    expect(await page.locator(".buy-block").first().locator(".buy-block__term").textContent()).toMatch(/3 \+ 3|5 \+ 5/);
  });

  it("offers en-in its 6 currencies and ru-ru its 11", async () => {
    for (const [host, count] of [
      ["en-in.localhost", 6],
      ["ru-ru.localhost", 11],
    ] as const) {
      const page = await request("/home-security/products/total-security", { host });
      const select = /<select name="currency"[\s\S]*?<\/select>/.exec(page.body)?.[0] ?? "";
      expect(select.match(/<option /g)?.length, host).toBe(count);
    }
  });
});

describe("renewals and names", () => {
  it("preselects 100 seats on the 100-seat business licence's verdict page, and names the product", async () => {
    const lookup = await request("/renewal-center/home", {
      method: "POST",
      host: "en-us.localhost",
      headers: {
        "content-type": "application/x-www-form-urlencoded",
        origin: `http://en-us.localhost:${port()}`,
        "x-forwarded-for": "198.18.70.1",
      },
      body: "intent=lrc-lookup&serial=FB47867C-71F3D-54857-56893-E98D6C40C",
    });
    expect(lookup.status).toBe(302);
    const cookie = String(lookup.headers["set-cookie"]).split(";")[0] ?? "";
    const verdict = await request(String(lookup.headers.location), { host: "en-us.localhost", headers: { cookie } });
    expect(verdict.status).toBe(200);
    expect(verdict.body).toMatch(/<input type="radio" name="pack" checked="" value="100"\/>/);
    const titles = [...verdict.body.matchAll(/aria-label="([^"]+)"/g)].map((match) => match[1] ?? "");
    expect(titles.some((title) => title.includes("Endpoint Security for Business Advanced"))).toBe(true);
  });

  it.each([
    ["en-us.localhost", "/home-security/products/total-security"],
    ["de-de.localhost", "/small-business-security/products/small-office-security"],
    ["en-us.localhost", "/home-security/products/password-manager"],
  ])("never names a product by its slug on %s%s", async (host, path) => {
    const page = await request(path, { host });
    const labels = [...page.body.matchAll(/class="buy-block[^"]*"[^>]*aria-label="([^"]+)"/g)].map((match) => match[1] ?? "");
    expect(labels.length).toBeGreaterThan(0);
    for (const label of labels) expect(label).not.toMatch(/^[a-z0-9]+(-[a-z0-9]+)+$/);
  });
});

describe("campaign parameters", () => {
  it("keeps them in first-party cookies and passes them to the store", async () => {
    const landing = await request("/home-security/products/total-security?klsiteclass=partner&admitad_uid=a1b2", {
      host: "en-us.localhost",
    });
    const cookies = ([] as string[]).concat(landing.headers["set-cookie"] ?? []);
    expect(cookies.some((cookie) => /^bst_klsiteclass=partner;.*Max-Age=7776000/.test(cookie))).toBe(true);
    expect(cookies.some((cookie) => /^bst_admitad_uid=a1b2;.*Max-Age=5184000/.test(cookie))).toBe(true);
    const later = await request("/home-security/products/antivirus", {
      host: "en-us.localhost",
      headers: { cookie: "bst_klsiteclass=partner; bst_admitad_uid=a1b2" },
    });
    const href = (/class="button button--primary buy-block__buy" href="([^"]+)"/.exec(later.body)?.[1] ?? "").replaceAll(
      "&amp;",
      "&",
    );
    expect(new URL(href).searchParams.get("klsiteclass")).toBe("partner");
    expect(new URL(href).searchParams.get("admitad_uid")).toBe("a1b2");
  });

  it("lets a reseller take the order at checkout (spec 2 §7)", async () => {
    const answer = await request("/_svc/price.svc/de-de/product/checkout?id=1&price_id=10110601&reseller=nexway");
    expect(answer.status).toBe(200);
    expect(new URL((JSON.parse(answer.body) as { link: string }).link).host).toBe("shop.nexway.example");
    const refused = await request("/_svc/price.svc/de-de/product/checkout?id=1&price_id=10110601&reseller=elsewhere");
    expect(refused.status).toBe(400);
    expect(JSON.parse(refused.body)).toMatchObject({ field: "reseller" });
  });
});
