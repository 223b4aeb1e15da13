import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { franc } from "franc";
import { describe, expect, it } from "vitest";
import { tierOf } from "~/domain/content/tiers";
import { isRenewalPage, redirectsToJapaneseStore } from "~/domain/pages/rules";
import { pageForLocation } from "~/routing/route-table";
import { type LocaleCode, localeCodes, requireSite } from "~/sites/locales";
import { postLookup, request } from "./support";

/**
 * Every regional site speaks its own language: each tier-1 page of each non-English site reads
 * in the site's language (checked by an independent detector, franc); days are counted with the
 * language's plurals; English fallback pages inside the Arabic shell run left to right.
 */

/** franc's ISO 639-3 codes of our languages; detection is limited to them (and English). */
const francCodes: Record<string, string> = {
  de: "deu",
  fr: "fra",
  it: "ita",
  es: "spa",
  pt: "por",
  nl: "nld",
  sv: "swe",
  da: "dan",
  nb: "nob",
  tr: "tur",
  ru: "rus",
  ja: "jpn",
  zh: "cmn",
  ar: "arb",
  en: "eng",
};

const nonEnglishSites = localeCodes.filter((locale) => requireSite(locale).language !== "en");

/** Tier-1 pages as URL paths, from the global content (the pages every site serves). */
function tierOnePaths(locale: LocaleCode): string[] {
  const root = path.resolve("content/en-global");
  const paths = new Set<string>();
  for (const entry of readdirSync(root, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile() || entry.name !== "page.json") continue;
    const relative = path.relative(root, path.join(entry.parentPath, entry.name)).replaceAll("\\", "/");
    if (tierOf(relative) !== 1) continue;
    const page = pageForLocation(relative.replace(/\/?page\.json$/, ""));
    // Pages that redirect away on this site, or that it-it answers with its 404 page, are not shown there.
    if (!page || redirectsToJapaneseStore(locale, page.entry, {})) continue;
    if (locale === "it-it" && answersNotFoundInItaly(relative)) continue;
    paths.add(page.path);
  }
  return [...paths].sort();
}

/** it-it answers a page whose own meta setting says error404 with the 404 page (spec 1 §4). */
function answersNotFoundInItaly(pageFile: string): boolean {
  const meta = path.resolve("content/it-it", pageFile.replace(/page\.json$/, "meta.json"));
  return existsSync(meta) && (JSON.parse(readFileSync(meta, "utf8")).fields?.settings ?? []).includes("error404");
}

/** What a visitor reads: the body's text, without scripts, styles and the JSON of the router. */
/** Languages written in another script than Latin. */
const nonLatinLanguages = new Set(["ru", "ja", "zh", "ar"]);

/**
 * On sites whose language is not written in Latin script, product and platform names stay in
 * English by policy ("Total Security", "Virus Scanner Pro for Mac", "Windows"): capitalised
 * Latin names are left out before detection, since a detector decides by script first. English
 * sentences, being mostly lower-case words, are still counted.
 */
function withoutLatinNames(text: string, language: string): string {
  if (!nonLatinLanguages.has(language)) return text;
  return text.replace(/\b[A-Z][\w+.'’-]*(?:\s+(?:for\s+)?[A-Z0-9][\w+.'’-]*)*/g, " ");
}

