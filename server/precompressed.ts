import { readdirSync } from "node:fs";
import path from "node:path";
import express, { type RequestHandler } from "express";
import { chooseEncoding } from "./page-cache";

const extensions = { br: ".br", gzip: ".gz" } as const;

/** The types of what `scripts/precompress.ts` compresses. */
const types: Record<string, string> = {
  ".js": "text/javascript; charset=utf-8",
  ".mjs": "text/javascript; charset=utf-8",
  ".css": "text/css; charset=utf-8",
  ".svg": "image/svg+xml",
  ".json": "application/json; charset=utf-8",
  ".txt": "text/plain; charset=utf-8",
  ".xml": "application/xml; charset=utf-8",
};

/**
 * Static files with their build-time variants (`scripts/precompress.ts`): a request for `x.js`
 * that accepts brotli gets `x.js.br`, else one that accepts gzip gets `x.js.gz`, else the file,
 * with the file's own type, `Content-Encoding` and `Vary: Accept-Encoding`. Which variants exist
 * is read once, when the server starts; everything else is `express.static`'s (ranges, ETag,
 * 304, `options`).
 */
export function precompressedStatic(root: string, options: Parameters<typeof express.static>[1] = {}): RequestHandler {
  const present = new Set(
    readdirSync(root, { recursive: true, encoding: "utf8" }).map((name) => `/${name.split(path.sep).join("/")}`),
  );
  const plain = express.static(root, {
    ...options,
    setHeaders(res, file, stat) {
      res.setHeader("Vary", "Accept-Encoding");
      options.setHeaders?.(res, file, stat);
    },
  });
  const encoded = (encoding: keyof typeof extensions) =>
    express.static(root, {
      ...options,
      setHeaders(res, file, stat) {
        res.setHeader("Content-Encoding", encoding);
        res.setHeader("Vary", "Accept-Encoding");
        // The type of the file the variant stands for, not of ".br" or ".gz".
        res.setHeader(
          "Content-Type",
          types[path.extname(file.slice(0, -extensions[encoding].length))] ?? "application/octet-stream",
        );
        options.setHeaders?.(res, file, stat);
      },
    });
  const variants = { br: encoded("br"), gzip: encoded("gzip") };
  return (req, res, next) => {
    if (req.method !== "GET" && req.method !== "HEAD") return plain(req, res, next);
    const hasBrotli = present.has(`${req.path}.br`);
    const encoding = chooseEncoding(req.get("accept-encoding"), hasBrotli);
    if (encoding === "identity" || !present.has(`${req.path}${extensions[encoding]}`)) return plain(req, res, next);
    const query = req.url.slice(req.path.length);
    req.url = `${req.path}${extensions[encoding]}${query}`;
    return variants[encoding](req, res, next);
  };
}
