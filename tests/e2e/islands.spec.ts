import { tmpdir } from "node:os";
import { describe, expect, it } from "vitest";
import { interactiveBlockTypes } from "~/blocks/islands";
import { runScript } from "./server-process";
import { request, siteUrl, useBrowser, waitForHydration } from "./support";

/**
 * Static blocks (decision 022): drawn on the server only, they reach the browser as HTML with
 * neither code nor data; hydration leaves them as they are, and a client navigation brings their
 * HTML in its data.
 */

const product = "/home-security/products/total-security";

/** The hydration data of a document: what React Router streams after the markup. */
function hydrationData(html: string): string {
  return [...html.matchAll(/<script[^>]*>(window\.__reactRouterContext\.streamController\.enqueue[\s\S]*?)<\/script>/g)]
    .map((match) => match[1])
    .join("");
}

describe("static blocks over HTTP", () => {
  it("are in the document's markup once, and not in its hydration data", async () => {
    const answer = await request(product, { host: "en-us.localhost" });
    expect(answer.status).toBe(200);
    const hero = answer.body.match(/<div class="block block--hero">[\s\S]*?<h1 class="hero__heading">([^<]+)<\/h1>/);
    expect(hero?.[1]).toBeTruthy();
    const data = hydrationData(answer.body);
    expect(data.length).toBeGreaterThan(0);
    expect(data).not.toContain(hero?.[1] ?? "?");
    // The interactive buy block's view still travels with the page.
    expect(data).toContain("buy-block");
  });

  it("travel as HTML in the data of a client navigation", async () => {
    const document = await request(product, { host: "en-us.localhost" });
    const heading = document.body.match(/<h1 class="hero__heading">([^<]+)<\/h1>/)?.[1] ?? "?";
    const answer = await request(`${product}.data`, { host: "en-us.localhost" });
    expect(answer.status).toBe(200);
    expect(answer.body).toContain(`<h1 class=\\"hero__heading\\">${heading}</h1>`);
  });

  it("keep a hero image's preload hint in the head, with its priority", async () => {
    const answer = await request(product, { host: "en-us.localhost" });
    const head = answer.body.slice(0, answer.body.indexOf("</head>"));
    expect(head).toMatch(/<link rel="preload" href="\/images\/products\/total-security\.svg" as="image" fetchPriority="high"\/>/);
    const body = answer.body.slice(answer.body.indexOf("<body"));
    expect(body).not.toContain('rel="preload" as="image"');
  });
});

describe("static blocks in the browser", () => {
  const browser = useBrowser();

  it("stay as drawn when the page hydrates, beside blocks that work", async () => {
    const { page, consoleErrors } = await browser.openPage(siteUrl("en-us", product));
    const drawn = await page.locator(".block--hero").innerHTML();
    await waitForHydration(page);
    expect(await page.locator(".block--hero").innerHTML()).toBe(drawn);
    expect(drawn).toContain("hero__heading");
    // The buy block hydrated: choosing another term changes the price shown.
    const block = page.locator(".buy-block").first();
    const price = block.locator(".buy-block__price");
    const before = await price.textContent();
    await block.getByRole("combobox", { name: /term/i }).selectOption({ index: 1 });
    await expect.poll(() => price.textContent()).not.toBe(before);
    expect(consoleErrors).toEqual([]);
  });

  it("arrive with a client navigation to another page", async () => {
    const { page, consoleErrors } = await browser.openPage(siteUrl("en-us", product));
    await waitForHydration(page);
    await page.evaluate(() => {
      (window as unknown as { notReloaded: boolean }).notReloaded = true;
    });
    await page.getByRole("navigation", { name: "Breadcrumb" }).getByRole("link", { name: "Home security" }).click();
    await page.locator('[data-page="home-security"]').waitFor();
    const heading = page.locator("main h1").first();
    expect(await page.evaluate(() => (window as unknown as { notReloaded?: boolean }).notReloaded)).toBe(true);
    const document = await request("/home-security", { host: "en-us.localhost" });
    expect(document.body).toContain(`>${await heading.textContent()}</h1>`);
    expect(await page.locator(".block").count()).toBe((document.body.match(/class="block block--/g) ?? []).length);
    // The footer, drawn on the server too, is still whole.
    const footerLinks = (document.body.split("<footer")[1]?.match(/<a /g) ?? []).length;
    expect(footerLinks).toBeGreaterThan(10);
    expect(await page.locator("footer a").count()).toBe(footerLinks);
    expect(consoleErrors).toEqual([]);
  });
});

describe("the JavaScript budget (issue 16)", () => {
  it("holds for every page of the build: at most 120 KB gzipped before hydrating, blocks included", async () => {
    const answer = await runScript({ dataDir: tmpdir() }, "scripts/js-budget.ts", "--check");
    expect(answer.stdout).toMatch(/^0 of \d+ pages over the budget$/m);
    expect(answer.stdout).not.toContain("OVER");
    expect(answer.code).toBe(0);
  });

  it("ships no script for a static block: the product page loads its interactive blocks' only", async () => {
    const page = await request(product, { host: "en-us.localhost" });
    const islands = [...page.body.matchAll(/data-island="([^"]+)"/g)].map((match) => match[1]);
    expect(islands).toContain("buy-block");
    for (const island of islands) expect(interactiveBlockTypes).toContain(island);
    // The static blocks of the page are drawn, with no island of their own.
    for (const type of ["hero", "feature-grid", "comparison-table"]) expect(page.body).toContain(`class="block block--${type}"`);
    const preloaded = [...page.body.matchAll(/<link rel="modulepreload" href="([^"]+)"/g)].map((match) => match[1]);
    // The islands' scripts are announced with the page's own, so they load in parallel with them.
    expect(preloaded.some((href) => /\/assets\/buy-block-[\w-]+\.js$/.test(href ?? ""))).toBe(true);
    expect(preloaded.some((href) => /\/assets\/tabs-[\w-]+\.js$/.test(href ?? ""))).toBe(true);
    for (const href of preloaded) expect(href).not.toMatch(/hero|feature-grid|comparison|accordion|cta/);
  });
});
