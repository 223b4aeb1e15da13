import { readFile } from "node:fs/promises";
import path from "node:path";
import type { ContentProblem } from "./check.server";

/**
 * The image files content documents name, checked against the project's `public/` folder: every
 * `/images/…` path is there; a file is in the format its name says and, where the document gives
 * a size, has that size in pixels (so the width and height the page sets are the file's own);
 * and every image of a product promo (decision 031) offers all three files, AVIF, WebP and JPEG
 * or PNG, so the `<picture>` never points at a file that is not shipped.
 */

export type ImageFormat = "avif" | "webp" | "jpeg" | "png" | "svg";

export interface ImageFileInfo {
  format: ImageFormat;
  /** Absent for SVG, whose size is its document's business. */
  width?: number;
  height?: number;
}

const formatOfName: Record<string, ImageFormat> = {
  avif: "avif",
  webp: "webp",
  jpg: "jpeg",
  jpeg: "jpeg",
  png: "png",
  svg: "svg",
};

/**
 * The format an image path's name promises, or null for other files.
 *
 * @example imageFormatOfPath("/images/promos/a-mobile.avif") // "avif"
 */
export function imageFormatOfPath(file: string): ImageFormat | null {
  const extension = /\.([a-z]+)$/i.exec(file)?.[1]?.toLowerCase() ?? "";
  return formatOfName[extension] ?? null;
}

const ascii = (bytes: Uint8Array, start: number, length: number) => String.fromCharCode(...bytes.subarray(start, start + length));
const u16be = (bytes: Uint8Array, at: number) => ((bytes[at] ?? 0) << 8) | (bytes[at + 1] ?? 0);
const u16le = (bytes: Uint8Array, at: number) => (bytes[at] ?? 0) | ((bytes[at + 1] ?? 0) << 8);
const u24le = (bytes: Uint8Array, at: number) => u16le(bytes, at) | ((bytes[at + 2] ?? 0) << 16);
const u32be = (bytes: Uint8Array, at: number) => u16be(bytes, at) * 0x10000 + u16be(bytes, at + 2);
const u32le = (bytes: Uint8Array, at: number) => u16le(bytes, at) + u16le(bytes, at + 2) * 0x10000;

/** JPEG: the size is in the first start-of-frame segment (SOF0–SOF15, not DHT, JPG or DAC). */
function jpegSize(bytes: Uint8Array): ImageFileInfo | null {
  let at = 2;
  while (at + 9 < bytes.length) {
    if (bytes[at] !== 0xff) return null;
    const marker = bytes[at + 1] ?? 0;
    if (marker === 0xff) {
      at += 1;
      continue;
    }
    if (marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc) {
      return { format: "jpeg", height: u16be(bytes, at + 5), width: u16be(bytes, at + 7) };
    }
    at += 2 + u16be(bytes, at + 2);
  }
  return null;
}

/** WebP: lossy (`VP8 `), lossless (`VP8L`) or extended (`VP8X`) first chunk. */
function webpSize(bytes: Uint8Array): ImageFileInfo | null {
  const chunk = ascii(bytes, 12, 4);
  if (chunk === "VP8 ") return { format: "webp", width: u16le(bytes, 26) & 0x3fff, height: u16le(bytes, 28) & 0x3fff };
  if (chunk === "VP8L") {
    const bits = u32le(bytes, 21);
    return { format: "webp", width: (bits & 0x3fff) + 1, height: ((bits >>> 14) & 0x3fff) + 1 };
  }
  if (chunk === "VP8X") return { format: "webp", width: u24le(bytes, 24) + 1, height: u24le(bytes, 27) + 1 };
  return null;
}

/** AVIF: an ISO-BMFF file of brand `avif`; the size is the primary item's `ispe` property. */
function avifSize(bytes: Uint8Array): ImageFileInfo | null {
  const ftypSize = u32be(bytes, 0);
  const brands = ascii(bytes, 8, Math.max(0, Math.min(ftypSize, 64) - 8));
  if (!/avif|avis/.test(brands)) return null;
  for (let at = 4; at + 16 <= bytes.length; at += 1) {
    if (bytes[at] === 0x69 && ascii(bytes, at, 4) === "ispe") {
      return { format: "avif", width: u32be(bytes, at + 8), height: u32be(bytes, at + 12) };
    }
  }
  return null;
}

/**
 * What an image file really is, from its bytes: its format and size in pixels, or null when it
 * is none of the formats the site serves (or is cut short).
 *
 * @example imageFileInfo(await readFile("public/images/promos/family-protection-mobile.avif")) // { format: "avif", width: 480, height: 400 }
 */
export function imageFileInfo(bytes: Uint8Array): ImageFileInfo | null {
  if (bytes[0] === 0xff && bytes[1] === 0xd8) return jpegSize(bytes);
  if (ascii(bytes, 0, 8) === "\x89PNG\r\n\x1a\n") return { format: "png", width: u32be(bytes, 16), height: u32be(bytes, 20) };
  if (ascii(bytes, 0, 4) === "RIFF" && ascii(bytes, 8, 4) === "WEBP") return webpSize(bytes);
  if (ascii(bytes, 4, 4) === "ftyp") return avifSize(bytes);
  const head = new TextDecoder().decode(bytes.subarray(0, 1024));
  if (/<svg[\s>]/.test(head)) return { format: "svg" };
  return null;
}

