import { describe, expect, it } from "vitest";
import { expectNoAxeViolations, request, siteUrl, useBrowser, waitForHydration } from "./support";

/** Each test looks up from its own documentation address, so the per-address limit never mixes them. */
let addressCounter = 10;
const nextAddress = () => `198.18.0.${addressCounter++}`;

describe("licence renewal through the serial form", () => {
  const browser = useBrowser();

  /** Sends `serial` from the renewal home's form in a browser without JavaScript. */
  async function lookUpWithoutJavaScript(serial: string) {
    const { page } = await browser.openPage(siteUrl("en-global", "/renewal-center/home"), {
      javaScript: false,
      clientIp: nextAddress(),
    });
    await page.getByRole("textbox", { name: /licence key/i }).fill(serial);
    await page.getByRole("button", { name: /check my licence/i }).click();
    return page;
  }

  it.each([
    ["KTS1EXPIRNG0000002", "/lrc/kts_expiring", /expires in 12 days|12 days/],
    ["kav1-active0-0000009", "/lrc/kav_active", /31 days/],
    ["KSOS-EXPIRED-0000016", "/lrc/ksos_expired", /45 days/],
    ["8C4DE1FF1B3603A46CEFDCDC3B6E58BD", "/lrc/kesb_expiring", /20 days/],
  ])("%s leads to %s with JavaScript", async (serial, path, days) => {
    const { page, consoleErrors } = await browser.openPage(siteUrl("en-global", "/renewal-center/home"), {
      clientIp: nextAddress(),
    });
    await waitForHydration(page);
    const input = page.getByRole("textbox", { name: /licence key/i });
    await input.pressSequentially(serial);
    expect(await input.inputValue()).toMatch(/^[A-Z0-9]+(-[A-Z0-9]+)+$/);
    await page.getByRole("button", { name: /check my licence/i }).click();
    await page.waitForURL((url) => url.pathname === path);
    expect(await page.getByRole("status").first().textContent()).toMatch(days);
    expect(await page.locator("#offers .buy-block").count()).toBeGreaterThan(0);
    // The page never holds the serial: its buy buttons go through our checkout redirect, which
    // adds the licence from the session and sends the visitor on to the store.
    const compact = serial.toUpperCase().replaceAll("-", "");
    expect((await page.content()).replaceAll("-", "")).not.toContain(compact);
    const href = (await page.locator("#offers .buy-block__buy").first().getAttribute("href")) ?? "";
    expect(href).toMatch(/^\/lrc\/checkout\?product=\d+&price=\d+$/);
    const checkout = await page.request.get(new URL(href, page.url()).href, { maxRedirects: 0 });
    expect(checkout.status()).toBe(303);
    expect(checkout.headers()["cache-control"]).toBe("private, no-store");
    const store = new URL(checkout.headers().location ?? "");
    expect(store.searchParams.get("serial")?.replaceAll("-", "")).toBe(compact);
    await expectNoAxeViolations(page);
    expect(consoleErrors).toEqual([]);
  });

  it("formats a serial typed without dashes", async () => {
    const { page } = await browser.openPage(siteUrl("en-global", "/renewal-center/home"));
    await waitForHydration(page);
    const input = page.getByRole("textbox", { name: /licence key/i });
    await input.pressSequentially("abcd1234567xyz9876");
    expect(await input.inputValue()).toBe("ABCD-1234567-XYZ9876");
  });

  it("works without JavaScript", async () => {
    const page = await lookUpWithoutJavaScript("KTS1-TODAY00-0000003");
    await page.waitForURL((url) => url.pathname === "/lrc/kts_expires_today");
    expect(await page.getByRole("heading", { level: 1 }).count()).toBe(1);
  });

  it("keeps the verdict across a reload, but a verdict opened cold goes to the renewal home", async () => {
    const { page } = await browser.openPage(siteUrl("en-global", "/renewal-center/home?serial=KIS1-ACTIVE0-0000005"), {
      clientIp: nextAddress(),
    });
    await page.waitForURL((url) => url.pathname === "/lrc/kis_active");
    expect(page.url()).not.toContain("KIS1");
    await page.reload();
    expect(new URL(page.url()).pathname).toBe("/lrc/kis_active");
    const cold = await request("/lrc/some-verdict");
    expect(cold.status).toBe(302);
    expect(cold.headers.location).toBe("/renewal-center/home");
  });

  it("shows the partner's lost-days disclaimer with its provider link", async () => {
    const { page } = await browser.openPage(siteUrl("en-global", "/renewal-center/home"), { clientIp: nextAddress() });
    await waitForHydration(page);
    await page.getByRole("textbox", { name: /licence key/i }).fill("LOST-BLUWAVE-0000022");
    await page.getByRole("button", { name: /check my licence/i }).click();
    const notice = page.locator(".serial-form__notice");
    await notice.waitFor();
    expect(await notice.textContent()).toMatch(/BlueWave Broadband.*45/);
    expect(await notice.getByRole("link").getAttribute("href")).toMatch(/^https:\/\//);
    await expectNoAxeViolations(page);
  });

  it("fails like any other lookup for an unknown key, on the business home from /renewal-center/vsb", async () => {
    const { page } = await browser.openPage(siteUrl("en-global", "/renewal-center/vsb"), { clientIp: nextAddress() });
    await waitForHydration(page);
    await page.getByRole("textbox", { name: /licence key/i }).fill("ZZZZ-ZZZZZZZ-ZZZZZZZ");
    await page.getByRole("button", { name: /check my licence/i }).click();
    await page.locator(".serial-form__notice").waitFor();
    expect(new URL(page.url()).pathname).toBe("/renewal-center/vsb");
    expect(await page.locator(".serial-form__notice").textContent()).toMatch(
      /mistake when entering your licen[cs]e information/i,
    );
  });

  it("marks a missing key next to the field", async () => {
    const { page } = await browser.openPage(siteUrl("en-global", "/renewal-center/home"), { clientIp: nextAddress() });
    await waitForHydration(page);
    await page.getByRole("button", { name: /check my licence/i }).click();
    const input = page.getByRole("textbox", { name: /licence key/i });
    await expect.poll(() => input.getAttribute("aria-invalid")).toBe("true");
    expect(await page.getByRole("alert").textContent()).toBeTruthy();
  });

  it("takes a Canadian licence to the en-ca site's renewal page with the serial after 2 seconds", async () => {
    const { page } = await browser.openPage(siteUrl("en-global", "/renewal-center/home"), { clientIp: nextAddress() });
    await waitForHydration(page);
    await page.getByRole("textbox", { name: /licence key/i }).fill("CANA-RETAIL0-0000029");
    const submitted = Date.now();
    await page.getByRole("button", { name: /check my licence/i }).click();
    await page.locator(".serial-form__notice--not-dr-ca").waitFor();
    await page.waitForURL((url) => url.host.startsWith("en-ca.localhost"), { timeout: 10_000 });
    expect(Date.now() - submitted).toBeGreaterThanOrEqual(2000);
    await page.waitForURL((url) => url.pathname.toLowerCase() === "/lrc/kts_active");
  });

  it("takes a Canadian licence's verdict to the en-ca site without JavaScript too", async () => {
    const page = await lookUpWithoutJavaScript("CANA-DRIVER0-0000030");
    // The form's post comes back to its own page, which moves on to the other site's verdict.
    await page.waitForURL((url) => url.host.startsWith("en-ca.localhost") && url.pathname.startsWith("/lrc/"), {
      timeout: 10_000,
    });
    expect(new URL(page.url()).search).toBe("");
    expect(await page.locator("h1").count()).toBe(1);
  });

  it("puts the verdict fields, never the serial, into the data layer", async () => {
    const { page } = await browser.openPage(siteUrl("en-global", "/renewal-center/home?serial=KTS1-ACTIVE0-0000001"), {
      clientIp: nextAddress(),
    });
    await waitForHydration(page);
    const layer = JSON.stringify(await page.evaluate(() => window.dataLayer ?? []));
    expect(layer).toContain('"event":"lrc_verdict"');
    expect(layer).toContain('"product":"total-security"');
    expect(layer).not.toMatch(/KTS1|ACTIVE0/);
    expect(layer).not.toContain('"pageName":"lrc-verdict"');
  });
});
