/**
 * `npm run bench`: throughput and latency of the price service (spec 2 §7) on loopback, the cost of
 * `selectPriceOption`, a load run over the site's key routes (`bench-load.ts`), pages cached and
 * rendered against a bare server and a one-line answer (`bench-pages.ts`), and site search
 * over a generated index of 10 000 documents (`bench-search.ts`). Needs a
 * production build (`npm run build`); builds nothing itself. Starts the built server on a free port
 * with a fresh embedded database, prints tables and stops the server. Exits non-zero when the load
 * run saw a 5xx or an unanswered request, or the server died. Bounded: it gives up after 3 minutes
 * (more when BENCH_SECONDS raises the load run's seconds per route).
 */
import { existsSync } from "node:fs";
import { Agent, request } from "node:http";
import path from "node:path";
import type { PriceOption } from "~/domain/pricing/types";
import { startServer, untilSearchIndexed } from "../tests/e2e/server-process";
import {
  loadConnections,
  loadFailures,
  loadRoute,
  loadRoutes,
  loadSeconds,
  loadTable,
  percentile,
  type RouteResult,
  serverAlive,
} from "./bench-load";
import { benchPages } from "./bench-pages";
import { benchSearch } from "./bench-search";

const requestsPerScenario = 5_000;
const concurrency = 20;
const warmupRequests = 500;
const selectCalls = 100_000;

let secondsPerRoute: number;
try {
  secondsPerRoute = loadSeconds();
} catch (error) {
  console.error((error as Error).message);
  process.exit(1);
}
// 90 s for the start and the price scenarios, and per route its seconds plus warm-up and slack;
// the pages: a second server's start and eleven runs.
const deadlineMs = 150_000 + loadRoutes.length * (secondsPerRoute + 5) * 1000 + 60_000 + 11 * (secondsPerRoute + 5) * 1000;

if (!existsSync(path.resolve(import.meta.dirname, "../build/server/index.js"))) {
  console.error("No production build: run `npm run build` first, then `npm run bench`.");
  process.exit(1);
}

const deadline = setTimeout(() => {
  console.error(`Benchmark did not finish within ${deadlineMs / 1000} s; stopping.`);
  process.exit(2);
}, deadlineMs);
deadline.unref();

const base = "/_svc/price.svc";
/** A realistic mix: several sites, currencies, products and purchase types, one URL per request in turn. */
const priceUrls = [
  ["en-us", "USD", "total-security", "Purchase", "digital-river"],
  ["de-de", "EUR", "internet-security", "Purchase", "digital-river"],
  ["de-de", "CHF", "antivirus", "Renewal", "digital-river"],
  ["ja-jp", "JPY", "total-security", "Purchase", "digital-river"],
  ["ru-ru", "RUB", "endpoint-select", "Purchase", "allsoft"],
  ["en-za", "NGN", "endpoint-advanced", "Renewal", "avangate"],
  ["fr-fr", "EUR", "small-office-security", "Purchase", "nexway"],
  ["en-us", "USD", "antivirus", "Purchase", "digital-river-promo"],
].map(
  ([locale, currency, name, ptype, store]) =>
    `${base}/${locale}/product/price?name=${name}&ptype=${ptype}&currency=${currency}&estore=${store}`,
);

const scenarios: Array<{ name: string; urls: string[] }> = [
  { name: "baseline: /healthz (Express only)", urls: ["/healthz"] },
  { name: "product/price (8-URL mix)", urls: priceUrls },
  { name: "currency/list", urls: [`${base}/en-za/currency/list`, `${base}/de-de/currency/list`] },
  { name: "product/checkout", urls: [`${base}/de-de/product/checkout?id=1&price_id=10110601&store_args=affid%3D42`] },
];

const agent = new Agent({ keepAlive: true, maxSockets: concurrency });

function get(port: number, url: string): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const req = request({ host: "127.0.0.1", port, path: url, agent, headers: { host: `localhost:${port}` } }, (res) => {
      let body = "";
      res.setEncoding("utf8");
      res.on("data", (chunk) => (body += chunk));
      res.on("end", () => resolve({ status: res.statusCode ?? 0, body }));
    });
    req.on("error", reject);
    req.end();
  });
}

interface Result {
  scenario: string;
  requests: number;
  errors: number;
  seconds: number;
  latenciesMs: number[];
}

