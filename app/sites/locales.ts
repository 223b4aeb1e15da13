import { z } from "zod";
import { brand } from "~/config/brand";

/** The 22 currencies of spec 2 §9. */
export const currencyCodes = [
  "USD",
  "EUR",
  "GBP",
  "AUD",
  "NZD",
  "AED",
  "QAR",
  "SAR",
  "BRL",
  "CHF",
  "INR",
  "RUB",
  "JPY",
  "CNY",
  "MXN",
  "SEK",
  "DKK",
  "NOK",
  "TRY",
  "ZAR",
  "KES",
  "NGN",
] as const;
export type CurrencyCode = (typeof currencyCodes)[number];

/** Reseller stores of spec 2 §9; locales the spec does not list sell through Digital River. */
export const resellerStores = ["digital-river", "avangate", "nexway", "allsoft"] as const;
export type ResellerStore = (typeof resellerStores)[number];

/** The 23 supported locales of spec 2 §9, in the spec's order. */
export const localeCodes = [
  "en-global",
  "ru-ru",
  "en-us",
  "en-gb",
  "pt-br",
  "fr-fr",
  "de-de",
  "it-it",
  "es-es",
  "nl-nl",
  "en-au",
  "en-ae",
  "ar-ae",
  "ja-jp",
  "en-in",
  "en-za",
  "zh-cn",
  "tr-tr",
  "es-mx",
  "sv-se",
  "da-dk",
  "nb-no",
  "en-ca",
] as const;
export type LocaleCode = (typeof localeCodes)[number];
export const defaultLocale: LocaleCode = "en-global";

const localeCode = z.enum(localeCodes);

const siteSchema = z.object({
  locale: localeCode,
  /** Value of `<html lang>`: the language subtag. */
  language: z.string().regex(/^[a-z]{2}$/),
  /** BCP 47 tag for `Intl` number, currency and date formatting. */
  intlLocale: z.string().min(2),
  /** ISO 3166 alpha-2 country, lower-case; null for the global site. */
  country: z
    .string()
    .regex(/^[a-z]{2}$/)
    .nullable(),
  dir: z.enum(["ltr", "rtl"]),
  /** Currencies offered, the default first. */
  currencies: z.array(z.enum(currencyCodes)).min(1),
  store: z.enum(resellerStores),
  /** Spec 2 §9 custom-locale list (custom store arguments, business pack rules). */
  customLocale: z.boolean(),
  liveChat: z.boolean(),
  /** Locales whose content is used, in order, when this locale lacks a document. */
  fallbacks: z.array(localeCode),
  /** Production host name. */
  host: z.string().min(3),
  /** Native name, shown in the language selector. */
  name: z.string().min(2),
  /**
   * Automatic hyphenation of body text, on the root element. Spec 1 §4 "For fr-fr and ru-ru
   * something on the root element is switched off": read as this (docs/decisions/016).
   */
  autoHyphenation: z.boolean(),
});
export type Site = z.infer<typeof siteSchema>;

type SiteInput = Omit<Site, "locale" | "host" | "customLocale" | "liveChat" | "dir" | "autoHyphenation"> & {
  dir?: Site["dir"];
};

const customLocales = new Set<LocaleCode>([
  "da-dk",
  "en-us",
  "es-es",
  "fr-fr",
  "it-it",
  "ja-jp",
  "nb-no",
  "nl-nl",
  "ru-ru",
  "sv-se",
]);
const liveChatLocales = new Set<LocaleCode>(["en-us", "fr-fr", "pt-br", "es-mx"]);
const toGlobal: LocaleCode[] = ["en-global"];

