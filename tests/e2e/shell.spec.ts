import { describe, expect, it } from "vitest";
import { siteUrl, useBrowser, waitForHydration } from "./support";

describe("main menu", () => {
  const browser = useBrowser();

  it("highlights the section of the current page", async () => {
    const { page } = await browser.openPage(siteUrl("en-us", "/about"));
    const current = page.locator('.nav--wide a[aria-current="true"]');
    expect(await current.count()).toBe(1);
    expect(await current.textContent()).toBe("About");
  });

  it("opens a submenu on hover and closes it 300 ms after the pointer leaves", async () => {
    const { page } = await browser.openPage(siteUrl("en-global"));
    await waitForHydration(page);
    const item = page.locator(".nav--wide .nav__item").first();
    const submenu = item.locator(".nav__submenu");
    await item.hover();
    await expect.poll(() => submenu.isVisible()).toBe(true);
    const left = Date.now();
    await page.mouse.move(640, 600);
    // It stays open for the 300 ms grace period, then closes: measured, not slept.
    await expect.poll(() => item.evaluate((element) => element.classList.contains("is-open")), { timeout: 2000 }).toBe(false);
    expect(Date.now() - left).toBeGreaterThanOrEqual(300);
  });

  it("loads the mega-menu panel on the first hover only, with the site's featured products", async () => {
    const { page } = await browser.openPage(siteUrl("de-de"));
    await waitForHydration(page);
    const loads: string[] = [];
    page.on("request", (request) => {
      if (request.url().includes("/_svc/page/megamenu")) loads.push(request.url());
    });
    const item = page.locator(".nav--wide .nav__item").first();
    await item.hover();
    const featured = item.locator(".nav__featured a");
    await expect.poll(() => featured.count()).toBe(3);
    expect(await featured.first().textContent()).toContain("Total Security");
    await page.mouse.move(640, 600);
    await expect.poll(() => item.evaluate((element) => element.classList.contains("is-open")), { timeout: 2000 }).toBe(false);
    await item.hover();
    expect(loads).toHaveLength(1);
    expect(new URL(loads[0] ?? "http://x").searchParams.get("item")).toBe("0");
  });

  it("navigates in place from its links and the breadcrumbs, loading a pointed-at page ahead; a modified click is left to the browser", async () => {
    const { page, consoleErrors } = await browser.openPage(siteUrl("en-us", "/about"));
    await waitForHydration(page);
    await page.evaluate(() => Object.assign(window, { samePage: true }));
    const stillSamePage = () => page.evaluate(() => (window as { samePage?: boolean }).samePage === true);

    const item = page.locator(".nav--wide .nav__item").first();
    const sublink = item.locator(".nav__sublink").first();
    await item.hover();
    await sublink.hover();
    const target = (await sublink.getAttribute("href")) ?? "";
    expect(target).toMatch(/^\//);
    // Pointing at a link loads its page's data ahead (React Router's page prefetch links).
    await expect.poll(() => page.locator(`link[rel="prefetch"][href*="${target.split("?")[0]}"]`).count()).toBeGreaterThan(0);
    await sublink.click();
    await page.waitForURL((url) => url.pathname === target);
    expect(await stillSamePage()).toBe(true);

    const home = page.locator(".breadcrumbs a").first();
    expect(await home.getAttribute("href")).toBe("/");
    const opened = page.context().waitForEvent("page");
    await home.click({ modifiers: ["ControlOrMeta"] });
    await (await opened).close();
    expect(new URL(page.url()).pathname).toBe(target);
    await home.click();
    await page.waitForURL((url) => url.pathname === "/");
    expect(await stillSamePage()).toBe(true);
    expect(consoleErrors).toEqual([]);
  });

  it("is operable by keyboard: the toggle opens the submenu, Tab reaches its links, Escape closes it", async () => {
    const { page } = await browser.openPage(siteUrl("en-global"));
    await waitForHydration(page);
    const toggle = page.locator(".nav--wide .nav__toggle-sub").first();
    await toggle.focus();
    await page.keyboard.press("Enter");
    expect(await toggle.getAttribute("aria-expanded")).toBe("true");
    await page.keyboard.press("Tab");
    const focused = await page.evaluate(() => document.activeElement?.className);
    expect(focused).toContain("nav__sublink");
    await page.keyboard.press("Escape");
    expect(await toggle.getAttribute("aria-expanded")).toBe("false");
    expect(await toggle.evaluate((element) => element === document.activeElement)).toBe(true);
  });
});

describe("search box", () => {
  const browser = useBrowser();

  it("activates on click, searches a non-empty query, and clears on close", async () => {
    const { page } = await browser.openPage(siteUrl("en-global"));
    await waitForHydration(page);
    const search = page.getByRole("search");
    await search.getByRole("button", { name: "Search" }).click();
    // The box is a combobox: it offers suggestions as you type.
    const input = search.getByRole("combobox");
    expect(await input.evaluate((element) => element === document.activeElement)).toBe(true);
    await input.fill("ransomware");
    await search.getByRole("button", { name: "Close search" }).click();
    expect(await input.inputValue()).toBe("");
    await search.getByRole("button", { name: "Search" }).click();
    await input.fill("  ");
    await page.keyboard.press("Enter");
    expect(new URL(page.url()).pathname).toBe("/");
    await input.fill("ransomware");
    await page.keyboard.press("Enter");
    await page.waitForURL(/\/search\?query=ransomware$/);
  });

  it("hides once the page is scrolled past 150 px", async () => {
    const { page } = await browser.openPage(siteUrl("en-global"));
    await waitForHydration(page);
    await page.evaluate(() => window.scrollTo({ top: 400, behavior: "instant" }));
    await expect
      .poll(() => page.locator(".nav-search").evaluate((element) => element.classList.contains("is-hidden")))
      .toBe(true);
    await expect
      .poll(() => page.locator(".site-header").evaluate((element) => element.classList.contains("is-stuck")))
      .toBe(true);
  });

  it("works without JavaScript as a plain form", async () => {
    const { page } = await browser.openPage(siteUrl("en-global"), { javaScript: false });
    await page.getByRole("combobox", { name: "Search" }).fill("vpn");
    await page.getByRole("combobox", { name: "Search" }).press("Enter");
    await page.waitForURL(/\/search\?query=vpn$/);
  });
});

describe("footer", () => {
  const browser = useBrowser();

  it("toggles the region selector by mouse and keyboard", async () => {
    const { page } = await browser.openPage(siteUrl("fr-fr"));
    const summary = page.locator(".region-selector > summary");
    const list = page.locator(".region-selector__list");
    expect(await list.isVisible()).toBe(false);
    await summary.click();
    expect(await list.isVisible()).toBe(true);
    expect(await list.getByRole("link").count()).toBe(23);
    await summary.focus();
    await page.keyboard.press("Enter");
    expect(await list.isVisible()).toBe(false);
  });
});
