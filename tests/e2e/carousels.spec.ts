import type { Locator, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { autoplayDelayMs } from "~/components/ui/carousel";
import { announceChange } from "~/db/data-changes.server";
import { createDatabase } from "~/db/db.server";
import { approvedReviews } from "../support/reviews";
import { type RunningServer, startServer } from "./server-process";
import { expectNoAxeViolations, request, siteUrl, useBrowser, waitForHydration } from "./support";

/**
 * Carousels (spec 3 §3, §4, §9; decision 026): slides per view by width, the products carousel's
 * first tab by the visitor's operating system, autoplay and reduced motion, keyboard use, the row
 * that scrolls without JavaScript, and accessibility; the review carousel does all of it too.
 */

/** The homepage shows the products carousel. */
const home = "/";
const edr = "/enterprise-security/products/endpoint-detection-response";
const agents = {
  windows: "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36",
  mac: "Mozilla/5.0 (Macintosh; Intel Mac OS X 14_6) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.0 Safari/605.1.15",
  android: "Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Mobile Safari/537.36",
  iphone:
    "Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148",
};

/** The tab the response's HTML shows selected in the products carousel. */
function selectedTab(html: string): string | undefined {
  const block = html.slice(html.indexOf('data-island="products-carousel"'));
  return block.match(/<button[^>]*role="tab"[^>]*aria-selected="true"[^>]*data-tab="([a-z-]+)"/)?.[1];
}

/** The position labels ("2 of 5") of the slides whose card lies wholly inside the carousel's row. */
function slidesInView(carousel: Locator): Promise<string[]> {
  return carousel.evaluate((root) => {
    const row = root.querySelector(".carousel__viewport")?.getBoundingClientRect();
    if (!row) return [];
    return [...root.querySelectorAll<HTMLElement>('[aria-roledescription="slide"]')]
      .filter((slide) => {
        const card = (slide.firstElementChild ?? slide).getBoundingClientRect();
        return card.width > 0 && card.left >= row.left - 1 && card.right <= row.right + 1;
      })
      .map((slide) => slide.getAttribute("aria-label") ?? "");
  });
}

/** The products carousel of the tab shown (the homepage's, Windows tab for a Windows visitor). */
/** `carousel` once the page has hydrated and the carousel has taken over its row of slides. */
async function enhancedCarousel(page: Page, carousel: Locator): Promise<Locator> {
  await waitForHydration(page);
  await carousel.and(page.locator(".is-enhanced")).waitFor();
  return carousel;
}

const shownProducts = (page: Page) =>
  page.locator('.block--products-carousel [role="tabpanel"]:not([hidden]) [aria-roledescription="carousel"]');

describe("the products carousel's first tab over HTTP", () => {
  it.each([
    ["windows", agents.windows],
    ["mac", agents.mac],
    ["android", agents.android],
    ["ios", agents.iphone],
  ])("is the %s tab for a visitor on that system, in the HTML of the response", async (tab, agent) => {
    const answer = await request(home, { headers: { "user-agent": agent } });
    expect(answer.status).toBe(200);
    expect(selectedTab(answer.body)).toBe(tab);
  });

  it("is the first tab for an agent that names no system, and each visitor keeps their own from the page cache", async () => {
    expect(selectedTab((await request(home, { headers: { "user-agent": "curl/8.5.0" } })).body)).toBe("windows");
    // Alternating agents: a cached page of one platform is never served to another.
    for (const [tab, agent] of [
      ["mac", agents.mac],
      ["android", agents.android],
      ["mac", agents.mac],
    ] as const) {
      expect(selectedTab((await request(home, { headers: { "user-agent": agent } })).body)).toBe(tab);
    }
  });

  it("draws every slide in the HTML, with its position for screen readers", async () => {
    const answer = await request(home, { headers: { "user-agent": agents.windows } });
    // The products carousel's own HTML: the homepage has other carousels (its promos).
    const start = answer.body.indexOf('class="block block--products-carousel"');
    const end = answer.body.indexOf('class="block block--', start + 1);
    const block = answer.body.slice(start, end === -1 ? undefined : end);
    expect(start).toBeGreaterThan(-1);
    const slides = [...block.matchAll(/role="group" aria-roledescription="slide" aria-label="([^"]+)"/g)].map(
      (match) => match[1],
    );
    // Windows, Mac and Android tabs of five products, iPhone and iPad of three.
    expect(slides).toEqual([
      ...Array.from({ length: 3 }, () => ["1 of 5", "2 of 5", "3 of 5", "4 of 5", "5 of 5"]).flat(),
      "1 of 3",
      "2 of 3",
      "3 of 3",
    ]);
    expect(answer.body).toContain('aria-roledescription="carousel"');
  });
});

