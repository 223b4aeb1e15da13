import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { block } from "~/blocks/schemas.server";
import { identityScriptSrc } from "~/blocks/shared/ota-identity";
import { offerShown } from "~/domain/offers/rules";
import { contentLocation, findRoute } from "~/routing/route-table";
import { expectNoAxeViolations, request, siteUrl, useBrowser, waitForHydration } from "./support";

/**
 * The block vocabulary is kept honest (spec 3 §1): every registered block type is used by a page
 * of the global site, and that page, served, draws it.
 */

const contentRoot = path.resolve(import.meta.dirname, "../../content/en-global");
const registeredTypes: string[] = block.options.map((option) => option.shape.type.value);

/** What marks a block in the HTML, where it is not its own wrapper: the newsletter is drawn as a form. */
const markerOf = (type: string) =>
  type === "newsletter" ? 'class="form-block form-block--newsletter' : `class="block block--${type}"`;

/**
 * Blocks that hide themselves without their data (spec 3 §8): the review carousel shows approved
 * reviews, and a fresh database has none (`tests/e2e/forms.spec.ts` approves some and sees it).
 */
const hiddenOnFreshData = new Set(["review-carousel"]);

/** Who sees a block that only some visitors see: the VPN message, a visitor from the Emirates. */
const visitorFor: Record<string, Record<string, string>> = { "vpn-message": { "x-forwarded-for": "94.200.0.1" } };

/** Every page document of the global site that its route serves, by URL path, with its block types. */
function servedPages(): Array<{ url: string; types: string[] }> {
  const pages: Array<{ url: string; types: string[] }> = [];
  const visit = (folder: string) => {
    for (const entry of readdirSync(path.join(contentRoot, folder), { withFileTypes: true })) {
      const relative = folder ? `${folder}/${entry.name}` : entry.name;
      if (entry.isDirectory()) visit(relative);
      else if (entry.name === "page.json") {
        const url = `/${folder}`;
        const match = findRoute(url);
        if (!match || contentLocation(match) !== folder) continue;
        const document = JSON.parse(readFileSync(path.join(contentRoot, relative), "utf8")) as {
          fields: { blocks?: Array<{ type: string }> };
        };
        pages.push({ url, types: (document.fields.blocks ?? []).map((item) => item.type) });
      }
    }
  };
  visit("");
  return pages.sort((a, b) => a.url.localeCompare(b.url));
}

describe("the block registry", () => {
  const pages = servedPages();

  it("has no block type that no page uses", () => {
    expect(registeredTypes.length).toBeGreaterThan(20);
    const used = new Set(pages.flatMap((page) => page.types));
    expect(registeredTypes.filter((type) => !used.has(type))).toEqual([]);
  });

  it.each(registeredTypes.filter((type) => !hiddenOnFreshData.has(type)))("draws %s on a page that uses it", async (type) => {
    const page = pages.find((candidate) => candidate.types.includes(type));
    expect(page, `no page uses ${type}`).toBeDefined();
    const answer = await request(page?.url ?? "/", { host: "localhost", headers: visitorFor[type] });
    expect(answer.status).toBe(200);
    expect(answer.body.includes(markerOf(type)), `${page?.url} does not draw ${type}`).toBe(true);
  });
});

interface OfferContent {
  title: string;
  url: string;
  overrideLink?: string;
  newTab?: boolean;
  dates?: { start?: string; end?: string };
}

