import { describe, expect, it } from "vitest";
import { localeCodes } from "~/sites/locales";
import { request } from "./support";

/**
 * A crawl of every regional site from its homepage and its sitemap: every internal link a page
 * shows answers (no 404), and every sitemap URL answers 200 itself (no redirect). Links into the
 * services, assets and other sites are not followed.
 */

const siteHost = (locale: string) => (locale === "en-global" ? "localhost" : `${locale}.localhost`);

/** Internal page links of a page: `href="/…"`, without query and fragment, no assets or services. */
function pageLinks(html: string): string[] {
  const links = new Set<string>();
  for (const match of html.matchAll(/<a\s[^>]*href="(\/(?!\/)[^"#?]*)[^"]*"/g)) {
    const target = match[1] ?? "";
    if (/^\/(_svc|assets)\//.test(target) || /\.(xml|txt|json|png|svg|jpg|webp|pdf|zip|exe|dmg)$/.test(target)) continue;
    links.add(target.replace(/&amp;/g, "&"));
  }
  return [...links];
}

async function crawl(locale: string) {
  const host = siteHost(locale);
  const sitemap = await request("/sitemap.xml", { host });
  const sitemapPaths = [...sitemap.body.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1] ?? "").pathname);
  const queue = ["/", ...sitemapPaths];
  const seen = new Set(queue);
  const broken: string[] = [];
  const redirecting: string[] = [];
  while (queue.length > 0) {
    const batch = queue.splice(0, 8);
    await Promise.all(
      batch.map(async (pagePath) => {
        const answer = await request(pagePath, { host });
        if (sitemapPaths.includes(pagePath) && answer.status !== 200) redirecting.push(`${pagePath} ${answer.status}`);
        if (answer.status === 404) broken.push(pagePath);
        if (answer.status !== 200) return;
        for (const link of pageLinks(answer.body)) {
          if (seen.has(link)) continue;
          seen.add(link);
          queue.push(link);
        }
      }),
    );
  }
  return { pages: seen.size, broken, redirecting };
}

describe("a crawl of every site", () => {
  it.each(localeCodes)("%s: no link answers 404, no sitemap URL redirects", { timeout: 120_000 }, async (locale) => {
    const result = await crawl(locale);
    expect(result.pages).toBeGreaterThan(20);
    expect(result.broken, `broken links on ${locale}`).toEqual([]);
    expect(result.redirecting, `sitemap URLs that do not answer 200 on ${locale}`).toEqual([]);
  });
});
