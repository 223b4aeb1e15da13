import { z } from "zod";
import type { NewDownloadApplication, NewDownloadFile, NewDownloadRelease } from "~/db/schema";
import { restrictedProductNames } from "~/domain/pricing/country-rules";
import type { FileSource } from "./file-source.server";
import { formatVersion, parseVersion } from "./rules";
import { type LinkType, linkTypes, platforms } from "./types";

/**
 * The downloads catalogue of `data/downloads/`: applications, download languages and releases,
 * checked with zod and expanded into rows, one file per release and language. Pure; the seed
 * builds the files' bytes (`file-source.server.ts`) and writes the rows.
 *
 * - `applications.json`: one entry per product and platform; `id` is the spec's ApplicationID,
 *   `key` the taxonomy key content names, `product` the dl2ProductCodeName. A store-only
 *   application (iOS) has a `storeUrl` and no `fileStem`.
 * - `languages.json`: every download language (code, own name, ISO 15924 alphabet and its name)
 *   and named sets of them.
 * - `releases.json`: series of releases of one application, link type and file type; each
 *   release names its version, date and languages (a set name or a list of codes).
 */

const slug = z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, "lower-case letters, digits and dashes");
const day = z.iso.date();
const languageCode = z.string().regex(/^[a-z]{2,3}(-[a-z0-9]{2,8})?$/, "a language code such as pt-br");

const applicationSchema = z.strictObject({
  id: z.int().positive(),
  key: slug.max(64),
  product: slug.max(16),
  title: z.string().trim().min(1),
  platform: z.enum(platforms),
  segment: z.enum(["b2c", "vsb", "smb"]),
  fileStem: slug.optional(),
  storeUrl: z.url({ protocol: /^https$/ }).optional(),
  /** The country rule of spec 2 §6 its downloads follow: a product the rules know. */
  countryRule: z
    .string()
    .refine((value) => restrictedProductNames.includes(value), `one of ${restrictedProductNames.join(", ")}`)
    .optional(),
  customizable: z.boolean().default(false),
});

const languagesSchema = z.strictObject({
  languages: z
    .array(
      z.strictObject({
        code: languageCode,
        name: z.string().trim().min(1),
        alphabet: z.string().regex(/^[A-Z][a-z]{3}$/, "an ISO 15924 code such as Latn"),
        alphabetName: z.string().trim().min(1),
      }),
    )
    .min(1),
  sets: z.record(slug, z.array(languageCode).min(1)),
});

const languagesRef = z.union([slug, z.array(languageCode).min(1)]);

const seriesSchema = z.strictObject({
  application: slug,
  linksType: z.enum(linkTypes).default("UpdateBuilds"),
  extension: z.string().regex(/^[a-z0-9]{1,8}$/),
  /** Payload bytes of installers and packages; 0 for documents, which size themselves. */
  size: z
    .int()
    .min(0)
    .max(64 * 1024 * 1024),
  minOs: z.string().trim().min(1).optional(),
  title: z.string().trim().min(1).optional(),
  languages: languagesRef.optional(),
  releases: z
    .array(
      z.strictObject({
        version: z.string().refine((value) => parseVersion(value) !== null, "a version such as 127.0.1.412"),
        date: day,
        languages: languagesRef.optional(),
        notes: z.array(z.string().trim().min(1)).default([]),
      }),
    )
    .min(1),
});

export interface DownloadCatalogueInput {
  applications: unknown;
  languages: unknown;
  releases: unknown;
}

/** A file row without what building its bytes gives (size, checksum, source key), and its source. */
export interface PlannedFile {
  row: Omit<NewDownloadFile, "size" | "sha256" | "source_key">;
  source: FileSource;
}

export interface DownloadRows {
  applications: NewDownloadApplication[];
  releases: NewDownloadRelease[];
  files: PlannedFile[];
}

export class DownloadCatalogueError extends Error {
  override name = "DownloadCatalogueError";
}

function parse<T extends z.ZodType>(schema: T, value: unknown, file: string): z.output<T> {
  const result = schema.safeParse(value);
  if (result.success) return result.data;
  const issue = result.error.issues[0];
  throw new DownloadCatalogueError(`data/downloads/${file}: ${issue?.path.join(".") || "(root)"}: ${issue?.message}`);
}

/** The key of a release row: stable across re-seeds while the data keeps the release. */
export function releaseKey(applicationId: number, linksType: LinkType, version: string, extension: string): string {
  return `${applicationId}:${linksType}:${version}:${extension}`;
}

/** The file name of one file of a release: stem, document, version, language (none for multilingual files). */
function fileNameOf(
  stem: string,
  linksType: LinkType,
  title: string | undefined,
  version: string,
  language: string,
  extension: string,
) {
  const kind =
    linksType === "UpdateBuilds"
      ? ""
      : `-${
          linksType === "ReleaseNotes"
            ? "release-notes"
            : (title ?? linksType)
                .toLowerCase()
                .replace(/[^a-z0-9]+/g, "-")
                .replace(/^-|-$/g, "")
        }`;
  const suffix = language === "mul" ? "" : `-${language}`;
  return `${stem}${kind}-${version}${suffix}.${extension}`;
}

