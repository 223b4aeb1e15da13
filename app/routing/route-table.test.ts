import { describe, expect, it } from "vitest";
import { canonicalPath, contentLocation, findRoute, normalizePath, pageForLocation, routeTable } from "./route-table";

describe("route table", () => {
  it("has unique names, and every path and alias opens exactly one page", () => {
    const names = routeTable.map((route) => route.name);
    expect(new Set(names).size).toBe(names.length);
    const paths = routeTable.flatMap((route) => [route.path, ...route.aliases.map((alias) => alias.path)].map(normalizePath));
    expect(new Set(paths).size).toBe(paths.length);
  });

  it("gives every alias of a parameterised page all of its parameters", () => {
    for (const route of routeTable) {
      const names = [...route.path.matchAll(/:(\w+)/g)].map((m) => m[1]);
      for (const alias of route.aliases.filter((a) => !/[:*]/.test(a.path))) {
        expect(Object.keys(alias.params ?? {}).sort(), `${alias.path} → ${route.name}`).toEqual([...names].sort());
      }
    }
  });

  it.each([
    ["/", "homepage", {}],
    ["/About", "about", {}],
    ["/about/", "about", {}],
    ["/privacy", "privacy", {}],
    ["/SITE-GENERAL/privacy/", "privacy", {}],
    ["/404", "errorpage-404", {}],
    ["/about/stories/Transparency", "about-story", { jsonName: "transparency" }],
    ["/about/transparency", "about-story", { jsonName: "transparency" }],
    ["/total-security", "home-product", { jsonName: "total-security" }],
    ["/home-security/products/password-manager", "home-product-kpm", {}],
    ["/home-security/products/mac-security", "home-product", { jsonName: "mac-security" }],
    ["/about/press-center/gallery", "press-center-gallery", {}],
    ["/about/press-center/gallery/launch-2026", "press-center-gallery.details", { "*": "launch-2026" }],
    ["/about/press-center/contacts", "press-center-contacts", {}],
    ["/about/press-center/whitepaper-2026", "press-center.details", { "*": "whitepaper-2026" }],
    [
      "/resource-center/threats/what-is-ransomware",
      "b2c-resource-center.category-details",
      { category: "threats", "*": "what-is-ransomware" },
    ],
    ["/b2c-tools/KAC", "adcleaner", {}],
    ["/enterprise-security/endpoint", "enterprise-solution", { solution: "endpoint" }],
    ["/gdpr/contact", "enterprise-gdpr-contact", {}],
    ["/lrc/b2c-hp", "lrc-b2c", {}],
  ])("%s opens %s with %j", (path, name, params) => {
    const match = findRoute(path);
    expect(match?.entry.name).toBe(name);
    expect(match?.params).toEqual(params);
  });

  it.each(["/no-such-page", "/transparency", "/about/x/y/z", "/%E0%A4%A", "/home-security/products/..", "/about/team/<script>"])(
    "%s opens nothing",
    (path) => {
      expect(findRoute(path)).toBeNull();
    },
  );

  it("maps a page to its content folder and canonical path", () => {
    const alias = findRoute("/about/transparency");
    expect(alias && contentLocation(alias)).toBe("about/stories/transparency");
    expect(alias && canonicalPath(alias)).toBe("/about/stories/transparency");
    const tool = findRoute("/adcleaner");
    expect(tool && contentLocation(tool)).toBe("b2c-tools/kac");
    expect(tool && canonicalPath(tool)).toBe("/b2c-tools/KAC");
    const home = findRoute("/");
    expect(home && contentLocation(home)).toBe("");
  });

  it.each([
    ["", "/"],
    ["about", "/about"],
    ["about/stories/transparency", "/about/stories/transparency"],
    ["home-security/products/antivirus", "/home-security/products/antivirus"],
    ["resource-center/threats/what-is-ransomware", "/resource-center/threats/what-is-ransomware"],
    ["b2c-tools/kac", "/b2c-tools/KAC"],
  ])("content folder %j is the page %s", (location, path) => {
    expect(pageForLocation(location)?.path).toBe(path);
  });

  // Patterns are ruled out by their literal start before a match is tried: case, trailing and
  // doubled slashes, an empty splat and encoded characters must be answered as the router would.
  it.each([
    ["/HOME-SECURITY/Products/Antivirus/", "home-product", { jsonName: "antivirus" }],
    ["/about/press-releases/2025/new-office", "press-releases.details", { "*": "2025/new-office" }],
    ["/About/Policy-Blog/privacy/some-post", "policy-blog-category.details", { category: "privacy", "*": "some-post" }],
    ["/resource-center/threats/what-is-ransomware", "b2c-resource-center.category-details", { category: "threats" }],
    ["/home-security/products/anti%76irus", "home-product", { jsonName: "antivirus" }],
  ] as const)("matches %s as %s", (path, name, params) => {
    const match = findRoute(path);
    expect(match?.entry.name).toBe(name);
    expect(match?.params).toMatchObject(params);
  });

  it.each(["/home-security/products//antivirus", "/home-securityproducts/antivirus"])("opens no page at %s", (path) => {
    expect(findRoute(path)).toBeNull();
  });

  it("maps folders that are not pages to nothing", () => {
    expect(pageForLocation("site-header")).toBeNull();
    expect(pageForLocation("localization")).toBeNull();
  });
});
