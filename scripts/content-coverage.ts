/**
 * `npm run content:coverage [--all]`: per regional site, the share of documents it shows in its
 * own language, by translation tier (`app/domain/content/tiers.ts`), then every document a site
 * shows in another language (tier 3 too with `--all`). Exits 1 when a non-English site shows a
 * tier-1 or tier-2 document in another language.
 */
import path from "node:path";
import { contentCoverage, formatCoverage } from "~/domain/content/coverage.server";

const coverage = await contentCoverage(path.resolve("content"));
console.log(formatCoverage(coverage, { listTier3: process.argv.includes("--all") }));
const missing = coverage.filter(
  ({ language, tiers }) => language !== "en" && tiers.some((tier) => tier.tier < 3 && tier.fallbacks.length > 0),
);
if (missing.length > 0) {
  console.error(`\nTier 1 and 2 are not complete on: ${missing.map(({ locale }) => locale).join(", ")}`);
  process.exit(1);
}
