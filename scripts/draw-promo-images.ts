/**
 * Draws the product promos' artwork (decision 031) and writes it as AVIF, WebP and JPEG at the
 * three sizes the promo block serves: mobile (up to 479 px), tablet (up to 768 px) and desktop.
 * The artwork is SVG drawn here; the project's Chromium rasterises it (JPEG from a screenshot,
 * WebP from a canvas) and hands the canvas's pixels to the WebAssembly AVIF encoder
 * (`encode-avif.ts`), which Chromium's canvas lacks. No native image library is needed.
 *
 *   ./node_modules/.bin/node scripts/draw-promo-images.ts
 */
import { mkdir, writeFile } from "node:fs/promises";
import path from "node:path";
import { chromium } from "playwright-core";
import { encodeAvif } from "./encode-avif.ts";

export const promoSizes = {
  mobile: { width: 480, height: 400 },
  tablet: { width: 768, height: 360 },
  desktop: { width: 1280, height: 400 },
} as const;

interface Artwork {
  name: string;
  background: [string, string];
  accent: string;
  /** Draws the motif in a box of the given size, centred at (cx, cy). */
  motif: (cx: number, cy: number, size: number) => string;
}

const shield = (cx: number, cy: number, s: number, fill: string) =>
  `<path d="M${cx} ${cy - s} L${cx + s * 0.8} ${cy - s * 0.65} V${cy} C${cx + s * 0.8} ${cy + s * 0.55} ${cx + s * 0.4} ${cy + s * 0.85} ${cx} ${cy + s} C${cx - s * 0.4} ${cy + s * 0.85} ${cx - s * 0.8} ${cy + s * 0.55} ${cx - s * 0.8} ${cy} V${cy - s * 0.65} Z" fill="${fill}"/>`;

const artworks: Artwork[] = [
  {
    name: "family-protection",
    background: ["#0b1f3a", "#155e75"],
    accent: "#2dd4bf",
    motif: (cx, cy, s) =>
      [
        shield(cx, cy, s, "#2dd4bf"),
        // Two parents and a child: heads over rounded shoulders.
        ...[
          [cx - s * 0.3, cy - s * 0.36, s * 0.15],
          [cx + s * 0.3, cy - s * 0.36, s * 0.15],
          [cx, cy + s * 0.12, s * 0.12],
        ].map(
          ([x = 0, y = 0, r = 0]) =>
            `<g fill="#0b1f3a" stroke="#2dd4bf" stroke-width="${r * 0.3}"><circle cx="${x}" cy="${y}" r="${r}"/><path d="M${x - r * 1.7} ${y + r * 3} A${r * 1.7} ${r * 1.7} 0 0 1 ${x + r * 1.7} ${y + r * 3} Z"/></g>`,
        ),
      ].join(""),
  },
  {
    name: "private-connection",
    background: ["#1e1b4b", "#4338ca"],
    accent: "#facc15",
    motif: (cx, cy, s) =>
      [
        `<circle cx="${cx}" cy="${cy}" r="${s}" fill="none" stroke="#facc15" stroke-width="${s * 0.06}" opacity=".5"/>`,
        `<ellipse cx="${cx}" cy="${cy}" rx="${s * 0.45}" ry="${s}" fill="none" stroke="#facc15" stroke-width="${s * 0.05}" opacity=".5"/>`,
        `<rect x="${cx - s * 0.45}" y="${cy - s * 0.05}" width="${s * 0.9}" height="${s * 0.7}" rx="${s * 0.1}" fill="#facc15"/>`,
        `<path d="M${cx - s * 0.28} ${cy - s * 0.05} V${cy - s * 0.3} A${s * 0.28} ${s * 0.28} 0 0 1 ${cx + s * 0.28} ${cy - s * 0.3} V${cy - s * 0.05}" stroke="#facc15" stroke-width="${s * 0.1}" fill="none"/>`,
        `<circle cx="${cx}" cy="${cy + s * 0.28}" r="${s * 0.09}" fill="#1e1b4b"/>`,
      ].join(""),
  },
];

/** The artwork at one size: wide sizes put the motif to the end side, the phone size centres it. */
function svg(art: Artwork, width: number, height: number): string {
  const wide = width / height > 1.6;
  const size = Math.min(height * 0.32, width * 0.22);
  const cx = wide ? width * 0.78 : width / 2;
  const cy = wide ? height / 2 : height * 0.45;
  const dots = Array.from({ length: 24 }, (_, index) => {
    const x = ((index * 97) % 100) / 100;
    const y = ((index * 53) % 100) / 100;
    return `<circle cx="${(x * width).toFixed(1)}" cy="${(y * height).toFixed(1)}" r="${2 + (index % 3)}" fill="${art.accent}" opacity=".25"/>`;
  }).join("");
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">
  <defs><linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${art.background[0]}"/><stop offset="1" stop-color="${art.background[1]}"/></linearGradient></defs>
  <rect width="${width}" height="${height}" fill="url(#bg)"/>${dots}
  <circle cx="${cx}" cy="${cy}" r="${size * 1.6}" fill="${art.accent}" opacity=".08"/>
  ${art.motif(cx, cy, size)}
</svg>`;
}

async function main() {
  const out = path.resolve("public/images/promos");
  await mkdir(out, { recursive: true });
  const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium" });
  try {
    for (const art of artworks) {
      for (const [sizeName, { width, height }] of Object.entries(promoSizes)) {
        const page = await browser.newPage({ viewport: { width, height } });
        await page.setContent(`<style>html,body{margin:0}</style>${svg(art, width, height)}`);
        const base = path.join(out, `${art.name}-${sizeName}`);
        await writeFile(`${base}.jpg`, await page.screenshot({ type: "jpeg", quality: 80 }));
        const { webp, rgba } = await page.evaluate(
          async ({ markup, w, h }) => {
            const image = new Image(w, h);
            image.src = `data:image/svg+xml,${encodeURIComponent(markup)}`;
            await image.decode();
            const canvas = document.createElement("canvas");
            canvas.width = w;
            canvas.height = h;
            const context = canvas.getContext("2d");
            if (!context) throw new Error("no 2D canvas");
            context.drawImage(image, 0, 0, w, h);
            // The pixels travel to Node as base64: a string crosses the protocol in one piece.
            const pixels = context.getImageData(0, 0, w, h).data;
            let binary = "";
            for (let start = 0; start < pixels.length; start += 0x8000) {
              binary += String.fromCharCode(...pixels.subarray(start, start + 0x8000));
            }
            return { webp: canvas.toDataURL("image/webp", 0.82).split(",")[1] ?? "", rgba: btoa(binary) };
          },
          { markup: svg(art, width, height), w: width, h: height },
        );
        await writeFile(`${base}.webp`, Buffer.from(webp, "base64"));
        const pixels = Buffer.from(rgba, "base64");
        const data = new Uint8ClampedArray(new ArrayBuffer(pixels.length));
        data.set(pixels);
        await writeFile(`${base}.avif`, await encodeAvif({ data, width, height }));
        await page.close();
      }
    }
  } finally {
    await browser.close();
  }
}

await main();
