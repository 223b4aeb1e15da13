import { describe, expect, it } from "vitest";
import { alternateLanguages, currencyCodes, localeCodes, requireSite, sites } from "./locales";

describe("locale registry", () => {
  it("registers the 23 locales of spec 2 §9", () => {
    expect(sites.size).toBe(23);
    expect([...sites.keys()]).toEqual([...localeCodes]);
  });

  it("writes Arabic right-to-left and everything else left-to-right", () => {
    const rtl = [...sites.values()].filter((site) => site.dir === "rtl").map((site) => site.locale);
    expect(rtl).toEqual(["ar-ae"]);
  });

  it.each([
    ["de-de", "de", "EUR"],
    ["ja-jp", "ja", "JPY"],
    ["ar-ae", "ar", "AED"],
    ["ru-ru", "ru", "RUB"],
    ["en-us", "en", "USD"],
  ] as const)("%s speaks %s and sells in %s by default", (locale, language, currency) => {
    const site = requireSite(locale);
    expect(site.language).toBe(language);
    expect(site.currencies[0]).toBe(currency);
  });

  it("offers every one of the 22 currencies on some site", () => {
    const offered = new Set([...sites.values()].flatMap((site) => site.currencies));
    expect([...offered].sort()).toEqual([...currencyCodes].sort());
  });

  it("assigns the reseller stores of spec 2 §9", () => {
    const storeOf = (locale: (typeof localeCodes)[number]) => requireSite(locale).store;
    expect(["ar-ae", "en-ae", "en-za", "tr-tr"].map((l) => storeOf(l as never))).toEqual(Array(4).fill("avangate"));
    expect(["es-es", "fr-fr", "it-it"].map((l) => storeOf(l as never))).toEqual(Array(3).fill("nexway"));
    expect(storeOf("ru-ru")).toBe("allsoft");
    expect(storeOf("ja-jp")).toBe("digital-river");
  });

  it("flags the custom and live-chat locales", () => {
    const custom = [...sites.values()]
      .filter((s) => s.customLocale)
      .map((s) => s.locale)
      .sort();
    expect(custom).toEqual(["da-dk", "en-us", "es-es", "fr-fr", "it-it", "ja-jp", "nb-no", "nl-nl", "ru-ru", "sv-se"]);
    const chat = [...sites.values()]
      .filter((s) => s.liveChat)
      .map((s) => s.locale)
      .sort();
    expect(chat).toEqual(["en-us", "es-mx", "fr-fr", "pt-br"]);
  });

  it("ends every fallback chain at the global site, without cycles", () => {
    for (const site of sites.values()) {
      if (site.locale === "en-global") {
        expect(site.fallbacks).toEqual([]);
        continue;
      }
      expect(site.fallbacks.at(-1)).toBe("en-global");
      expect(site.fallbacks).not.toContain(site.locale);
    }
  });

  it("gives each site its own production host", () => {
    const hosts = [...sites.values()].map((site) => site.host);
    expect(new Set(hosts).size).toBe(23);
  });

  it("lists the 22 alternate-language entries in the spec's order", () => {
    expect(alternateLanguages).toHaveLength(22);
    expect(alternateLanguages.map((entry) => entry.hreflang)).toEqual([
      "x-default",
      "en-gb",
      "fr-fr",
      "de-de",
      "it-it",
      "es-es",
      "nl-nl",
      "sv-se",
      "no-no",
      "da-dk",
      "tr-tr",
      "pt-br",
      "es-mx",
      "en-au",
      "en-in",
      "en-za",
      "en-ae",
      "ar-ae",
      "zh-cn",
      "ja-jp",
      "ru-ru",
      "en-us",
    ]);
    expect(alternateLanguages.find((entry) => entry.hreflang === "no-no")?.locale).toBe("nb-no");
  });
});
