import { describe, expect, it } from "vitest";
import { request } from "./support";

/**
 * Every `<img>` the server draws reserves its box (width and height, so nothing shifts while it
 * loads), and every raster is served responsively: a `<picture>` offering AVIF or WebP before the
 * PNG or JPEG, each source with the same size, or an `srcset`. Checked on the rendered HTML of a
 * sample of pages covering every template and block that draws an image.
 */

const raster = /\.(png|jpe?g|webp|avif|gif)$/i;
const attributesOf = (tag: string) =>
  Object.fromEntries([...tag.matchAll(/([\w-]+)="([^"]*)"/g)].map((match) => [match[1]?.toLowerCase(), match[2]]));
const isSize = (value: string | undefined) => value !== undefined && /^[1-9]\d*$/.test(value);

/**
 * What is wrong with the images of a page's HTML, one line each; empty when every image is sized
 * and every raster is offered responsively.
 *
 * @example imageProblems('<img src="/images/a.svg" alt="">') // ['<img src="/images/a.svg" alt=""> has no width and height']
 */
function imageProblems(html: string): string[] {
  const problems: string[] = [];
  const pictures = [...html.matchAll(/<picture\b[^>]*>([\s\S]*?)<\/picture>/g)].map((match) => ({
    start: match.index,
    end: match.index + match[0].length,
    sources: [...(match[1] ?? "").matchAll(/<source\b[^>]*>/g)].map((source) => source[0]),
  }));
  for (const match of html.matchAll(/<img\b[^>]*>/g)) {
    const tag = match[0];
    const img = attributesOf(tag);
    if (!isSize(img.width) || !isSize(img.height)) problems.push(`${tag} has no width and height`);
    if (!raster.test(img.src ?? "")) continue;
    const picture = pictures.find((candidate) => candidate.start < match.index && match.index < candidate.end);
    if (img.srcset !== undefined) continue;
    if (!picture) {
      problems.push(`${tag} is a raster outside a <picture> and without srcset`);
      continue;
    }
    const modern = picture.sources.filter((source) => /type="image\/(avif|webp)"/.test(source));
    if (modern.length === 0) problems.push(`${tag} is in a <picture> offering no AVIF or WebP`);
    for (const source of picture.sources) {
      const attributes = attributesOf(source);
      if (!isSize(attributes.width) || !isSize(attributes.height)) problems.push(`${source} has no width and height`);
    }
  }
  return problems;
}

/** Pages that, between them, show every block and template that draws an image. */
const samplePages: Array<[host: string, path: string]> = [
  ["localhost", "/"],
  ["localhost", "/home-security"],
  ["localhost", "/home-security/special-offers"],
  ["localhost", "/home-security/premium-services"],
  ["localhost", "/home-security/products/antivirus"],
  ["localhost", "/b2c-tools/kfa"],
  ["localhost", "/about/team"],
  ["localhost", "/about/awards"],
  ["localhost", "/about/newsroom"],
  ["localhost", "/about/in-the-news"],
  ["localhost", "/about/motorsport"],
  ["localhost", "/partners"],
  ["localhost", "/partners/msp"],
  ["localhost", "/partners/case-studies"],
  ["localhost", "/small-business-security"],
  ["localhost", "/enterprise-security/solutions"],
  ["localhost", "/enterprise-security/solutions/cyber-resilience"],
  ["localhost", "/enterprise-security/resources"],
  ["localhost", "/enterprise-security/resources/insights"],
  ["de-de.localhost", "/"],
  ["ja-jp.localhost", "/home-security"],
  ["ar-ae.localhost", "/small-business-security"],
];

describe("images in the rendered HTML", () => {
  it("finds an image without its size, a bare raster, and a picture without a modern format or sizes", () => {
    expect(imageProblems('<p><img src="/images/a.svg" alt="" width="10" height="10"></p>')).toEqual([]);
    expect(imageProblems('<img src="/images/a.svg" alt="" width="10">')).toEqual([
      '<img src="/images/a.svg" alt="" width="10"> has no width and height',
    ]);
    expect(imageProblems('<img src="/images/a.jpg" alt="" width="10" height="10"/>')).toEqual([
      '<img src="/images/a.jpg" alt="" width="10" height="10"/> is a raster outside a <picture> and without srcset',
    ]);
    expect(
      imageProblems(
        '<picture><source type="image/jpeg" srcSet="/images/a.jpg"/><img src="/images/a.jpg" alt="" width="10" height="10"/></picture>',
      ),
    ).toEqual([
      '<img src="/images/a.jpg" alt="" width="10" height="10"/> is in a <picture> offering no AVIF or WebP',
      '<source type="image/jpeg" srcSet="/images/a.jpg"/> has no width and height',
    ]);
    expect(
      imageProblems(
        '<picture><source type="image/avif" srcSet="/images/a.avif" width="10" height="10"/><img src="/images/a.jpg" alt="" width="10" height="10"/></picture>',
      ),
    ).toEqual([]);
  });

  it.each(samplePages)("on %s%s every <img> is sized and every raster responsive", async (host, path) => {
    const answer = await request(path, { host });
    expect(answer.status).toBe(200);
    const images = answer.body.match(/<img\b[^>]*>/g) ?? [];
    expect(images.length, "the sample page draws images").toBeGreaterThan(0);
    expect(imageProblems(answer.body)).toEqual([]);
  });

  it("serves rasters on the sampled pages as AVIF first", async () => {
    const answer = await request("/home-security", { host: "localhost" });
    const pictures = answer.body.match(/<picture\b[\s\S]*?<\/picture>/g) ?? [];
    expect(pictures.length).toBeGreaterThanOrEqual(2);
    for (const picture of pictures) {
      expect(picture.match(/<source\b[^>]*type="([^"]+)"/)?.[1]).toBe("image/avif");
    }
  });
});
