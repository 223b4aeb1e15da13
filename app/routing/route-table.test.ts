import { describe, expect, it } from "vitest";
import { findRoute, normalizePath, routeTable } from "./route-table";

describe("route table", () => {
  it("has unique names and paths", () => {
    const names = routeTable.map((route) => route.name);
    expect(new Set(names).size).toBe(names.length);
    const paths = routeTable.flatMap((route) => [route.path, ...route.aliases].map(normalizePath));
    expect(new Set(paths).size).toBe(paths.length);
  });

  it.each([
    ["/", "homepage", false],
    ["/About", "about", false],
    ["/about/", "about", false],
    ["/privacy", "privacy", true],
    ["/SITE-GENERAL/privacy/", "privacy", false],
    ["/terms-of-use", "terms", true],
    ["/404", "errorpage-404", true],
    ["/errorpage/500", "errorpage-500", false],
  ])("%s opens %s (alias: %s)", (path, name, alias) => {
    const match = findRoute(path);
    expect(match?.entry.name).toBe(name);
    expect(match?.alias).toBe(alias);
  });

  it.each(["/no-such-page", "/about/x", "/%E0%A4%A"])("%s opens nothing", (path) => {
    expect(findRoute(path)).toBeNull();
  });
});
