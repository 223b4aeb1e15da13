/**
 * The page part of `npm run bench` (decision 021): the homepage and a product page of two sites,
 * from the page cache and rendered each time, at 50 connections, in one run beside
 * - a bare `node:http` server answering the same bytes as the cached de-de homepage (the ceiling
 *   for a cached page), and
 * - a one-line answer through the same server stack (Express, the request checks, React Router's
 *   handler and root middleware: `/_svc/page/hasroute`), the ceiling for a rendered page;
 * and the sitemap from the cache. Prints the table and the ratios against the goals: a cached page
 * at least 0.5 of the bare server's rate with p99 under 20 ms, an uncached product page at least
 * 0.25 of the one-line answer's rate, no answer outside 2xx.
 */
import { type ChildProcess, spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import { writeFile } from "node:fs/promises";
import { availableParallelism, tmpdir } from "node:os";
import path from "node:path";
import { type RunningServer, startServer, untilSearchIndexed } from "../tests/e2e/server-process";
import { type LoadRoute, loadRoute, loadTable, percentile, type RouteResult } from "./bench-load";

const connections = 50;

const pages = [
  { name: "de-de /", host: "de-de.localhost", path: "/" },
  { name: "de-de product", host: "de-de.localhost", path: "/home-security/products/total-security" },
  { name: "en-us /", host: "en-us.localhost", path: "/" },
  { name: "en-us product", host: "en-us.localhost", path: "/home-security/products/total-security" },
];

/** A `node:http` server in a process of its own that answers every request with the bytes in `file`. */
async function bareServer(file: string): Promise<{ port: number; stop(): void }> {
  const code = `
    const body = require("node:fs").readFileSync(${JSON.stringify(file)});
    const server = require("node:http").createServer((req, res) => {
      res.writeHead(200, { "Content-Type": "text/html; charset=utf-8", "Content-Length": body.length });
      res.end(body);
    });
    server.listen(0, "127.0.0.1", () => process.stdout.write(String(server.address().port) + "\\n"));`;
  const child: ChildProcess = spawn(process.execPath, ["-e", code], { stdio: ["ignore", "pipe", "inherit"] });
  const port = await new Promise<number>((resolve, reject) => {
    child.stdout?.once("data", (chunk) => resolve(Number(String(chunk).trim())));
    child.once("exit", (status) => reject(new Error(`bare server exited with ${status}`)));
  });
  return { port, stop: () => child.kill() };
}

const rate = (result: RouteResult) => result.latenciesMs.length / result.seconds;
const p99 = (result: RouteResult) =>
  percentile(
    result.latenciesMs.toSorted((a, b) => a - b),
    99,
  );
const notOk = (result: RouteResult) => result.notOk + result.errors;

/**
 * The product pages rendered (no page cache) by one process per core, as production runs
 * (`WEB_CONCURRENCY`, which needs Redis and a session secret): none without a Redis to use.
 */
async function renderedOnAllCores(seconds: number): Promise<RouteResult[]> {
  const redisUrl = process.env.REDIS_URL || process.env.TEST_REDIS_URL;
  if (!redisUrl) return [];
  const workers = availableParallelism();
  const server = await startServer({
    PAGE_CACHE_SIZE: "0",
    WEB_CONCURRENCY: String(workers),
    REDIS_URL: redisUrl,
    SESSION_SECRET: randomBytes(32).toString("hex"),
  });
  try {
    await untilSearchIndexed(server.port);
    const results: RouteResult[] = [];
    for (const page of pages.filter((page) => page.name.includes("product"))) {
      const route = { ...page, name: `${page.name} rendered, ${workers} processes`, connections };
      // The first seconds of each worker are spent compiling: a short run first, not counted.
      await loadRoute(server.port, route, Math.min(3, seconds));
      results.push(await loadRoute(server.port, route, seconds));
    }
    return results;
  } finally {
    await server.stop();
  }
}

/** Runs the page bench against `cached` (a server with its page cache); starts the rest itself. */
export async function benchPages(cached: RunningServer, seconds: number): Promise<{ failures: number }> {
  const route = (page: (typeof pages)[number], suffix: string): LoadRoute => ({
    ...page,
    name: `${page.name} ${suffix}`,
    connections,
  });
  // The bare server answers what the cache answers for the de-de homepage.
  const homepage = await fetch(`http://127.0.0.1:${cached.port}/`, { headers: { host: `de-de.localhost:${cached.port}` } });
  const file = path.join(tmpdir(), `bastion-bench-home-${process.pid}.html`);
  await writeFile(file, Buffer.from(await homepage.arrayBuffer()));
  const bare = await bareServer(file);
  const uncached = await startServer({ PAGE_CACHE_SIZE: "0" });
  try {
    await untilSearchIndexed(uncached.port);
    console.log(
      `\nPages: ${connections} connections, ${seconds} s each (BENCH_SECONDS), keep-alive; "cached" from the page cache, "rendered" on a server without one`,
    );
    const results: RouteResult[] = [];
    const bareResult = await loadRoute(
      bare.port,
      { name: "bare node:http, same bytes", host: "localhost", path: "/", connections },
      seconds,
    );
    results.push(bareResult);
    const oneLine = await loadRoute(
      uncached.port,
      { name: "one-line answer, same stack", host: "de-de.localhost", path: "/_svc/page/hasroute?url=/", connections },
      seconds,
    );
    results.push(oneLine);
    const cachedResults: RouteResult[] = [];
    for (const page of pages) cachedResults.push(await loadRoute(cached.port, route(page, "cached"), seconds));
    const renderedResults: RouteResult[] = [];
    for (const page of pages) renderedResults.push(await loadRoute(uncached.port, route(page, "rendered"), seconds));
    const sitemap = await loadRoute(
      cached.port,
      { name: "sitemap.xml cached", host: "localhost", path: "/sitemap.xml", connections },
      seconds,
    );
    const allCores = await renderedOnAllCores(seconds);
    results.push(...cachedResults, ...renderedResults, ...allCores, sitemap);
    console.log(loadTable(results));

    const lines: string[] = [];
    const verdict = (ok: boolean) => (ok ? "meets" : "MISSES");
    for (const result of cachedResults) {
      const ratio = rate(result) / rate(bareResult);
      const ok = ratio >= 0.5 && p99(result) < 20;
      lines.push(
        `${result.route}: ${ratio.toFixed(2)} of the bare server, p99 ${p99(result).toFixed(1)} ms — ${verdict(ok)} the goal (≥ 0.5, p99 < 20 ms)`,
      );
    }
    for (const result of renderedResults.filter((result) => result.route.includes("product"))) {
      const ratio = rate(result) / rate(oneLine);
      lines.push(`${result.route}: ${ratio.toFixed(2)} of the one-line answer — ${verdict(ratio >= 0.25)} the goal (≥ 0.25)`);
    }
    for (const result of allCores) {
      const single = renderedResults.find((one) => result.route.startsWith(one.route.replace(/ rendered$/, "")));
      const ratio = single ? rate(result) / rate(single) : 0;
      lines.push(
        `${result.route}: ${ratio.toFixed(2)} of one process, ${(rate(result) / 160).toFixed(2)} of the issue's 160 req/s`,
      );
    }
    if (allCores.length === 0) lines.push("rendered on all cores: not measured (needs REDIS_URL or TEST_REDIS_URL)");
    lines.push(`sitemap.xml cached: ${Math.round(rate(sitemap)).toLocaleString("en")} req/s, p99 ${p99(sitemap).toFixed(1)} ms`);
    const failures = results.reduce((sum, result) => sum + notOk(result), 0);
    lines.push(`answers outside 2xx or none: ${failures.toLocaleString("en")}`);
    console.log(`\n${lines.join("\n")}`);
    return { failures };
  } finally {
    bare.stop();
    await uncached.stop();
  }
}
