import { unzipSync } from "fflate";
import { describe, expect, it } from "vitest";
import { catalogueFiles } from "~/db/seed.server";
import { type DownloadCatalogueInput, parseDownloadCatalogue } from "./catalogue";
import { buildFile, contentTypeOf, sha256Hex, sourceKey } from "./file-source.server";

// biome-ignore lint/style/noNonNullAssertion: the bundled catalogue has its downloads.
const bundled = catalogueFiles.downloads!;
const rows = parseDownloadCatalogue(bundled);
const copy = (): {
  applications: Array<Record<string, unknown>>;
  languages: Record<string, unknown>;
  releases: Array<Record<string, unknown>>;
} => structuredClone(bundled) as never;

describe("the bundled downloads catalogue (data/downloads)", () => {
  it("has applications for every platform, several releases per product and 127.0.1 as the current version (spec 2 §9)", () => {
    expect(new Set(rows.applications.map((application) => application.platform))).toEqual(
      new Set(["windows", "macos", "android", "ios", "linux"]),
    );
    const kts = rows.releases.filter((release) => release.application_id === 1001 && release.links_type === "UpdateBuilds");
    expect(kts.length).toBeGreaterThanOrEqual(3);
    const newest = rows.releases.filter((release) => release.links_type === "UpdateBuilds").map((release) => release.major);
    expect(Math.max(...newest)).toBe(127);
    expect(
      rows.releases.filter((release) => release.major === 127 && release.minor === 0 && release.build === 1).length,
    ).toBeGreaterThan(20);
    expect(new Set(rows.releases.map((release) => release.links_type))).toEqual(
      new Set([
        "UpdateBuilds",
        "Docs",
        "OnlineHelp",
        "ApplicationControlPlugins",
        "AdditionalDistributives",
        "ReleaseNotes",
        "Downloaders",
      ]),
    );
  });

  it("has the package service's default application 1442 (spec 2 §9), customizable, for Windows", () => {
    expect(rows.applications.find((application) => application.id === 1442)).toMatchObject({
      key: "ksos-windows",
      platform: "windows",
      customizable: 1,
    });
  });

  it("gives every file a unique path under its product and version, and a language with its alphabet", () => {
    const paths = rows.files.map((file) => file.row.path);
    expect(new Set(paths).size).toBe(paths.length);
    for (const { row } of rows.files) {
      expect(row.path).toMatch(/^[a-z]+\/\d+\.\d+\.\d+\.\d+\/[a-z0-9.-]+$/);
      expect(row.alphabet).toMatch(/^[A-Z][a-z]{3}$/);
    }
    const serbian = rows.files.filter((file) => file.row.language_code.startsWith("sr-")).map((file) => file.row.alphabet);
    expect(new Set(serbian)).toEqual(new Set(["Latn", "Cyrl"]));
  });

  const firstRelease = (input: ReturnType<typeof copy>) =>
    (input.releases[0] as { releases: Array<Record<string, unknown>> }).releases;

  it.each<[string, (input: ReturnType<typeof copy>) => void, RegExp]>([
    [
      "a duplicate id",
      (input) => {
        input.applications[1] = { ...input.applications[1], id: input.applications[0]?.id };
      },
      /duplicate id/,
    ],
    [
      "an unknown application",
      (input) => {
        input.releases[0] = { ...input.releases[0], application: "nope" };
      },
      /unknown application nope/,
    ],
    [
      "an unknown language set",
      (input) => {
        firstRelease(input)[0] = { version: "127.0.1.1", date: "2026-01-01", languages: "klingon" };
      },
      /unknown language set klingon/,
    ],
    [
      "a bad version",
      (input) => {
        firstRelease(input)[0] = { version: "127.0", date: "2026-01-01" };
      },
      /127\.0\.1\.412/,
    ],
    [
      "an unknown link type",
      (input) => {
        input.releases[0] = { ...input.releases[0], linksType: "Manuals" };
      },
      /linksType/,
    ],
    [
      "an unknown country rule",
      (input) => {
        input.applications[0] = { ...input.applications[0], countryRule: "candy" };
      },
      /countryRule/,
    ],
  ])("refuses %s, naming it", (_case, edit, message) => {
    const input = copy();
    edit(input);
    expect(() => parseDownloadCatalogue(input as DownloadCatalogueInput)).toThrow(message);
  });
});

describe("the files' bytes", () => {
  const find = (path: RegExp) => {
    const file = rows.files.find((entry) => path.test(entry.row.path));
    if (!file) throw new Error(`no file ${path}`);
    return file.source;
  };

  it("are the same every time, and differ between files", () => {
    const source = find(/^kts\/127\.0\.1\.412\/.*-en\.exe$/);
    expect(sha256Hex(buildFile(source))).toBe(sha256Hex(buildFile(source)));
    expect(sha256Hex(buildFile(source))).not.toBe(sha256Hex(buildFile(find(/^kts\/127\.0\.1\.412\/.*-de\.exe$/))));
    expect(buildFile(source).length).toBe(source.size);
    expect(sourceKey(source)).toBe(sourceKey(structuredClone(source)));
  });

  it("make an installer that names its build, a real PDF guide, plain-text release notes and a ZIP package", () => {
    const installer = new TextDecoder().decode(buildFile(find(/^kts\/127\.0\.1\.412\/.*-de\.exe$/)).slice(0, 120));
    expect(installer).toContain("Bastion Total Security 127.0.1.412");
    expect(installer).toContain("language=de");

    const pdf = buildFile(find(/^kes\/127\.0\.1\.412\/.*guide.*\.pdf$/));
    const pdfText = Buffer.from(pdf).toString("latin1");
    expect(pdfText.startsWith("%PDF-1.4")).toBe(true);
    expect(pdfText.trimEnd().endsWith("%%EOF")).toBe(true);
    const xref = Number(/startxref\n(\d+)/.exec(pdfText)?.[1]);
    expect(pdfText.slice(xref, xref + 4)).toBe("xref");

    const notes = new TextDecoder().decode(buildFile(find(/^kts\/127\.0\.1\.412\/.*release-notes.*\.txt$/)));
    expect(notes).toContain("Total Security 127.0.1.412: release notes");
    expect(notes).toContain("Scam call and message protection");

    const archive = unzipSync(buildFile(find(/^kes\/127\.0\.1\.412\/.*full-offline.*\.zip$/)));
    expect(Object.keys(archive).sort()).toEqual([expect.stringMatching(/readme\.txt$/), expect.stringMatching(/setup\.bin$/)]);
  });

  it.each([
    ["setup.exe", "application/vnd.microsoft.portable-executable"],
    ["image.dmg", "application/x-apple-diskimage"],
    ["app.apk", "application/vnd.android.package-archive"],
    ["notes.txt", "text/plain; charset=utf-8"],
    ["guide.pdf", "application/pdf"],
    ["strange.xyz", "application/octet-stream"],
  ])("serves %s as %s", (name, type) => {
    expect(contentTypeOf(name)).toBe(type);
  });
});
