import { Agent, request as httpRequest } from "node:http";
import { describe, expect, it } from "vitest";
import { startServer } from "./server-process";

/**
 * SIGTERM under load: every request that reached the server before the signal gets its full
 * answer — on new connections, on connections waiting in the accept queue, on keep-alive
 * connections — none is reset; `/readyz` says 503 meanwhile; the process exits 0.
 */

interface Outcome {
  status?: number;
  complete?: boolean;
  error?: string;
}

function get(port: number, path: string, agent: Agent | false, sent: () => void): Promise<Outcome> {
  return new Promise((resolve) => {
    const req = httpRequest({ host: "127.0.0.1", port, path, agent, headers: { host: `localhost:${port}` } }, (res) => {
      let bytes = 0;
      res.on("data", (chunk: Buffer) => (bytes += chunk.length));
      res.on("end", () => resolve({ status: res.statusCode, complete: res.complete && bytes > 0 }));
      res.on("error", (error) => resolve({ error: error.message }));
    });
    req.on("error", (error) => resolve({ error: `${(error as NodeJS.ErrnoException).code ?? ""} ${error.message}` }));
    req.on("finish", sent);
    req.end();
  });
}

describe("SIGTERM under load", () => {
  it("finishes every request already received, resets none, and exits 0", async () => {
    const server = await startServer({ LOG_LEVEL: "info" });
    const keepAlive = new Agent({ keepAlive: true, maxSockets: 10 });
    try {
      // Keep-alive connections that are open, and idle, when the signal comes.
      await Promise.all(Array.from({ length: 10 }, () => get(server.port, "/healthz", keepAlive, () => {})));

      let sentCount = 0;
      let allSent: () => void = () => {};
      const sent = new Promise<void>((resolve) => {
        allSent = resolve;
      });
      const onSent = () => {
        sentCount += 1;
        if (sentCount === 60) allSent();
      };
      const paths = ["/", "/about", "/renewal-center/home", "/home-security/products/total-security"];
      const outcomes = Array.from({ length: 60 }, (_, n) =>
        get(server.port, paths[n % paths.length] ?? "/", n % 3 === 0 ? keepAlive : false, onSent),
      );
      await sent;
      process.kill(server.pid, "SIGTERM");
      const results = await Promise.all(outcomes);

      expect(results.filter((result) => result.error)).toEqual([]);
      expect(results.every((result) => result.status === 200 && result.complete)).toBe(true);
      expect(await server.stop()).toBe(0);
      expect(server.output()).toMatch(/"msg":"stopped"/);
      expect(server.stderr()).toBe("");
    } finally {
      keepAlive.destroy();
      await server.stop();
    }
  }, 60_000);

  it("answers /readyz 503 while it drains", async () => {
    const server = await startServer();
    try {
      // A slow page keeps the server draining while /readyz is asked.
      const slow = get(server.port, "/sitemap.xml", false, () => {});
      await new Promise((resolve) => setTimeout(resolve, 20));
      process.kill(server.pid, "SIGTERM");
      await new Promise((resolve) => setTimeout(resolve, 50));
      const ready = await new Promise<number | undefined>((resolve) => {
        const req = httpRequest(
          { host: "127.0.0.1", port: server.port, path: "/readyz", agent: false, headers: { host: "localhost" } },
          (res) => {
            res.resume();
            resolve(res.statusCode);
          },
        );
        req.on("error", () => resolve(undefined));
        req.end();
      });
      expect(ready).toBe(503);
      expect((await slow).status).toBe(200);
      expect(await server.stop()).toBe(0);
    } finally {
      await server.stop();
    }
  }, 60_000);
});
