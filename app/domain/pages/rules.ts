import type { RouteEntry, Section } from "~/routing/types";
import type { LocaleCode } from "~/sites/locales";
import { type SmbLayout, smbTemplate } from "./smb-templates";

/** Countries barred from the VPN product (spec 2 §6). */
export const vpnProhibitedCountries: ReadonlySet<string> = new Set(["by", "om", "pk", "qa", "ir", "ae", "sa", "hk", "cn"]);

/** The VPN product's names in the consumer routes: its free-tool page and product/download documents. */
const vpnProducts = new Set(["ksec", "vpn-secure-connection"]);

/**
 * Where a visitor from a VPN-prohibited country is sent instead of the VPN product or download
 * page (spec 1 §4), or null when the page is not one of those or the country is allowed.
 *
 * @example vpnRedirect("by", "ksec", {}) // "/home-security"
 * @example vpnRedirect("by", "home-download", { jsonName: "ksec" }) // "/home-security/downloads"
 */
export function vpnRedirect(
  country: string | null | (() => string | null),
  routeName: string,
  params: Record<string, string>,
): string | null {
  const download = routeName === "home-download" && vpnProducts.has(params.jsonName ?? "");
  const page = routeName === "ksec" || (routeName === "home-product" && vpnProducts.has(params.jsonName ?? ""));
  if (!download && !page) return null;
  // Only the VPN's own pages look at the country.
  const code = typeof country === "function" ? country() : country;
  if (!code || !vpnProhibitedCountries.has(code)) return null;
  return download ? "/home-security/downloads" : "/home-security";
}

/** Consumer pages ja-jp keeps on its own site; every other home-security child goes to the store. */
const jaJpKeptPages = new Set(["kfa", "kfa-thank-you", "kss"]);

/**
 * Whether ja-jp sends this page to the external consumer store (spec 1 §4): the press-center
 * whitepaper details page, and every home-security child except kfa, its thank-you page and kss.
 */
export function redirectsToJapaneseStore(
  locale: LocaleCode,
  entry: Pick<RouteEntry, "name" | "section" | "path">,
  params: Record<string, string>,
): boolean {
  if (locale !== "ja-jp") return false;
  if (entry.name === "press-center.details") return (params["*"] ?? "").includes("whitepaper");
  return entry.section === "home-security" && entry.path !== "/home-security" && !jaJpKeptPages.has(entry.name);
}

/** Legal and general pages, where `?ignoreredirects=` stores the cookie that silences geo suggestions. */
export function isLegalPage(entry: Pick<RouteEntry, "path">): boolean {
  return entry.path.startsWith("/site-general/");
}

/** Renewal and trial center pages carry no description or keywords meta (spec 1 §4). */
export function isRenewalPage(entry: Pick<RouteEntry, "path">): boolean {
  return /^\/(renewal-center|trial-center|lrc|vsb-lrc-closed)(\/|$)/.test(entry.path);
}

/**
 * "how-to-spot-phishing" → "How To Spot Phishing": the last Resource Center segment as a crumb.
 */
export function titleCase(segment: string): string {
  return segment
    .split(/[-_]+/)
    .filter(Boolean)
    .map((word) => word.charAt(0).toLocaleUpperCase("en") + word.slice(1))
    .join(" ");
}

/** Whether a page belongs to the Resource Center, whose breadcrumbs end with the URL's last segment. */
export function isResourceCenterPage(entry: Pick<RouteEntry, "name">): boolean {
  return entry.name.startsWith("b2c-resource-center.") || entry.name.startsWith("smb-resources-category");
}

export interface PageMetaTagInput {
  documentId: string;
  publishDate?: string;
  language: string;
  country: string | null;
  breadcrumbs: ReadonlyArray<{ title: string }>;
  section: Section;
}

/**
 * The page metadata tags of spec 1 §3: document id, type Marketing-B2B, publish date, language,
 * country, breadcrumb path and search area.
 */
export function pageMetaTags(input: PageMetaTagInput): Array<{ name: string; content: string }> {
  return [
    { name: "document-id", content: input.documentId },
    { name: "document-type", content: "Marketing-B2B" },
    ...(input.publishDate ? [{ name: "publish-date", content: input.publishDate }] : []),
    { name: "language", content: input.language },
    { name: "country", content: input.country ?? "global" },
    { name: "breadcrumb-path", content: input.breadcrumbs.map((crumb) => crumb.title).join(" > ") },
    { name: "search-area", content: input.section },
  ];
}

/** Page layouts a content page can take, chosen by route, content and locale. */
export type Layout =
  | "standard"
  | "transparency"
  | "resources-category"
  | "new-resources-center"
  | "press-standard"
  | "press-advanced"
  | "enterprise-new"
  | "enterprise-legacy"
  | SmbLayout;

/**
 * Template choice by content (spec 1 §2.3, §2.5, §9): about stories by their meta template
 * (2.0 → transparency), the policy blog by its header meta, the press center by locale (en-us
 * generic, ru-ru advanced, others standard), enterprise pages by the menu meta template (3.0 →
 * new layouts, else legacy).
 */
export function chooseLayout(
  entry: Pick<RouteEntry, "name" | "section">,
  template: string | undefined,
  locale: LocaleCode,
): Layout {
  if (entry.name === "about-story") return template === "2.0" ? "transparency" : "standard";
  if (entry.name === "policy-blog") {
    return template === "resources-category" || template === "new-resources-center" ? template : "standard";
  }
  if (entry.name === "press-center")
    return locale === "en-us" ? "standard" : locale === "ru-ru" ? "press-advanced" : "press-standard";
  if (entry.section === "enterprise") return template === "3.0" ? "enterprise-new" : "enterprise-legacy";
  const smb = smbTemplate(entry.name, template);
  if (smb) return smb;
  return "standard";
}
