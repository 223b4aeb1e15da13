/**
 * Part of `npm run build`: every text asset of the client build (scripts, styles, SVG) gets a
 * gzip variant made with Zopfli (a few percent smaller than zlib's best, and read by every gzip
 * decoder) and a brotli variant at its highest quality, beside the file (`x.js.gz`, `x.js.br`).
 * The server sends them as they are (`server/precompressed.ts`), so no asset is compressed per
 * request. A variant that would not be smaller is not written.
 */
import { readdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import path from "node:path";
import { brotliCompressSync, constants } from "node:zlib";
import { gzipAsync } from "@gfx/zopfli";

export const compressibleAsset = /\.(js|mjs|css|svg|json|txt|xml)$/;

function filesUnder(dir: string): string[] {
  return readdirSync(dir, { recursive: true, encoding: "utf8" })
    .map((name) => path.join(dir, name))
    .filter((file) => compressibleAsset.test(file) && !file.includes(`${path.sep}.`) && statSync(file).isFile());
}

const clientDir = path.resolve("build/client");
const files = filesUnder(clientDir);
let before = 0;
let gzipped = 0;
let brotli = 0;
await Promise.all(
  files.map(async (file) => {
    const bytes = readFileSync(file);
    const gz = Buffer.from(await gzipAsync(bytes, { numiterations: 15 }));
    const br = brotliCompressSync(bytes, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
      },
    });
    before += bytes.length;
    if (gz.length < bytes.length) {
      writeFileSync(`${file}.gz`, gz);
      gzipped += gz.length;
    }
    if (br.length < bytes.length) {
      writeFileSync(`${file}.br`, br);
      brotli += br.length;
    }
  }),
);
const kb = (bytes: number) => `${(bytes / 1024).toFixed(0)} KB`;
console.log(`precompressed ${files.length} assets: ${kb(before)} → gzip ${kb(gzipped)}, brotli ${kb(brotli)}`);
