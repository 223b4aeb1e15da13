import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { expectNoAxeViolations, request, siteUrl, useBrowser, waitForHydration } from "./support";

/** Addresses of known allocations (the e2e server trusts loopback, so X-Forwarded-For sets the client). */
const german = "194.25.0.68";
const emirati = "94.200.0.1";
const indian = "49.44.0.1";

async function ipinfo(host: string, query: string, headers: Record<string, string> = {}) {
  const answer = await request(`/_svc/page/ipinfo?${query}`, { host, headers });
  return { ...answer, json: JSON.parse(answer.body) };
}

describe("GET /_svc/page/ipinfo", () => {
  it("suggests the visitor's own site, keeping the path, in that site's language", async () => {
    const answer = await ipinfo("en-us.localhost", "url=%2Fabout&languages=en-US", { "x-forwarded-for": german });
    expect(answer.status).toBe(200);
    expect(answer.headers["cache-control"]).toBe("private, no-store");
    expect(String(answer.headers.vary)).toMatch(/Cookie/);
    expect(answer.json.country).toBe("de");
    expect(answer.json.mode).toBe("banner");
    expect(answer.json.rules).toHaveLength(1);
    expect(answer.json.rules[0]).toMatchObject({
      locale: "de-de",
      url: siteUrl("de-de", "/about"),
      name: "Deutschland (Deutsch)",
      texts: { lang: "de", dir: "ltr", declineLabel: "Hier bleiben" },
    });
    expect(answer.json.rules[0].texts.message).toContain("Deutschland (Deutsch)");
  });

  it("answers 400 without a url (spec 2 §8 'Geo check without URL: error (URL required)')", async () => {
    for (const query of ["", "url=", "languages=de"]) {
      const answer = await ipinfo("en-us.localhost", query, { "x-forwarded-for": german });
      expect(answer.status).toBe(400);
      expect(answer.json).toEqual({ error: "url is required" });
    }
  });

  it("suggests nothing to a visitor on their country's site, or with an unknown address", async () => {
    expect((await ipinfo("de-de.localhost", "url=/", { "x-forwarded-for": german })).json.rules).toEqual([]);
    expect((await ipinfo("en-us.localhost", "url=/")).json).toMatchObject({ country: null, rules: [] });
  });

  it("suggests nothing on the download and renewal paths of spec 3 §2", async () => {
    for (const path of ["/downloads", "/Renewal-Center/Home/", "/downloads/thank-you/total-security"]) {
      const answer = await ipinfo("en-us.localhost", `url=${encodeURIComponent(path)}`, { "x-forwarded-for": german });
      expect(answer.json.rules).toEqual([]);
    }
  });

  it("suggests nothing while the ignoreredirects cookie is set", async () => {
    const answer = await ipinfo("en-us.localhost", "url=/", { "x-forwarded-for": german, cookie: "ignoreredirects=1" });
    expect(answer.json.country).toBe("de");
    expect(answer.json.rules).toEqual([]);
  });

  it("orders the Emirates' two sites by the browser's languages, Arabic right-to-left", async () => {
    const answer = await ipinfo("en-gb.localhost", "url=/", { "x-forwarded-for": emirati, "accept-language": "ar-AE,en;q=0.5" });
    const rules = answer.json.rules as Array<{ locale: string; texts: { lang: string; dir: string } }>;
    expect(rules.map((rule) => [rule.locale, rule.texts.lang, rule.texts.dir])).toEqual([
      ["ar-ae", "ar", "rtl"],
      ["en-ae", "en", "ltr"],
    ]);
  });

  it("uses the blocking popup on tr-tr and en-za", async () => {
    for (const host of ["tr-tr.localhost", "en-za.localhost"]) {
      expect((await ipinfo(host, "url=/", { "x-forwarded-for": german })).json.mode).toBe("popup");
    }
  });

  it("carries the global site's India-only site bar for visitors in India only", async () => {
    const indianVisitor = await ipinfo("localhost", "url=/", { "x-forwarded-for": indian });
    expect(indianVisitor.json.siteBar).toMatchObject({ label: "Announcement", closeLabel: "Close" });
    expect((await ipinfo("localhost", "url=/", { "x-forwarded-for": german })).json.siteBar).toBeNull();
    const closed = await ipinfo("localhost", "url=/", { "x-forwarded-for": indian, cookie: "siteBar=No" });
    expect(closed.json.siteBar).toBeNull();
  });
});

