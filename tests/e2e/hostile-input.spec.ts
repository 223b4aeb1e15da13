import { readFileSync } from "node:fs";
import { request as httpRequest } from "node:http";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type RunningServer, startServer } from "./server-process";

/**
 * What a hostile client can send: oversized and malformed bodies, methods no route has, broken
 * Host and forwarded headers, serials in every corner of a request. Each gets a 4xx, none a 500;
 * memory does not grow; every log line is one JSON object with no serial in clear, and nothing
 * reaches stderr. A server of its own, so its log can be read.
 */

let server: RunningServer;
beforeAll(async () => {
  server = await startServer({ LOG_LEVEL: "info", FORM_BODY_LIMIT: "64kb", SERVICE_BODY_LIMIT: "256kb" });
});
afterAll(async () => {
  expect(await server.stop()).toBe(0);
});

interface Answer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: string;
}

/** A raw request: any Host, any method, any body (a string, or `size` bytes streamed in chunks). */
function send(
  path: string,
  options: { method?: string; host?: string; headers?: Record<string, string>; body?: string; size?: number } = {},
): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const headers: Record<string, string> = { host: options.host ?? `localhost:${server.port}`, ...options.headers };
    if (options.size !== undefined && !headers["transfer-encoding"]) headers["content-length"] = String(options.size);
    let answered = false;
    const req = httpRequest({ host: "127.0.0.1", port: server.port, path, method: options.method ?? "GET", headers }, (res) => {
      // The answer is in: stop sending the rest of a large body.
      answered = true;
      let body = "";
      res.setEncoding("utf8");
      res.on("data", (chunk) => (body += chunk));
      res.on("end", () => {
        resolve({ status: res.statusCode ?? 0, headers: res.headers, body });
        req.destroy();
      });
    });
    // A large body still being sent when the server closes after its answer is expected.
    req.on("error", (error) => (options.size !== undefined ? undefined : reject(error)));
    if (options.size !== undefined) {
      const chunk = Buffer.alloc(64 * 1024, "a");
      let sent = 0;
      const pump = () => {
        while (sent < (options.size ?? 0) && !req.destroyed && !answered) {
          sent += chunk.length;
          if (!req.write(chunk)) return void req.once("drain", pump);
        }
        if (!req.destroyed && !answered) req.end();
      };
      pump();
    } else {
      if (options.body !== undefined) req.write(options.body);
      req.end();
    }
  });
}

function rssMegabytes(): number {
  const status = readFileSync(`/proc/${server.pid}/status`, "utf8");
  return Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0) / 1024;
}

const form = { "content-type": "application/x-www-form-urlencoded" };
const securityHeaders = ["content-security-policy", "x-content-type-options", "referrer-policy", "x-frame-options"];

describe("bodies past their limit", () => {
  it("refuses a 200 MB form post with 413 at once, without reading it, and memory does not grow", async () => {
    const before = rssMegabytes();
    const started = performance.now();
    const answers = await Promise.all(
      Array.from({ length: 4 }, () => send("/renewal-center/home", { method: "POST", headers: form, size: 200 * 1024 * 1024 })),
    );
    expect(answers.map((answer) => answer.status)).toEqual([413, 413, 413, 413]);
    expect(performance.now() - started).toBeLessThan(5000);
    expect(JSON.parse(answers[0]?.body ?? "{}")).toMatchObject({ field: "body" });
    expect(rssMegabytes() - before).toBeLessThan(50);
  });

  it("refuses a chunked body as soon as it passes the limit, on pages and on /_svc", async () => {
    for (const path of ["/renewal-center/home", "/_svc/lrc.svc/en-us/licenseinfo?serial=KTS1-ACTIVE0-0000001"]) {
      const answer = await send(path, {
        method: "POST",
        headers: { ...form, "transfer-encoding": "chunked", "x-forwarded-for": "192.0.2.200" },
        size: 50 * 1024 * 1024,
      });
      expect(answer.status, path).toBe(413);
    }
  });

  it("takes a service body up to its own, larger limit", async () => {
    const answer = await send("/_svc/lrc.svc/en-us/licenseinfo?serial=KTS1-ACTIVE0-0000001", {
      method: "POST",
      headers: { "content-type": "application/json", "x-forwarded-for": "192.0.2.201" },
      body: `[${" ".repeat(100 * 1024)}]`,
    });
    // Past the licence call's own 32 KB bound, named as such — not the server's 413.
    expect(answer.status).toBe(400);
    expect(JSON.parse(answer.body)).toMatchObject({ field: "body" });
  });
});

