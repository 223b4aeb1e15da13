import { describe, expect, it } from "vitest";
import { completeImageSet, pictureSources, promoAutoplayMs, promoMedia } from "./rules";

const image = (name: string, width: number, height: number, formats: { webp?: boolean; avif?: boolean } = {}) => ({
  src: `/images/promos/${name}.jpg`,
  ...(formats.webp ? { webp: `/images/promos/${name}.webp` } : {}),
  ...(formats.avif ? { avif: `/images/promos/${name}.avif` } : {}),
  width,
  height,
});
const mobile = image("a-mobile", 480, 400, { webp: true });
const tablet = image("a-tablet", 768, 360, { webp: true });
const desktop = image("a-desktop", 1280, 400, { webp: true, avif: true });

describe("completeImageSet (spec 3 §8: a promo without its images hides itself)", () => {
  it.each([
    ["all three", { mobileImage: mobile, tabletImage: tablet, desktopImage: desktop }, true],
    ["no mobile image", { tabletImage: tablet, desktopImage: desktop }, false],
    ["no tablet image", { mobileImage: mobile, desktopImage: desktop }, false],
    ["no desktop image", { mobileImage: mobile, tabletImage: tablet }, false],
    ["none", {}, false],
  ])("%s → shown: %s", (_, promo, shown) => {
    const set = completeImageSet(promo);
    expect(set !== null).toBe(shown);
    if (set) expect(set).toEqual({ mobile, tablet, desktop });
  });
});

describe("promoAutoplayMs (spec 3 §9: seconds multiplied by 1000)", () => {
  it.each([
    [2, 2000],
    [5, 5000],
    [6.5, 6500],
    [30, 30000],
  ])("%s s → %s ms", (seconds, ms) => expect(promoAutoplayMs(seconds)).toBe(ms));
});

describe("pictureSources (spec 3 §9 media classes: mobile up to 479 px, tablet up to 768 px)", () => {
  it("offers, per media class from the narrowest, the modern formats before the raster; the desktop raster is the img", () => {
    const { sources, fallback } = pictureSources({ mobile, tablet, desktop });
    expect(promoMedia).toEqual({ mobile: "(max-width: 479px)", tablet: "(max-width: 768px)" });
    expect(sources.map((source) => [source.media, source.type, source.srcSet])).toEqual([
      ["(max-width: 479px)", "image/webp", "/images/promos/a-mobile.webp"],
      ["(max-width: 479px)", "image/jpeg", "/images/promos/a-mobile.jpg"],
      ["(max-width: 768px)", "image/webp", "/images/promos/a-tablet.webp"],
      ["(max-width: 768px)", "image/jpeg", "/images/promos/a-tablet.jpg"],
      [undefined, "image/avif", "/images/promos/a-desktop.avif"],
      [undefined, "image/webp", "/images/promos/a-desktop.webp"],
    ]);
    expect(fallback).toEqual({ src: "/images/promos/a-desktop.jpg", width: 1280, height: 400 });
  });

  it("gives every source the size of its own image, so the box is right before the file arrives", () => {
    const { sources } = pictureSources({ mobile, tablet, desktop });
    const sizeOf = (media: string | undefined) =>
      sources.filter((source) => source.media === media).map((s) => [s.width, s.height]);
    expect(sizeOf(promoMedia.mobile)).toEqual([
      [480, 400],
      [480, 400],
    ]);
    expect(sizeOf(promoMedia.tablet)).toEqual([
      [768, 360],
      [768, 360],
    ]);
    expect(sizeOf(undefined)).toEqual([
      [1280, 400],
      [1280, 400],
    ]);
  });

  it("names a PNG raster image/png", () => {
    const png = { ...mobile, src: "/images/promos/a-mobile.png" };
    expect(pictureSources({ mobile: png, tablet, desktop }).sources[1]?.type).toBe("image/png");
  });
});