describe("carousels in the browser", () => {
  const browser = useBrowser();

  it.each([
    [1280, 4],
    [900, 3],
    [768, 2],
    [390, 1],
  ])("show %i px wide %i product slides at once", async (width, count) => {
    const { page, consoleErrors } = await browser.openPage(siteUrl("en-global", home), { width, userAgent: agents.windows });
    const carousel = await enhancedCarousel(page, shownProducts(page));
    expect(await slidesInView(carousel)).toEqual(Array.from({ length: count }, (_, index) => `${index + 1} of 5`));
    expect(consoleErrors).toEqual([]);
  });

  it.each([
    [1280, 3],
    [700, 2],
    [500, 1],
  ])("show %i px wide %i related products at once", async (width, count) => {
    const { page } = await browser.openPage(siteUrl("en-global", edr), { width });
    const carousel = await enhancedCarousel(page, page.locator('.block--related-products [aria-roledescription="carousel"]'));
    expect(await slidesInView(carousel)).toHaveLength(count);
  });

  it("starts on the visitor's tab and changes tab by click and arrow keys", async () => {
    const { page, consoleErrors } = await browser.openPage(siteUrl("en-global", home), { userAgent: agents.mac });
    await waitForHydration(page);
    const tabs = page.locator(".block--products-carousel").getByRole("tab");
    await expect
      .poll(() => page.locator('.block--products-carousel [role="tab"][aria-selected="true"]').textContent())
      .toBe("Mac");
    const panel = page.locator('.block--products-carousel [role="tabpanel"]:not([hidden])');
    expect(await panel.getByRole("heading", { level: 3 }).first().textContent()).toBe("Mac");
    await expect.poll(() => panel.locator(".carousel-card__title").first().textContent()).toBe("Bastion Security for Mac");
    await tabs.filter({ hasText: "Mac" }).focus();
    await page.keyboard.press("ArrowRight");
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe("Android");
    expect(await tabs.filter({ hasText: "Android" }).getAttribute("aria-selected")).toBe("true");
    await expect.poll(() => panel.locator(".carousel-card__title").first().textContent()).toBe("Bastion Security for Android");
    await tabs.filter({ hasText: "iPhone and iPad" }).click();
    expect(await slidesInView(shownProducts(page))).toEqual(["1 of 3", "2 of 3", "3 of 3"]);
    expect(consoleErrors).toEqual([]);
  });

  it("moves with its buttons and the arrow keys, and the keyboard reaches both", async () => {
    const { page } = await browser.openPage(siteUrl("en-global", home), { userAgent: agents.windows, width: 900 });
    const carousel = await enhancedCarousel(page, shownProducts(page));
    // Pause first, so only the keys move it.
    await carousel.getByRole("button", { name: "Pause slide show" }).click();
    await expect.poll(() => carousel.getByRole("button", { name: "Play slide show" }).count()).toBe(1);
    const previous = carousel.getByRole("button", { name: "Previous slide" });
    const next = carousel.getByRole("button", { name: "Next slide" });
    expect(await previous.getAttribute("aria-disabled")).toBe("true");
    await previous.focus();
    await page.keyboard.press("Tab");
    expect(await next.evaluate((element) => element === document.activeElement)).toBe(true);
    await page.keyboard.press("Enter");
    await expect.poll(() => slidesInView(carousel)).toEqual(["2 of 5", "3 of 5", "4 of 5"]);
    await page.keyboard.press("Enter");
    await expect.poll(() => slidesInView(carousel)).toEqual(["3 of 5", "4 of 5", "5 of 5"]);
    // Next is at the end now: it keeps the focus, marked disabled.
    expect(await next.getAttribute("aria-disabled")).toBe("true");
    expect(await next.evaluate((element) => element === document.activeElement)).toBe(true);
    // The row of slides comes next in the tab order; the arrow keys move it.
    await page.keyboard.press("Tab");
    expect(await carousel.locator(".carousel__viewport").evaluate((element) => element === document.activeElement)).toBe(true);
    await page.keyboard.press("ArrowLeft");
    await expect.poll(() => slidesInView(carousel)).toEqual(["2 of 5", "3 of 5", "4 of 5"]);
    await page.keyboard.press("Home");
    await expect.poll(() => slidesInView(carousel)).toEqual(["1 of 5", "2 of 5", "3 of 5"]);
    await page.keyboard.press("End");
    await expect.poll(() => slidesInView(carousel)).toEqual(["3 of 5", "4 of 5", "5 of 5"]);
  });

  it("plays by itself every few seconds, and stops when the visitor pauses it", async () => {
    const { page, consoleErrors } = await browser.openPage(siteUrl("en-global", "/partners"));
    const carousel = await enhancedCarousel(
      page,
      page.locator('.block--strategic-partners-carousel [aria-roledescription="carousel"]'),
    );
    expect(await slidesInView(carousel)).toEqual(["1 of 6", "2 of 6", "3 of 6"]);
    await expect.poll(() => slidesInView(carousel), { timeout: autoplayDelayMs * 2 }).toEqual(["2 of 6", "3 of 6", "4 of 6"]);
    await carousel.getByRole("button", { name: "Pause slide show" }).click();
    // Keyboard focus on the button holds it too; move the focus and the pointer out to see the pause alone.
    await page.mouse.move(0, 0);
    await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
    const paused = await slidesInView(carousel);
    await page.waitForTimeout(autoplayDelayMs + 1000);
    expect(await slidesInView(carousel)).toEqual(paused);
    expect(await carousel.getByRole("button", { name: "Play slide show" }).count()).toBe(1);
    expect(consoleErrors).toEqual([]);
  });

  it("does not play for visitors who prefer reduced motion, and offers no rotation button", async () => {
    const { page } = await browser.openPage(siteUrl("en-global", "/partners"));
    await page.emulateMedia({ reducedMotion: "reduce" });
    await page.reload({ waitUntil: "load" });
    const carousel = await enhancedCarousel(
      page,
      page.locator('.block--strategic-partners-carousel [aria-roledescription="carousel"]'),
    );
    // A full autoplay interval and more: the slides stay where they are.
    await page.waitForTimeout(autoplayDelayMs + 1500);
    expect(await slidesInView(carousel)).toEqual(["1 of 6", "2 of 6", "3 of 6"]);
    expect(await carousel.getByRole("button", { name: /slide show/ }).count()).toBe(0);
    await carousel.getByRole("button", { name: "Next slide" }).click();
    await expect.poll(() => slidesInView(carousel)).toEqual(["2 of 6", "3 of 6", "4 of 6"]);
  });

  it("is a row that scrolls sideways without JavaScript, as many slides at once", async () => {
    const { page } = await browser.openPage(siteUrl("en-global", "/enterprise-security/resources"), {
      javaScript: false,
      width: 900,
    });
    const carousel = page.locator('.block--resource-carousel [aria-roledescription="carousel"]');
    expect(await slidesInView(carousel)).toEqual(["1 of 7", "2 of 7", "3 of 7"]);
    expect(await carousel.getByRole("button", { name: "Next slide" }).isVisible()).toBe(false);
    const row = carousel.locator(".carousel__viewport");
    await row.evaluate((element) => element.scrollBy({ left: element.clientWidth, behavior: "instant" }));
    await expect.poll(() => slidesInView(carousel)).toEqual(["4 of 7", "5 of 7", "6 of 7"]);
    expect(await carousel.getByRole("link", { name: /Watch the webinar/ }).count()).toBe(1);
  });

  it.each([
    ["home", home],
    ["EDR product", edr],
    ["enterprise resources", "/enterprise-security/resources"],
    ["partners", "/partners"],
  ])("leave the %s page without accessibility violations", async (_, path) => {
    const { page, consoleErrors } = await browser.openPage(siteUrl("en-global", path), { userAgent: agents.android });
    await waitForHydration(page);
    await page.locator(".carousel.is-enhanced").first().waitFor({ state: "attached" });
    await expectNoAxeViolations(page);
    expect(consoleErrors).toEqual([]);
  });
});