describe("malformed requests get a 4xx", () => {
  it.each([
    ["text/plain body", "POST", "/renewal-center/home", { "content-type": "text/plain" }, "serial=x", 415],
    ["JSON body", "POST", "/renewal-center/home", { "content-type": "application/json" }, '{"serial":"x"}', 415],
    ["no content type", "POST", "/renewal-center/home", {}, "serial=x", 415],
    ["multipart without boundary", "POST", "/renewal-center/home", { "content-type": "multipart/form-data" }, "x", 400],
    [
      "broken multipart",
      "POST",
      "/renewal-center/home",
      { "content-type": "multipart/form-data; boundary=xyz" },
      "--xyz\r\nbad",
      400,
    ],
    ["DELETE ?index", "DELETE", "/?index", {}, undefined, 405],
    ["PUT a page", "PUT", "/about", form, "a=1", 405],
    ["POST *.data as text", "POST", "/renewal-center/home.data", { "content-type": "text/plain" }, "x", 415],
    ["POST *.data naming the root route", "POST", "/about.data?_routes=root", form, "a=1", 400],
    ["POST a page without an action", "POST", "/sitemap.xml", form, "a=1", 405],
    ["POST a service without an action", "POST", "/_svc/page/ipinfo?url=/", { "content-type": "application/json" }, "{}", 405],
  ] as const)("%s → %i", async (_label, method, path, headers, body, status) => {
    const answer = await send(path, { method, headers, body });
    expect(answer.status).toBe(status);
  });

  it.each([
    ["%", "host"],
    ["a b", "host"],
    ["[::1", "host"],
    ["example.com:99999", "host"],
  ])("answers 400 with every security header to Host %j", async (host, field) => {
    const answer = await send("/renewal-center/home?serial=KTS1ACTIVE00000001", { host });
    expect(answer.status).toBe(400);
    expect(JSON.parse(answer.body)).toEqual({ error: "invalid Host header", field });
    for (const header of securityHeaders) expect(answer.headers[header], header).toBeTruthy();
  });

  it("answers 400 to an invalid X-Forwarded-Proto from a trusted proxy", async () => {
    const answer = await send("/", { headers: { "x-forwarded-proto": "a b" } });
    expect(answer.status).toBe(400);
    expect(answer.headers["content-security-policy"]).toContain("default-src 'none'");
  });

  it("logs every refusal below error level, writes only JSON lines and nothing to stderr", async () => {
    await send("/renewal-center/home", { method: "POST", headers: { "content-type": "text/plain" }, body: "x" });
    await send("/about", { method: "POST", headers: { ...form, origin: "https://attacker.example" }, body: "a=1" });
    await send("/", { host: "%" });
    const lines = server.output().trim().split("\n");
    for (const line of lines) expect(() => JSON.parse(line), line).not.toThrow();
    expect(lines.filter((line) => JSON.parse(line).level === "error")).toEqual([]);
    expect(server.stderr()).toBe("");
  });
});

describe("no serial in any log line", () => {
  it("masks serials in paths, queries, Host headers and forwarded addresses", async () => {
    const serials = ["KTS1ACTIVE00000001", "KIS1-ACTIVE0-0000005", "3D6A6F64-02524-52348-A86FF-9196DAB9E"];
    await send("/renewal-center/home?serial=KTS1ACTIVE00000001");
    await send("/custom/KIS1-ACTIVE0-0000005");
    await send("/lrc/KIS1-ACTIVE0-0000005?x=1");
    await send("/x", { host: "KTS1ACTIVE00000001 x" });
    await send("/", { headers: { "x-forwarded-for": "KTS1-ACTIVE0-0000001" } });
    await send("/", { headers: { "x-forwarded-for": "3D6A6F64-02524-52348-A86FF-9196DAB9E, 198.51.100.1" } });
    await send("/_svc/lrc.svc/en-us/licenseinfo?serial=3D6A6F640252452348A86FF9196DAB9E", {
      method: "POST",
      headers: { "content-type": "application/json", "x-forwarded-for": "192.0.2.202" },
      body: "[]",
    });
    await send("/renewal-center/home?serial=KIS1-ACTIVE0-0000005", {
      method: "POST",
      headers: form,
      body: "intent=lrc-lookup&serial=KTS1ACTIVE00000001",
    });
    const log = server.output();
    expect(log).toContain('"path":"/custom/KIS1-*******-***0005"');
    for (const serial of serials) {
      expect(log).not.toContain(serial);
      expect(log.replaceAll("-", "")).not.toContain(serial.replaceAll("-", ""));
    }
    // A forwarded address that is not an address is never logged as one.
    expect(log).not.toMatch(/"ip":"(?!\d|[0-9a-f:]+")/);
  });
});
