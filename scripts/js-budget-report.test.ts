import { describe, expect, it } from "vitest";
import { budgetReport, type ClientManifest, chunksOf, rowBytes } from "./js-budget-report";

const manifest: ClientManifest = {
  entry: { module: "/entry.js", imports: ["/react.js"] },
  routes: {
    root: { id: "root", module: "/root.js", imports: ["/react.js", "/shell.js"], hasDefaultExport: true },
    homepage: {
      id: "homepage",
      parentId: "root",
      module: "/page.js",
      imports: ["/shell.js", "/blocks.js"],
      hasDefaultExport: true,
    },
    about: { id: "about", parentId: "root", module: "/page.js", imports: ["/shell.js", "/blocks.js"], hasDefaultExport: true },
    "svc-price": { id: "svc-price", parentId: "root", module: "/svc.js", hasDefaultExport: false },
  },
};
const sizes: Record<string, number> = {
  "/entry.js": 10,
  "/react.js": 100,
  "/root.js": 5,
  "/shell.js": 20,
  "/page.js": 7,
  "/blocks.js": 30,
};

describe("the JavaScript budget report", () => {
  it("counts each file a page loads once, per page module, leaving out routes without a page", () => {
    const report = budgetReport(manifest, (file) => sizes[file] ?? 0);
    expect(report.shared).toBe(10 + 100 + 5 + 20);
    expect(report.rows).toEqual([
      { module: "/page.js", bytes: 10 + 100 + 5 + 20 + 7 + 30, routes: ["homepage", "about"], heaviest: null },
    ]);
  });

  it("adds the scripts of the blocks a page shows, counted once, and names each template's heaviest page", () => {
    const blockSizes: Record<string, number> = { "/buy.js": 8, "/tabs.js": 3, "/shared-ui.js": 2 };
    const scripts: Record<string, string[]> = { "buy-block": ["/buy.js", "/shared-ui.js"], tabs: ["/tabs.js", "/shared-ui.js"] };
    const report = budgetReport(manifest, (file) => sizes[file] ?? blockSizes[file] ?? 0, {
      pages: [
        { name: "en-us/home", routeId: "homepage", blockTypes: ["tabs"] },
        { name: "en-us/about", routeId: "about", blockTypes: ["buy-block", "tabs"] },
        { name: "no such route", routeId: "missing", blockTypes: ["buy-block"] },
      ],
      blockScripts: (type) => scripts[type] ?? [],
    });
    const base = 10 + 100 + 5 + 20 + 7 + 30;
    expect(report.rows[0]?.heaviest).toEqual({ page: "en-us/about", bytes: base + 8 + 3 + 2 });
    expect(rowBytes(report.rows[0] ?? { bytes: 0, heaviest: null })).toBe(base + 13);
  });

  it("follows a module's imports through Vite's manifest, each chunk once", () => {
    const vite = {
      "app/blocks/buy.tsx": { file: "assets/buy-1.js", imports: ["_ui-2.js", "_react-3.js"] },
      "_ui-2.js": { file: "assets/ui-2.js", imports: ["_react-3.js"] },
      "_react-3.js": { file: "assets/react-3.js" },
    };
    expect(chunksOf(vite, "app/blocks/buy.tsx")).toEqual(["/assets/buy-1.js", "/assets/ui-2.js", "/assets/react-3.js"]);
    expect(() => chunksOf(vite, "app/missing.tsx")).toThrow("No script of app/missing.tsx");
  });

  it("finds a module bundled into a shared chunk by the chunk's name", () => {
    const vite = {
      "_buy-block-9.js": { file: "assets/buy-block-9.js", name: "buy-block", imports: ["_react-3.js"] },
      "_react-3.js": { file: "assets/react-3.js" },
    };
    expect(chunksOf(vite, "app/blocks/buy-block/buy-block.tsx")).toEqual(["/assets/buy-block-9.js", "/assets/react-3.js"]);
  });
});
