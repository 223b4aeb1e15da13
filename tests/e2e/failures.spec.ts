import { request as httpRequest } from "node:http";
import { describe, expect, it } from "vitest";
import { createContentFixture } from "../support/content-fixture";
import { startServer } from "./server-process";

function get(port: number, path: string, headers: Record<string, string> = {}) {
  return new Promise<{ status: number; body: string }>((resolve, reject) => {
    const req = httpRequest({ host: "127.0.0.1", port, path, headers: { host: `localhost:${port}`, ...headers } }, (res) => {
      let body = "";
      res.setEncoding("utf8");
      res.on("data", (chunk) => {
        body += chunk;
      });
      res.on("end", () => resolve({ status: res.statusCode ?? 0, body }));
    });
    req.on("error", reject);
    req.end();
  });
}

describe("a server error", () => {
  it("renders the 500 page with HTTP 500 and no error detail", async () => {
    // Content without the global site's shell documents: every page fails on the server.
    const contentDir = await createContentFixture({
      "en-global/page.json": { title: "Home", fields: { blocks: [{ type: "rich-text", html: "<p>x</p>" }] } },
    });
    const server = await startServer({ CONTENT_DIR: contentDir });
    try {
      const answer = await get(server.port, "/");
      expect(answer.status).toBe(500);
      expect(answer.body).toContain("Something went wrong");
      expect(answer.body).not.toMatch(/main-nav\.json|missing for en-global|at \w+ \(|\.js:\d+/);
      await expect.poll(() => server.output()).toMatch(/"msg":"request failed"/);
    } finally {
      expect(await server.stop()).toBe(0);
    }
  });
});

describe("configuration", () => {
  it("refuses to start with a bad value and names the variable", async () => {
    // The message is a JSON log line, so its quotes are escaped.
    await expect(startServer({ PORT: "not-a-port" })).rejects.toThrow(/"level":"fatal".*PORT=\\"not-a-port\\"/);
  });
});

describe("client address", () => {
  it("comes from X-Forwarded-For only when the peer is a trusted proxy", async () => {
    const trusting = await startServer({ LOG_LEVEL: "info" });
    const distrusting = await startServer({ LOG_LEVEL: "info", TRUST_PROXY: "none" });
    try {
      await get(trusting.port, "/healthz", { "x-forwarded-for": "203.0.113.7" });
      await get(distrusting.port, "/healthz", { "x-forwarded-for": "203.0.113.8" });
      await new Promise((resolve) => setTimeout(resolve, 100));
      expect(trusting.output()).toContain('"ip":"203.0.113.7"');
      expect(distrusting.output()).not.toContain("203.0.113.8");
      expect(distrusting.output()).toMatch(/"ip":"(::ffff:)?127\.0\.0\.1"/);
    } finally {
      await trusting.stop();
      await distrusting.stop();
    }
  });
});
