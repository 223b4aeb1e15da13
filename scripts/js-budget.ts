/**
 * `npm run js-budget [-- --check]`: the JavaScript each page template makes a browser download
 * before it can hydrate (the client entry, the root route and the template's route module, with
 * everything they import), gzipped as the server sends it, per template, against the budget of
 * 120 KB (issue 16). `--check` exits 1 when a template is over. Reads the production build.
 */
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { gzipSync } from "node:zlib";
import { budgetReport, type ClientManifest } from "./js-budget-report";

const clientDir = path.resolve("build/client");
const manifestFile = readdirSync(path.join(clientDir, "assets")).find((file) => /^manifest-.*\.js$/.test(file));
if (!manifestFile) {
  console.error("No production build: run `npm run build` first.");
  process.exit(1);
}
const source = readFileSync(path.join(clientDir, "assets", manifestFile), "utf8");
const manifest = JSON.parse(source.replace(/^window\.__reactRouterManifest\s*=\s*/, "").replace(/;\s*$/, "")) as ClientManifest;
const gzipped = (file: string) => gzipSync(readFileSync(path.join(clientDir, file))).length;

const report = budgetReport(manifest, gzipped);
for (const row of report.rows) {
  const mark = row.bytes > report.budget ? "  OVER" : "";
  console.log(
    `${(row.bytes / 1024).toFixed(1).padStart(7)} KB  ${row.module.padEnd(48)} ${row.routes.length} routes, e.g. ${row.routes[0]}${mark}`,
  );
}
console.log(
  `\nbudget ${(report.budget / 1024).toFixed(0)} KB gzipped; shared by every page (entry and root): ${(report.shared / 1024).toFixed(1)} KB`,
);
if (process.argv.includes("--check") && report.rows.some((row) => row.bytes > report.budget)) process.exit(1);
