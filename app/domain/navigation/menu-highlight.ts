import type { Section } from "~/routing/types";

/**
 * Which main-menu item (index 0-7, spec 3 §2) a page highlights: the item of the page's audience
 * in the menu the site actually serves. Each audience is recognised by where its item links (the
 * audience's hub), so a site whose menu leaves an audience out, or orders it differently, still
 * highlights the right item — and a page whose audience has no item highlights nothing.
 */
type Audience = "home" | "vsb" | "smb" | "enterprise" | "partners" | "renewal" | "about";

/** The hub an audience's menu item links to (the first path segment is enough). */
const hubs: Record<Audience, RegExp> = {
  home: /^\/home-security(\/|$)/,
  vsb: /^\/small-business-security(\/|$)/,
  smb: /^\/small-to-medium-business-security(\/|$)/,
  enterprise: /^\/enterprise-security(\/|$)/,
  partners: /^\/partners(\/|$)/,
  renewal: /^\/(renewal-center|lrc|trial-center)(\/|$)/,
  about: /^\/about(\/|$)/,
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
 * @example menuHighlightIndex("about", "about-section", [{ href: "/home-security" }, { href: "/about" }]) // 1
 * @example menuHighlightIndex("homepage", "other", [{ href: "/home-security" }]) // null
 */
export function menuHighlightIndex(routeName: string, section: Section, items: ReadonlyArray<{ href: string }>): number | null {
  const audience = audienceOf(routeName, section);
  if (!audience) return null;
  const index = items.findIndex((item) => hubs[audience].test(item.href));
  return index >= 0 && index <= 7 ? index : null;
}
