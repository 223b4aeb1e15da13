import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { expectNoAxeViolations, siteUrl, useBrowser, waitForHydration } from "./support";

/** The six locales with their own content, and what their homepage must declare. */
const locales = [
  { locale: "en-global", lang: "en", dir: "ltr" },
  { locale: "en-us", lang: "en", dir: "ltr" },
  { locale: "de-de", lang: "de", dir: "ltr" },
  { locale: "fr-fr", lang: "fr", dir: "ltr" },
  { locale: "ja-jp", lang: "ja", dir: "ltr" },
  { locale: "ar-ae", lang: "ar", dir: "rtl" },
] as const;

const contentOf = (locale: string, file: string) =>
  JSON.parse(readFileSync(`content/${locale}/${file}`, "utf8")) as { fields: Record<string, unknown> };

describe.each(locales)("homepage of $locale", ({ locale, lang, dir }) => {
  const browser = useBrowser();

  it("renders the site's own content in its language and direction, accessibly, without console errors", async () => {
    const { page, response, consoleErrors } = await browser.openPage(siteUrl(locale));
    expect(response?.status()).toBe(200);
    await waitForHydration(page);

    const html = page.locator("html");
    expect(await html.getAttribute("lang")).toBe(lang);
    expect(await html.getAttribute("dir")).toBe(dir);

    const translations = contentOf(locale, "localization/general-translations.json").fields;
    await expect.poll(() => page.getByRole("link", { name: translations.skipToContent as string }).count()).toBe(1);
    const meta = contentOf(locale, "meta.json").fields;
    expect(await page.title()).toContain(String(meta.title).replace("{brand}", "Bastion").slice(0, 10));
    await expect.poll(() => page.getByRole("heading", { level: 1 }).count()).toBe(1);
    await expect
      .poll(() => page.getByRole("navigation", { name: translations.mainNavigation as string }).count())
      .toBeGreaterThan(0);

    await expectNoAxeViolations(page);
    expect(consoleErrors).toEqual([]);
  });
});

describe("alternate-language links", () => {
  const browser = useBrowser();

  it("lists the 22 regional sites on the homepage only", async () => {
    const { page } = await browser.openPage(siteUrl("de-de"));
    const alternates = page.locator('head link[rel="alternate"][hreflang]');
    expect(await alternates.count()).toBe(22);
    expect(await page.locator('head link[hreflang="x-default"]').getAttribute("href")).toBe(siteUrl("en-global"));
    expect(await page.locator('head link[hreflang="no-no"]').getAttribute("href")).toBe(siteUrl("nb-no"));

    const about = await browser.openPage(siteUrl("de-de", "/about"));
    expect(await about.page.locator('head link[rel="alternate"][hreflang]').count()).toBe(0);
  });
});

describe("a locale without its own content", () => {
  const browser = useBrowser();

  it("serves the global content through its fallback chain, in its own language attribute", async () => {
    // The careers page (tier 3) is written in English only; it-it shows it from en-global.
    const { page, response, consoleErrors } = await browser.openPage(siteUrl("it-it", "/about/careers"));
    expect(response?.status()).toBe(200);
    expect(await page.locator("html").getAttribute("lang")).toBe("it");
    expect(await page.locator("div.layout").getAttribute("lang")).toBe("en");
    const globalHero = (contentOf("en-global", "about/careers/page.json").fields.blocks as Array<{ heading?: string }>)[0]
      ?.heading;
    expect(await page.getByRole("heading", { level: 1 }).textContent()).toBe(globalHero?.replaceAll("{brand}", "Bastion"));
    expect(consoleErrors).toEqual([]);
  });
});

describe("fallback content", () => {
  const browser = useBrowser();

  it("is marked with its own language inside a site of another language", async () => {
    const { page } = await browser.openPage(siteUrl("tr-tr", "/about/careers"));
    expect(await page.locator("html").getAttribute("lang")).toBe("tr");
    expect(await page.locator("main [data-page]").getAttribute("lang")).toBe("en");
    const own = await browser.openPage(siteUrl("de-de", "/about"));
    expect(await own.page.locator("main [data-page]").getAttribute("lang")).toBeNull();
  });
});