/**
 * Checks the three files and expands them into rows. Throws a `DownloadCatalogueError` naming the
 * file and entry for anything wrong: a duplicate id, key, release or path, an unknown application,
 * language or language set, an application with files but no `fileStem`, a customizable one
 * without installers.
 */
export function parseDownloadCatalogue(input: DownloadCatalogueInput): DownloadRows {
  const applications = parse(z.array(applicationSchema).min(1), input.applications, "applications.json");
  const { languages, sets } = parse(languagesSchema, input.languages, "languages.json");
  const series = parse(z.array(seriesSchema), input.releases, "releases.json");

  const byKey = new Map<string, z.output<typeof applicationSchema>>();
  const ids = new Set<number>();
  for (const application of applications) {
    if (byKey.has(application.key)) throw new DownloadCatalogueError(`applications.json: duplicate key ${application.key}`);
    if (ids.has(application.id)) throw new DownloadCatalogueError(`applications.json: duplicate id ${application.id}`);
    byKey.set(application.key, application);
    ids.add(application.id);
  }
  const languageByCode = new Map(languages.map((language) => [language.code, language]));
  for (const [name, codes] of Object.entries(sets)) {
    const unknown = codes.find((code) => !languageByCode.has(code));
    if (unknown) throw new DownloadCatalogueError(`languages.json: set ${name} names unknown language ${unknown}`);
  }
  const languagesOf = (ref: z.output<typeof languagesRef> | undefined, where: string): string[] => {
    if (ref === undefined) throw new DownloadCatalogueError(`releases.json: ${where}: no languages`);
    const codes = typeof ref === "string" ? sets[ref] : ref;
    if (!codes) throw new DownloadCatalogueError(`releases.json: ${where}: unknown language set ${ref}`);
    const unknown = codes.find((code) => !languageByCode.has(code));
    if (unknown) throw new DownloadCatalogueError(`releases.json: ${where}: unknown language ${unknown}`);
    return codes;
  };

  const releases: NewDownloadRelease[] = [];
  const files: PlannedFile[] = [];
  const paths = new Set<string>();
  for (const entry of series) {
    const application = byKey.get(entry.application);
    if (!application) throw new DownloadCatalogueError(`releases.json: unknown application ${entry.application}`);
    if (!application.fileStem)
      throw new DownloadCatalogueError(`applications.json: ${application.key} has releases but no fileStem`);
    for (const release of entry.releases) {
      const version = parseVersion(release.version);
      if (!version) continue; // the schema refused it already
      const shown = formatVersion(version);
      const key = releaseKey(application.id, entry.linksType, shown, entry.extension);
      if (releases.some((row) => row.key === key)) throw new DownloadCatalogueError(`releases.json: duplicate release ${key}`);
      if (entry.linksType === "UpdateBuilds" && entry.size === 0) {
        throw new DownloadCatalogueError(`releases.json: ${key}: installers need a size`);
      }
      releases.push({
        key,
        application_id: application.id,
        links_type: entry.linksType,
        ...version,
        file_extension: entry.extension,
        release_date: release.date,
        min_os: entry.minOs ?? null,
        title: entry.title ?? null,
      });
      for (const code of languagesOf(release.languages ?? entry.languages, key)) {
        const language = languageByCode.get(code);
        if (!language) continue; // checked by languagesOf
        const fileName = fileNameOf(application.fileStem, entry.linksType, entry.title, shown, code, entry.extension);
        const path = `${application.product}/${shown}/${fileName}`;
        if (paths.has(path)) throw new DownloadCatalogueError(`releases.json: two files at ${path}`);
        paths.add(path);
        files.push({
          row: {
            path,
            release_key: key,
            language_code: code,
            language_loc_name: language.name,
            alphabet: language.alphabet,
            alphabet_loc_name: language.alphabetName,
            file_name: fileName,
          },
          source: {
            path,
            fileName,
            extension: entry.extension,
            size: entry.size,
            applicationTitle: application.title,
            platform: application.platform,
            linksType: entry.linksType,
            title: entry.title ?? null,
            version: shown,
            releaseDate: release.date,
            minOs: entry.minOs ?? null,
            languageCode: code,
            languageName: language.name,
            notes: release.notes,
          },
        });
      }
    }
  }
  for (const application of applications) {
    if (
      application.customizable &&
      !releases.some((row) => row.application_id === application.id && row.links_type === "UpdateBuilds")
    ) {
      throw new DownloadCatalogueError(`applications.json: ${application.key} is customizable but has no installer`);
    }
  }

  return {
    applications: applications.map((application, index) => ({
      id: application.id,
      key: application.key,
      product: application.product,
      title: application.title,
      platform: application.platform,
      segment: application.segment,
      store_url: application.storeUrl ?? null,
      country_rule: application.countryRule ?? null,
      customizable: application.customizable ? 1 : 0,
      sort: index,
    })),
    releases,
    files,
  };
}
