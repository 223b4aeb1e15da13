import { request as httpRequest } from "node:http";
import AxeBuilder from "@axe-core/playwright";
import { type Browser, type BrowserContext, chromium, type Page } from "playwright-core";
import { afterAll, beforeAll, expect, inject } from "vitest";

export const port = () => inject("port");

/** URL of a page on a locale's development host (Chromium resolves *.localhost to loopback). */
export function siteUrl(locale: string, path = "/"): string {
  const host = locale === "en-global" ? "localhost" : `${locale}.localhost`;
  return `http://${host}:${port()}${path}`;
}

export interface HttpAnswer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: string;
}

/**
 * A request from Node with an explicit Host header (Node's resolver does not know *.localhost),
 * sent to the test server on 127.0.0.1.
 */
export function request(
  path: string,
  options: {
    host?: string;
    method?: string;
    headers?: Record<string, string>;
    body?: string;
    /** A server of the test's own instead of the shared one. */
    port?: number;
  } = {},
): Promise<HttpAnswer> {
  const serverPort = options.port ?? port();
  return new Promise((resolve, reject) => {
    const req = httpRequest(
      {
        host: "127.0.0.1",
        port: serverPort,
        path,
        method: options.method ?? "GET",
        headers: { host: `${options.host ?? "localhost"}:${serverPort}`, ...options.headers },
      },
      (res) => {
        let body = "";
        res.setEncoding("utf8");
        res.on("data", (chunk) => (body += chunk));
        res.on("end", () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body }));
      },
    );
    req.on("error", reject);
    if (options.body) req.write(options.body);
    req.end();
  });
}

/**
 * One headless Chromium per test file (Debian's, never a downloaded one). Pages opened through
 * `openPage` record console errors and failed requests; `expectCleanConsole` asserts none.
 */
export function useBrowser() {
  let browser: Browser;
  const contexts: BrowserContext[] = [];
  beforeAll(async () => {
    browser = await chromium.launch({
      executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
      args: [
        "--no-sandbox",
        "--disable-gpu",
        "--disable-quic",
        "--no-first-run",
        "--disable-background-networking",
        "--disable-component-update",
        "--disable-sync",
      ],
    });
  });
  afterAll(async () => {
    await Promise.all(contexts.map((context) => context.close()));
    await browser?.close();
  });

  return {
    async openPage(
      url: string,
      options: {
        width?: number;
        javaScript?: boolean;
        clientIp?: string;
        userAgent?: string;
        /** Runs before the page is loaded, e.g. to wait for a download the page starts by itself. */
        prepare?: (page: Page) => void;
      } = {},
    ) {
      const context = await browser.newContext({
        viewport: { width: options.width ?? 1280, height: 900 },
        javaScriptEnabled: options.javaScript ?? true,
        userAgent: options.userAgent,
        acceptDownloads: true,
        // The test server trusts loopback proxies, so this sets the visitor's address.
        extraHTTPHeaders: options.clientIp ? { "x-forwarded-for": options.clientIp } : undefined,
      });
      contexts.push(context);
      const page = await context.newPage();
      const consoleErrors: string[] = [];
      page.on("console", (message) => {
        if (message.type() === "error") consoleErrors.push(message.text());
      });
      page.on("pageerror", (error) => consoleErrors.push(String(error)));
      // Name the failing URL next to Chromium's generic "Failed to load resource" message.
      page.on("response", (answer) => {
        if (answer.status() >= 400 && answer.request().resourceType() !== "document") {
          consoleErrors.push(`${answer.status()} ${new URL(answer.url()).pathname}`);
        }
      });
      options.prepare?.(page);
      const response = await page.goto(url, { waitUntil: "load" });
      return { page, response, consoleErrors };
    },
  };
}

/** Runs axe-core on the page and fails with the rule ids and targets of any violation. */
export async function expectNoAxeViolations(page: Page): Promise<void> {
  const results = await new AxeBuilder({ page }).analyze();
  const violations = results.violations.map((violation) => ({
    id: violation.id,
    impact: violation.impact,
    targets: violation.nodes.map((node) => node.target.join(" ")),
  }));
  expect(violations).toEqual([]);
}

/** Waits for a smooth scroll (the site's `scroll-behavior`) that focusing started to end. */
export async function settledScroll(page: Page): Promise<number> {
  let last = -1;
  for (;;) {
    const now = await page.evaluate(() => new Promise<number>((resolve) => setTimeout(() => resolve(window.scrollY), 120)));
    if (now === last) return now;
    last = now;
  }
}

/** Waits until React has hydrated the page (the root component marks `<html data-hydrated>`). */
export async function waitForHydration(page: Page): Promise<void> {
  await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
}

/**
 * The licence key form's post, as the browser sends it from a page of `host`, from its own
 * address (each caller passes a fresh one, so the per-address lookup limit never mixes tests).
 */
export function postLookup(
  path: string,
  serial: string,
  options: { host?: string; address: string; intent?: "lrc-lookup" | "lrc-partner"; port?: number },
): Promise<HttpAnswer> {
  const host = options.host ?? "localhost";
  const serverPort = options.port ?? port();
  return request(path, {
    method: "POST",
    host,
    port: serverPort,
    headers: {
      "content-type": "application/x-www-form-urlencoded",
      origin: `http://${host}:${serverPort}`,
      "x-forwarded-for": options.address,
    },
    body: new URLSearchParams({ intent: options.intent ?? "lrc-lookup", serial }).toString(),
  });
}

/** The `name=value` of the first cookie an answer sets, for the next request's Cookie header. */
export const cookieOf = (answer: Pick<HttpAnswer, "headers">): string =>
  String(answer.headers["set-cookie"] ?? "").split(";")[0] ?? "";
