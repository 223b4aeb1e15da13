import { readdir } from "node:fs/promises";
import path from "node:path";
import { redirectsToJapaneseStore } from "~/domain/pages/rules";
import { pageForLocation } from "~/routing/route-table";
import { defaultLocale, type LocaleCode, localeCodes, requireSite } from "~/sites/locales";
import { type Tier, tierOf } from "./tiers";

/**
 * Translation coverage per site and tier: of the documents the global site has (pages, product
 * documents, verdicts, the shell), how many the site has in its own language, written for its
 * market — its own folder; for the English sites, the global English documents too — and which
 * it shows from elsewhere.
 */

/** Documents that are per site by nature: a site without one has none, in any language. */
const perSiteDocuments = new Set(["site-header/site-bar.json"]);

export interface TierCoverage {
  tier: Tier;
  total: number;
  translated: number;
  /** Documents shown in another language, as paths under the locale folder. */
  fallbacks: string[];
}

export interface LocaleCoverage {
  locale: LocaleCode;
  language: string;
  tiers: TierCoverage[];
}

async function listFiles(dir: string): Promise<Set<string>> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true }).catch(() => []);
  return new Set(
    entries
      .filter((entry) => entry.isFile())
      .map((entry) => path.relative(dir, path.join(entry.parentPath, entry.name)).replaceAll("\\", "/")),
  );
}

/** A document counts once: a page by its page.json, other documents by themselves (meta.json rides with its page). */
const counted = (relative: string) => relative.endsWith(".json") && !relative.endsWith("/meta.json") && relative !== "meta.json";

export async function contentCoverage(contentDir: string): Promise<LocaleCoverage[]> {
  const files = new Map<LocaleCode, Set<string>>();
  for (const locale of localeCodes) files.set(locale, await listFiles(path.join(contentDir, locale)));
  const globalDocuments = [...(files.get(defaultLocale) ?? [])]
    .filter((relative) => counted(relative) && !perSiteDocuments.has(relative))
    .sort();

  return localeCodes.map((locale) => {
    const site = requireSite(locale);
    const chain = [locale, ...site.fallbacks];
    const tiers = ([1, 2, 3] as const).map((tier): TierCoverage => {
      // A page the site never shows (ja-jp sends most consumer pages to its external store) needs no translation.
      const documents = globalDocuments.filter((relative) => tierOf(relative) === tier && !redirectsAway(locale, relative));
      // A non-English site's documents are its own, written for its market (es-mx is not es-es);
      // the English sites share the global English documents.
      const fallbacks = documents.filter((relative) => {
        const served = chain.find((candidate) => files.get(candidate)?.has(relative));
        if (!served) return true;
        return site.language === "en" ? requireSite(served).language !== "en" : served !== locale;
      });
      return { tier, total: documents.length, translated: documents.length - fallbacks.length, fallbacks };
    });
    return { locale, language: site.language, tiers };
  });
}

function redirectsAway(locale: LocaleCode, relative: string): boolean {
  if (!relative.endsWith("page.json")) return false;
  const page = pageForLocation(relative.replace(/\/?page\.json$/, ""));
  return page !== null && redirectsToJapaneseStore(locale, page.entry, {});
}

const percent = (part: number, whole: number) => (whole === 0 ? "–" : `${Math.floor((part * 100) / whole)}%`);

/** The report `npm run content:coverage` prints: a table, then each site's fallback documents by tier. */
export function formatCoverage(coverage: readonly LocaleCoverage[], options: { listTier3?: boolean } = {}): string {
  const lines = ["site       language  tier 1          tier 2          tier 3", ""];
  for (const { locale, language, tiers } of coverage) {
    const cells = tiers.map(
      ({ translated, total }) => `${`${translated}/${total}`.padStart(7)} ${percent(translated, total).padStart(4)}  `,
    );
    lines.push(`${locale.padEnd(10)} ${language.padEnd(8)}  ${cells.join("")}`);
  }
  for (const { locale, tiers } of coverage) {
    const shown = tiers.filter((tier) => tier.fallbacks.length > 0 && (tier.tier < 3 || options.listTier3));
    if (shown.length === 0) continue;
    lines.push("", `${locale}: shown in another language`);
    for (const tier of shown) for (const relative of tier.fallbacks) lines.push(`  tier ${tier.tier}  ${relative}`);
  }
  return lines.join("\n");
}