describe("special offers (spec 3 §3 'Offer data: overrideLink, newTab, url, dates')", () => {
  const listPath = "/home-security/special-offers";
  const document = JSON.parse(readFileSync(path.join(contentRoot, "home-security/special-offers/page.json"), "utf8")) as {
    fields: { blocks: Array<{ type: string; items?: OfferContent[] }> };
  };
  const offers = document.fields.blocks.find((item) => item.type === "special-offers")?.items ?? [];
  const now = new Date();
  const shown = offers.filter((offer) => offerShown(offer.dates, now));
  const hidden = offers.filter((offer) => !offerShown(offer.dates, now));
  const titleOf = (offer: OfferContent) => offer.title.replace(/\{[^}]+\}/g, "");

  it("lists the offers within their dates and none past them", async () => {
    // The content has offers on both sides of today, so both halves of the rule are tried.
    expect(shown.length).toBeGreaterThan(0);
    expect(hidden.some((offer) => offer.dates?.end && Date.parse(offer.dates.end) <= now.getTime())).toBe(true);
    const answer = await request(listPath, { host: "localhost" });
    expect(answer.status).toBe(200);
    const titles = [...answer.body.matchAll(/<h3 class="offer-card__title">([^<]*)<\/h3>/g)].map((match) => match[1] ?? "");
    expect(titles).toHaveLength(shown.length);
    for (const offer of shown) expect(titles.some((title) => title.startsWith(titleOf(offer)))).toBe(true);
    for (const offer of hidden) expect(answer.body).not.toContain(titleOf(offer));
  });

  it("is kept by caches no longer than until the next offer starts or ends", async () => {
    const next = offers
      .flatMap((offer) => [offer.dates?.start, offer.dates?.end])
      .filter((bound): bound is string => bound !== undefined && Date.parse(bound) > now.getTime())
      .map((bound) => Date.parse(bound))
      .sort((a, b) => a - b)[0];
    const answer = await request(listPath, { host: "localhost" });
    expect(next).toBeDefined();
    expect(Date.parse(String(answer.headers.expires))).toBe(Math.floor((next ?? 0) / 1000) * 1000);
  });

  it("sends an offer's link to overrideLink, in a new tab that says so when newTab is set", async () => {
    const offer = shown.find((candidate) => candidate.overrideLink && candidate.newTab);
    expect(offer).toBeDefined();
    const answer = await request(listPath, { host: "localhost" });
    const link = answer.body.match(new RegExp(`<a[^>]*href="${offer?.overrideLink}"[^>]*>[\\s\\S]*?</a>`))?.[0] ?? "";
    expect(link).toContain('target="_blank"');
    expect(link).toContain('rel="noopener"');
    expect(link).toContain("(opens in a new tab)");
  });

  it("says on an ended offer's page that it has ended, and where the current ones are", async () => {
    const answer = await request(`${listPath}/cyber-monday-2025`, { host: "localhost" });
    expect(answer.status).toBe(200);
    expect(answer.body).toContain("This offer has ended.");
    expect(answer.body).toMatch(/<a[^>]*href="\/home-security\/special-offers"[^>]*>See our current offers<\/a>/);
    expect(answer.body).not.toContain("Get the Cyber Monday price");
  });

  it.each([
    ["en-gb", "en-GB"],
    ["en-us", "en-US"],
  ])("writes the offer's last day in the language of %s", async (locale, intlLocale) => {
    const dated = shown.find((offer) => offer.dates?.end);
    expect(dated?.dates?.end).toBeDefined();
    const lastDay = new Intl.DateTimeFormat(intlLocale, { dateStyle: "long", timeZone: "UTC" }).format(
      Date.parse(dated?.dates?.end ?? "") - 1,
    );
    const answer = await request(listPath, { host: `${locale}.localhost` });
    expect(answer.status).toBe(200);
    expect(answer.body).toMatch(new RegExp(`Valid (until|through) ${lastDay}`));
  });
});

describe("stats widget and social sharing", () => {
  it("writes the key figures with Intl in the site's language", async () => {
    const answer = await request("/about", { host: "localhost" });
    expect(answer.status).toBe(200);
    const values = [...answer.body.matchAll(/<dd class="stats-widget__value">([^<]*)<\/dd>/g)].map((match) => match[1] ?? "");
    expect(values).toContain("60 million+");
    expect(values).toContain("38%");
  });

  it("shares the page's own address on the networks the site names", async () => {
    const answer = await request("/home-security/special-offers", { host: "localhost" });
    expect(answer.body).toMatch(
      /href="https:\/\/x\.com\/intent\/post\?url=http%3A%2F%2Flocalhost%3A\d+%2Fhome-security%2Fspecial-offers"/,
    );
    expect(answer.body).toContain(">Bastion on YouTube</a>");
  });
});

