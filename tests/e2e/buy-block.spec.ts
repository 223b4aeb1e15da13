import { describe, expect, it } from "vitest";
import { expectNoAxeViolations, request, siteUrl, useBrowser, waitForHydration } from "./support";

const priceText = (html: string) => /<span class="buy-block__price">([^<]+)<\/span>/.exec(html)?.[1] ?? "";

describe("buy block prices", () => {
  it("formats prices the German way on de-de", async () => {
    const answer = await request("/total-security", { host: "de-de.localhost" });
    expect(answer.status).toBe(200);
    expect(priceText(answer.body)).toMatch(/^\d{1,3}(\.\d{3})*,\d{2}\u00a0€$/);
  });

  it("shows yen without decimals on ja-jp", async () => {
    const answer = await request("/small-business-security/products/small-office-security", { host: "ja-jp.localhost" });
    expect(answer.status).toBe(200);
    expect(priceText(answer.body)).toMatch(/^￥\d{1,3}(,\d{3})*$/);
  });

  it("carries JSON-LD Product data with offers in the site's currency", async () => {
    const answer = await request("/total-security", { host: "de-de.localhost" });
    const json = /<script type="application\/ld\+json">([\s\S]*?)<\/script>/.exec(answer.body)?.[1];
    const data = JSON.parse(json ?? "{}");
    expect(data["@type"]).toBe("Product");
    expect(data.offers).toMatchObject({ "@type": "AggregateOffer", priceCurrency: "EUR" });
    expect(data.offers.lowPrice).toBeGreaterThan(0);
  });

  it("shows the unavailable text instead of the VPN offer to a visitor from a prohibited country", async () => {
    const unavailable = /<p class="buy-block__unavailable" role="status">([^<]+)<\/p>/;
    const belarus = await request("/home-security", { host: "en-us.localhost", headers: { "x-forwarded-for": "37.214.0.1" } });
    expect(unavailable.exec(belarus.body)?.[1]).toBe(
      "This product is currently unavailable in your region. Please contact us for further details.",
    );
    const germany = await request("/home-security", { host: "en-us.localhost", headers: { "x-forwarded-for": "5.9.0.1" } });
    expect(unavailable.test(germany.body)).toBe(false);
    expect(germany.body).toContain("buy-block--one-price");
  });
});