const definitions: Record<LocaleCode, SiteInput> = {
  "en-global": {
    language: "en",
    intlLocale: "en",
    country: null,
    currencies: ["USD", "EUR"],
    store: "digital-river",
    fallbacks: [],
    name: "Global (English)",
  },
  "ru-ru": {
    language: "ru",
    intlLocale: "ru-RU",
    country: "ru",
    // Spec 2 §9: Russia offers 11 currencies (RUB first, the default).
    currencies: ["RUB", "USD", "EUR", "GBP", "CHF", "CNY", "TRY", "AED", "SAR", "INR", "BRL"],
    store: "allsoft",
    fallbacks: toGlobal,
    name: "Россия (Русский)",
  },
  "en-us": {
    language: "en",
    intlLocale: "en-US",
    country: "us",
    currencies: ["USD"],
    store: "digital-river",
    fallbacks: toGlobal,
    name: "United States (English)",
  },
  "en-gb": {
    language: "en",
    intlLocale: "en-GB",
    country: "gb",
    currencies: ["GBP"],
    store: "digital-river",
    fallbacks: toGlobal,
    name: "United Kingdom (English)",
  },
  "pt-br": {
    language: "pt",
    intlLocale: "pt-BR",
    country: "br",
    currencies: ["BRL"],
    store: "digital-river",
    fallbacks: toGlobal,
    name: "Brasil (Português)",
  },
  "fr-fr": {
    language: "fr",
    intlLocale: "fr-FR",
    country: "fr",
    currencies: ["EUR"],
    store: "nexway",
    fallbacks: toGlobal,
    name: "France (Français)",
  },
  "de-de": {
    language: "de",
    intlLocale: "de-DE",
    country: "de",
    currencies: ["EUR", "CHF"],
    store: "digital-river",
    fallbacks: toGlobal,
    name: "Deutschland (Deutsch)",
  },
  "it-it": {
    language: "it",
    intlLocale: "it-IT",
    country: "it",
    currencies: ["EUR"],
    store: "nexway",
    fallbacks: toGlobal,
    name: "Italia (Italiano)",
  },
  "es-es": {
    language: "es",
    intlLocale: "es-ES",
    country: "es",
    currencies: ["EUR"],
    store: "nexway",
    fallbacks: toGlobal,
    name: "España (Español)",
  },
  "nl-nl": {
    language: "nl",
    intlLocale: "nl-NL",
    country: "nl",
    currencies: ["EUR"],
    store: "digital-river",
    fallbacks: toGlobal,
    name: "Nederland (Nederlands)",
  },
  "en-au": {
    language: "en",
    intlLocale: "en-AU",
    country: "au",
    currencies: ["AUD", "NZD"],
    store: "digital-river",
    fallbacks: toGlobal,
    name: "Australia (English)",
  },
  "en-ae": {
    language: "en",
    intlLocale: "en-AE",
    country: "ae",
    currencies: ["AED", "SAR", "QAR", "USD"],
    store: "avangate",
    fallbacks: toGlobal,
    name: "Middle East (English)",
  },
  "ar-ae": {
    language: "ar",
    intlLocale: "ar-AE",
    country: "ae",
    dir: "rtl",
    currencies: ["AED", "SAR", "QAR", "USD"],
    store: "avangate",
    fallbacks: ["en-ae", "en-global"],
    name: "الشرق الأوسط (العربية)",
  },
  "ja-jp": {
    language: "ja",
    intlLocale: "ja-JP",
    country: "jp",
    currencies: ["JPY"],
    store: "digital-river",
    fallbacks: toGlobal,
    name: "日本 (日本語)",
  },
  "en-in": {
    language: "en",
    intlLocale: "en-IN",
    country: "in",
    // Spec 2 §9: India offers 6 currencies (INR first, the default).
    currencies: ["INR", "USD", "EUR", "GBP", "AED", "SAR"],
    store: "digital-river",
    fallbacks: toGlobal,
    name: "India (English)",
  },
  "en-za": {
    language: "en",
    intlLocale: "en-ZA",
    country: "za",
    currencies: ["ZAR", "KES", "NGN", "USD"],
    store: "avangate",
    fallbacks: toGlobal,
    name: "Africa (English)",
  },
  "zh-cn": {
    language: "zh",
    intlLocale: "zh-CN",
    country: "cn",
    currencies: ["CNY"],
    store: "digital-river",
    fallbacks: toGlobal,
    name: "中国 (简体中文)",
  },
  "tr-tr": {
    language: "tr",
    intlLocale: "tr-TR",
    country: "tr",
    currencies: ["TRY"],
    store: "avangate",
    fallbacks: toGlobal,
    name: "Türkiye (Türkçe)",
  },
  "es-mx": {
    language: "es",
    intlLocale: "es-MX",
    country: "mx",
    currencies: ["MXN", "USD"],
    store: "digital-river",
    fallbacks: ["es-es", "en-global"],
    name: "México (Español)",
  },
  "sv-se": {
    language: "sv",
    intlLocale: "sv-SE",
    country: "se",
    currencies: ["SEK"],
    store: "digital-river",
    fallbacks: toGlobal,
    name: "Sverige (Svenska)",
  },
  "da-dk": {
    language: "da",
    intlLocale: "da-DK",
    country: "dk",
    currencies: ["DKK"],
    store: "digital-river",
    fallbacks: toGlobal,
    name: "Danmark (Dansk)",
  },
  "nb-no": {
    language: "nb",
    intlLocale: "nb-NO",
    country: "no",
    currencies: ["NOK"],
    store: "digital-river",
    fallbacks: toGlobal,
    name: "Norge (Norsk)",
  },
  "en-ca": {
    language: "en",
    intlLocale: "en-CA",
    country: "ca",
    currencies: ["USD"],
    store: "digital-river",
    fallbacks: toGlobal,
    name: "Canada (English)",
  },
};

