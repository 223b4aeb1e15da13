import { cp, mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import AxeBuilder from "@axe-core/playwright";
import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type RunningServer, startServer } from "./server-process";
import { request, siteUrl, useBrowser, waitForHydration } from "./support";

/**
 * Product promos, safe kids, welcome section, home featured, bottom bar and rescue chat
 * (decision 031): what the visitor receives over HTTP and in the browser.
 */

/** The HTML of one block's wrapper (`<div class="block block--TYPE">`), up to the next block. */
function blockHtml(body: string, type: string): string | null {
  const start = body.indexOf(`<div class="block block--${type}"`);
  if (start < 0) return null;
  const next = body.indexOf('<div class="block block--', start + 1);
  return body.slice(start, next < 0 ? undefined : next);
}

/** Zero axe violations inside the given part of the page. */
async function expectNoAxeViolationsIn(page: Page, selector: string) {
  const results = await new AxeBuilder({ page }).include(selector).analyze();
  expect(results.violations.map((violation) => [violation.id, violation.nodes.map((node) => node.target.join(" "))])).toEqual([]);
}

describe("consumer blocks of decision 031", () => {
  const { openPage } = useBrowser();

  describe("product promo over HTTP (spec 3 §3, §9)", () => {
    it("gives each promo a picture with sized sources: AVIF, WebP then JPEG for mobile (≤ 479 px) and tablet (≤ 768 px), then desktop", async () => {
      const answer = await request("/", { host: "localhost" });
      expect(answer.status).toBe(200);
      const html = blockHtml(answer.body, "product-promo");
      expect(html).toBeTruthy();
      const first = html?.match(/<picture[\s\S]*?<\/picture>/)?.[0] ?? "";
      const sources = [...first.matchAll(/<source ([^>]*)\/?>/g)].map((match) => {
        const attributes = Object.fromEntries([...(match[1] ?? "").matchAll(/(\w+)="([^"]*)"/g)].map((a) => [a[1], a[2]]));
        return [attributes.media ?? "", attributes.type, attributes.srcSet, attributes.width, attributes.height];
      });
      expect(sources).toEqual([
        ["(max-width: 479px)", "image/avif", "/images/promos/family-protection-mobile.avif", "480", "400"],
        ["(max-width: 479px)", "image/webp", "/images/promos/family-protection-mobile.webp", "480", "400"],
        ["(max-width: 479px)", "image/jpeg", "/images/promos/family-protection-mobile.jpg", "480", "400"],
        ["(max-width: 768px)", "image/avif", "/images/promos/family-protection-tablet.avif", "768", "360"],
        ["(max-width: 768px)", "image/webp", "/images/promos/family-protection-tablet.webp", "768", "360"],
        ["(max-width: 768px)", "image/jpeg", "/images/promos/family-protection-tablet.jpg", "768", "360"],
        ["", "image/avif", "/images/promos/family-protection-desktop.avif", "1280", "400"],
        ["", "image/webp", "/images/promos/family-protection-desktop.webp", "1280", "400"],
      ]);
      expect(first).toMatch(/<img [^>]*src="\/images\/promos\/family-protection-desktop\.jpg"[^>]*width="1280" height="400"/);
      // Several promos are the carousel's island.
      expect(answer.body).toContain('data-island="product-promo"');
    });

    it("serves the images with their types", async () => {
      for (const [file, type] of [
        ["/images/promos/private-connection-tablet.avif", "image/avif"],
        ["/images/promos/private-connection-mobile.webp", "image/webp"],
        ["/images/promos/private-connection-desktop.jpg", "image/jpeg"],
      ] as const) {
        const answer = await request(file, { host: "localhost" });
        expect(answer.status).toBe(200);
        expect(answer.headers["content-type"]).toBe(type);
      }
    });

    it("draws a single promo on the server with no script of its own", async () => {
      const answer = await request("/home-security", { host: "localhost" });
      const html = blockHtml(answer.body, "product-promo-single");
      expect(html).toContain("<picture");
      expect(html).toContain("Protection for children&#x27;s devices");
      expect(answer.body).not.toContain('data-island="product-promo"');
      expect(answer.body).not.toMatch(/product-promo-[\w-]+\.js/);
    });
  });

  describe("product promo in the browser", () => {
    it.each([
      [390, "family-protection-mobile.avif", 480, 400 / 480],
      [700, "family-protection-tablet.avif", 768, 360 / 768],
      [1280, "family-protection-desktop.avif", 1280, 400 / 1280],
    ])("at %s px loads the AVIF %s (%i px wide), in a box of its proportions", async (width, file, naturalWidth, ratio) => {
      const { page, consoleErrors } = await openPage(siteUrl("en-global", "/"), { width });
      const image = page.getByRole("img", { name: "A shield with a family of three inside" }).first();
      await expect
        .poll(() => image.evaluate((img: HTMLImageElement) => img.currentSrc))
        .toMatch(new RegExp(`/images/promos/${file}$`));
      // Decoded from the AVIF at its own size: the browser took the file, not only its name.
      await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(naturalWidth);
      const box = await image.boundingBox();
      expect(box).not.toBeNull();
      if (box) expect(box.height / box.width).toBeCloseTo(ratio, 2);
      expect(consoleErrors).toEqual([]);
    });

    it.each([390, 700, 1280])("keeps its box at %s px before its image arrives: nothing shifts", async (width) => {
      const { page } = await openPage(siteUrl("en-global", "/"), {
        width,
        javaScript: false,
      });
      // The promo images never arrive: the box must already have its final size.
      const blocked: string[] = [];
      await page.route("**/images/promos/**", (route) => {
        blocked.push(route.request().url());
        return route.abort();
      });
      await page.reload();
      expect(blocked.length).toBeGreaterThan(0);
      expect(
        await page
          .locator("#promos img")
          .first()
          .evaluate((img: HTMLImageElement) => img.naturalWidth),
      ).toBe(0);
      const box = await page.locator("#promos img").first().boundingBox();
      const expected = width <= 479 ? 400 / 480 : width <= 768 ? 360 / 768 : 400 / 1280;
      expect(box && box.height / box.width).toBeCloseTo(expected, 2);
    });

    it("shows no layout shift while the page and its promo load (CLS 0 inside the promo)", async () => {
      const { page } = await openPage(siteUrl("en-global", "/"), {
        width: 700,
      });
      await page.addInitScript(() => {
        const shifts: number[] = [];
        (window as unknown as { promoShifts: number[] }).promoShifts = shifts;
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as Array<
            PerformanceEntry & { value: number; sources?: Array<{ node?: Node }> }
          >) {
            if (entry.sources?.some((source) => source.node instanceof Element && source.node.closest("#promos"))) {
              shifts.push(entry.value);
            }
          }
        }).observe({ type: "layout-shift", buffered: true });
      });
      // Reloaded with the observer in place from the start, and with a cold cache for the images.
      await page.context().clearCookies();
      await page.reload();
      await waitForHydration(page);
      await page.locator("#promos").scrollIntoViewIfNeeded();
      await expect
        .poll(() =>
          page
            .locator("#promos img")
            .first()
            .evaluate((img: HTMLImageElement) => img.complete),
        )
        .toBe(true);
      const shifts = await page.evaluate(() => (window as unknown as { promoShifts: number[] }).promoShifts);
      expect(shifts.reduce((sum, value) => sum + value, 0)).toBe(0);
    });

    /** The promo in view: the slide whose left edge is inside the carousel's viewport. */
    const promoInView = (page: Page) =>
      page.locator("#promos").evaluate((section) => {
        const viewport = section.querySelector(".carousel__viewport")?.getBoundingClientRect();
        const slides = [...section.querySelectorAll(".carousel__slide")];
        const shown = slides.find((slide) => {
          const box = slide.getBoundingClientRect();
          return viewport && box.left >= viewport.left - 30 && box.left < viewport.left + 30;
        });
        return shown?.getAttribute("aria-label") ?? null;
      });

    it("rotates to the next promo after autoPlaySpeed seconds (5 s) and has a pause button", async () => {
      const { page, consoleErrors } = await openPage(siteUrl("en-global", "/"), { width: 1280 });
      await waitForHydration(page);
      const carousel = page.getByRole("region", { name: "Featured offers" });
      await expect.poll(() => carousel.getByRole("button", { name: "Pause" }).count()).toBe(1);
      expect(await promoInView(page)).toBe("1 of 2");
      await expect.poll(() => promoInView(page), { timeout: 9000, interval: 250 }).toBe("2 of 2");
      expect(consoleErrors).toEqual([]);
    });

    it("does not rotate for a visitor who prefers reduced motion", async () => {
      const { page } = await openPage(siteUrl("en-global", "/"), { width: 1280 });
      await page.emulateMedia({ reducedMotion: "reduce" });
      await page.reload();
      await waitForHydration(page);
      await page.locator("#promos .carousel.is-enhanced").waitFor();
      await expect(
        page
          .locator("#promos")
          .getByRole("button", { name: /^(Pause|Play)/ })
          .count(),
      ).resolves.toBe(0);
      // Longer than one autoplay period: the first promo is still the one in view.
      await page.waitForTimeout(6500);
      expect(await promoInView(page)).toBe("1 of 2");
      await page.locator("#promos").getByRole("button", { name: "Next slide" }).click();
      await expect.poll(() => promoInView(page)).toBe("2 of 2");
    });

    it("has no axe violations", async () => {
      const { page } = await openPage(siteUrl("en-global", "/"), { width: 1280 });
      await waitForHydration(page);
      await expectNoAxeViolationsIn(page, "#promos");
    });
  });

  describe("safe kids (spec 3 §1, §6)", () => {
    const belarus = "37.214.0.1";
    const germany = "5.9.0.1";

    it("shows the three age groups and, in Germany, the free product's links", async () => {
      const answer = await request("/b2c-tools/ksk", { host: "localhost", headers: { "x-forwarded-for": germany } });
      const html = blockHtml(answer.body, "safe-kids") ?? "";
      expect([...html.matchAll(/<p class="safe-kids__ages">([^<]+)<\/p>/g)].map((match) => match[1])).toEqual([
        "Ages 3–7",
        "Ages 8–12",
        "Ages 13–17",
      ]);
      expect(html).toContain('href="#download"');
      expect(html).not.toContain("action-unavailable");
    });

    it("shows a visitor from Belarus the unavailable text instead of the download", async () => {
      const answer = await request("/b2c-tools/ksk", { host: "localhost", headers: { "x-forwarded-for": belarus } });
      const html = blockHtml(answer.body, "safe-kids") ?? "";
      expect(html).toContain("Ages 3–7");
      expect(html).toMatch(/<p class="action-unavailable">This product is currently unavailable in your region\./);
      expect(html).not.toContain('href="#download"');
      expect(html).not.toContain('href="#installation"');
    });

    it("has no axe violations", async () => {
      const { page } = await openPage(siteUrl("en-global", "/b2c-tools/ksk"));
      await expectNoAxeViolationsIn(page, ".safe-kids");
    });
  });

  describe("welcome section (spec 3 §1)", () => {
    it("numbers the first steps in order, each with its link", async () => {
      const answer = await request("/b2c-tools/kts/thank-you", { host: "localhost" });
      const html = blockHtml(answer.body, "welcome-section") ?? "";
      const steps = [
        ...html.matchAll(/<li class="welcome-section__step welcome-section__step--([a-z-]+)">[\s\S]*?<a [^>]*href="([^"]+)"/g),
      ];
      expect(steps.map((step) => step[1])).toEqual(["download", "install", "activate", "create-account"]);
      expect(steps.map((step) => step[2])).toEqual([
        "#download",
        "#install",
        "/renewal-center/home",
        "/home-security/premium-services",
      ]);
      expect(html).toMatch(/<ol class="welcome-section__steps">/);
    });

    it("has no axe violations", async () => {
      const { page } = await openPage(siteUrl("en-global", "/b2c-tools/kts/thank-you"));
      await waitForHydration(page);
      await expectNoAxeViolationsIn(page, ".welcome-section");
    });
  });

  describe("home featured and bottom bar (spec 3 §8)", () => {
    it("show on the home-security and special offers pages from their documents", async () => {
      const answer = await request("/home-security", { host: "localhost" });
      const featured = blockHtml(answer.body, "home-featured");
      expect(featured).toContain("Free virus scan");
      // Its raster is a picture: AVIF, then WebP, then the JPEG, all of one size.
      expect(featured).toMatch(
        /<picture class="content-picture"><source type="image\/avif" srcSet="\/images\/promos\/family-protection-mobile\.avif" width="480" height="400"\/><source type="image\/webp" srcSet="\/images\/promos\/family-protection-mobile\.webp" width="480" height="400"\/><img class="home-featured__image" src="\/images\/promos\/family-protection-mobile\.jpg" alt="" width="480" height="400"/,
      );
      const offers = await request("/home-security/special-offers", { host: "localhost" });
      expect(blockHtml(offers.body, "bottom-bar")).toContain("this month’s offers are here");
    });

    it("closes the bottom bar, which stays closed on the next page", async () => {
      const { page, consoleErrors } = await openPage(siteUrl("en-global", "/home-security/special-offers"), { width: 390 });
      await waitForHydration(page);
      const bar = page.getByRole("complementary", { name: "See the offer" });
      await expect(bar.evaluate((element) => getComputedStyle(element).position)).resolves.toBe("sticky");
      await expectNoAxeViolationsIn(page, ".bottom-bar");
      await bar.getByRole("button", { name: "Close this bar" }).click();
      await expect.poll(() => bar.count()).toBe(0);
      // The next page's document has the bar; the closed campaign keeps it away once scripts run.
      expect(blockHtml((await request("/home-security/how-to-buy", { host: "localhost" })).body, "bottom-bar")).toBeTruthy();
      await page.goto(siteUrl("en-global", "/home-security/how-to-buy"));
      await waitForHydration(page);
      await expect.poll(() => page.locator(".bottom-bar").count()).toBe(0);
      expect(consoleErrors).toEqual([]);
    });

    it("is a plain bar with its link and no close button without JavaScript", async () => {
      const { page } = await openPage(siteUrl("en-global", "/home-security/special-offers"), { javaScript: false });
      const bar = page.locator(".bottom-bar");
      await expect(bar.getByRole("link", { name: "See the offer" }).count()).resolves.toBe(1);
      await expect(bar.getByRole("button").count()).resolves.toBe(0);
    });

    describe("when their documents fail", () => {
      let server: RunningServer;
      let contentDir: string;

      beforeAll(async () => {
        contentDir = await mkdtemp(path.join(tmpdir(), "bastion-consumer-more-"));
        await cp(path.resolve("content"), contentDir, { recursive: true });
        // The featured document is gone; the bar's is invalid (no link).
        await rm(path.join(contentDir, "en-global/home-security/home-featured.json"));
        const bar = path.join(contentDir, "en-global/site-general/bottom-bar.json");
        const document = JSON.parse(await readFile(bar, "utf8")) as { fields: Record<string, unknown> };
        delete document.fields.link;
        await writeFile(bar, JSON.stringify(document));
        // The homepage's second promo loses its mobile image: the first is drawn alone.
        const home = path.join(contentDir, "en-global/page.json");
        const page = JSON.parse(await readFile(home, "utf8")) as {
          fields: { blocks: Array<{ type: string; items?: Array<Record<string, unknown>> }> };
        };
        const promos = page.fields.blocks.find((block) => block.type === "product-promo");
        if (promos?.items?.[1]) delete promos.items[1].mobileImage;
        await writeFile(home, JSON.stringify(page));
        server = await startServer({ CONTENT_DIR: contentDir });
      }, 120_000);

      afterAll(async () => {
        await server?.stop();
        if (contentDir) await rm(contentDir, { recursive: true, force: true });
      });

      it("hide themselves, with a warning each, and the rest of the page is served", async () => {
        const answer = await request("/home-security", { host: "localhost", port: server.port });
        expect(answer.status).toBe(200);
        expect(blockHtml(answer.body, "home-featured")).toBeNull();
        const offers = await request("/home-security/special-offers", { host: "localhost", port: server.port });
        expect(offers.status).toBe(200);
        expect(blockHtml(offers.body, "bottom-bar")).toBeNull();
        expect(blockHtml(offers.body, "special-offers")).toBeTruthy();
        expect(answer.body).not.toContain("Free virus scan");
        expect(blockHtml(answer.body, "product-promo-single")).toContain("<picture");
        expect(server.output()).toContain("home featured hidden: its document is missing or invalid");
        expect(server.output()).toContain("bottom bar hidden: its document is missing or invalid");
      });

      it("draws the promo with an incomplete image set no more: the other promo is drawn alone, without script", async () => {
        const answer = await request("/", { host: "localhost", port: server.port });
        expect(blockHtml(answer.body, "product-promo")).toBeNull();
        const single = blockHtml(answer.body, "product-promo-single") ?? "";
        expect(single).toContain("Keep the whole family safe online");
        expect(single).not.toContain("A private connection wherever you are");
        expect(server.output()).toContain("product promo hidden: its image set is incomplete");
      });
    });
  });

  describe("rescue chat (spec 3 §7, §9)", () => {
    it("is a link to the contact page on a site without live chat", async () => {
      const { page } = await openPage(siteUrl("en-global", "/home-security/premium-services"));
      await waitForHydration(page);
      const entry = page.locator(".rescue-chat");
      await expect(entry.getByRole("link", { name: "Contact an expert" }).getAttribute("href")).resolves.toBe("/about/contact");
      await expect(entry.getByRole("button").count()).resolves.toBe(0);
    });

    it("loads the chat's loader only when asked, on a site with live chat", async () => {
      const loads: string[] = [];
      const { page, consoleErrors } = await openPage(siteUrl("fr-fr", "/home-security/premium-services"), {
        prepare: (opened) =>
          opened.on("request", (sent) => {
            if (sent.url().includes("/chat/")) loads.push(new URL(sent.url()).pathname);
          }),
      });
      await waitForHydration(page);
      const start = page.locator(".rescue-chat").getByRole("button", { name: "Démarrer une discussion avec un expert" });
      await start.waitFor();
      expect(loads).toEqual([]);
      await expectNoAxeViolationsIn(page, ".rescue-chat");
      await start.click();
      await expect.poll(() => page.locator("html").getAttribute("data-live-chat")).toBe("rescue");
      expect(loads).toEqual(["/chat/rescue-chat-loader.js"]);
      expect(consoleErrors).toEqual([]);
    });

    it("is the contact link without JavaScript, even where the site has live chat", async () => {
      const { page } = await openPage(siteUrl("fr-fr", "/home-security/premium-services"), { javaScript: false });
      const entry = page.locator(".rescue-chat");
      await expect(entry.getByRole("link", { name: "Contacter un expert" }).count()).resolves.toBe(1);
      await expect(entry.getByRole("button").count()).resolves.toBe(0);
    });
  });
});
