import { writeFile } from "node:fs/promises";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type RunningServer, runScript, startServer } from "./server-process";
import { cookieOf, postLookup, request } from "./support";

/**
 * One process per core (WEB_CONCURRENCY, decision 021): a primary and its workers on one port,
 * sharing what must be shared — the renewal session through Redis, a price change through the
 * database's change counters, which empty every worker's page cache — and stopping together on
 * SIGTERM.
 */
const redisUrl = process.env.TEST_REDIS_URL;

describe.runIf(redisUrl)("two worker processes", () => {
  let server: RunningServer;
  beforeAll(async () => {
    server = await startServer({
      WEB_CONCURRENCY: "2",
      REDIS_URL: redisUrl ?? "",
      SESSION_SECRET: "cluster-test-secret-0123456789abcdef",
      LOG_LEVEL: "info",
    });
    // Both workers listen before the tests begin.
    const deadline = Date.now() + 30_000;
    while ((server.output().match(/"msg":"listening on/g) ?? []).length < 2 && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  });
  // Stopping twice is harmless: the last test stops it, this makes sure of it.
  afterAll(async () => {
    await server?.stop();
  });

  const get = (path: string, options: { host?: string; headers?: Record<string, string> } = {}) =>
    request(path, { ...options, port: server.port });

  it("starts a primary and two workers, each listening on the one port", () => {
    expect(server.output()).toContain('"msg":"primary started its workers"');
    expect(server.output().match(/"msg":"listening on/g)).toHaveLength(2);
  });

  it("keeps a renewal session on whichever worker answers", async () => {
    const lookup = await postLookup("/renewal-center/home", "KTS1-ACTIVE0-0000001", {
      address: "198.18.42.1",
      port: server.port,
    });
    expect(lookup.headers.location).toBe("/lrc/kts_active");
    const cookie = cookieOf(lookup);
    // Connections go to the workers in turn: six requests reach both.
    const answers = await Promise.all(Array.from({ length: 6 }, () => get("/lrc/kts_active", { headers: { cookie } })));
    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200, 200, 200, 200]);
  });

  it("empties every worker's page cache when a price is imported", async () => {
    const product = "/home-security/products/total-security";
    const page = () => get(product, { host: "de-de.localhost" });
    for (let round = 0; round < 3; round++) await Promise.all(Array.from({ length: 4 }, page));
    const kept = await Promise.all(Array.from({ length: 4 }, page));
    expect(kept.every((answer) => answer.body.includes("49,99"))).toBe(true);
    const file = path.join(server.dataDir, "cluster-prices.csv");
    await writeFile(file, "id,price,was\n10110601,23.45,\n");
    const imported = await runScript(server, "scripts/prices-import.ts", file);
    expect(imported.code).toBe(0);
    const after = await Promise.all(Array.from({ length: 8 }, page));
    for (const answer of after) {
      expect(answer.status).toBe(200);
      expect(answer.body).toContain("23,45");
    }
  });

  it("stops every process on SIGTERM and exits 0", async () => {
    expect(await server.stop()).toBe(0);
    expect(server.output()).toContain('"msg":"stopping the workers"');
  });
});
