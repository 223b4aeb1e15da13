import { cp, mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type RunningServer, startServer } from "./server-process";
import { expectNoAxeViolations, request, siteUrl, useBrowser, waitForHydration } from "./support";

/**
 * The enterprise templates (decision 027, spec 3 §4): the same page under template 3.0 (the shared
 * test server's content) and under legacy (a server of this file's own, whose copy of the content
 * drops the page meta's `template`).
 */

const pagePath = "/enterprise-security/solutions/cyber-resilience";
const sections = [
  ["overview", "Overview"],
  ["threats", "Threats"],
  ["risks", "Risks"],
  ["approach", "Approach"],
  ["simulations", "Simulations"],
  ["training", "Training"],
  ["offer", "Offers"],
  ["customers", "Customers"],
  ["support", "Support"],
] as const;

let legacy: RunningServer;
let legacyContent: string;

beforeAll(async () => {
  legacyContent = await mkdtemp(path.join(tmpdir(), "bastion-enterprise-content-"));
  await cp(path.resolve("content"), legacyContent, { recursive: true });
  const meta = path.join(legacyContent, "en-global", pagePath, "meta.json");
  const document = JSON.parse(await readFile(meta, "utf8")) as { fields: { template?: string } };
  delete document.fields.template;
  await writeFile(meta, JSON.stringify(document));
  legacy = await startServer({ CONTENT_DIR: legacyContent });
}, 120_000);

afterAll(async () => {
  await legacy?.stop();
  if (legacyContent) await rm(legacyContent, { recursive: true, force: true });
});

const legacyUrl = (pathname = pagePath) => `http://localhost:${legacy.port}${pathname}`;

/**
 * How far the page is from having scrolled `id`'s section to just below the sticky bars; 0 when
 * the page is scrolled to its end (a section near the end cannot reach the top).
 */
async function sectionOffset(page: Page, id: string): Promise<number> {
  return page.evaluate((target) => {
    const element = document.getElementById(target);
    if (!element) throw new Error(`no section ${target}`);
    const margin = Number.parseFloat(getComputedStyle(element).scrollMarginTop) || 0;
    const padding = Number.parseFloat(getComputedStyle(document.documentElement).scrollPaddingTop) || 0;
    const offset = element.getBoundingClientRect().top - margin - padding;
    const atEnd = window.scrollY >= document.documentElement.scrollHeight - window.innerHeight - 2;
    return atEnd && offset > 0 ? 0 : Math.abs(offset);
  }, id);
}

describe("the enterprise page over HTTP", () => {
  it("under template 3.0 has the sticky navigation with anchor links, and a back-to-top link without JavaScript", async () => {
    const answer = await request(pagePath);
    expect(answer.status).toBe(200);
    expect(answer.body).toContain('class="enterprise enterprise--new"');
    const nav = answer.body.match(/<nav class="enterprise-nav" aria-label="On this page"[\s\S]*?<\/nav>/)?.[0] ?? "";
    expect([...nav.matchAll(/href="#([a-z-]+)"/g)].map((match) => match[1])).toEqual(sections.map(([id]) => id));
    for (const [id] of sections) expect(answer.body).toMatch(new RegExp(`<section[^>]* id="${id}"`));
    expect(answer.body).toMatch(/<a class="back-to-top" href="#top"/);
    expect(answer.body).not.toContain("enterprise-toc");
    expect(answer.body).toMatch(/<h1 class="enterprise-banner__heading">Keep operating while under attack<\/h1>/);
  });

  it("under legacy has the contents list in a left column and neither sticky bar nor back-to-top", async () => {
    const answer = await request(pagePath, { port: legacy.port });
    expect(answer.status).toBe(200);
    expect(answer.body).toContain("enterprise enterprise--legacy");
    expect(answer.body).toMatch(/<div class="enterprise__aside">[\s\S]*?<nav class="enterprise-toc"/);
    expect(answer.body).not.toContain('class="enterprise-nav"');
    expect(answer.body).not.toContain("back-to-top");
  });

  it("links case studies and training demos to pages that exist", async () => {
    const answer = await request(pagePath);
    const links = [
      ...answer.body.matchAll(
        /href="(\/enterprise-security\/(?:resources\/case-study-[a-z-]+|services\/security-awareness-demo))/g,
      ),
    ].map((match) => match[1] ?? "");
    expect(new Set(links).size).toBeGreaterThanOrEqual(5);
    for (const link of new Set(links)) expect((await request(link)).status, link).toBe(200);
    expect(answer.body).toContain('data-columns="4"');
  });
});