function visibleText(html: string): string {
  return (
    (/<body[^>]*>([\s\S]*)<\/body>/.exec(html)?.[1] ?? "")
      .replace(/<(script|style|template)[\s\S]*?<\/\1>/g, " ")
      // File names and checksums are marked as no language (translate="no").
      .replace(/<([a-z]+)\b[^>]*\stranslate="no"[^>]*>[\s\S]*?<\/\1>/g, " ")
      .replace(/<[^>]+>/g, " ")
      .replace(/&[a-z#0-9]+;/gi, " ")
      .replace(/\{brand\}|Bastion/g, " ")
      .replace(/\s+/g, " ")
      .trim()
  );
}

/**
 * Languages of elements marked as another language than the site's: fallback sections. Names that
 * are in their own language on purpose are not sections: the region selector's sites (links with
 * `hrefLang`) and the languages of a download language switch (`<option>`).
 */
const foreignSections = (html: string, language: string) =>
  [...html.matchAll(/<(?!html|option\b)[a-z]+(?![^>]*\shrefLang=)[^>]*\slang="([a-z-]+)"/g)]
    .map((match) => match[1])
    .filter((lang) => lang?.split("-")[0] !== language);

describe.each(nonEnglishSites)("%s speaks its language on every tier-1 page", (locale) => {
  const site = requireSite(locale);
  const expected = francCodes[site.language];
  it.each(tierOnePaths(locale))(`${locale} %s`, async (pagePath) => {
    const answer = await request(pagePath, { host: `${locale}.localhost` });
    expect([200, 302], pagePath).toContain(answer.status);
    if (answer.status !== 200) return;
    expect(foreignSections(answer.body, site.language), `fallback sections on ${pagePath}`).toEqual([]);
    const detected = franc(withoutLatinNames(visibleText(answer.body), site.language), {
      only: Object.values(francCodes),
      minLength: 40,
    });
    expect(detected, `${pagePath} reads as ${detected}`).toBe(expected);
  });
});

describe("counting days", () => {
  it.each([
    // (\b knows only ASCII letters: the end of a Cyrillic word is "no letter follows".)
    ["KAV1-EXPIRNG-0000010", /(^|\D)1 день(?!\p{L})/u],
    ["KAV1-EXPIRNG-0000032", /(^|\D)2 дня(?!\p{L})/u],
    ["KIS1-EXPIRNG-0000033", /(^|\D)5 дней(?!\p{L})/u],
    ["KTS1-EXPIRNG-0000002", /(^|\D)12 дней(?!\p{L})/u],
    ["KIS1-EXPIRED-0000008", /(^|\D)1 день(?!\p{L})/u],
  ])("ru-ru counts the days of %s with Russian plurals", async (serial, days) => {
    const lookup = await postLookup("/renewal-center/home", serial, {
      host: "ru-ru.localhost",
      address: `198.18.111.${Number(serial.slice(-2))}`,
    });
    expect(lookup.status).toBe(302);
    const cookie = String(lookup.headers["set-cookie"] ?? "").split(";")[0] ?? "";
    const verdict = await request(String(lookup.headers.location), { host: "ru-ru.localhost", headers: { cookie } });
    expect(visibleText(verdict.body)).toMatch(days);
  });
});

describe("pages in another language", () => {
  it("run left to right inside the Arabic shell, say so in Arabic, and name the original as canonical", async () => {
    // A press release (tier 3) exists in English only.
    const answer = await request("/about/press-releases", { host: "ar-ae.localhost" });
    expect(answer.status).toBe(200);
    expect(answer.body).toMatch(/<html lang="ar" dir="rtl"/);
    expect(answer.body).toMatch(/<div class="layout[^"]*"[^>]*lang="en" dir="ltr"/);
    expect(answer.body).toMatch(/<p class="fallback-notice container" lang="ar" dir="rtl" role="note">[^<]*الإنجليزية/);
    expect(/<link rel="canonical" href="([^"]+)"/.exec(answer.body)?.[1]).toMatch(
      /^http:\/\/localhost:\d+\/about\/press-releases$/,
    );
  });
});

describe("the main menu", () => {
  it("highlights About on zh-cn /about", async () => {
    const answer = await request("/about", { host: "zh-cn.localhost" });
    const current = [...answer.body.matchAll(/<a class="nav__link" aria-current="true" href="([^"]+)"/g)].map(
      (match) => match[1],
    );
    expect(current.length).toBeGreaterThan(0);
    expect(new Set(current)).toEqual(new Set(["/about"]));
  });
});

describe("sitemaps", () => {
  it.each(["ja-jp", "it-it", "de-de", "en-us"] as const)("list on %s only pages that answer 200 there", async (locale) => {
    const sitemap = await request("/sitemap.xml", { host: `${locale}.localhost` });
    const urls = [...sitemap.body.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1] ?? "").pathname);
    expect(urls.length).toBeGreaterThan(0);
    const bad: string[] = [];
    for (const url of urls) {
      const answer = await request(url, { host: `${locale}.localhost` });
      if (answer.status !== 200) bad.push(`${url} ${answer.status}`);
    }
    expect(bad).toEqual([]);
    expect(urls.some((url) => isRenewalPage({ path: url }) || url.includes("thank-you") || url === "/search")).toBe(false);
  });
});
