import { describe, expect, it } from "vitest";
import { block, pageHeaderVariants } from "./schemas.server";

describe("block schemas", () => {
  it.each(pageHeaderVariants)("accepts the %s page header", (variant) => {
    expect(block.safeParse({ type: "page-header", variant, heading: "Thank you" }).success).toBe(true);
  });

  it("refuses an unknown page header variant and unknown keys", () => {
    expect(block.safeParse({ type: "page-header", variant: "huge", heading: "x" }).success).toBe(false);
    expect(block.safeParse({ type: "hero", heading: "x", colour: "red" }).success).toBe(false);
  });

  it("sanitises rich text while parsing", () => {
    const parsed = block.parse({ type: "rich-text", html: '<p onclick="x()">Hi</p><script>alert(1)</script>' });
    expect(parsed).toMatchObject({ html: "<p>Hi</p>" });
  });

  it.each([
    ["/about", true],
    ["#compare", true],
    ["https://partner.example/", true],
    ["mailto:press@bastion.example", true],
    ["http://insecure.example/", false],
    ["//evil.example/", false],
    ["javascript:alert(1)", false],
  ])("a link to %s is %s", (href, valid) => {
    expect(block.safeParse({ type: "cta", heading: "Go", actions: [{ label: "Go", href }] }).success).toBe(valid);
  });

  it.each([
    ["an action without product", { label: "Go", href: "/downloads" }, true],
    ["an action naming its product", { label: "Go", href: "/downloads", product: "vpn-secure-connection" }, true],
    ["a trial naming its product", { label: "Try", href: "/downloads", product: "antivirus", trial: true }, true],
    ["a trial naming no product", { label: "Try", href: "/downloads", trial: true }, false],
    ["a product that is no catalogue name", { label: "Go", href: "/downloads", product: "VPN Secure" }, false],
  ])("%s is valid: %s", (_case, action, valid) => {
    expect(block.safeParse({ type: "cta", heading: "Go", actions: [action] }).success).toBe(valid);
    const grid = { type: "feature-grid", items: [{ title: "VPN", text: "Private", link: action }] };
    expect(block.safeParse(grid).success).toBe(valid);
  });

  it("requires images under /images/ with their size", () => {
    const hero = (image: unknown) => block.safeParse({ type: "hero", heading: "x", image }).success;
    expect(hero({ src: "/images/hero-home.svg", alt: "", width: 640, height: 480 })).toBe(true);
    expect(hero({ src: "https://cdn.example/x.png", alt: "", width: 1, height: 1 })).toBe(false);
    expect(hero({ src: "/images/hero-home.svg", alt: "" })).toBe(false);
  });

  it("takes a PNG or JPEG only with its AVIF or WebP version, and those only beside a raster", () => {
    const issues = (image: Record<string, unknown>) => {
      const result = block.safeParse({ type: "hero", heading: "x", image: { alt: "", width: 480, height: 400, ...image } });
      return result.success ? [] : result.error.issues.map((issue) => `${issue.path.join(".")}: ${issue.message}`);
    };
    const jpeg = "/images/promos/family-protection-mobile.jpg";
    expect(issues({ src: jpeg, avif: "/images/promos/family-protection-mobile.avif" })).toEqual([]);
    expect(issues({ src: jpeg, webp: "/images/promos/family-protection-mobile.webp" })).toEqual([]);
    expect(issues({ src: jpeg })).toEqual(["image.src: a PNG or JPEG needs its AVIF or WebP version (avif, webp)"]);
    expect(issues({ src: "/images/hero-home.svg", avif: "/images/hero-home.avif" })).toEqual([
      "image.src: AVIF and WebP versions are for a PNG or JPEG fallback, not an SVG",
    ]);
    // The modern versions are offered in a <picture>, never as the only file.
    expect(issues({ src: "/images/promos/family-protection-mobile.webp" })).toHaveLength(1);
    expect(issues({ src: jpeg, avif: "/images/promos/family-protection-mobile.webp" })).toHaveLength(1);
  });
});
