import { describe, expect, it } from "vitest";
import { menuHighlightIndex } from "./menu-highlight";

describe("menuHighlightIndex", () => {
  it.each([
    ["home-product", "home-security", "en-us", 0],
    ["kss", "home-security", "de-de", 0],
    ["vsb-home", "vsb", "en-global", 1],
    ["smb-product-cloud", "smb", "ja-jp", 2],
    ["enterprise-solution", "enterprise", "ar-ae", 3],
    ["lrc-b2c", "other", "en-us", 4],
    ["about-team", "about-section", "en-global", 5],
    ["partners", "other", "ru-ru", 4],
    ["lrc-b2c", "other", "ru-ru", 5],
    ["partners", "other", "zh-cn", 3],
    ["vsb-home", "vsb", "zh-cn", null],
    ["homepage", "other", "en-us", null],
    ["privacy", "other", "de-de", null],
  ] as const)("%s (%s) on %s → %s", (route, section, locale, index) => {
    expect(menuHighlightIndex(route, section, locale)).toBe(index);
  });
});