describe("consumer blocks in the browser", () => {
  const browser = useBrowser();

  it.each([
    "/home-security/special-offers",
    "/home-security/special-offers/cyber-monday-2025",
    "/about",
    "/home-security/premium-services",
    "/home-security/premium-services/installation",
  ])("%s has no axe violation", async (pagePath) => {
    const { page, consoleErrors } = await browser.openPage(siteUrl("en-global", pagePath));
    await expectNoAxeViolations(page);
    expect(consoleErrors).toEqual([]);
  });
});

describe("comparison chart (spec 3 §3 chartHeader / chartRows / chartHidePastPoint, §4)", () => {
  const hub = "/home-security";
  const browser = useBrowser();

  it("is a table of the products' documents, prices from the catalogue, rows past the fold apart", async () => {
    const answer = await request(hub, { host: "localhost" });
    const chart = answer.body.match(/<div class="block block--comparison-chart"[\s\S]*?<\/table>/)?.[0] ?? "";
    expect([...chart.matchAll(/<span class="chart__product">([^<]+)<\/span>/g)].map((match) => match[1])).toEqual([
      "Bastion Total Security",
      "Bastion Internet Security",
      "Bastion Antivirus",
    ]);
    expect(chart).toMatch(/<span class="chart__price">From \$\d+\.\d\d a year<\/span>/);
    const folded = chart.match(/<tbody id="[^"]+" class="chart__more">([\s\S]*?)<\/tbody>/)?.[1] ?? "";
    expect(folded.match(/<tr>/g)).toHaveLength(6);
  });

  it("shows one product at a time on a phone, moved by previous and next, and unfolds its rows", async () => {
    const { page, consoleErrors } = await browser.openPage(siteUrl("en-global", hub), { width: 390 });
    await waitForHydration(page);
    const chart = page.locator(".block--comparison-chart");
    const visibleProducts = () =>
      chart
        .locator(".chart__product")
        .evaluateAll((nodes) =>
          nodes.filter((node) => (node as HTMLElement).offsetParent !== null).map((node) => node.textContent),
        );
    expect(await visibleProducts()).toEqual(["Bastion Total Security"]);
    const previous = chart.getByRole("button", { name: "Previous product" });
    const next = chart.getByRole("button", { name: "Next product" });
    await expect.poll(() => previous.isDisabled()).toBe(true);
    await next.click();
    expect(await visibleProducts()).toEqual(["Bastion Internet Security"]);
    await expect.poll(() => chart.locator(".chart__position").textContent()).toBe("Bastion Internet Security, 2 of 3");
    await next.click();
    expect(await next.isDisabled()).toBe(true);
    expect(await visibleProducts()).toEqual(["Bastion Antivirus"]);
    await previous.click();
    expect(await visibleProducts()).toEqual(["Bastion Internet Security"]);

    const rows = () =>
      chart
        .locator("tbody tr")
        .evaluateAll((nodes) => nodes.filter((node) => (node as HTMLElement).offsetParent !== null).length);
    expect(await rows()).toBe(5);
    const toggle = chart.getByRole("button", { name: "Show 6 more features" });
    await toggle.click();
    expect(await rows()).toBe(11);
    expect(await chart.getByRole("button", { name: "Show fewer features" }).getAttribute("aria-expanded")).toBe("true");
    await expectNoAxeViolations(page);
    expect(consoleErrors).toEqual([]);
  });

  it("without JavaScript shows every product and every row", async () => {
    const { page } = await browser.openPage(siteUrl("en-global", hub), { width: 390, javaScript: false });
    const chart = page.locator(".block--comparison-chart");
    expect(await chart.locator(".chart__product:visible").count()).toBe(3);
    expect(await chart.locator("tbody tr:visible").count()).toBe(11);
    expect(await chart.locator(".chart__toggle:visible").count()).toBe(0);
    expect(await chart.locator(".chart__nav:visible").count()).toBe(0);
  });
});

