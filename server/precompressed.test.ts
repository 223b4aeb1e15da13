import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { request } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { brotliCompressSync, gzipSync } from "node:zlib";
import express from "express";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { precompressedStatic } from "./precompressed";

/** Static files with build-time variants: each client gets the variant its Accept-Encoding allows. */
const script = "export const answer = 42;\n".repeat(40);
let root: string;
let port: number;
let close: () => void;

beforeAll(async () => {
  root = mkdtempSync(path.join(tmpdir(), "precompressed-"));
  mkdirSync(path.join(root, "assets"));
  writeFileSync(path.join(root, "assets", "app.js"), script);
  writeFileSync(path.join(root, "assets", "app.js.gz"), gzipSync(script));
  writeFileSync(path.join(root, "assets", "app.js.br"), brotliCompressSync(script));
  writeFileSync(path.join(root, "assets", "only-gzip.css"), "body{}");
  writeFileSync(path.join(root, "assets", "only-gzip.css.gz"), gzipSync("body{}"));
  writeFileSync(path.join(root, "plain.txt"), "plain");
  const app = express();
  app.use(precompressedStatic(root, { maxAge: "1y", immutable: true }));
  const server = app.listen(0, "127.0.0.1");
  await new Promise((resolve) => server.once("listening", resolve));
  port = (server.address() as AddressInfo).port;
  close = () => server.close();
});
afterAll(() => {
  close?.();
  rmSync(root, { recursive: true, force: true });
});

function get(target: string, acceptEncoding?: string, method = "GET") {
  return new Promise<{ status: number; headers: Record<string, string | string[] | undefined>; body: Buffer }>(
    (resolve, reject) => {
      const req = request(
        { host: "127.0.0.1", port, path: target, method, headers: acceptEncoding ? { "accept-encoding": acceptEncoding } : {} },
        (res) => {
          const chunks: Buffer[] = [];
          res.on("data", (chunk: Buffer) => chunks.push(chunk));
          res.on("end", () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
        },
      );
      req.on("error", reject);
      req.end();
    },
  );
}

describe("precompressedStatic", () => {
  it.each([
    ["br, gzip", "br"],
    ["gzip, deflate, br;q=0.5", "gzip"],
    ["gzip", "gzip"],
    ["br;q=0, gzip", "gzip"],
  ])("answers Accept-Encoding %s with the %s variant, typed as the file", async (accept, encoding) => {
    const answer = await get("/assets/app.js", accept);
    expect(answer.status).toBe(200);
    expect(answer.headers["content-encoding"]).toBe(encoding);
    expect(answer.headers["content-type"]).toBe("text/javascript; charset=utf-8");
    expect(answer.headers.vary).toBe("Accept-Encoding");
    expect(answer.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    expect(Number(answer.headers["content-length"])).toBe(answer.body.length);
    expect(answer.body.length).toBeLessThan(script.length);
  });

  it("answers the file itself to a client that accepts no encoding", async () => {
    for (const accept of [undefined, "identity", "deflate"]) {
      const answer = await get("/assets/app.js", accept);
      expect(answer.headers["content-encoding"]).toBeUndefined();
      expect(answer.body.toString()).toBe(script);
      expect(answer.headers.vary).toBe("Accept-Encoding");
    }
  });

  it("falls back to gzip where there is no brotli variant, and to the file where there is none", async () => {
    const css = await get("/assets/only-gzip.css", "br, gzip");
    expect(css.headers["content-encoding"]).toBe("gzip");
    expect(css.headers["content-type"]).toBe("text/css; charset=utf-8");
    const text = await get("/plain.txt", "br, gzip");
    expect(text.headers["content-encoding"]).toBeUndefined();
    expect(text.body.toString()).toBe("plain");
  });

  it("keeps a query string and leaves what is missing to the next handler", async () => {
    expect((await get("/assets/app.js?v=1", "br")).headers["content-encoding"]).toBe("br");
    expect((await get("/assets/missing.js", "br")).status).toBe(404);
    expect((await get("/assets/app.js", "br", "HEAD")).headers["content-encoding"]).toBe("br");
  });
});
