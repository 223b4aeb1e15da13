import { describe, expect, it } from "vitest";
import { expectNoAxeViolations, siteUrl, useBrowser, waitForHydration } from "./support";

describe("content pages", () => {
  const browser = useBrowser();

  it.each(["/about", "/site-general/privacy", "/site-general/terms", "/site-general/legal"])(
    "%s renders with breadcrumbs, one h1 and no accessibility violations",
    async (path) => {
      const { page, response, consoleErrors } = await browser.openPage(siteUrl("en-global", path));
      expect(response?.status()).toBe(200);
      expect(await page.getByRole("heading", { level: 1 }).count()).toBe(1);
      expect(await page.getByRole("navigation", { name: "Breadcrumb" }).getByRole("link", { name: "Home" }).count()).toBe(1);
      await expectNoAxeViolations(page);
      expect(consoleErrors).toEqual([]);
    },
  );

  it("renders an alias at its own URL with the primary URL as canonical", async () => {
    const { page, response } = await browser.openPage(siteUrl("de-de", "/privacy"));
    expect(response?.status()).toBe(200);
    expect(new URL(page.url()).pathname).toBe("/privacy");
    expect(await page.locator('head link[rel="canonical"]').getAttribute("href")).toBe(siteUrl("de-de", "/site-general/privacy"));
  });

  it("matches paths case-insensitively and with a trailing slash", async () => {
    const { response, page } = await browser.openPage(siteUrl("en-global", "/ABOUT/"));
    expect(response?.status()).toBe(200);
    expect(await page.locator('head link[rel="canonical"]').getAttribute("href")).toBe(siteUrl("en-global", "/about"));
  });

  it("sends a legacy /#!/x link to /x", async () => {
    const { page } = await browser.openPage(siteUrl("en-global", "/#!/about"));
    await page.waitForURL(/\/about$/);
    expect(await page.getByRole("heading", { level: 1 }).count()).toBe(1);
  });

  it("navigates in the browser after hydration, keeping the shell", async () => {
    const { page, consoleErrors } = await browser.openPage(siteUrl("en-global"));
    await waitForHydration(page);
    await page
      .getByRole("contentinfo")
      .getByRole("link", { name: /privacy/i })
      .first()
      .click();
    await page.waitForURL(/\/privacy$/);
    await expect.poll(() => page.getByRole("heading", { level: 1 }).textContent()).toMatch(/privacy/i);
    expect(consoleErrors).toEqual([]);
  });
});

describe("without JavaScript", () => {
  const browser = useBrowser();

  it("shows the whole homepage, every tab panel included", async () => {
    const { page, response } = await browser.openPage(siteUrl("en-global"), { javaScript: false });
    expect(response?.status()).toBe(200);
    const panels = page.getByRole("tabpanel", { includeHidden: false });
    expect(await panels.count()).toBeGreaterThan(1);
    expect(await page.getByRole("tab").first().isVisible()).toBe(false);
  });
});

describe("narrow screens and keyboard", () => {
  const browser = useBrowser();

  it("opens the folded menu from the keyboard and reaches its links", async () => {
    const { page } = await browser.openPage(siteUrl("en-global"), { width: 390 });
    await waitForHydration(page);
    const toggle = page.locator(".nav--narrow > summary");
    expect(await toggle.isVisible()).toBe(true);
    expect(await page.locator(".nav--wide").isVisible()).toBe(false);
    await toggle.focus();
    await page.keyboard.press("Enter");
    const firstLink = page.locator(".nav--narrow .nav__link").first();
    await firstLink.waitFor({ state: "visible" });
    await page.keyboard.press("Tab");
    expect(await firstLink.evaluate((element) => element === document.activeElement)).toBe(true);
  });

  it("moves between tabs with the arrow keys", async () => {
    const { page } = await browser.openPage(siteUrl("en-global"));
    await waitForHydration(page);
    // The tabs block (the homepage's products carousel has tabs of its own).
    const block = page.locator(".block--tabs");
    const tabs = block.getByRole("tab");
    await tabs.first().focus();
    await page.keyboard.press("ArrowRight");
    expect(await tabs.nth(1).getAttribute("aria-selected")).toBe("true");
    expect(await block.getByRole("tabpanel").count()).toBe(1);
  });
});