async function load(port: number, name: string, urls: string[], total: number): Promise<Result> {
  const latenciesMs: number[] = [];
  let next = 0;
  let errors = 0;
  const started = process.hrtime.bigint();
  const worker = async () => {
    while (next < total) {
      const url = urls[next++ % urls.length] ?? "";
      const sent = process.hrtime.bigint();
      const answer = await get(port, url).catch(() => ({ status: 0, body: "" }));
      latenciesMs.push(Number(process.hrtime.bigint() - sent) / 1e6);
      if (answer.status !== 200) errors += 1;
    }
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
  return { scenario: name, requests: total, errors, seconds: Number(process.hrtime.bigint() - started) / 1e9, latenciesMs };
}

/** Time per call of `selectPriceOption` from `app/domain/pricing/rules.ts`, when it exists. */
async function benchSelect(options: PriceOption[]): Promise<string> {
  const rules: Record<string, unknown> = await import("~/domain/pricing/rules").catch(() => ({}));
  const select = rules.selectPriceOption;
  if (typeof select !== "function") return "skipped: app/domain/pricing/rules.ts exports no selectPriceOption";
  const queries = options.map((option, index) => ({
    pack: option.pack,
    term: option.term,
    autorenew: index % 3 !== 0,
    locale: "en-us",
  }));
  let found = 0;
  for (let i = 0; i < 1_000; i++) if (select(options, queries[i % queries.length])) found += 1; // warm-up
  const started = process.hrtime.bigint();
  for (let i = 0; i < selectCalls; i++) if (select(options, queries[i % queries.length])) found += 1;
  const perCallNs = Number(process.hrtime.bigint() - started) / selectCalls;
  if (found === 0) return "skipped: selectPriceOption found no option (unexpected signature?)";
  return `${perCallNs.toFixed(0)} ns per call (${selectCalls.toLocaleString("en")} calls over ${options.length} options)`;
}

const server = await startServer();
try {
  // A fresh database builds its search index first; the load runs measure the site, not that build.
  await untilSearchIndexed(server.port);
  console.log(`Price service on http://127.0.0.1:${server.port} (production build, fresh SQLite database)`);
  console.log(`${requestsPerScenario.toLocaleString("en")} requests per scenario, concurrency ${concurrency}, keep-alive\n`);
  for (const url of [...priceUrls, ...scenarios.flatMap((scenario) => scenario.urls)]) {
    const answer = await get(server.port, url);
    if (answer.status !== 200) throw new Error(`${url} answered ${answer.status}: ${answer.body}`);
  }
  await load(server.port, "warm-up", priceUrls, warmupRequests);

  const rows = [];
  for (const scenario of scenarios) {
    const result = await load(server.port, scenario.name, scenario.urls, requestsPerScenario);
    const sorted = result.latenciesMs.sort((a, b) => a - b);
    rows.push({
      scenario: result.scenario,
      "req/s": Math.round(result.requests / result.seconds),
      "p50 ms": Number(percentile(sorted, 50).toFixed(2)),
      "p99 ms": Number(percentile(sorted, 99).toFixed(2)),
      "max ms": Number((sorted.at(-1) ?? 0).toFixed(2)),
      errors: result.errors,
    });
  }
  console.table(rows);

  const options = JSON.parse((await get(server.port, priceUrls[0] ?? "")).body) as PriceOption[];
  console.log(`\nselectPriceOption: ${await benchSelect(options)}`);

  console.log(
    `\nLoad run: ${loadConnections} connections, ${secondsPerRoute} s per route (BENCH_SECONDS), keep-alive, after a ${2 * loadConnections}-request warm-up`,
  );
  const results: RouteResult[] = [];
  let alive = true;
  for (const route of loadRoutes) {
    results.push(await loadRoute(server.port, route, secondsPerRoute));
    alive = await serverAlive(server.port);
    if (!alive) break;
  }
  console.log(loadTable(results));
  if (!alive) console.error(`\nThe server stopped answering /healthz after ${results.at(-1)?.route}.`);
  const failures = loadFailures(results);
  if (failures > 0) console.error(`\n${failures.toLocaleString("en")} requests answered 5xx or not at all.`);
  if (!alive || failures > 0) process.exitCode = 1;
  const pageRun = await benchPages(server, secondsPerRoute);
  if (pageRun.failures > 0) process.exitCode = 1;
  await benchSearch();
} finally {
  agent.destroy();
  const code = await server.stop();
  if (code !== 0) {
    console.error(`server exited with ${code}:\n${server.output()}`);
    process.exitCode = 1;
  }
}
