/**
 * `npm run js-budget [-- --check]`: the JavaScript each page template makes a browser download
 * before it can hydrate (the client entry, the root route and the template's route module, with
 * everything they import), and the heaviest page of each template with the scripts of the
 * interactive blocks it shows, gzipped as the server sends it (the build's `.gz` variants), against
 * the budget of 120 KB (issue 16, decision 022). `--check` exits 1 when a page is over. Reads the
 * production build and the content documents.
 */
import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { gzipSync } from "node:zlib";
import { blockSources } from "../app/blocks/block-sources";
import { type BudgetPage, budgetReport, type ClientManifest, chunksOf, rowBytes, type ViteManifest } from "./js-budget-report";

const clientDir = path.resolve("build/client");
const manifestFile = readdirSync(path.join(clientDir, "assets")).find((file) => /^manifest-.*\.js$/.test(file));
const viteManifestFile = path.join(clientDir, ".vite", "manifest.json");
if (!manifestFile || !existsSync(viteManifestFile)) {
  console.error("No production build: run `npm run build` first.");
  process.exit(1);
}
const source = readFileSync(path.join(clientDir, "assets", manifestFile), "utf8");
const manifest = JSON.parse(source.replace(/^window\.__reactRouterManifest\s*=\s*/, "").replace(/;\s*$/, "")) as ClientManifest;
const vite = JSON.parse(readFileSync(viteManifestFile, "utf8")) as ViteManifest;
const sizeOf = (file: string) => {
  const full = path.join(clientDir, file);
  return existsSync(`${full}.gz`) ? readFileSync(`${full}.gz`).length : gzipSync(readFileSync(full)).length;
};

/** Every page document of every site (content pages) and every verdict (its offers are buy blocks). */
function pages(): BudgetPage[] {
  const contentDir = path.resolve("content");
  const found: BudgetPage[] = [];
  for (const locale of readdirSync(contentDir)) {
    for (const name of readdirSync(path.join(contentDir, locale), { recursive: true, encoding: "utf8" })) {
      const verdict = /^lrc\/verdicts\/[^/]+\/[^/]+\.json$/.test(name) && !name.endsWith("-features.json");
      if (!verdict && !name.endsWith("page.json")) continue;
      const document = JSON.parse(readFileSync(path.join(contentDir, locale, name), "utf8")) as {
        fields?: { blocks?: Array<{ type?: string; items?: unknown[] }> };
      };
      // A product promo with one promo is drawn on the server alone, without its island (decision 031).
      const blockTypes = (document.fields?.blocks ?? []).map((block) =>
        block.type === "product-promo" && block.items?.length === 1 ? "product-promo-single" : (block.type ?? ""),
      );
      const routeId = verdict ? "lrc-verdict" : name === "page.json" ? "homepage" : "content-page";
      found.push({ name: `${locale}/${name}`, routeId, blockTypes: verdict ? ["buy-block", ...blockTypes] : blockTypes });
    }
  }
  return found;
}

const blockScripts = (type: string) => {
  const module = (blockSources as Record<string, string>)[type];
  return module ? chunksOf(vite, module) : [];
};
const allPages = pages();
const report = budgetReport(manifest, sizeOf, { pages: allPages, blockScripts });
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1).padStart(7)} KB`;
for (const row of report.rows) {
  const mark = rowBytes(row) > report.budget ? "  OVER" : "";
  const heaviest = row.heaviest ? `; heaviest page ${kb(row.heaviest.bytes).trim()} (${row.heaviest.page})` : "";
  console.log(`${kb(row.bytes)}  ${row.module.padEnd(44)} ${row.routes.length} routes, e.g. ${row.routes[0]}${heaviest}${mark}`);
}
const over = report.pagesOver;
console.log(
  `\n${over.length} of ${allPages.length} pages over the budget${over.length ? `, e.g. ${over.slice(0, 3).join(", ")}` : ""}`,
);
console.log(
  `budget ${(report.budget / 1024).toFixed(0)} KB gzipped; shared by every page (entry and root): ${(report.shared / 1024).toFixed(1)} KB`,
);
if (process.argv.includes("--check") && report.rows.some((row) => rowBytes(row) > report.budget)) process.exit(1);
