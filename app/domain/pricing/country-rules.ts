import { vpnProhibitedCountries } from "~/domain/pages/rules";
import type { LocaleCode } from "~/sites/locales";

/** Spec 2 §6 "Countries barred for the family/personal licence product". */
export const familyProhibitedCountries: ReadonlySet<string> = new Set(["by", "om", "pk", "qa", "ir", "cn", "hk", "sa"]);

/** The cloud product bundles the VPN and the kids product: barred where either is. */
const cloudProhibitedCountries: ReadonlySet<string> = new Set([...vpnProhibitedCountries, ...familyProhibitedCountries]);

type RestrictedProduct = "vpn" | "family" | "cloud" | "kids-free";

/** `security-cloud` is the catalogue's name, `cloud-security` the product document's. */
const restrictedProducts: Record<string, RestrictedProduct> = {
  "vpn-secure-connection": "vpn",
  "safe-kids": "family",
  "security-cloud": "cloud",
  "cloud-security": "cloud",
  "safe-kids-free": "kids-free",
};

/** Names the country rules know; content may name them on actions although some are no catalogue product. */
export const restrictedProductNames: readonly string[] = Object.keys(restrictedProducts);

/**
 * Whether a product may not be sold or downloaded to a visitor from `country` (lower-case alpha-2;
 * null when unknown) on a site (spec 2 §6): the VPN and the family/personal licence product by
 * their country lists everywhere; the cloud product on en-global in the countries of either list;
 * the kids free product on en-global in the family list's countries and on ru-ru for by.
 *
 * @example isProhibited("vpn-secure-connection", "ae", "en-ae") // true
 * @example isProhibited("safe-kids-free", "by", "ru-ru") // true
 */
export function isProhibited(productName: string, country: string | null, locale: LocaleCode): boolean {
  if (!country) return false;
  const code = country.toLowerCase();
  switch (restrictedProducts[productName]) {
    case "vpn":
      return vpnProhibitedCountries.has(code);
    case "family":
      return familyProhibitedCountries.has(code);
    case "cloud":
      return locale === "en-global" && cloudProhibitedCountries.has(code);
    case "kids-free":
      return (locale === "en-global" && familyProhibitedCountries.has(code)) || (locale === "ru-ru" && code === "by");
    default:
      return false;
  }
}

/**
 * What the country rules can tell apart about a visitor's country: whether it is on the VPN list,
 * on the family list, or Belarus (the kids free product on ru-ru). Every rule here and
 * `vpnRedirect` answers the same for two countries of one class, so a page that looked at the
 * country varies on its class only; a cached page is kept per class, not per country.
 *
 * @example countryClass("ae") // "vpn"
 * @example countryClass("de") // "none"
 */
export function countryClass(country: string | null): string {
  if (!country) return "none";
  const code = country.toLowerCase();
  const marks = [
    vpnProhibitedCountries.has(code) ? "vpn" : "",
    familyProhibitedCountries.has(code) ? "family" : "",
    code === "by" ? "by" : "",
  ].filter(Boolean);
  return marks.length > 0 ? marks.join("+") : "none";
}