describe("geo bar in the browser", () => {
  const browser = useBrowser();

  const isIpInfo = (answer: { url(): string }) => answer.url().includes("/_svc/page/ipinfo");

  /**
   * Opens a page as a visitor from `address` (every request carries
   * X-Forwarded-For) and waits for the page's ipinfo answer. The tab starts blank, so no page
   * script runs before the headers are set.
   */
  async function visit(locale: string, path: string, address: string) {
    const opened = await browser.openPage("about:blank");
    await opened.page.context().setExtraHTTPHeaders({ "x-forwarded-for": address });
    // The geo bar (mounted in the site shell) asks for it after hydration.
    const answered = opened.page.waitForResponse(isIpInfo, { timeout: 10_000 });
    await opened.page.goto(siteUrl(locale, path), { waitUntil: "load" });
    await waitForHydration(opened.page);
    const answer = (await (await answered).json()) as { rules: unknown[] };
    return { ...opened, answer };
  }

  const cookieNames = async (page: Page) => (await page.context().cookies()).map((cookie) => cookie.name);

  it("offers the visitor's site as a banner; declining hides it and keeps it hidden", async () => {
    const { page, consoleErrors } = await visit("en-us", "/about", german);
    const banner = page.getByRole("region", { name: "Eine Website für Ihre Region" });
    await banner.waitFor();
    expect(await banner.getAttribute("lang")).toBe("de");
    expect(await banner.getByRole("link", { name: "Zur Website wechseln" }).getAttribute("href")).toBe(
      siteUrl("de-de", "/about"),
    );
    await expectNoAxeViolations(page);

    await banner.getByRole("button", { name: "Hier bleiben" }).click();
    await banner.waitFor({ state: "detached" });
    const stored = (await page.context().cookies()).find((cookie) => cookie.name === "ignoreredirects");
    const days = ((stored?.expires ?? 0) - Date.now() / 1000) / 86_400;
    expect(days).toBeGreaterThan(6.9);
    expect(days).toBeLessThanOrEqual(7);

    const answered = page.waitForResponse(isIpInfo);
    await page.reload({ waitUntil: "load" });
    expect((await (await answered).json()).rules).toEqual([]);
    expect(await page.getByRole("region", { name: "Eine Website für Ihre Region" }).count()).toBe(0);
    expect(consoleErrors).toEqual([]);
  });

  it("accepting clears the ignore flag and goes to the same page on the suggested site", async () => {
    const { page } = await visit("en-us", "/about", german);
    await page.context().addCookies([{ name: "ignoreredirects", value: "", url: siteUrl("en-us") }]);
    const banner = page.getByRole("region", { name: "Eine Website für Ihre Region" });
    await banner.getByRole("link", { name: "Zur Website wechseln" }).click();
    await page.waitForURL(siteUrl("de-de", "/about"));
    expect(await cookieNames(page)).not.toContain("ignoreredirects");
  });

  it("shows a blocking, labelled dialog on tr-tr; Escape declines", async () => {
    const { page } = await visit("tr-tr", "/", german);
    const dialog = page.getByRole("dialog", { name: "Eine Website für Ihre Region" });
    await dialog.waitFor();
    expect(await dialog.evaluate((element) => (element as HTMLDialogElement).matches(":modal"))).toBe(true);
    const focusedInside = await dialog.evaluate((element) => element.contains(document.activeElement));
    expect(focusedInside).toBe(true);
    await expectNoAxeViolations(page);

    await page.keyboard.press("Escape");
    await dialog.waitFor({ state: "detached" });
    expect(await cookieNames(page)).toContain("ignoreredirects");
  });

  it("shows nothing to a visitor already on their country's site", async () => {
    const { page, answer } = await visit("de-de", "/", german);
    expect(answer.rules).toEqual([]);
    expect(await page.locator(".geo-bar, .geo-dialog").count()).toBe(0);
  });

  it("shows the India-only site bar to a visitor in India until it is closed", async () => {
    const { page } = await visit("en-global", "/", indian);
    const bar = page.getByRole("region", { name: "Announcement" });
    await bar.waitFor();
    await bar.getByRole("button", { name: "Close" }).click();
    await bar.waitFor({ state: "detached" });
    const stored = (await page.context().cookies()).find((cookie) => cookie.name === "siteBar");
    expect(stored?.value).toBe("No");
  });
});

describe("VPN pages for prohibited countries (spec 1 §4)", () => {
  // 37.214.0.1 is allocated to Belarus; 5.9.0.1 to Germany.
  it.each([
    ["/vpn-secure-connection", "/home-security"],
    ["/b2c-tools/ksec", "/home-security"],
  ])("sends a Belarusian visitor from %s to %s", async (path, target) => {
    const answer = await request(path, { host: "en-us.localhost", headers: { "x-forwarded-for": "37.214.0.1" } });
    expect(answer.status).toBe(302);
    expect(answer.headers.location).toBe(target);
  });

  it("lets a German visitor see the VPN page", async () => {
    const answer = await request("/vpn-secure-connection", {
      host: "en-us.localhost",
      headers: { "x-forwarded-for": "5.9.0.1" },
    });
    expect(answer.status).toBe(200);
  });
});