/**
 * The review carousel (spec 3 §3, §9) on the same primitive: a server of its own, whose antivirus
 * product has 14 approved reviews (the default `reviewsNum`), two a slide: seven slides, three at
 * most in view.
 */
describe("the review carousel", () => {
  const browser = useBrowser();
  let server: RunningServer;
  const product = "/home-security/products/antivirus";
  const longText = `${"Found a threat the old product missed, and kept the laptop quick. ".repeat(4)}Recommended.`;

  beforeAll(async () => {
    server = await startServer();
    const database = await createDatabase({ dataDir: server.dataDir });
    try {
      await database.db
        .insertInto("review")
        // The newest review's text is long: it starts cut, with its "more".
        .values(approvedReviews(14, (index) => (index === 13 ? longText : `Short text ${index + 1}.`)))
        .execute();
      await announceChange(database.db, "reviews");
    } finally {
      await database.close();
    }
  });
  afterAll(async () => {
    await server?.stop();
  });

  const url = (path: string) => `http://localhost:${server.port}${path}`;
  const reviews = (page: Page) => page.locator('.block--review-carousel [aria-roledescription="carousel"]');
  const positions = (from: number, count: number) => Array.from({ length: count }, (_, index) => `${from + index} of 7`);

  it("draws every slide in the HTML, two reviews each, under its heading with the rating and the link to write one", async () => {
    const answer = await request(product, { port: server.port });
    expect(answer.status).toBe(200);
    const start = answer.body.indexOf('class="block block--review-carousel"');
    expect(start).toBeGreaterThan(-1);
    const block = answer.body.slice(start, answer.body.indexOf('class="block block--', start + 1));
    expect(block).toMatch(/<h2 class="section__heading" id="([^"]+)">What our customers say<\/h2>/);
    const headingId = /<h2 class="section__heading" id="([^"]+)">/.exec(block)?.[1];
    expect(block).toContain(`aria-roledescription="carousel" aria-labelledby="${headingId}"`);
    expect(block).toContain("5 out of 5 from 14 reviews");
    expect(block).toContain('<a href="/products/bazaarvoice/submit-review?product=antivirus">Write a review</a>');
    const slides = block.split('role="group" aria-roledescription="slide" aria-label="').slice(1);
    expect(slides.map((slide) => slide.slice(0, slide.indexOf('"')))).toEqual(positions(1, 7));
    expect(slides.map((slide) => slide.split('<article class="review-card">').length - 1)).toEqual([2, 2, 2, 2, 2, 2, 2]);
    expect(block).toContain('role="img" aria-label="Rated 5 out of 5">★★★★★</p>');
    // Newest first.
    expect(slides[0]).toContain("Review 14");
    expect(slides[6]).toContain("Review 1<");
  });

  it.each([
    [1280, 3],
    [900, 3],
    [768, 2],
    [390, 1],
  ])("shows %i px wide %i slides at once, like the other carousels", async (width, count) => {
    const { page, consoleErrors } = await browser.openPage(url(product), { width });
    const carousel = await enhancedCarousel(page, reviews(page));
    expect(await slidesInView(carousel)).toEqual(positions(1, count));
    expect(consoleErrors).toEqual([]);
  });

  it("moves with its previous and next buttons and the arrow keys, Home and End", async () => {
    const { page } = await browser.openPage(url(product));
    const carousel = await enhancedCarousel(page, reviews(page));
    // It plays: its pause button comes first; paused, only the visitor moves it.
    const pause = carousel.getByRole("button", { name: "Pause slide show" });
    await pause.click();
    await expect.poll(() => carousel.getByRole("button", { name: "Play slide show" }).count()).toBe(1);
    const previous = carousel.getByRole("button", { name: "Previous slide" });
    const next = carousel.getByRole("button", { name: "Next slide" });
    expect(await previous.getAttribute("aria-disabled")).toBe("true");
    await next.click();
    await expect.poll(() => slidesInView(carousel)).toEqual(positions(2, 3));
    expect(await previous.getAttribute("aria-disabled")).toBe("false");
    await previous.click();
    await expect.poll(() => slidesInView(carousel)).toEqual(positions(1, 3));
    // Tab order: pause, previous, next, then the row of slides.
    await previous.focus();
    await page.keyboard.press("Tab");
    expect(await next.evaluate((element) => element === document.activeElement)).toBe(true);
    await page.keyboard.press("Tab");
    const row = carousel.locator(".carousel__viewport");
    expect(await row.evaluate((element) => element === document.activeElement)).toBe(true);
    await page.keyboard.press("ArrowRight");
    await expect.poll(() => slidesInView(carousel)).toEqual(positions(2, 3));
    await page.keyboard.press("End");
    await expect.poll(() => slidesInView(carousel)).toEqual(positions(5, 3));
    expect(await next.getAttribute("aria-disabled")).toBe("true");
    await page.keyboard.press("Home");
    await expect.poll(() => slidesInView(carousel)).toEqual(positions(1, 3));
  });

  it("plays by itself every few seconds until it is paused", async () => {
    const { page, consoleErrors } = await browser.openPage(url(product));
    const carousel = await enhancedCarousel(page, reviews(page));
    await page.mouse.move(0, 0);
    await expect.poll(() => slidesInView(carousel), { timeout: autoplayDelayMs * 2 }).toEqual(positions(2, 3));
    await carousel.getByRole("button", { name: "Pause slide show" }).click();
    await page.mouse.move(0, 0);
    await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
    const paused = await slidesInView(carousel);
    await page.waitForTimeout(autoplayDelayMs + 1000);
    expect(await slidesInView(carousel)).toEqual(paused);
    expect(consoleErrors).toEqual([]);
  });

  it("does not play for visitors who prefer reduced motion, and offers no rotation button", async () => {
    const { page } = await browser.openPage(url(product));
    await page.emulateMedia({ reducedMotion: "reduce" });
    await page.reload({ waitUntil: "load" });
    const carousel = await enhancedCarousel(page, reviews(page));
    await page.waitForTimeout(autoplayDelayMs + 1500);
    expect(await slidesInView(carousel)).toEqual(positions(1, 3));
    expect(await carousel.getByRole("button", { name: /slide show/ }).count()).toBe(0);
    await carousel.getByRole("button", { name: "Next slide" }).click();
    await expect.poll(() => slidesInView(carousel)).toEqual(positions(2, 3));
  });

  it('opens a long review with its "more" inside the moving carousel', async () => {
    const { page, consoleErrors } = await browser.openPage(url(product));
    const carousel = await enhancedCarousel(page, reviews(page));
    // Paused, so the first slide stays in view.
    await carousel.getByRole("button", { name: "Pause slide show" }).click();
    const card = carousel.getByRole("article").filter({ hasText: "Review 14" });
    const text = card.getByText(/Found a threat/);
    const cut = await text.evaluate((element) => element.getBoundingClientRect().height);
    expect(cut).toBeLessThanOrEqual(70);
    await card.getByText("more", { exact: true }).click();
    await expect.poll(() => text.evaluate((element) => element.getBoundingClientRect().height)).toBeGreaterThan(70);
    expect(await card.getByRole("checkbox").isChecked()).toBe(true);
    await expect.poll(() => card.getByText("less", { exact: true }).isVisible()).toBe(true);
    expect(consoleErrors).toEqual([]);
  });

  it("is a row that scrolls sideways without JavaScript, three slides at once, without buttons", async () => {
    const { page } = await browser.openPage(url(product), { javaScript: false });
    const carousel = reviews(page);
    expect(await slidesInView(carousel)).toEqual(positions(1, 3));
    expect(await carousel.getByRole("button").count()).toBe(0);
    const row = carousel.locator(".carousel__viewport");
    await row.evaluate((element) => element.scrollBy({ left: element.clientWidth, behavior: "instant" }));
    await expect.poll(() => slidesInView(carousel)).toEqual(positions(4, 3));
  });

  it("leaves the product page without accessibility violations", async () => {
    const { page, consoleErrors } = await browser.openPage(url(product));
    await enhancedCarousel(page, reviews(page));
    await expectNoAxeViolations(page);
    expect(consoleErrors).toEqual([]);
  });
});
