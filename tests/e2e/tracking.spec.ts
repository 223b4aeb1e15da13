import { describe, expect, it } from "vitest";
import { siteUrl, useBrowser, waitForHydration } from "./support";

type PageViewEvent = {
  event: string;
  pageName: string;
  siteLocale: string;
  currency: string;
  ecommerceProvider: string;
  verdict: Record<string, string>;
};

describe("tracking data layer", () => {
  const browser = useBrowser();

  it("holds one page_view per page name across client navigations", async () => {
    const { page, consoleErrors } = await browser.openPage(siteUrl("de-de"));
    await waitForHydration(page);
    // The header's links navigate in place (the footer's are drawn on the server: plain links).
    const visit = async (href: string) => {
      await page.locator(`header .nav--wide a.nav__link[href="${href}"]`).click();
      await page.waitForURL((url) => url.pathname === href);
    };
    await visit("/about");
    await page.goBack();
    await page.waitForURL(/\/$/);
    await visit("/about");
    await visit("/enterprise-security");

    const pageViews = async () =>
      ((await page.evaluate(() => (window.dataLayer ?? []) as unknown[])) as PageViewEvent[]).filter(
        (event) => event.event === "page_view",
      );
    // The view is pushed after the new page renders; wait for it rather than racing it.
    await expect
      .poll(async () => (await pageViews()).map((view) => view.pageName))
      .toEqual(["homepage", "about", "enterprise-home"]);
    const views = await pageViews();
    expect(views[0]).toMatchObject({ siteLocale: "de-de", currency: "EUR", ecommerceProvider: "Digital River" });
    expect(Object.values(views[0]?.verdict ?? { x: "x" }).every((value) => value === "")).toBe(true);
    expect(consoleErrors).toEqual([]);
  });

  it("tells the live chat about every route change on en-us, and not on de-de", async () => {
    const { page } = await browser.openPage(siteUrl("en-us"));
    await waitForHydration(page);
    await page.evaluate(() => {
      (window as unknown as { chatUrls: string[] }).chatUrls = [];
      window.addEventListener("livechat:navigate", (event) => {
        (window as unknown as { chatUrls: string[] }).chatUrls.push((event as CustomEvent<{ url: string }>).detail.url);
      });
    });
    await page.locator('header .nav--wide a.nav__link[href="/about"]').click();
    await page.waitForURL(/\/about$/);
    await expect
      .poll(() => page.evaluate(() => (window as unknown as { chatUrls: string[] }).chatUrls))
      .toEqual([siteUrl("en-us", "/about")]);

    const german = await browser.openPage(siteUrl("de-de"));
    await waitForHydration(german.page);
    await german.page.evaluate(() => {
      (window as unknown as { chatUrls: string[] }).chatUrls = [];
      window.addEventListener("livechat:navigate", () => (window as unknown as { chatUrls: string[] }).chatUrls.push("x"));
    });
    await german.page.locator('header .nav--wide a.nav__link[href="/about"]').click();
    await german.page.waitForURL(/\/about$/);
    expect(await german.page.evaluate(() => (window as unknown as { chatUrls: string[] }).chatUrls)).toEqual([]);
  });
});
