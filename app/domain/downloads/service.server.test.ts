import { unzipSync } from "fflate";
import { describe, expect, it } from "vitest";
import { catalogueFiles, seedDatabase } from "~/db/seed.server";
import { createLogger } from "~/lib/logger.server";
import { testDatabaseKinds, useTestDatabase } from "../../../tests/support/databases";
import { sha256Hex } from "./file-source.server";
import { resolveOptions } from "./options";
import { createDownloadsPort } from "./port.server";
import type { SelectOptions } from "./types";

// biome-ignore lint/style/noNonNullAssertion: the bundled catalogue has its downloads.
const catalogue = catalogueFiles.downloads!;
const origin = "https://de-de.bastion.example";
const germany = { locale: "de-de", language: "de", country: "de" };

const options = (change: Partial<SelectOptions> = {}, site = germany, hidden: string[] = []): SelectOptions => ({
  ...resolveOptions({}, site, hidden),
  ...change,
});

describe.each(testDatabaseKinds())("the downloads service on %s", (kind) => {
  const database = useTestDatabase(kind, { seed: true });
  const port = () => createDownloadsPort({ db: database.db, catalogue, logger: createLogger({ level: "silent" }) });

  it("answers groups of applications with release versions and the website's language (spec 2 §7, spec 3 §3)", async () => {
    const result = await port().selectLinks({ locale: "de-de", applications: ["kts-windows"], options: options() }, origin);
    expect(result.warnings).toEqual([]);
    expect(result.applications).toHaveLength(1);
    const [application] = result.applications;
    expect(application).toMatchObject({
      application_id: 1001,
      key: "kts-windows",
      product: "kts",
      platform: "windows",
      store_url: null,
    });
    expect(application?.groups).toHaveLength(1);
    expect(application?.groups[0]).toMatchObject({
      links_type: "UpdateBuilds",
      release_version: { major: 127, minor: 0, build: 1, revision: 412, subrevision: 0 },
      version: "127.0.1.412",
      file_extension: "exe",
      release_date: "2026-10-20",
      downloads: [
        {
          language_code: "de",
          language_loc_name: "Deutsch",
          alphabet: "Latn",
          alphabet_loc_name: "Lateinisch",
          download_url: `${origin}/dl/kts/127.0.1.412/bastion-total-security-127.0.1.412-de.exe`,
          file_name: "bastion-total-security-127.0.1.412-de.exe",
        },
      ],
    });
    expect(application?.groups[0]?.downloads[0]?.sha256).toMatch(/^[0-9a-f]{64}$/);
  });

  it("drops an unknown link type and an unknown application with a warning (spec 2 §5 'Incorrect link type')", async () => {
    const result = await port().selectLinks(
      { locale: "de-de", applications: [1001, "no-such-app"], options: options({ linksType: ["ReleaseNotes", "Manuals"] }) },
      origin,
    );
    expect(result.warnings).toEqual(["Incorrect link type: Manuals", "Unknown application: no-such-app"]);
    expect(result.applications[0]?.groups.map((group) => group.links_type)).toEqual(["ReleaseNotes"]);
  });

  it("falls back to English where the website's language has no file (a Turkish visitor's Mac download)", async () => {
    const turkey = { locale: "tr-tr", language: "tr", country: "tr" };
    const result = await port().selectLinks({ locale: "tr-tr", applications: ["kismac"], options: options({}, turkey) }, origin);
    expect(result.applications[0]?.groups[0]?.downloads.map((download) => download.language_code)).toEqual(["en"]);
  });

  it("answers every release, the newest per major, or the latest (show_release_version_type)", async () => {
    const versions = async (type: SelectOptions["releaseVersionType"]) =>
      (
        await port().selectLinks(
          { locale: "de-de", applications: ["kts-windows"], options: options({ releaseVersionType: type }) },
          origin,
        )
      ).applications[0]?.groups.map((group) => group.version);
    expect(await versions("Latest")).toEqual(["127.0.1.412"]);
    expect(await versions("LatestPerMajor")).toEqual(["127.0.1.412", "126.2.0.1081"]);
    expect(await versions("All")).toEqual(["127.0.1.412", "126.2.0.1081", "126.0.3.755"]);
  });

  it("leaves out the site's hidden alphabets (spec 2 §5) and chooses every language with All", async () => {
    const all = async (hidden: string[]) =>
      (
        await port().selectLinks(
          { locale: "en-za", applications: ["kts-windows"], options: options({ localeSelectionType: "All" }, germany, hidden) },
          origin,
        )
      ).applications[0]?.groups[0]?.downloads.map((download) => download.alphabet) ?? [];
    expect(new Set(await all([]))).toEqual(new Set(["Latn", "Arab", "Jpan", "Cyrl", "Hans"]));
    expect(new Set(await all(["Cyrl", "Hans", "Jpan"]))).toEqual(new Set(["Latn", "Arab"]));
  });

  it("offers plug-ins in the auxiliary language only when use_aux_lang_for_app_plugins is set", async () => {
    const plugins = async (useAuxLanguageForPlugins: boolean) =>
      (
        await port().selectLinks(
          {
            locale: "de-de",
            applications: ["ksc-console"],
            options: options({
              linksType: ["ApplicationControlPlugins"],
              useAuxLanguageForPlugins,
              releaseVersionType: "Latest",
            }),
          },
          origin,
        )
      ).applications[0]?.groups.map((group) => `${group.title} ${group.downloads.map((download) => download.language_code)}`);
    expect(await plugins(true)).toEqual([
      "Management plug-in for Endpoint Security for Windows en",
      "Management plug-in for Endpoint Security for Linux en",
    ]);
    expect(await plugins(false)).toEqual([]);
  });

  it("keeps a store-only application with its store link and no files", async () => {
    const result = await port().selectLinks({ locale: "de-de", applications: ["kisa-ios"], options: options() }, origin);
    expect(result.applications[0]).toMatchObject({
      platform: "ios",
      store_url: expect.stringMatching(/^https:\/\/apps\.apple\.com\//),
      groups: [],
    });
  });

  it("drops the VPN for a site in a barred country (spec 2 §6), with a warning", async () => {
    const emirates = { locale: "en-ae", language: "en", country: "ae" };
    const result = await port().selectLinks(
      { locale: "en-ae", applications: ["ksec-windows", "kts-windows"], options: options({}, emirates) },
      origin,
    );
    expect(result.applications.map((application) => application.key)).toEqual(["kts-windows"]);
    expect(result.warnings).toEqual(["Not available in AE: ksec-windows"]);
  });

  it("links files on the configured file host", async () => {
    const hosted = createDownloadsPort({
      db: database.db,
      catalogue,
      logger: createLogger({ level: "silent" }),
      fileBaseUrl: "https://files.example.com/dl/",
    });
    const result = await hosted.selectLinks({ locale: "de-de", applications: ["kav-windows"], options: options() }, origin);
    expect(result.applications[0]?.groups[0]?.downloads[0]?.download_url).toBe(
      "https://files.example.com/dl/kav/127.0.1.412/bastion-antivirus-127.0.1.412-de.exe",
    );
  });

  it("serves a file whose SHA-256 is the published one, and withholds one that no longer matches", async () => {
    const downloads = port();
    const [published] =
      (await downloads.selectLinks({ locale: "de-de", applications: ["kav-windows"], options: options() }, origin))
        .applications[0]?.groups[0]?.downloads ?? [];
    const path = published?.download_url.slice(`${origin}/dl/`.length) ?? "";
    const found = await downloads.file(path);
    expect(found.kind).toBe("found");
    if (found.kind === "found") {
      expect(sha256Hex(found.file.bytes)).toBe(published?.sha256);
      expect(found.file.bytes.length).toBe(published?.size);
      expect(found.file).toMatchObject({
        fileName: published?.file_name,
        contentType: "application/vnd.microsoft.portable-executable",
      });
    }
    expect((await downloads.file("kav/1.0.0.0/nothing.exe")).kind).toBe("not-found");

    // A row whose published checksum is not the file's (as after an edit by hand): withheld, until a seed rebuilds it.
    await database.db
      .updateTable("download_file")
      .set({ sha256: "0".repeat(64), source_key: "edited" })
      .where("path", "=", path)
      .execute();
    expect(await port().file(path)).toEqual({ kind: "integrity-error", path });
    await seedDatabase(database.db);
    expect((await port().file(path)).kind).toBe("found");
  });

  it("builds one customised package per request, a ZIP of the installers and the customisation, and keeps it 30 days", async () => {
    let now = new Date("2026-11-01T10:00:00Z");
    const downloads = createDownloadsPort({
      db: database.db,
      catalogue,
      logger: createLogger({ level: "silent" }),
      clock: () => now,
    });
    const request = {
      localization: ["pt-br"],
      applicationId: 1442,
      platform: "windows" as const,
      versionName: "CommercialRelease" as const,
      leadId: "L-1",
    };
    const first = await downloads.createPackage(request);
    expect(await downloads.createPackage(request)).toEqual(first);
    expect(first.path).toMatch(
      /^packages\/[A-Za-z0-9_-]{24}\/bastion-small-office-security-127\.0\.1\.412-company-package\.zip$/,
    );

    const served = await downloads.packageFile(first.token, first.fileName);
    expect(served.kind).toBe("found");
    if (served.kind !== "found") return;
    expect(sha256Hex(served.file.bytes)).toBe(first.sha256);
    const archive = unzipSync(served.file.bytes);
    expect(Object.keys(archive).sort()).toEqual(["bastion-small-office-security-127.0.1.412-pt-br.exe", "customization.json"]);
    expect(JSON.parse(new TextDecoder().decode(archive["customization.json"]))).toMatchObject({
      applicationId: 1442,
      version: "127.0.1.412",
      versionName: "CommercialRelease",
      localization: ["pt-br"],
      leadId: "L-1",
    });
    expect((await downloads.packageFile(first.token, "other.zip")).kind).toBe("not-found");

    // 31 days later the link has expired; asking again makes a new one.
    now = new Date("2026-12-02T10:00:00Z");
    const later = createDownloadsPort({
      db: database.db,
      catalogue,
      logger: createLogger({ level: "silent" }),
      clock: () => now,
    });
    expect((await later.packageFile(first.token, first.fileName)).kind).toBe("expired");
    const renewed = await later.createPackage(request);
    expect(renewed.token).not.toBe(first.token);
    expect((await later.packageFile(renewed.token, renewed.fileName)).kind).toBe("found");
  });

  it.each([
    [{ applicationId: 1001 }, /^ApplicationID: no package is built for 1001/],
    [{ applicationId: 1443 }, /^Platform: application 1443 is for macos, not windows/],
    [{ localization: ["ar"] }, /^Localization: ar is not a language of this installer/],
  ])("refuses a package request that cannot be built: %j", async (change, message) => {
    const request = {
      localization: ["en"],
      applicationId: 1442,
      platform: "windows" as const,
      versionName: "TrialRelease" as const,
      leadId: null,
    };
    await expect(port().createPackage({ ...request, ...change })).rejects.toThrow(message);
  });

  it("stores the download form's e-mail once committed", async () => {
    const id = await port().saveRequest({ email: "name@example.com", product: "kts", locale: "de-de", marketingConsent: true });
    expect(await database.db.selectFrom("download_request").selectAll().where("id", "=", id).executeTakeFirst()).toMatchObject({
      email: "name@example.com",
      product: "kts",
      locale: "de-de",
      marketing_consent: 1,
    });
  });

  it("re-seeds without building unchanged files again and drops files the data no longer has", async () => {
    const before = await database.db.selectFrom("download_file").select(["path", "sha256"]).orderBy("path").execute();
    await seedDatabase(database.db);
    expect(await database.db.selectFrom("download_file").select(["path", "sha256"]).orderBy("path").execute()).toEqual(before);
    await database.db
      .insertInto("download_file")
      .values({
        ...(await database.db.selectFrom("download_file").selectAll().executeTakeFirstOrThrow()),
        path: "kts/0.0.0.0/stale.exe",
        language_code: "xx",
      })
      .execute();
    await seedDatabase(database.db);
    expect(
      await database.db.selectFrom("download_file").select("path").where("path", "=", "kts/0.0.0.0/stale.exe").execute(),
    ).toEqual([]);
  });
});