describe("premium services (spec 3 §1: banner, description, FAQ, features, grid, header, one-time offers, offer section, section list)", () => {
  const hub = "/home-security/premium-services";
  const services = ["premium-installation", "premium-browser-security", "premium-home", "premium-advanced", "premium-pc"];

  /** What the price service answers for a service's single session, in dollars with cents. */
  async function catalogueAmount(service: string): Promise<string> {
    const answer = await request(`/_svc/price.svc/en-global/product/price?name=${service}&ptype=Purchase&currency=USD`, {
      host: "localhost",
    });
    const [option] = JSON.parse(answer.body) as Array<{ price_minor: number; id: number }>;
    return `$${((option?.price_minor ?? 0) / 100).toFixed(2)}`;
  }

  it("prices every service from the catalogue, with a link to the store's cart for each single session", async () => {
    const answer = await request(hub, { host: "localhost" });
    expect(answer.status).toBe(200);
    expect(answer.body.match(/<h1[^>]*>([^<]+)<\/h1>/)?.[1]).toBe("Expert help, whenever you need it");
    const offers = answer.body.match(/<div class="block block--premium-one-time-offers">[\s\S]*?<\/section>/)?.[0] ?? "";
    const prices = [...offers.matchAll(/<p class="service-buy__price">([^<]+)<\/p>/g)].map((match) => match[1]);
    expect(prices).toEqual(await Promise.all(services.map(async (service) => `${await catalogueAmount(service)} per session`)));
    const carts = [...offers.matchAll(/<a class="button button--secondary" href="([^"]+)" rel="nofollow">Buy now<\/a>/g)];
    expect(carts).toHaveLength(services.length);
    for (const [, href] of carts)
      expect(href?.replaceAll("&amp;", "&")).toMatch(/^https:\/\/store\.[\w.]+\/cart\/add\?productId=\d+&priceId=\d+/);
  });

  it("draws the service page from its header, features, offer section and questions", async () => {
    const answer = await request(`${hub}/installation`, { host: "localhost" });
    expect(answer.status).toBe(200);
    for (const type of ["premium-header", "premium-features", "premium-offer-section", "premium-faq"]) {
      expect(answer.body.includes(`class="block block--${type}"`), type).toBe(true);
    }
    const header = answer.body.match(/<div class="block block--premium-header">[\s\S]*?<\/section>/)?.[0] ?? "";
    expect(header).toContain(`${await catalogueAmount("premium-installation")} per session`);
    const offer = answer.body.match(/<div class="block block--premium-offer-section">[\s\S]*?<\/section>/)?.[0] ?? "";
    expect(offer).toContain(`${await catalogueAmount("premium-pc")} per session`);
    // Questions open without a script.
    expect(answer.body).toMatch(/<details class="premium-faq__item"><summary>What do I need before the session\?<\/summary>/);
  });
});

describe("over-the-air install sign-in (spec 3 §3 otaClientId, otaPackageName; §8)", () => {
  const productPage = "/home-security/downloads";
  const playPage = "https://play.google.com/store/apps/details?id=com.bastion.android.security";
  const browser = useBrowser();

  /** Opens the page with the identity provider's script answered by `script`, or failing when null. */
  async function openWithProvider(script: string | null) {
    const opened = await browser.openPage(siteUrl("en-global", productPage), {
      prepare: (page) => {
        void page.route(identityScriptSrc, (route) =>
          script === null ? route.abort() : route.fulfill({ contentType: "text/javascript", body: script }),
        );
        void page.route("https://play.google.com/**", (route) =>
          route.fulfill({ contentType: "text/html", body: "<title>Play</title>" }),
        );
      },
    });
    await waitForHydration(opened.page);
    await opened.page.evaluate(() => {
      window.addEventListener("ota:unavailable", (event) => {
        (window as unknown as { otaUnavailable: unknown }).otaUnavailable = (event as CustomEvent).detail;
      });
    });
    return opened;
  }

  it("keeps the store link without JavaScript, and no button that would do nothing", async () => {
    const answer = await request(productPage, { host: "localhost" });
    const block = answer.body.match(/<div class="block block--ota-install"[\s\S]*?<\/section>/)?.[0] ?? "";
    expect(block).toContain(`href="${playPage}"`);
    const { page } = await browser.openPage(siteUrl("en-global", productPage), { javaScript: false });
    expect(await page.getByRole("button", { name: "Install on my Android phone" }).isVisible()).toBe(false);
    expect(await page.getByRole("link", { name: "Get it on Google Play" }).getAttribute("href")).toBe(playPage);
  });

  it("opens the app's store page once the visitor has signed in", async () => {
    const provider = `window.google = { accounts: { id: {
      initialize(options) { window.__signedIn = options.callback; },
      prompt() { setTimeout(() => window.__signedIn({ credential: "header.payload.signature" }), 10); },
    } } };`;
    const { page } = await openWithProvider(provider);
    await page.getByRole("button", { name: "Install on my Android phone" }).click();
    await page.waitForURL(playPage);
  });

  it.each([
    ["the script does not load", null],
    [
      "the provider's frame fails",
      "window.google = { accounts: { id: { initialize() { throw { error: 'idpiframe_initialization_failed' }; }, prompt() {} } } };",
    ],
    ["the provider's API is missing (a type error)", "window.google = {};"],
  ])("hides the button and signals it is unavailable when %s", async (_name, provider) => {
    const { page } = await openWithProvider(provider);
    await page.getByRole("button", { name: "Install on my Android phone" }).click();
    await expect.poll(() => page.getByRole("button", { name: /Install on my Android phone|Signing in/ }).count()).toBe(0);
    expect(await page.getByRole("status").filter({ hasText: "not available" }).count()).toBe(1);
    expect(
      await page.evaluate(() => (window as unknown as { otaUnavailable?: { reason: string } }).otaUnavailable?.reason),
    ).toBeTruthy();
    expect(await page.getByRole("link", { name: "Get it on Google Play" }).getAttribute("href")).toBe(playPage);
  });
});

