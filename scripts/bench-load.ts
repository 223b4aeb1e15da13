/**
 * The load run of `npm run bench`: the site's key routes, one after the other, each under
 * `loadConnections` concurrent keep-alive connections (autocannon) for BENCH_SECONDS seconds.
 */
import { createRequire } from "node:module";

export const loadConnections = 100;

/** BENCH_SECONDS, 5 by default; bounded so the bench's deadline stays bounded. */
export function loadSeconds(value = process.env.BENCH_SECONDS): number {
  if (value === undefined || value === "") return 5;
  const seconds = Number(value);
  if (!Number.isInteger(seconds) || seconds < 1 || seconds > 60) {
    throw new Error(`BENCH_SECONDS must be a whole number of seconds from 1 to 60, not "${value}"`);
  }
  return seconds;
}

export interface LoadRoute {
  name: string;
  /** Concurrent connections; `loadConnections` when not given. */
  connections?: number;
  /** The site is chosen by the Host header; Node's resolver does not resolve *.localhost. */
  host: string;
  path: string;
  method?: "GET" | "POST";
  body?: string;
  headers?: Record<string, string>;
  /** Each request from another client address, so the per-address limit does not answer them all. */
  distinctClients?: boolean;
}

export const loadRoutes: LoadRoute[] = [
  { name: "GET /", host: "localhost", path: "/" },
  { name: "GET / (de-de)", host: "de-de.localhost", path: "/" },
  { name: "GET product page (buy block)", host: "localhost", path: "/home-security/products/total-security" },
  { name: "GET /renewal-center/home", host: "localhost", path: "/renewal-center/home" },
  {
    name: "GET price.svc product/price",
    host: "localhost",
    path: "/_svc/price.svc/en-us/product/price?name=total-security&ptype=Purchase&currency=USD&estore=digital-river",
  },
  { name: "GET price.svc currency/list", host: "localhost", path: "/_svc/price.svc/de-de/currency/list" },
  { name: "GET /_svc/page/ipinfo", host: "localhost", path: "/_svc/page/ipinfo?url=/" },
  { name: "GET /sitemap.xml", host: "localhost", path: "/sitemap.xml" },
  { name: "GET /search (results page)", host: "localhost", path: "/search?query=security" },
  { name: "GET search.svc Suggest", host: "localhost", path: "/_svc/search.svc/Suggest?phrase=sec" },
  { name: "GET /about/press-releases?rel=2", host: "localhost", path: "/about/press-releases?rel=2" },
  {
    // Rate limited per address and per serial (10 an hour from anywhere): most answers are 429.
    name: "POST lrc.svc licenseinfo",
    host: "localhost",
    path: "/_svc/lrc.svc/en-us/licenseinfo?serial=KTS1-ACTIVE0-0000001",
    method: "POST",
    body: "[]",
    headers: { "content-type": "application/json" },
    distinctClients: true,
  },
];

/** The part of autocannon's options and results this script uses (the package ships no types). */
interface RequestData {
  headers: Record<string, string>;
}
interface AutocannonOptions {
  url: string;
  connections: number;
  duration?: number;
  amount?: number;
  method?: string;
  body?: string;
  headers?: Record<string, string>;
  requests?: Array<{ setupRequest?: (request: RequestData) => RequestData }>;
}
interface AutocannonResult {
  duration: number;
  errors: number;
  timeouts: number;
  "1xx": number;
  "4xx": number;
  "5xx": number;
  statusCodeStats: Record<string, { count: number }>;
}
type Instance = PromiseLike<AutocannonResult> & {
  on(event: "response", listener: (client: unknown, status: number, bytes: number, ms: number) => void): unknown;
};
const autocannon = createRequire(import.meta.url)("autocannon") as (options: AutocannonOptions) => Instance;

export interface RouteResult {
  route: string;
  seconds: number;
  latenciesMs: number[];
  /** Answers outside 2xx/3xx (1xx, 4xx and 5xx). */
  notOk: number;
  serverErrors: number;
  /** Connection errors and timeouts: requests without an answer. */
  errors: number;
  statuses: Map<number, number>;
  /** The warm-up's failures: left out of the figures, but a failure all the same. */
  warmUp: { serverErrors: number; errors: number };
}

let clientNumber = 0;
/** A new address in 10.0.0.0/8 per call; the server trusts X-Forwarded-For from loopback peers. */
function nextClientAddress(): string {
  clientNumber = (clientNumber + 1) % 0xffffff;
  return `10.${clientNumber >> 16}.${(clientNumber >> 8) & 0xff}.${clientNumber & 0xff}`;
}

