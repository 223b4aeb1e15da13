import type { Section } from "~/routing/types";
import type { LocaleCode } from "~/sites/locales";

/**
 * Which main-menu item (index 0-7, spec 3 §2) a page highlights, by state and locale. Every site's
 * main navigation lists its audiences in the order of its own table; the pages of an audience
 * highlight that audience's item. Pages outside the table highlight nothing.
 */
type Audience = "home" | "vsb" | "smb" | "enterprise" | "partners" | "renewal" | "about";

/** Menu order of the sites whose navigation content follows the standard layout. */
const standardOrder: Audience[] = ["home", "vsb", "smb", "enterprise", "renewal", "about"];

/** Sites with their own menu order (spec 3 §2 names en-global, en-gb, ru-ru, ja-jp, en-us, ar-ae, da-dk, zh-cn). */
const menuOrders: Partial<Record<LocaleCode, Audience[]>> = {
  "en-global": standardOrder,
  "en-gb": standardOrder,
  "en-us": standardOrder,
  "ja-jp": standardOrder,
  "ar-ae": standardOrder,
  "ru-ru": ["home", "vsb", "smb", "enterprise", "partners", "renewal", "about"],
  "da-dk": ["home", "vsb", "smb", "enterprise", "partners", "about"],
  "zh-cn": ["home", "smb", "enterprise", "partners", "about"],
};

function audienceOf(routeName: string, section: Section): Audience | null {
  if (routeName.startsWith("lrc-") || routeName === "vsb-lrc-closed") return "renewal";
  if (routeName.startsWith("partners")) return "partners";
  switch (section) {
    case "home-security":
      return "home";
    case "vsb":
      return "vsb";
    case "smb":
      return "smb";
    case "enterprise":
      return "enterprise";
    case "about-section":
      return "about";
    default:
      return null;
  }
}

/**
 * @example menuHighlightIndex("enterprise-solution", "enterprise", "de-de") // 3
 * @example menuHighlightIndex("partners", "other", "zh-cn") // 3
 * @example menuHighlightIndex("homepage", "other", "en-us") // null
 */
export function menuHighlightIndex(routeName: string, section: Section, locale: LocaleCode): number | null {
  const audience = audienceOf(routeName, section);
  if (!audience) return null;
  const index = (menuOrders[locale] ?? standardOrder).indexOf(audience);
  return index >= 0 && index <= 7 ? index : null;
}
