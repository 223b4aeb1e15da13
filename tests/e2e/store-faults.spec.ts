import { randomUUID } from "node:crypto";
import { request as httpRequest } from "node:http";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTcpProxy, type TcpProxy } from "../support/tcp-proxy";
import { type RunningServer, startServer, untilSearchIndexed } from "./server-process";

/**
 * Stores that fail must fail fast and visibly: the real PostgreSQL and Redis behind a TCP proxy
 * that the test cuts — refusing connections, or accepting them and never answering.
 */

interface Answer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: string;
  ms: number;
}

function call(
  server: RunningServer,
  path: string,
  options: { method?: string; headers?: Record<string, string>; body?: string } = {},
) {
  const started = performance.now();
  return new Promise<Answer>((resolve, reject) => {
    const req = httpRequest(
      {
        host: "127.0.0.1",
        port: server.port,
        path,
        method: options.method ?? "GET",
        agent: false,
        headers: { host: `localhost:${server.port}`, ...options.headers },
      },
      (res) => {
        let body = "";
        res.setEncoding("utf8");
        res.on("data", (chunk) => (body += chunk));
        res.on("end", () =>
          resolve({ status: res.statusCode ?? 0, headers: res.headers, body, ms: performance.now() - started }),
        );
      },
    );
    req.on("error", reject);
    if (options.body) req.write(options.body);
    req.end();
  });
}

const lookup = (server: RunningServer, address: string, serial = "KTS1-ACTIVE0-0000001") =>
  call(server, `/_svc/lrc.svc/en-us/licenseinfo?serial=${serial}`, {
    method: "POST",
    headers: { "content-type": "application/json", "x-forwarded-for": address },
    body: "[]",
  });

const databaseUrl = process.env.TEST_DATABASE_URL;
const redisUrl = process.env.TEST_REDIS_URL;

describe.runIf(databaseUrl)("PostgreSQL that fails", () => {
  const schema = `fault_${randomUUID().replaceAll("-", "").slice(0, 12)}`;
  let admin: pg.Client;
  let proxy: TcpProxy;
  let server: RunningServer;

  beforeAll(async () => {
    admin = new pg.Client({ connectionString: databaseUrl });
    await admin.connect();
    await admin.query(`create schema ${schema}`);
    const target = new URL(databaseUrl ?? "");
    proxy = await startTcpProxy({ host: target.hostname, port: Number(target.port || 5432) });
    const viaProxy = new URL(databaseUrl ?? "");
    viaProxy.host = `127.0.0.1:${proxy.port}`;
    viaProxy.searchParams.set("options", `-c search_path=${schema}`);
    server = await startServer({ DATABASE_URL: viaProxy.href, LOG_LEVEL: "info" });
    await untilSearchIndexed(server.port);
  }, 120_000);

  afterAll(async () => {
    proxy.mode("pass");
    expect(await server?.stop()).toBe(0);
    await proxy?.close();
    await admin.query(`drop schema if exists ${schema} cascade`);
    await admin.end();
  });

  it.each(["blackhole", "refuse"] as const)(
    "answers 503 fast when PostgreSQL is cut (%s), and renders pages degraded",
    async (mode) => {
      expect((await call(server, "/readyz")).status).toBe(200);
      proxy.mode(mode);

      const ready = await call(server, "/readyz");
      expect(ready.status).toBe(503);
      expect(ready.ms).toBeLessThan(5000);
      expect(JSON.parse(ready.body)).toMatchObject({ status: "unavailable", degraded: ["database"] });

      for (const path of [
        "/_svc/price.svc/en-us/product/price?name=total-security&ptype=Purchase&currency=USD",
        "/_svc/price.svc/de-de/currency/list",
        "/lrc/partner-mapping.json",
      ]) {
        const answer = await call(server, path);
        expect(answer.status, path).toBe(503);
        expect(answer.headers["retry-after"], path).toBeTruthy();
        expect(JSON.parse(answer.body), path).toMatchObject({ error: "service unavailable" });
        expect(answer.ms, path).toBeLessThan(5000);
      }
      const licence = await lookup(server, "192.0.2.150");
      expect(licence.status).toBe(503);
      expect(JSON.parse(licence.body)).toMatchObject({ error: "service unavailable" });

      const page = await call(server, "/home-security/products/total-security");
      expect(page.status).toBe(200);
      expect(page.ms).toBeLessThan(5000);

      proxy.mode("pass");
      // The guard tries the database again after its cooldown; the instance is ready again by itself.
      const deadline = Date.now() + 15_000;
      let status = 0;
      while (Date.now() < deadline && status !== 200) {
        status = (await call(server, "/readyz")).status;
        if (status !== 200) await new Promise((resolve) => setTimeout(resolve, 500));
      }
      expect(status).toBe(200);
      expect((await call(server, "/lrc/partner-mapping.json")).status).toBe(200);
    },
    60_000,
  );

  it("never wrote anything but JSON, and nothing to stderr", () => {
    for (const line of server.output().trim().split("\n")) expect(() => JSON.parse(line), line).not.toThrow();
    expect(server.stderr()).toBe("");
  });
});

describe.runIf(redisUrl)("Redis that fails", () => {
  let proxy: TcpProxy;
  let server: RunningServer;

  beforeAll(async () => {
    const target = new URL(redisUrl ?? "");
    proxy = await startTcpProxy({ host: target.hostname, port: Number(target.port || 6379) });
    server = await startServer({ REDIS_URL: `redis://127.0.0.1:${proxy.port}${target.pathname}`, LOG_LEVEL: "info" });
    await untilSearchIndexed(server.port);
  }, 60_000);

  afterAll(async () => {
    expect(await server?.stop()).toBe(0);
    await proxy?.close();
  });

  it.each(["blackhole", "refuse"] as const)(
    "keeps looking up within a second and keeps limiting when Redis is cut (%s)",
    async (mode) => {
      proxy.mode(mode);
      const address = mode === "blackhole" ? "198.18.60.1" : "198.18.61.1";
      const answers = [];
      for (let attempt = 0; attempt < 21; attempt += 1)
        answers.push(await lookup(server, address, `KTS1-ACTIVE0-000000${attempt % 5}`));
      for (const answer of answers) expect(answer.ms).toBeLessThan(1000);
      expect(answers.slice(0, 20).every((answer) => answer.status === 200 || answer.status === 404)).toBe(true);
      expect(answers.at(-1)?.status).toBe(429);

      const form = await call(server, "/renewal-center/home", {
        method: "POST",
        headers: { "content-type": "application/x-www-form-urlencoded", "x-forwarded-for": "198.18.62.1" },
        body: "intent=lrc-lookup&serial=KTS1-ACTIVE0-0000001",
      });
      expect(form.status).toBe(302);
      expect(form.ms).toBeLessThan(1000);
      // The session lives in process memory meanwhile: the verdict page opens.
      const cookie = String(form.headers["set-cookie"] ?? "").split(";")[0] ?? "";
      expect((await call(server, "/lrc/kts_active", { headers: { cookie } })).status).toBe(200);

      const ready = await call(server, "/readyz");
      expect(ready.status).toBe(200);
      expect(JSON.parse(ready.body)).toMatchObject({ degraded: ["cache"] });
      proxy.mode("pass");
    },
    60_000,
  );

  it("never wrote anything but JSON, and nothing to stderr", () => {
    for (const line of server.output().trim().split("\n")) expect(() => JSON.parse(line), line).not.toThrow();
    expect(server.stderr()).toBe("");
    expect(server.output()).toContain('"msg":"redis unavailable"');
  });
});
