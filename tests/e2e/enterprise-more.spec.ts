import type { Locator, Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { expectNoAxeViolations, request, siteUrl, useBrowser, waitForHydration } from "./support";

/**
 * The rest of the enterprise family (decision 029): the resource library's filters with and
 * without JavaScript (spec 3 §5), each block on its page, the gallery by keyboard and reduced
 * motion, and axe on every page the family touches.
 */

const resources = "/enterprise-security/resources";
const article = "/enterprise-security/resources/zero-trust-roadmap";
const insights = "/enterprise-security/resources/insights";
const home = "/enterprise-security";

const library = (page: Page) => page.locator(".block--enterprise-resources");
const itemTitles = (scope: Locator) => scope.locator(".enterprise-resources__items h3").allTextContents();
/** The items' class lists as drawn, for checking the rule on what the visitor sees. */
const itemClasses = (scope: Locator) =>
  scope
    .locator(".enterprise-resources__items li")
    .evaluateAll((items) => items.map((item) => item.getAttribute("data-item-class") ?? ""));

describe("the resource library over HTTP", () => {
  it("lists every item when every filter is all, and only items of every selected class otherwise", async () => {
    const all = await request(resources);
    expect(all.status).toBe(200);
    const count = (body: string) => body.match(/enterprise-resources__count" aria-live="polite"><bdi>([^<]+)</)?.[1];
    expect(count(all.body)).toBe("15 resources");

    const filtered = await request(`${resources}?sel=webinars&sel=soc`);
    expect(count(filtered.body)).toBe("1 resource");
    const block = filtered.body.slice(filtered.body.indexOf('class="block block--enterprise-resources"'));
    const list = block.slice(0, block.indexOf("</ul>"));
    expect(list).toContain('href="/enterprise-security/resources/webinar-hybrid-soc-with-mdr"');
    expect(list).not.toContain('href="/enterprise-security/resources/webinar-inside-a-ransomware-intrusion"');
    // The form keeps the choice: each group's select shows its selected id.
    expect(block).toMatch(/<option value="webinars" selected="">/);
    expect(block).toMatch(/<option value="soc" selected="">/);
  });

  it("says so when nothing matches, and ignores ids no filter offers", async () => {
    const none = await request(`${resources}?sel=datasheets&sel=industrial`);
    expect(none.body).toContain("No resources match these filters.");
    const unknown = await request(`${resources}?sel=press-releases`);
    expect(unknown.body).toMatch(/enterprise-resources__count" aria-live="polite"><bdi>15 resources</);
  });

  it("writes the filter texts in the site's language, the count in its plural forms", async () => {
    const russian = await request(`${resources}?sel=reports`, { host: "ru-ru.localhost" });
    expect(russian.status).toBe(200);
    expect(russian.body).toMatch(/<option value="all"[^>]*>Все<\/option>/);
    expect(russian.body).toMatch(/enterprise-resources__count" aria-live="polite"><bdi>3 материала</);
    const all = await request(resources, { host: "ru-ru.localhost" });
    expect(all.body).toMatch(/enterprise-resources__count" aria-live="polite"><bdi>15 материалов</);
  });
});

describe("the resource library in the browser", () => {
  const browser = useBrowser();

  it("filters with a GET form without JavaScript, the URL carrying the filters", async () => {
    const { page, consoleErrors } = await browser.openPage(siteUrl("en-global", resources), { javaScript: false });
    const block = library(page);
    expect(await itemTitles(block)).toHaveLength(15);
    await block.getByLabel("Type").selectOption("white-papers");
    await block.getByLabel("Topic").selectOption("compliance");
    await Promise.all([page.waitForURL(/sel=/), block.getByRole("button", { name: "Show resources" }).click()]);
    const url = new URL(page.url());
    expect(url.searchParams.getAll("sel")).toEqual(["white-papers", "compliance"]);
    expect(await itemTitles(library(page))).toEqual(["White paper: proving detection to DORA and NIS2 supervisors"]);
    expect(consoleErrors).toEqual([]);
  });

  it("filters in place with JavaScript and replaces the URL; a reload shows the same", async () => {
    const { page, consoleErrors } = await browser.openPage(siteUrl("en-global", resources));
    await waitForHydration(page);
    const block = library(page);
    // Enhanced: no submit button, a change filters.
    await expect.poll(() => block.getByRole("button", { name: "Show resources" }).count()).toBe(0);
    const before = page.url();
    // In place: neither a document nor route data is requested while filtering.
    const loads: string[] = [];
    page.on("request", (sent) => {
      if (sent.resourceType() === "document" || new URL(sent.url()).pathname.endsWith(".data")) loads.push(sent.url());
    });
    await block.getByLabel("Type").selectOption("datasheets");
    await expect.poll(() => itemTitles(block)).toHaveLength(3);
    for (const itemClass of await itemClasses(block)) expect(itemClass.split(" ")).toContain("datasheets");
    expect(await block.locator(".enterprise-resources__count").textContent()).toBe("3 resources");
    // Datasheets hide their summaries (HideSummary).
    expect(await block.locator(".enterprise-resources__items li p:not(.enterprise-resources__label)").count()).toBe(0);
    await block.getByLabel("Topic").selectOption("threat-intelligence");
    await expect.poll(() => itemTitles(block)).toHaveLength(1);
    expect(new URL(page.url()).search).toBe("?sel=datasheets&sel=threat-intelligence");
    expect(page.url()).not.toBe(before);
    expect(loads).toEqual([]);
    await page.reload({ waitUntil: "load" });
    expect(await itemTitles(library(page))).toHaveLength(1);
    await waitForHydration(page);
    // Back to all: everything shows and the URL has no filter left.
    await library(page).getByLabel("Type").selectOption("all");
    await library(page).getByLabel("Topic").selectOption("all");
    await expect.poll(() => itemTitles(library(page))).toHaveLength(15);
    expect(new URL(page.url()).search).toBe("");
    expect(consoleErrors).toEqual([]);
  });
});

describe("each block on its page", () => {
  it.each([
    [home, ["enterprise-home-menu", "enterprise-category-menu"]],
    [resources, ["enterprise-resources"]],
    [article, ["enterprise-article", "enterprise-table", "enterprise-content", "enterprise-features", "enterprise-disclaimer"]],
    [insights, ["enterprise-post", "enterprise-grid", "enterprise-promo", "enterprise-awards", "gallery-slider"]],
  ])("%s draws %j", async (path, types) => {
    const answer = await request(path);
    expect(answer.status).toBe(200);
    for (const type of types) expect(answer.body, type).toContain(`class="block block--${type}"`);
  });

  it("gives the article's title as the page's heading, its date written out, a table with row headers", async () => {
    const { body } = await request(article);
    expect(body.match(/<h1[^>]*>/g)).toHaveLength(1);
    expect(body).toMatch(/<h1 class="enterprise-article__title">A 12-month zero trust roadmap for hybrid estates<\/h1>/);
    expect(body).toContain('<time dateTime="2026-09-08">September 8, 2026</time>');
    expect(body).toContain('<th scope="row">Q3</th>');
    const french = await request(article, { host: "fr-fr.localhost" });
    expect(french.body).toContain('<time dateTime="2026-09-08">8 septembre 2026</time>');
    expect(french.body).toContain("Par Ingrid Halvorsen");
  });
});

describe("the gallery slider", () => {
  const browser = useBrowser();
  const visibleCaptions = (carousel: Locator) =>
    carousel.evaluate((root) => {
      const row = root.querySelector(".carousel__viewport")?.getBoundingClientRect();
      if (!row) return [];
      return [...root.querySelectorAll<HTMLElement>("figcaption")]
        .filter((caption) => {
          const box = caption.getBoundingClientRect();
          return box.width > 0 && box.left >= row.left - 1 && box.right <= row.right + 1;
        })
        .map((caption) => caption.textContent ?? "");
    });

  it("moves one figure at a time by its buttons and the arrow keys", async () => {
    const { page, consoleErrors } = await browser.openPage(siteUrl("en-global", insights));
    await waitForHydration(page);
    const carousel = page.locator('.block--gallery-slider [aria-roledescription="carousel"]');
    await carousel.and(page.locator(".is-enhanced")).waitFor();
    expect(await carousel.getAttribute("aria-labelledby")).toBeTruthy();
    expect(await visibleCaptions(carousel)).toEqual([
      "The security operations floor, staffed around the clock in three regions.",
    ]);
    const next = carousel.getByRole("button", { name: "Next slide" });
    await next.focus();
    await page.keyboard.press("Enter");
    await expect.poll(() => visibleCaptions(carousel)).toEqual([expect.stringMatching(/^A tabletop exercise/)]);
    await page.keyboard.press("Tab");
    expect(await carousel.locator(".carousel__viewport").evaluate((element) => element === document.activeElement)).toBe(true);
    await page.keyboard.press("End");
    await expect.poll(() => visibleCaptions(carousel)).toEqual([expect.stringMatching(/^A quarterly briefing/)]);
    await page.keyboard.press("ArrowLeft");
    await expect.poll(() => visibleCaptions(carousel)).toEqual([expect.stringMatching(/^The Threat Research Lab/)]);
    await page.keyboard.press("Home");
    await expect.poll(() => visibleCaptions(carousel)).toEqual([expect.stringMatching(/^The security operations floor/)]);
    // The figure's image loads once it is in view.
    await carousel.scrollIntoViewIfNeeded();
    await expect
      .poll(() =>
        carousel
          .locator("img")
          .first()
          .evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth),
      )
      .toBeGreaterThan(0);
    expect(consoleErrors).toEqual([]);
  });

  it("jumps instead of gliding for visitors who prefer reduced motion, and never plays", async () => {
    const { page } = await browser.openPage(siteUrl("en-global", insights));
    await page.emulateMedia({ reducedMotion: "reduce" });
    await page.reload({ waitUntil: "load" });
    await waitForHydration(page);
    const carousel = page.locator('.block--gallery-slider [aria-roledescription="carousel"]');
    await carousel.and(page.locator(".is-enhanced")).waitFor();
    expect(await carousel.getByRole("button", { name: /slide show/ }).count()).toBe(0);
    await carousel.getByRole("button", { name: "Next slide" }).click();
    // No animation frames in between: the next figure is in place right after the click.
    expect(await visibleCaptions(carousel)).toEqual([expect.stringMatching(/^A tabletop exercise/)]);
  });

  it("is a row of figures that scrolls sideways without JavaScript", async () => {
    const { page } = await browser.openPage(siteUrl("en-global", insights), { javaScript: false });
    const carousel = page.locator('.block--gallery-slider [aria-roledescription="carousel"]');
    expect(await carousel.locator("figure").count()).toBe(4);
    const row = carousel.locator(".carousel__viewport");
    expect(await row.evaluate((element) => element.scrollWidth > element.clientWidth)).toBe(true);
  });
});

describe("accessibility of the family's pages", () => {
  const browser = useBrowser();

  it.each([
    [home, 1280],
    [resources, 1280],
    [`${resources}?sel=webinars`, 390],
    [article, 1280],
    [article, 390],
    [insights, 1280],
    [insights, 390],
  ])("%s at %i px has no axe violations", async (path, width) => {
    const { page, consoleErrors } = await browser.openPage(siteUrl("en-global", path), { width });
    await waitForHydration(page);
    await expectNoAxeViolations(page);
    expect(consoleErrors).toEqual([]);
  });
});