/** Production host of a locale's site: the global site on www, every other on its own host. */
function productionHost(locale: LocaleCode): string {
  return locale === defaultLocale ? `www.${brand.domain}` : `${locale}.${brand.domain}`;
}

/** Spec 1 §4: the root-element switch that is off on fr-fr and ru-ru. */
const noAutoHyphenation = new Set<LocaleCode>(["fr-fr", "ru-ru"]);

/** The validated registry: parsed once at module load, so a bad entry fails every start and test. */
export const sites: ReadonlyMap<LocaleCode, Site> = new Map(
  localeCodes.map((locale) => {
    const input = definitions[locale];
    const site = siteSchema.parse({
      ...input,
      locale,
      dir: input.dir ?? "ltr",
      customLocale: customLocales.has(locale),
      liveChat: liveChatLocales.has(locale),
      autoHyphenation: !noAutoHyphenation.has(locale),
      host: productionHost(locale),
    });
    return [locale, site] as const;
  }),
);

export function isLocaleCode(value: string): value is LocaleCode {
  return (localeCodes as readonly string[]).includes(value);
}

/** The site of a locale; every code in `localeCodes` has one. */
export function requireSite(locale: LocaleCode): Site {
  const site = sites.get(locale);
  if (!site) throw new Error(`No site registered for ${locale}`);
  return site;
}

/**
 * The 22 alternate-language entries of spec 1 §9, in the spec's order: the `hreflang` value and
 * the site it points at (`x-default` is the global site, `no-no` the Norwegian one).
 */
export const alternateLanguages: ReadonlyArray<{ hreflang: string; locale: LocaleCode }> = [
  { hreflang: "x-default", locale: "en-global" },
  { hreflang: "en-gb", locale: "en-gb" },
  { hreflang: "fr-fr", locale: "fr-fr" },
  { hreflang: "de-de", locale: "de-de" },
  { hreflang: "it-it", locale: "it-it" },
  { hreflang: "es-es", locale: "es-es" },
  { hreflang: "nl-nl", locale: "nl-nl" },
  { hreflang: "sv-se", locale: "sv-se" },
  { hreflang: "no-no", locale: "nb-no" },
  { hreflang: "da-dk", locale: "da-dk" },
  { hreflang: "tr-tr", locale: "tr-tr" },
  { hreflang: "pt-br", locale: "pt-br" },
  { hreflang: "es-mx", locale: "es-mx" },
  { hreflang: "en-au", locale: "en-au" },
  { hreflang: "en-in", locale: "en-in" },
  { hreflang: "en-za", locale: "en-za" },
  { hreflang: "en-ae", locale: "en-ae" },
  { hreflang: "ar-ae", locale: "ar-ae" },
  { hreflang: "zh-cn", locale: "zh-cn" },
  { hreflang: "ja-jp", locale: "ja-jp" },
  { hreflang: "ru-ru", locale: "ru-ru" },
  { hreflang: "en-us", locale: "en-us" },
];
