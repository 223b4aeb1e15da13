import type { LocaleCode } from "~/sites/locales";

/**
 * One entry of the geo config (spec 3 §3 "Geo config: regions (name, locales, site, lang)"): the
 * regional site that serves visitors from countries without a site of their own.
 */
export interface GeoRegion {
  /** Editor-facing name of the region. */
  name: string;
  /** Visitor countries the entry covers: lower-case ISO 3166-1 alpha-2 codes (the spec's `locales`). */
  locales: readonly string[];
  /** The site suggested to those visitors. */
  site: LocaleCode;
  /**
   * Browser language (primary subtag) that selects this entry when several entries cover one
   * country: Belgium is `nl-nl` for Dutch and `fr-fr` for French browsers.
   */
  lang: string;
}

/**
 * Countries without their own site, by the regional site that covers them. Where several entries
 * cover a country, the browser's preferred languages choose, and without a match the entry listed
 * first wins. A country in no entry gets the global site. Countries with a site of their own
 * (`country` in app/sites/locales.ts) must not appear here: their own site always wins.
 */
export const geoRegions: readonly GeoRegion[] = [
  { name: "Oceania", locales: ["nz", "fj", "pg", "sb", "vu", "ws", "to", "ck", "nu"], site: "en-au", lang: "en" },
  { name: "Gulf (English)", locales: ["sa", "qa", "kw", "bh", "om"], site: "en-ae", lang: "en" },
  { name: "Gulf (Arabic)", locales: ["sa", "qa", "kw", "bh", "om"], site: "ar-ae", lang: "ar" },
  {
    name: "Africa",
    locales: [
      "ke",
      "ng",
      "gh",
      "tz",
      "ug",
      "rw",
      "et",
      "zm",
      "zw",
      "bw",
      "na",
      "mw",
      "mz",
      "ls",
      "sz",
      "mu",
      "sc",
      "gm",
      "sl",
      "lr",
    ],
    site: "en-za",
    lang: "en",
  },
  { name: "DACH", locales: ["at", "ch", "li"], site: "de-de", lang: "de" },
  { name: "Benelux (French)", locales: ["be", "lu"], site: "fr-fr", lang: "fr" },
  { name: "Benelux (Dutch)", locales: ["be"], site: "nl-nl", lang: "nl" },
  { name: "Luxembourg (German)", locales: ["lu"], site: "de-de", lang: "de" },
  {
    name: "French-speaking Europe and overseas France",
    locales: ["mc", "gp", "mq", "gf", "re", "yt", "pm", "nc", "pf", "wf", "bl", "mf"],
    site: "fr-fr",
    lang: "fr",
  },
  { name: "Dutch Caribbean and Suriname", locales: ["sr", "aw", "cw", "sx", "bq"], site: "nl-nl", lang: "nl" },
  { name: "Italian-speaking microstates", locales: ["sm", "va"], site: "it-it", lang: "it" },
  { name: "Andorra", locales: ["ad"], site: "es-es", lang: "es" },
  {
    name: "Latin America (Spanish)",
    locales: ["ar", "cl", "co", "pe", "ve", "ec", "bo", "py", "uy", "cr", "pa", "gt", "hn", "sv", "ni", "do", "cu"],
    site: "es-mx",
    lang: "es",
  },
  { name: "British Isles", locales: ["ie", "im", "je", "gg", "gi"], site: "en-gb", lang: "en" },
  { name: "South Asia", locales: ["lk", "np", "bd", "bt", "mv"], site: "en-in", lang: "en" },
  { name: "CIS", locales: ["by", "kz", "kg", "uz", "tj", "am", "az"], site: "ru-ru", lang: "ru" },
  { name: "Nordics (Swedish)", locales: ["fi", "ax"], site: "sv-se", lang: "sv" },
  { name: "Nordics (Danish)", locales: ["gl", "fo", "is"], site: "da-dk", lang: "da" },
  { name: "US territories", locales: ["pr", "gu", "vi", "as", "mp", "um"], site: "en-us", lang: "en" },
];