/** An image a document names: where, the path, and the size the document gives it. */
interface ImageReference {
  jsonPath: string;
  src: string;
  width?: number;
  height?: number;
}

/** A promo image (mobileImage, tabletImage, desktopImage of a `product-promo` item). */
interface PromoImageReference {
  jsonPath: string;
  image: Record<string, unknown>;
}

const imagePath = /^\/images\/[\w./-]+$/;
const promoImageKeys = ["mobileImage", "tabletImage", "desktopImage"] as const;
const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);
const join = (parent: string, key: string | number) =>
  typeof key === "number" ? `${parent}[${key}]` : parent ? `${parent}.${key}` : key;

/** Every `/images/…` path in a document, with the size its object gives, and its promo images. */
export function imageReferences(json: unknown): { images: ImageReference[]; promoImages: PromoImageReference[] } {
  const images: ImageReference[] = [];
  const promoImages: PromoImageReference[] = [];
  const walk = (value: unknown, jsonPath: string, owner?: Record<string, unknown>) => {
    if (typeof value === "string") {
      if (!imagePath.test(value)) return;
      const sized = owner && typeof owner.width === "number" && typeof owner.height === "number";
      images.push({ jsonPath, src: value, ...(sized ? { width: owner.width as number, height: owner.height as number } : {}) });
      return;
    }
    if (Array.isArray(value)) {
      for (const [index, item] of value.entries()) walk(item, join(jsonPath, index));
      return;
    }
    if (!isRecord(value)) return;
    if (value.type === "product-promo" && Array.isArray(value.items)) {
      value.items.forEach((item, index) => {
        if (!isRecord(item)) return;
        for (const key of promoImageKeys) {
          const image = item[key];
          if (isRecord(image)) promoImages.push({ jsonPath: join(join(join(jsonPath, "items"), index), key), image });
        }
      });
    }
    for (const [key, child] of Object.entries(value)) walk(child, join(jsonPath, key), value);
  };
  walk(json, "");
  return { images, promoImages };
}

/** Each promo image must name its AVIF, its WebP and its JPEG or PNG, all of one artwork. */
function promoImageProblems(reference: PromoImageReference): string[] {
  const { image } = reference;
  const problems: string[] = [];
  const src = typeof image.src === "string" ? image.src : "";
  const base = src.replace(/\.(png|jpe?g)$/, "");
  if (!/\.(png|jpe?g)$/.test(src)) problems.push("src: a promo image needs its JPEG or PNG");
  for (const format of ["avif", "webp"] as const) {
    const file = image[format];
    if (typeof file !== "string") problems.push(`${format}: a promo image needs its ${format.toUpperCase()} version`);
    else if (base && file !== `${base}.${format}`) problems.push(`${format}: ${file} is not ${base}.${format}, the same artwork`);
  }
  return problems;
}

export interface DocumentToCheck {
  /** As reported, e.g. `content/en-global/page.json`. */
  file: string;
  json: unknown;
}

/**
 * The problems of the image files the documents name, against `publicDir` (the folder `/images/`
 * is served from). An empty list means every file is there, is what its name says and has the
 * size the document gives it.
 */
export async function checkImageFiles(documents: DocumentToCheck[], publicDir: string): Promise<ContentProblem[]> {
  const problems: ContentProblem[] = [];
  const files = new Map<string, Promise<ImageFileInfo | "missing" | null>>();
  const inspect = (src: string) => {
    let found = files.get(src);
    if (!found) {
      found = readFile(path.join(publicDir, src)).then(
        (bytes) => imageFileInfo(bytes),
        () => "missing" as const,
      );
      files.set(src, found);
    }
    return found;
  };
  for (const document of documents) {
    const { images, promoImages } = imageReferences(document.json);
    for (const reference of promoImages) {
      for (const message of promoImageProblems(reference)) {
        const [field = "", text = message] = message.split(/: (.*)/s);
        problems.push({ file: document.file, path: join(reference.jsonPath, field), message: text });
      }
    }
    for (const reference of images) {
      const info = await inspect(reference.src);
      const expected = imageFormatOfPath(reference.src);
      const problem = (message: string) => problems.push({ file: document.file, path: reference.jsonPath, message });
      if (info === "missing") {
        problem(`names ${reference.src}, which is not in ${path.basename(publicDir)}/`);
      } else if (expected === null) {
        problem(`names ${reference.src}, which is not an image the site serves (AVIF, WebP, JPEG, PNG or SVG)`);
      } else if (info === null || info.format !== expected) {
        problem(`names ${reference.src}, which is not a valid ${expected.toUpperCase()} file`);
      } else if (
        reference.width !== undefined &&
        info.width !== undefined &&
        (info.width !== reference.width || info.height !== reference.height)
      ) {
        problem(`gives ${reference.src} as ${reference.width}×${reference.height}, but the file is ${info.width}×${info.height}`);
      }
    }
  }
  return problems;
}