describe("the enterprise page in the browser", () => {
  const browser = useBrowser();

  it("looks different under 3.0 and legacy: full-width banner and sticky bar against a framed banner and a left column", async () => {
    const modern = await browser.openPage(siteUrl("en-global", pagePath));
    const old = await browser.openPage(legacyUrl());
    const metrics = (page: Page) =>
      page.evaluate(() => {
        const box = (selector: string) => document.querySelector(selector)?.getBoundingClientRect().toJSON() ?? null;
        return {
          banner: box(".enterprise-banner"),
          overview: box("#overview"),
          stickyNav: document.querySelector(".enterprise-nav")
            ? getComputedStyle(document.querySelector(".enterprise-nav") as Element).position
            : null,
          contents: box(".enterprise-toc"),
        };
      });
    const [m, l] = [await metrics(modern.page), await metrics(old.page)];
    expect(m.banner?.width).toBe(1280);
    expect(l.banner?.width).toBeLessThan(1200);
    expect(m.stickyNav).toBe("sticky");
    expect(l.stickyNav).toBeNull();
    expect(m.contents).toBeNull();
    // Legacy: the contents list on the left, the sections beside it.
    expect(l.contents?.left).toBeLessThan(l.overview?.left ?? 0);
    expect((l.overview?.left ?? 0) - (m.overview?.left ?? 0)).toBeGreaterThan(150);
    expect(await modern.page.screenshot()).not.toEqual(await old.page.screenshot());
    expect(modern.consoleErrors).toEqual([]);
    expect(old.consoleErrors).toEqual([]);
  });

  it("keeps the navigation on screen and marks the section in view while scrolling (3.0)", async () => {
    const { page, consoleErrors } = await browser.openPage(siteUrl("en-global", pagePath));
    await waitForHydration(page);
    const nav = page.getByRole("navigation", { name: "On this page" });
    // At the top the banner is read: no section has reached the line below the bars.
    await expect.poll(() => nav.locator("a[aria-current]").count()).toBe(0);
    for (const [id, label] of [sections[1], sections[4], sections[6]]) {
      await page.evaluate((target) => document.getElementById(target)?.scrollIntoView({ behavior: "instant" }), id);
      await expect.poll(() => nav.locator('a[aria-current="location"]').textContent(), { timeout: 3000 }).toBe(label);
      expect(await nav.locator("a[aria-current]").count()).toBe(1);
      // Stuck below the site header, not scrolled away.
      const box = await nav.boundingBox();
      expect(box?.y).toBeGreaterThan(40);
      expect(box?.y).toBeLessThan(100);
    }
    await page.evaluate(() => window.scrollTo({ top: 0, behavior: "instant" }));
    await expect.poll(() => nav.locator("a[aria-current]").count()).toBe(0);
    expect(consoleErrors).toEqual([]);
  });

  it("on a narrow screen, scrolls the bar sideways to the marked link", async () => {
    const { page } = await browser.openPage(siteUrl("en-global", pagePath), { width: 390 });
    await page.emulateMedia({ reducedMotion: "reduce" });
    await waitForHydration(page);
    const nav = page.getByRole("navigation", { name: "On this page" });
    await page.evaluate(() => document.getElementById("customers")?.scrollIntoView({ behavior: "instant" }));
    const current = nav.locator('a[aria-current="location"]');
    await expect.poll(() => current.textContent()).toBe("Customers");
    await expect
      .poll(async () => {
        const [bar, link] = [await nav.locator("ul").boundingBox(), await current.boundingBox()];
        return !!bar && !!link && link.x >= bar.x && link.x + link.width <= bar.x + bar.width;
      })
      .toBe(true);
  });

  it("moves to the next section on each press of back-to-top, then back to the top (reduced motion: at once)", async () => {
    const { page, consoleErrors } = await browser.openPage(siteUrl("en-global", pagePath));
    await page.emulateMedia({ reducedMotion: "reduce" });
    await waitForHydration(page);
    const button = page.getByRole("button", { name: "Next section" });
    for (const [id] of sections) {
      await button.click();
      // Reduced motion: no smooth scrolling, the section is there as soon as the press is handled.
      expect(await sectionOffset(page, id), id).toBeLessThan(3);
    }
    // After the last section, the button says where it goes next, and goes there.
    await page.getByRole("button", { name: "Back to top" }).click();
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
    await expect.poll(() => page.getByRole("button", { name: "Next section" }).count()).toBe(1);
    expect(consoleErrors).toEqual([]);
  });

  it("scrolls smoothly without a reduced-motion preference", async () => {
    const { page } = await browser.openPage(siteUrl("en-global", pagePath));
    await page.emulateMedia({ reducedMotion: "no-preference" });
    await waitForHydration(page);
    await page.getByRole("button", { name: "Next section" }).click();
    // Not there at once, but there after the animation.
    expect(await sectionOffset(page, "overview")).toBeGreaterThan(3);
    await expect.poll(() => sectionOffset(page, "overview"), { timeout: 3000 }).toBeLessThan(3);
  });

  it("is usable by keyboard: section links, then the back-to-top button", async () => {
    const { page } = await browser.openPage(siteUrl("en-global", pagePath));
    await page.emulateMedia({ reducedMotion: "reduce" });
    await waitForHydration(page);
    const risks = page.getByRole("navigation", { name: "On this page" }).getByRole("link", { name: "Risks" });
    await risks.focus();
    await page.keyboard.press("Enter");
    await expect.poll(() => page.evaluate(() => window.location.hash)).toBe("#risks");
    await expect.poll(() => sectionOffset(page, "risks")).toBeLessThan(3);
    await page.getByRole("button", { name: "Next section" }).focus();
    await page.keyboard.press("Enter");
    expect(await sectionOffset(page, "approach")).toBeLessThan(3);
    await page.keyboard.press("Space");
    expect(await sectionOffset(page, "simulations")).toBeLessThan(3);
  });

  it("works without JavaScript: anchor links to the sections and a link to the top", async () => {
    const { page } = await browser.openPage(siteUrl("en-global", pagePath), { javaScript: false });
    await page.getByRole("navigation", { name: "On this page" }).getByRole("link", { name: "Training" }).click();
    await expect.poll(() => sectionOffset(page, "training")).toBeLessThan(3);
    await page.getByRole("link", { name: "Back to top" }).click();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  });

  it.each([
    ["3.0", 1280],
    ["3.0", 390],
    ["legacy", 1280],
    ["legacy", 390],
  ] as const)("has no accessibility violations under template %s, %i px wide", async (template, width) => {
    const url = template === "3.0" ? siteUrl("en-global", pagePath) : legacyUrl();
    const { page, consoleErrors } = await browser.openPage(url, { width });
    await waitForHydration(page);
    await expectNoAxeViolations(page);
    expect(consoleErrors).toEqual([]);
  });
});