describe("VPN message and disclaimers", () => {
  const emirates = "94.200.0.1";
  const germany = "5.9.0.1";
  const vpnNote = /<p class="notice notice--vpn" role="note">([^<]+)/;

  it.each([
    ["localhost", "Local law does not allow VPN use in your country"],
    ["ar-ae.localhost", "لا يسمح القانون المحلي باستخدام VPN"],
  ])("tells a visitor from the Emirates on %s that the included VPN is off there", async (host, text) => {
    const answer = await request("/home-security/products/total-security", { host, headers: { "x-forwarded-for": emirates } });
    expect(answer.status).toBe(200);
    expect(answer.body.match(vpnNote)?.[1]).toContain(text);
  });

  it("says nothing of it to a visitor from Germany, and the page cache keeps the two apart", async () => {
    const german = await request("/home-security/products/total-security", {
      host: "localhost",
      headers: { "x-forwarded-for": germany },
    });
    expect(german.body).not.toMatch(vpnNote);
    const emirati = await request("/home-security/products/total-security", {
      host: "localhost",
      headers: { "x-forwarded-for": emirates },
    });
    expect(emirati.body).toMatch(vpnNote);
  });

  it("lists the cloud product's disclaimers its marks refer to", async () => {
    const answer = await request("/home-security/products/cloud-security", { host: "localhost" });
    expect(answer.body).toContain("Automatic VPN*");
    const notes = answer.body.match(/<ul class="disclaimers__list">([\s\S]*?)<\/ul>/)?.[1] ?? "";
    expect([...notes.matchAll(/<span class="disclaimers__mark">([^<]+)<\/span>/g)].map((match) => match[1])).toEqual([
      "*",
      "**",
      "†",
    ]);
  });
});

describe("software documentation (spec 3 §1 consumer 'software docs')", () => {
  it("lists each product's guides and release notes from the downloads catalogue, with working links", async () => {
    const answer = await request("/downloads", { host: "localhost" });
    const block = answer.body.match(/<div class="block block--software-docs">[\s\S]*?<\/section><\/div>/)?.[0] ?? "";
    const products = [...block.matchAll(/<h3 class="software-docs__title">([^<]+)<\/h3>/g)].map((match) => match[1]);
    expect(products).toContain("Bastion Rescue Disk");
    const guide = block.match(/<a href="([^"]+)">Rescue Disk user guide \(English, PDF, [\d.,]+ kB\)<\/a>/);
    expect(guide).not.toBeNull();
    const file = await request(new URL(guide?.[1] ?? "/", "http://localhost").pathname, { host: "localhost" });
    expect(file.status).toBe(200);
    expect(block).toMatch(/<a href="[^"]+">Release notes: Total Security \(English, TXT, [\d.,]+ kB\)<\/a>/);
  });
});