function options(port: number, route: LoadRoute): AutocannonOptions {
  return {
    url: `http://127.0.0.1:${port}${route.path}`,
    connections: route.connections ?? loadConnections,
    method: route.method ?? "GET",
    headers: { host: `${route.host}:${port}`, ...route.headers },
    ...(route.body === undefined ? {} : { body: route.body }),
    ...(route.distinctClients
      ? {
          requests: [
            {
              setupRequest: (request: RequestData) => ({
                ...request,
                headers: { ...request.headers, "x-forwarded-for": nextClientAddress() },
              }),
            },
          ],
        }
      : {}),
  };
}

/** Loads one route; a short warm-up first (JIT, content and price caches) that the figures leave out. */
export async function loadRoute(port: number, route: LoadRoute, seconds: number): Promise<RouteResult> {
  const warmUp = await autocannon({ ...options(port, route), amount: 2 * (route.connections ?? loadConnections) });
  const latenciesMs: number[] = [];
  const instance = autocannon({ ...options(port, route), duration: seconds });
  instance.on("response", (_client, _status, _bytes, ms) => latenciesMs.push(ms));
  const result = await instance;
  const statuses = new Map<number, number>();
  for (const [status, { count }] of Object.entries(result.statusCodeStats)) statuses.set(Number(status), count);
  return {
    route: route.name,
    seconds: result.duration,
    latenciesMs,
    notOk: result["1xx"] + result["4xx"] + result["5xx"],
    serverErrors: result["5xx"],
    errors: result.errors,
    statuses,
    warmUp: { serverErrors: warmUp["5xx"], errors: warmUp.errors },
  };
}

export function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? Number.NaN;
}

const count = (value: number) => value.toLocaleString("en");

/** One line per route and a total line; the 5xx column reads "0 × 5xx" when all is well. */
export function loadTable(results: RouteResult[]): string {
  const row = (result: RouteResult) => {
    const sorted = result.latenciesMs.toSorted((a, b) => a - b);
    const statuses = [...result.statuses].sort(([a], [b]) => a - b).map(([status, n]) => `${status} ×${count(n)}`);
    return [
      result.route,
      count(Math.round(sorted.length / result.seconds)),
      percentile(sorted, 50).toFixed(1),
      percentile(sorted, 99).toFixed(1),
      count(sorted.length),
      count(result.notOk),
      `${count(result.serverErrors)} × 5xx`,
      count(result.errors),
      statuses.join(", ") || "-",
    ];
  };
  const total: RouteResult = {
    route: "total",
    seconds: results.reduce((sum, result) => sum + result.seconds, 0),
    latenciesMs: results.flatMap((result) => result.latenciesMs),
    notOk: results.reduce((sum, result) => sum + result.notOk, 0),
    serverErrors: results.reduce((sum, result) => sum + result.serverErrors, 0),
    errors: results.reduce((sum, result) => sum + result.errors, 0),
    statuses: new Map(),
    warmUp: { serverErrors: 0, errors: 0 },
  };
  for (const result of results) {
    for (const [status, n] of result.statuses) total.statuses.set(status, (total.statuses.get(status) ?? 0) + n);
  }
  const header = ["route", "req/s", "p50 ms", "p99 ms", "answers", "not 2xx/3xx", "5xx", "no answer", "statuses"];
  const lines = [header, ...results.map(row), row(total)];
  const widths = header.map((_, column) => Math.max(...lines.map((line) => line[column]?.length ?? 0)));
  // Text columns left-aligned, figures right-aligned.
  const format = (line: string[]) =>
    line
      .map((cell, column) =>
        column === 0 || column === 6 || column === 8 ? cell.padEnd(widths[column] ?? 0) : cell.padStart(widths[column] ?? 0),
      )
      .join("  ")
      .trimEnd();
  const rule = "-".repeat(widths.reduce((sum, width) => sum + width + 2, -2));
  const warmUpNotes = results
    .filter((result) => result.warmUp.serverErrors + result.warmUp.errors > 0)
    .map(
      (result) =>
        `warm-up of ${result.route}: ${count(result.warmUp.serverErrors)} × 5xx, ${count(result.warmUp.errors)} no answer`,
    );
  return [format(header), rule, ...lines.slice(1, -1).map(format), rule, format(row(total)), ...warmUpNotes].join("\n");
}

/** Any 5xx or unanswered request, in the warm-ups too. */
export function loadFailures(results: RouteResult[]): number {
  return results.reduce(
    (sum, result) => sum + result.serverErrors + result.errors + result.warmUp.serverErrors + result.warmUp.errors,
    0,
  );
}

/** Whether the server still answers: a crash under load shows here rather than as 5xx. */
export async function serverAlive(port: number): Promise<boolean> {
  return fetch(`http://127.0.0.1:${port}/healthz`, { signal: AbortSignal.timeout(5_000) }).then(
    (response) => response.ok,
    () => false,
  );
}
