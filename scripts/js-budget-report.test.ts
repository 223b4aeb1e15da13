import { describe, expect, it } from "vitest";
import { budgetReport, type ClientManifest } from "./js-budget-report";

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
    expect(report.rows).toEqual([{ module: "/page.js", bytes: 10 + 100 + 5 + 20 + 7 + 30, routes: ["homepage", "about"] }]);
  });
});
