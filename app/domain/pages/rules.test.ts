import { describe, expect, it } from "vitest";
import { requireRouteByName } from "~/routing/route-table";
import { chooseLayout, isRenewalPage, pageMetaTags, redirectsToJapaneseStore, titleCase, vpnRedirect } from "./rules";

describe("vpnRedirect (spec 1 §4)", () => {
  it.each([
    ["by", "ksec", {}, "/home-security"],
    ["cn", "home-product", { jsonName: "vpn-secure-connection" }, "/home-security"],
    ["ir", "home-download", { jsonName: "ksec" }, "/home-security/downloads"],
    ["ae", "home-download", { jsonName: "vpn-secure-connection" }, "/home-security/downloads"],
    ["de", "ksec", {}, null],
    [null, "ksec", {}, null],
    ["by", "home-product", { jsonName: "antivirus" }, null],
    ["by", "about", {}, null],
  ])("a visitor from %s on %s %j goes to %s", (country, route, params, target) => {
    expect(vpnRedirect(country, route, params as Record<string, string>)).toBe(target);
  });
});

describe("redirectsToJapaneseStore (spec 1 §4)", () => {
  const route = (name: string) => requireRouteByName(name);
  it.each([
    ["home-product", {}, true],
    ["home-downloads", {}, true],
    ["special-offers", {}, true],
    ["ksk", {}, true],
    ["kfa", {}, false],
    ["kfa-thank-you", {}, false],
    ["kss", {}, false],
    ["home-security", {}, false],
    ["press-center.details", { "*": "whitepaper-threats-2026" }, true],
    ["press-center.details", { "*": "media-kit" }, false],
    ["about", {}, false],
  ])("%s %j → %s", (name, params, redirects) => {
    expect(redirectsToJapaneseStore("ja-jp", route(name), params)).toBe(redirects);
  });

  it("applies to ja-jp only", () => {
    expect(redirectsToJapaneseStore("en-us", route("home-product"), {})).toBe(false);
  });
});

describe("chooseLayout (spec 1 §2.3, §2.5, §9)", () => {
  const route = (name: string) => requireRouteByName(name);
  it.each([
    ["about-story", "2.0", "en-global", "transparency"],
    ["about-story", "1.0", "en-global", "standard"],
    ["about-story", undefined, "en-global", "standard"],
    ["policy-blog", "resources-category", "en-global", "resources-category"],
    ["policy-blog", "new-resources-center", "en-global", "new-resources-center"],
    ["policy-blog", undefined, "en-global", "standard"],
    ["press-center", undefined, "ru-ru", "press-advanced"],
    ["press-center", undefined, "en-us", "standard"],
    ["press-center", undefined, "de-de", "press-standard"],
    ["smb-product-cloud", "Buyblock", "en-global", "smb-cloud-buyblock"],
    ["smb-downloads", undefined, "en-global", "smb-downloads-standard"],
    ["enterprise-solution", "3.0", "en-global", "enterprise-new"],
    ["enterprise-solution", "2.0", "en-global", "enterprise-legacy"],
    ["about", "2.0", "en-global", "standard"],
  ] as const)("%s with template %s on %s → %s", (name, template, locale, layout) => {
    expect(chooseLayout(route(name), template, locale)).toBe(layout);
  });
});

describe("page rules", () => {
  it("title-cases the last Resource Center segment", () => {
    expect(titleCase("how-to-spot-phishing")).toBe("How To Spot Phishing");
    expect(titleCase("wifi")).toBe("Wifi");
  });

  it("knows the renewal pages", () => {
    expect(isRenewalPage(requireRouteByName("lrc-b2c"))).toBe(true);
    expect(isRenewalPage(requireRouteByName("lrc-serial"))).toBe(true);
    expect(isRenewalPage(requireRouteByName("about"))).toBe(false);
  });

  it("builds the page metadata tags of spec 1 §3", () => {
    const tags = pageMetaTags({
      documentId: "en-global/about",
      publishDate: "2026-01-15",
      language: "en",
      country: null,
      breadcrumbs: [{ title: "About us" }, { title: "Team" }],
      section: "about-section",
    });
    expect(Object.fromEntries(tags.map((tag) => [tag.name, tag.content]))).toEqual({
      "document-id": "en-global/about",
      "document-type": "Marketing-B2B",
      "publish-date": "2026-01-15",
      language: "en",
      country: "global",
      "breadcrumb-path": "About us > Team",
      "search-area": "about-section",
    });
  });
});
