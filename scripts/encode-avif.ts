/**
 * AVIF encoding for the artwork the project draws (decision 031). The encoder is libavif compiled
 * to WebAssembly (`@jsquash/avif`, a development dependency), so nothing native is built against
 * Node's headers. Its Emscripten loader is built for browsers and fetches its `.wasm` by URL,
 * which Node cannot do for a file: the module is compiled here from the package's own file and
 * handed to the encoder's `init`.
 *
 *   import { encodeAvif } from "./encode-avif.ts";
 *   await writeFile("out.avif", await encodeAvif({ data: rgba, width, height }));
 */
import { readFile } from "node:fs/promises";
import encode, { init } from "@jsquash/avif/encode.js";

/** Pixels as a canvas gives them: RGBA, 8 bits a channel, row by row. */
export interface RgbaPixels {
  data: Uint8ClampedArray<ArrayBuffer>;
  width: number;
  height: number;
}

export interface AvifOptions {
  /** 0–100; the promos use 55, which keeps the flat gradients free of banding. */
  quality?: number;
  /** 0 (slowest, smallest) – 10 (fastest). */
  speed?: number;
}

let loaded: Promise<unknown> | undefined;

/** Compiles the encoder's WebAssembly once, from the file next to its loader. */
function loadEncoder(): Promise<unknown> {
  loaded ??= (async () => {
    const wasmFile = new URL("./codec/enc/avif_enc.wasm", import.meta.resolve("@jsquash/avif/encode.js"));
    const wasm = await WebAssembly.compile(await readFile(wasmFile));
    return init(wasm);
  })();
  return loaded;
}

/**
 * Encodes RGBA pixels as an AVIF file (8-bit, 4:2:0, sRGB).
 *
 * @example await encodeAvif({ data: new Uint8ClampedArray(4 * 2 * 2), width: 2, height: 2 }) // bytes starting "....ftypavif"
 */
export async function encodeAvif(pixels: RgbaPixels, options: AvifOptions = {}): Promise<Uint8Array> {
  if (pixels.data.length !== pixels.width * pixels.height * 4) {
    throw new Error(`expected ${pixels.width * pixels.height * 4} bytes of RGBA, got ${pixels.data.length}`);
  }
  await loadEncoder();
  const image = { ...pixels, colorSpace: "srgb" } satisfies ImageData;
  const bytes = await encode(image, { quality: options.quality ?? 55, speed: options.speed ?? 4 });
  return new Uint8Array(bytes);
}
