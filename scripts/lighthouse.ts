/**
 * `npm run lighthouse`: Lighthouse (mobile: a mid-range phone on a slow 4G connection, simulated)
 * over one page of every page template of the built server, in Debian's Chromium (CHROME_PATH,
 * default /usr/bin/chromium). Prints the performance score, CLS, LCP and total blocking time per
 * page and exits 1 when a page scores below 95 or shifts its layout at all (Lighthouse audits no
 * page answered with an error status: the error templates are listed, not scored). Needs a production
 * build (`npm run build`); starts the server on a free port with a fresh embedded database.
 */
import { existsSync } from "node:fs";
import path from "node:path";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { startServer, untilSearchIndexed } from "../tests/e2e/server-process";

const minimumScore = 95;
const chromePath = process.env.CHROME_PATH ?? "/usr/bin/chromium";

if (!existsSync(path.resolve(import.meta.dirname, "../build/server/index.js"))) {
  console.error("No production build: run `npm run build` first, then `npm run lighthouse`.");
  process.exit(1);
}
if (!existsSync(chromePath)) {
  console.error(`No Chromium at ${chromePath}: install it (apt-get install -y chromium) or set CHROME_PATH.`);
  process.exit(1);
}

/** One page per template (`app/routes.ts`), on the sites that show it best. */
const pages: Array<{ template: string; host: string; path: string; session?: boolean }> = [
  { template: "content-page (home)", host: "de-de.localhost", path: "/" },
  { template: "content-page (product)", host: "de-de.localhost", path: "/home-security/products/total-security" },
  { template: "content-page (business hub)", host: "localhost", path: "/small-to-medium-business-security" },
  { template: "verdict-page", host: "localhost", path: "/lrc/kts_active", session: true },
  { template: "custom-page", host: "localhost", path: "/custom/hello" },
  { template: "download-form", host: "localhost", path: "/downloads/form" },
  { template: "newsletter-confirm", host: "localhost", path: "/newsletter/confirm?token=unknown" },
  { template: "error-page", host: "localhost", path: "/errorpage/404" },
  { template: "not-found", host: "localhost", path: "/no-such-page" },
];

const server = await startServer();
const chrome = await chromeLauncher.launch({
  chromePath,
  chromeFlags: ["--headless=new", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage"],
});
let failures = 0;
try {
  await untilSearchIndexed(server.port);
  // The verdict page needs a renewal session: a lookup gives its cookie.
  const lookup = await fetch(`http://127.0.0.1:${server.port}/renewal-center/home`, {
    method: "POST",
    redirect: "manual",
    headers: {
      host: `localhost:${server.port}`,
      "content-type": "application/x-www-form-urlencoded",
      origin: `http://localhost:${server.port}`,
    },
    body: new URLSearchParams({ intent: "lrc-lookup", serial: "KTS1-ACTIVE0-0000001" }),
  });
  const sessionCookie = (lookup.headers.get("set-cookie") ?? "").split(";")[0] ?? "";

  const rows: string[][] = [["template", "page", "performance", "CLS", "LCP ms", "TBT ms", ""]];
  for (const page of pages) {
    const url = `http://${page.host}:${server.port}${page.path}`;
    const result = await lighthouse(
      url,
      {
        port: chrome.port,
        output: "json",
        logLevel: "error",
        onlyCategories: ["performance"],
        extraHeaders: page.session ? { Cookie: sessionCookie } : undefined,
      },
      undefined,
    );
    const lhr = result?.lhr;
    // Lighthouse audits no document answered 4xx or 5xx: the error templates are reported, not scored.
    if (lhr?.runtimeError) {
      rows.push([page.template, `${page.host}${page.path}`, "-", "-", "-", "-", `not audited: ${lhr.runtimeError.code}`]);
      continue;
    }
    const score = Math.round((lhr?.categories.performance?.score ?? 0) * 100);
    const cls = lhr?.audits["cumulative-layout-shift"]?.numericValue ?? Number.NaN;
    const lcp = lhr?.audits["largest-contentful-paint"]?.numericValue ?? Number.NaN;
    const tbt = lhr?.audits["total-blocking-time"]?.numericValue ?? Number.NaN;
    const ok = score >= minimumScore && cls === 0;
    if (!ok) failures += 1;
    rows.push([
      page.template,
      `${page.host}${page.path}`,
      String(score),
      cls.toFixed(3),
      Math.round(lcp).toString(),
      Math.round(tbt).toString(),
      ok ? "ok" : `BELOW (needs ≥ ${minimumScore}, CLS 0)`,
    ]);
  }
  const widths = rows[0]?.map((_, column) => Math.max(...rows.map((row) => row[column]?.length ?? 0))) ?? [];
  for (const row of rows) console.log(row.map((cell, column) => cell.padEnd(widths[column] ?? 0)).join("  "));
} finally {
  await chrome.kill();
  await server.stop();
}
if (failures > 0) {
  console.error(`\n${failures} page(s) below the goal.`);
  process.exitCode = 1;
}
