import { describe, expect, it } from "vitest";
import { type LocaleCode, sites } from "~/sites/locales";
import { geoRegions } from "./regions";
import { geoBarMode, isGeoSilentPath, preferredLanguages, type SuggestSitesInput, suggestSites } from "./rules";

const origin = (locale: LocaleCode) => `https://${locale}.example`;
const suggest = (input: Partial<SuggestSitesInput>) =>
  suggestSites({ country: null, site: "en-global", path: "/", languages: [], origin, ...input }).map((s) => s.locale);

describe("suggestSites: which site a visitor is offered", () => {
  it.each<[string, Partial<SuggestSitesInput>, LocaleCode[]]>([
    // "no suggestion when the country matches the current site's country"
    ["a German visitor on de-de", { country: "de", site: "de-de" }, []],
    ["a visitor in the Emirates on en-ae, even with an Arabic browser", { country: "ae", site: "en-ae", languages: ["ar"] }, []],
    ["an unknown country (private or unlocatable address)", { country: null, site: "en-us" }, []],
    // "prefer the site whose country is the visitor's country"
    ["a German visitor on en-us", { country: "de", site: "en-us" }, ["de-de"]],
    ["a US visitor on the global site", { country: "us", site: "en-global" }, ["en-us"]],
    ["a Canadian visitor on en-us", { country: "ca", site: "en-us" }, ["en-ca"]],
    ["a Turkish visitor on en-gb", { country: "tr", site: "en-gb" }, ["tr-tr"]],
    // "choosing among several sites of one country (ae: ar-ae vs en-ae) by the browser languages"
    ["an Emirati visitor with an Arabic browser", { country: "ae", site: "en-us", languages: ["ar", "en"] }, ["ar-ae", "en-ae"]],
    ["an Emirati visitor with an English browser", { country: "ae", site: "en-us", languages: ["en", "ar"] }, ["en-ae", "ar-ae"]],
    [
      "an Emirati visitor with neither language: registry order",
      { country: "ae", site: "de-de", languages: ["de"] },
      ["en-ae", "ar-ae"],
    ],
    // "a country without its own site gets the regional site that covers it"
    ["NZ → en-au", { country: "nz", site: "en-us" }, ["en-au"]],
    ["QA with an Arabic browser → ar-ae", { country: "qa", site: "en-global", languages: ["ar"] }, ["ar-ae", "en-ae"]],
    ["SA with an English browser → en-ae", { country: "sa", site: "en-global", languages: ["en"] }, ["en-ae", "ar-ae"]],
    ["KE → en-za", { country: "ke", site: "en-global" }, ["en-za"]],
    ["NG → en-za", { country: "ng", site: "en-us" }, ["en-za"]],
    ["AT → de-de", { country: "at", site: "en-global" }, ["de-de"]],
    ["CH → de-de", { country: "ch", site: "fr-fr", languages: ["fr"] }, ["de-de"]],
    ["BE with a Dutch browser → nl-nl", { country: "be", site: "en-global", languages: ["nl", "fr"] }, ["nl-nl", "fr-fr"]],
    ["BE with a French browser → fr-fr", { country: "be", site: "en-global", languages: ["fr"] }, ["fr-fr", "nl-nl"]],
    ["BY → ru-ru (spec 3 §6 treats Belarus under ru-ru)", { country: "by", site: "en-global" }, ["ru-ru"]],
    // …and the regional site already serves the visitor
    ["a New Zealander on en-au", { country: "nz", site: "en-au" }, []],
    ["a Belgian on nl-nl, whatever the browser", { country: "be", site: "nl-nl", languages: ["fr"] }, []],
    // "else en-global"; "or the visitor's country has no site and they are on en-global"
    ["a Polish visitor on de-de → en-global", { country: "pl", site: "de-de" }, ["en-global"]],
    ["a Polish visitor on en-global", { country: "pl", site: "en-global" }, []],
  ])("%s", (_case, input, expected) => {
    expect(suggest(input)).toEqual(expected);
  });

  it("keeps the path and query on the suggested site and names it natively", () => {
    const [first] = suggestSites({
      country: "jp",
      site: "en-us",
      path: "/home-security?ref=nav",
      languages: ["en"],
      origin,
    });
    expect(first).toEqual({ locale: "ja-jp", url: "https://ja-jp.example/home-security?ref=nav", name: "日本 (日本語)" });
  });

  it("never suggests on the paths of spec 3 §2", () => {
    for (const path of ["/renewal-center/home", "/downloads/", "/DOWNLOADS/thank-you/Total-Security", "/downloads?x=1"]) {
      expect(suggest({ country: "de", site: "en-us", path })).toEqual([]);
    }
    expect(suggest({ country: "de", site: "en-us", path: "/downloads/other" })).toEqual(["de-de"]);
  });
});

describe("isGeoSilentPath: spec 3 §2 'the geo-redirect suggestion is not shown on these'", () => {
  it.each([
    ["/renewal-center/home", true],
    ["/downloads", true],
    ["/downloads/thank-you/antivirus", true],
    ["/downloads/thank-you/internet-security", true],
    ["/downloads/thank-you/total-security", true],
    ["/downloads/thank-you/free-antivirus-download", true],
    ["/downloads/thank-you/security-scan", true],
    ["/downloads/thank-you/antivirus-free-trial", true],
    ["/downloads/thank-you/internet-security-free-trial", true],
    ["/downloads/thank-you/total-security-free-trial", true],
    ["/small-business-security/downloads", true],
    ["/small-business-security/downloads/small-office-security", true],
    ["/small-business-security/downloads/thank-you/small-office-security-free-trial", true],
    ["/Renewal-Center/Home/", true],
    ["/downloads/thank-you/kids", false],
    ["/renewal-center/smb", false],
    ["/", false],
    ["/home-security", false],
  ])("%s → %s", (path, silent) => {
    expect(isGeoSilentPath(path)).toBe(silent);
  });
});

describe("geoBarMode: spec 3 §4 'blocking popup for locales en-za, en-tr, tr-tr'", () => {
  it.each([
    ["en-za", "popup"],
    ["en-tr", "popup"],
    ["tr-tr", "popup"],
    ["en-us", "banner"],
    ["ar-ae", "banner"],
    ["en-global", "banner"],
  ])("%s shows a %s", (locale, mode) => {
    expect(geoBarMode(locale)).toBe(mode);
  });
});

describe("preferredLanguages", () => {
  it.each([
    ["de-DE,de,en-US,en", ["de", "en"]],
    ["ar-SA,en-US;q=0.8,en;q=0.5", ["ar", "en"]],
    ["nb-NO,no,nn", ["nb"]],
    ["*, en;q=0.1, <script>", ["en"]],
    ["", []],
  ])("%j → %j", (list, languages) => {
    expect(preferredLanguages(list)).toEqual(languages);
  });
});

describe("geo regions table (spec 3 §3 'Geo config: regions (name, locales, site, lang)')", () => {
  const ownCountries = new Set([...sites.values()].map((site) => site.country));

  it("never lists a country that has a site of its own", () => {
    const listed = geoRegions.flatMap((region) => region.locales);
    expect(listed.filter((country) => ownCountries.has(country))).toEqual([]);
  });

  it("uses lower-case alpha-2 countries and the suggested site's language", () => {
    for (const region of geoRegions) {
      for (const country of region.locales) expect(country).toMatch(/^[a-z]{2}$/);
      expect(sites.get(region.site)?.language).toBe(region.lang);
    }
  });
});
