import { cp, mkdir, mkdtemp, readdir, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { checkImageFiles, imageFileInfo, imageFormatOfPath, imageReferences } from "./image-files.server";

const publicDir = path.resolve("public");
const promosDir = path.join(publicDir, "images/promos");

/** Every content document of every locale, as `checkImageFiles` takes them. */
async function projectDocuments() {
  const contentDir = path.resolve("content");
  const entries = await readdir(contentDir, { recursive: true, withFileTypes: true });
  return Promise.all(
    entries
      .filter((entry) => entry.isFile() && entry.name.endsWith(".json"))
      .map(async (entry) => {
        const file = path.join(entry.parentPath, entry.name);
        return { file: path.relative(process.cwd(), file), json: JSON.parse(await readFile(file, "utf8")) as unknown };
      }),
  );
}

const promoImage = (name: string, size: "mobile" | "tablet" | "desktop", width: number, height: number) => ({
  avif: `/images/promos/${name}-${size}.avif`,
  webp: `/images/promos/${name}-${size}.webp`,
  src: `/images/promos/${name}-${size}.jpg`,
  width,
  height,
});

/** A page with one product promo of the shipped family-protection artwork. */
const promoPage = (overrides: { mobileImage?: unknown } = {}) => ({
  title: "Promo",
  fields: {
    blocks: [
      {
        type: "product-promo",
        items: [
          {
            title: "Family",
            alt: "",
            href: "/",
            linkLabel: "See",
            mobileImage: promoImage("family-protection", "mobile", 480, 400),
            tabletImage: promoImage("family-protection", "tablet", 768, 360),
            desktopImage: promoImage("family-protection", "desktop", 1280, 400),
            ...overrides,
          },
        ],
      },
    ],
  },
});

describe("the project's content and its image files", () => {
  it("names only image files that are in public/, of their format and size", async () => {
    expect(await checkImageFiles(await projectDocuments(), publicDir)).toEqual([]);
  });

  it("offers every promo image the content shows as AVIF, WebP and JPEG, each file at the size given", async () => {
    const promoImages = (await projectDocuments()).flatMap((document) => imageReferences(document.json).promoImages);
    // The home page's rotating promos and the home-security hub's single promo.
    expect(promoImages.length).toBeGreaterThanOrEqual(9);
    for (const { image } of promoImages) {
      for (const [key, format] of [
        ["avif", "avif"],
        ["webp", "webp"],
        ["src", "jpeg"],
      ] as const) {
        const file = image[key];
        expect(typeof file, `${JSON.stringify(image)} ${key}`).toBe("string");
        const info = imageFileInfo(await readFile(path.join(publicDir, String(file))));
        expect(info, String(file)).toEqual({ format, width: image.width, height: image.height });
      }
    }
  });
});

describe("imageFileInfo", () => {
  it.each([
    ["family-protection-mobile.avif", "avif", 480, 400],
    ["family-protection-tablet.webp", "webp", 768, 360],
    ["private-connection-desktop.jpg", "jpeg", 1280, 400],
  ] as const)("reads %s as %s of %i×%i", async (file, format, width, height) => {
    expect(imageFileInfo(await readFile(path.join(promosDir, file)))).toEqual({ format, width, height });
  });

  it("knows SVG, PNG and lossless WebP, and nothing else", () => {
    expect(imageFileInfo(new TextEncoder().encode('<?xml version="1.0"?>\n<svg xmlns="http://www.w3.org/2000/svg"/>'))).toEqual({
      format: "svg",
    });
    const png = new Uint8Array(24);
    png.set([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52, 0, 0, 1, 0, 0, 0, 0, 96]);
    expect(imageFileInfo(png)).toEqual({ format: "png", width: 256, height: 96 });
    // VP8L: signature 0x2f, then width − 1 and height − 1 in 14 bits each (here 3 × 2).
    const webp = new Uint8Array(30);
    webp.set(new TextEncoder().encode("RIFF\0\0\0\0WEBPVP8L\0\0\0\0"));
    webp.set([0x2f, 0x02, 0x40, 0x00, 0x00], 20);
    expect(imageFileInfo(webp)).toEqual({ format: "webp", width: 3, height: 2 });
    expect(imageFileInfo(new TextEncoder().encode("GIF89a......"))).toBeNull();
    expect(imageFileInfo(new Uint8Array([0xff, 0xd8, 0xff]))).toBeNull();
  });

  it("reads the format a path's name promises", () => {
    expect(imageFormatOfPath("/images/a.JPEG")).toBe("jpeg");
    expect(imageFormatOfPath("/images/a.gif")).toBeNull();
  });
});

describe("checkImageFiles on a public folder missing some files", () => {
  let dir = "";
  const document = (json: unknown) => [{ file: "content/en-global/page.json", json }];

  beforeAll(async () => {
    dir = await mkdtemp(path.join(tmpdir(), "image-files-"));
    await mkdir(path.join(dir, "images"), { recursive: true });
    await cp(promosDir, path.join(dir, "images/promos"), { recursive: true });
  });
  afterAll(async () => {
    await rm(dir, { recursive: true, force: true });
  });

  it("passes the shipped promo when its nine files are there", async () => {
    expect(await checkImageFiles(document(promoPage()), dir)).toEqual([]);
  });

  it.each(["avif", "webp", "jpg"])("fails a promo whose mobile .%s file is not on disk", async (extension) => {
    const file = path.join(dir, `images/promos/family-protection-mobile.${extension}`);
    const bytes = await readFile(file);
    await rm(file);
    try {
      const problems = await checkImageFiles(document(promoPage()), dir);
      const key = extension === "jpg" ? "src" : extension;
      expect(problems).toEqual([
        {
          file: "content/en-global/page.json",
          path: `fields.blocks[0].items[0].mobileImage.${key}`,
          message: `names /images/promos/family-protection-mobile.${extension}, which is not in ${path.basename(dir)}/`,
        },
      ]);
    } finally {
      await writeFile(file, bytes);
    }
  });

  it("fails a promo image that does not name its AVIF or WebP version", async () => {
    const { avif: _avif, webp: _webp, ...jpegOnly } = promoImage("family-protection", "mobile", 480, 400);
    const problems = await checkImageFiles(document(promoPage({ mobileImage: jpegOnly })), dir);
    expect(problems.map((problem) => `${problem.path}: ${problem.message}`)).toEqual([
      "fields.blocks[0].items[0].mobileImage.avif: a promo image needs its AVIF version",
      "fields.blocks[0].items[0].mobileImage.webp: a promo image needs its WEBP version",
    ]);
  });

  it("fails a file that is not what its name says, or not the size the document gives", async () => {
    await writeFile(
      path.join(dir, "images/promos/fake.avif"),
      await readFile(path.join(promosDir, "family-protection-mobile.jpg")),
    );
    const problems = await checkImageFiles(
      document({
        fields: {
          image: { src: "/images/promos/family-protection-tablet.jpg", alt: "", width: 480, height: 400 },
          other: "/images/promos/fake.avif",
        },
      }),
      dir,
    );
    expect(problems.map((problem) => `${problem.path}: ${problem.message}`)).toEqual([
      "fields.image.src: gives /images/promos/family-protection-tablet.jpg as 480×400, but the file is 768×360",
      "fields.other: names /images/promos/fake.avif, which is not a valid AVIF file",
    ]);
  });
});
