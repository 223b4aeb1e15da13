import { describe, expect, it } from "vitest";
import { menuHighlightIndex } from "./menu-highlight";

const standard = [
  "/home-security",
  "/small-business-security",
  "/small-to-medium-business-security",
  "/enterprise-security",
  "/renewal-center/home",
  "/about",
];
// A menu with partners and without the very small business and renewal items (spec 3 §2 names such menus, e.g. zh-cn's).
const withPartners = ["/home-security", "/small-to-medium-business-security", "/enterprise-security", "/partners", "/about"];
const items = (hrefs: string[]) => hrefs.map((href) => ({ href }));

describe("menuHighlightIndex: the item of the page's audience in the menu the site serves", () => {
  it.each([
    ["home-product", "home-security", standard, 0],
    ["vsb-home", "vsb", standard, 1],
    ["smb-product-cloud", "smb", standard, 2],
    ["enterprise-solution", "enterprise", standard, 3],
    ["lrc-b2c", "other", standard, 4],
    ["about-team", "about-section", standard, 5],
    ["about", "about-section", withPartners, 4],
    ["partners", "other", withPartners, 3],
    ["vsb-home", "vsb", withPartners, null],
    ["lrc-b2c", "other", withPartners, null],
    ["homepage", "other", standard, null],
    ["privacy", "other", standard, null],
  ] as const)("%s (%s) → %s", (route, section, hrefs, index) => {
    expect(menuHighlightIndex(route, section, items([...hrefs]))).toBe(index);
  });
});