describe("buy block in the browser", () => {
  const browser = useBrowser();

  it("links the chosen option to the locale's reseller, and follows every change", async () => {
    const { page, consoleErrors } = await browser.openPage(siteUrl("de-de", "/total-security"));
    await waitForHydration(page);
    const block = page.locator(".buy-block").first();
    const buy = block.getByRole("link", { name: "Jetzt kaufen" });
    const first = new URL((await buy.getAttribute("href")) ?? "");
    expect(first.host).toBe("store.digitalriver.example");
    expect(first.searchParams.get("locale")).toBe("de-de");
    expect(first.searchParams.get("currency")).toBe("EUR");
    await block.getByRole("radio", { name: /^5 Geräte/ }).check();
    const second = new URL((await buy.getAttribute("href")) ?? "");
    expect(second.searchParams.get("priceId")).not.toBe(first.searchParams.get("priceId"));
    expect(await block.locator(".buy-block__term").textContent()).toContain("5 Geräte");
    await expectNoAxeViolations(page);
    expect(consoleErrors).toEqual([]);
  });

  it("disables a pack the chosen term does not offer", async () => {
    const { page } = await browser.openPage(siteUrl("en-global", "/internet-security"));
    await waitForHydration(page);
    const block = page.locator(".buy-block").first();
    await block.getByRole("combobox", { name: /term/i }).selectOption({ label: "2 years" });
    expect(await block.getByRole("radio", { name: /^1 device/ }).isDisabled()).toBe(true);
    expect(await block.getByRole("radio", { name: /^3 devices/ }).isDisabled()).toBe(false);
  });

  it("reloads the prices when the currency changes", async () => {
    const { page } = await browser.openPage(siteUrl("de-de", "/total-security"));
    await waitForHydration(page);
    const block = page.locator(".buy-block").first();
    await block.getByRole("combobox", { name: "Währung" }).selectOption("CHF");
    await page.waitForURL(/currency=CHF/);
    await expect.poll(() => block.locator(".buy-block__price").textContent()).toMatch(/CHF/);
    const link = new URL((await block.getByRole("link", { name: "Jetzt kaufen" }).getAttribute("href")) ?? "");
    expect(link.searchParams.get("currency")).toBe("CHF");
  });

  it("tracks unchecking auto-renew once per session", async () => {
    const { page } = await browser.openPage(siteUrl("en-global", "/total-security"));
    await waitForHydration(page);
    const box = page
      .locator(".buy-block")
      .first()
      .getByRole("checkbox", { name: /Renew automatically/ });
    await box.uncheck();
    await box.check();
    await box.uncheck();
    const events = await page.evaluate(() =>
      (window.dataLayer ?? []).filter((e) => (e as { event?: string }).event === "autorenew_unchecked"),
    );
    expect(events).toHaveLength(1);
  });

  it("moves a typed business pack to the nearest licence size", async () => {
    const { page } = await browser.openPage(siteUrl("en-global", "/small-business-security/products/small-office-security"));
    await waitForHydration(page);
    const block = page.locator(".buy-block").first();
    const input = block.getByRole("spinbutton");
    await input.fill("12");
    await input.press("Enter");
    await expect.poll(() => block.locator(".buy-block__term").textContent()).toMatch(/^10 devices/);
    expect(await block.locator(".buy-block__note").textContent()).toMatch(/adjusted your number to 10/);
    await input.fill("");
    await input.press("Enter");
    expect(await block.getByRole("link", { name: "Buy now" }).count()).toBe(0);
  });

  it("works without JavaScript: the form re-renders the block with the chosen option", async () => {
    const { page } = await browser.openPage(siteUrl("de-de", "/total-security"), { javaScript: false });
    const block = page.locator(".buy-block").first();
    await block.getByRole("radio", { name: /^5 Geräte/ }).check();
    await block.getByRole("button", { name: "Preis aktualisieren" }).click();
    await page.waitForURL(/pack=5/);
    const again = page.locator(".buy-block").first();
    expect(await again.locator(".buy-block__term").textContent()).toContain("5 Geräte");
    const link = new URL((await again.getByRole("link", { name: "Jetzt kaufen" }).getAttribute("href")) ?? "");
    expect(link.host).toBe("store.digitalriver.example");
  });
});

describe("kids product buy block", () => {
  const browser = useBrowser();

  it("prices the active price list and explains auto-renew the first time it is toggled", async () => {
    const { page, consoleErrors } = await browser.openPage(siteUrl("de-de", "/safe-kids"));
    await waitForHydration(page);
    const block = page.locator(".buy-block--kids");
    expect(await block.locator(".buy-block__price").textContent()).toMatch(/^\d+,\d{2}\u00a0€$/);
    const box = block.getByRole("checkbox");
    const withRenewal = await block.getByRole("link").getAttribute("href");
    await box.uncheck();
    const dialog = page.getByRole("dialog");
    await expect.poll(() => dialog.isVisible()).toBe(true);
    await dialog.getByRole("button").click();
    expect(await dialog.isVisible()).toBe(false);
    expect(await block.getByRole("link").getAttribute("href")).not.toBe(withRenewal);
    await box.check();
    expect(await dialog.isVisible()).toBe(false);
    expect(consoleErrors).toEqual([]);
  });

  it("is unavailable for the family product in a barred country", async () => {
    const answer = await request("/safe-kids", { host: "en-us.localhost", headers: { "x-forwarded-for": "37.214.0.1" } });
    expect(answer.body).toMatch(
      /<p class="buy-block__unavailable" role="status">This product is currently unavailable in your region/,
    );
  });
});

describe("buy block limits", () => {
  it("offers every business pack and term without the 30-item warning", async () => {
    const answer = await request("/small-business-security/products/small-office-security", { host: "en-us.localhost" });
    expect(answer.body).not.toContain('class="buy-block__warning"');
    const terms = [...answer.body.matchAll(/<option value="(\d+)"[^>]*>\d+ years?<\/option>/g)].map((m) => m[1]);
    expect(terms).toEqual(["1", "2", "3"]);
  });
});
