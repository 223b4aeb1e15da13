import type { RouteEntry } from "~/routing/types";
import { isRenewalPage } from "./rules";

/**
 * Trial buttons (spec 2 §3 product content, §6): a product's `hideTrialFrom…` flags hide its
 * free-trial button by page type, and a setting hides every trial button on licence pages. Pure.
 */

/** The page types of spec 2 §6: home security, small business, very small business, licence pages, product pages. */
export type TrialPageType = "b2c" | "smb" | "vsb" | "lrc" | "product-page";

/** The product document's flags (spec 2 §3 "hideTrialFromB2C / SMB / VSB / LRC / ProductPage"). */
export interface TrialFlags {
  hideTrialFromB2C: boolean;
  hideTrialFromSMB: boolean;
  hideTrialFromVSB: boolean;
  hideTrialFromLRC: boolean;
  hideTrialFromProductPage: boolean;
}

/** The general setting of spec 2 §6 "and on licence pages when a setting disables it". */
export interface TrialSettings {
  hideTrialOnLicencePages: boolean;
}

const flagOf: Record<TrialPageType, keyof TrialFlags> = {
  b2c: "hideTrialFromB2C",
  smb: "hideTrialFromSMB",
  vsb: "hideTrialFromVSB",
  lrc: "hideTrialFromLRC",
  "product-page": "hideTrialFromProductPage",
};

/**
 * Whether a product's trial button is hidden on a page of this type: by the product's flag for
 * the type, and on licence pages also by the site's setting. Pages of no type (about, enterprise,
 * search…) show it.
 *
 * @example isTrialHidden({ ...noFlags, hideTrialFromVSB: true }, "vsb", { hideTrialOnLicencePages: false }) // true
 * @example isTrialHidden(noFlags, "lrc", { hideTrialOnLicencePages: true }) // true
 */
export function isTrialHidden(flags: TrialFlags, pageType: TrialPageType | null, settings: TrialSettings): boolean {
  if (pageType === null) return false;
  if (pageType === "lrc" && settings.hideTrialOnLicencePages) return true;
  return flags[flagOf[pageType]];
}

/** Routes that present one product (spec 2 §2 "single-product state names"), consumer and business. */
const productPages: ReadonlySet<string> = new Set([
  "home-product",
  "home-product-kscloud",
  "home-product-kpm",
  "vsb-product",
  "smb-product-select",
  "smb-product-advanced",
  "smb-product-total",
  "smb-product-cloud",
  "smb-product-cloud-edition",
]);

/**
 * The page type of a route, most specific first: a product page, else a licence page (renewal,
 * trial center, verdicts), else its section (home security and the homepage are b2c); null for
 * the other sections.
 *
 * @example trialPageType({ name: "home-product", section: "home-security", path: "/home-security/products/:jsonName" }) // "product-page"
 * @example trialPageType({ name: "lrc-b2b", section: "other", path: "/renewal-center/vsb" }) // "lrc"
 */
export function trialPageType(entry: Pick<RouteEntry, "name" | "section" | "path">): TrialPageType | null {
  if (productPages.has(entry.name)) return "product-page";
  if (isRenewalPage(entry)) return "lrc";
  if (entry.section === "vsb") return "vsb";
  if (entry.section === "smb") return "smb";
  // The homepage sells the home products: its product cards follow the home-security flags.
  if (entry.section === "home-security" || entry.name === "homepage") return "b2c";
  return null;
}
