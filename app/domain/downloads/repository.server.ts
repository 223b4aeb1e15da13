import type { Kysely, Transaction } from "kysely";
import type { Database, DownloadApplication, DownloadFile, DownloadRelease, NewDownloadFile } from "~/db/schema";
import type { DownloadRows } from "./catalogue";
import { buildFile, type FileSource, sha256Hex, sourceKey } from "./file-source.server";
import type { LinkType } from "./types";

/** Rows per insert: 12 columns × 200 stays well below both databases' parameter limits. */
const batchSize = 200;

/** Size and checksum by source key, for this process: a second seed builds nothing again. */
const built = new Map<string, { size: number; sha256: string }>();

/** Builds a file's bytes once per source and answers its size and SHA-256. */
export function measureFile(source: FileSource, key = sourceKey(source)): { size: number; sha256: string } {
  const known = built.get(key);
  if (known) return known;
  const bytes = buildFile(source);
  const measured = { size: bytes.length, sha256: sha256Hex(bytes) };
  built.set(key, measured);
  return measured;
}

export interface DownloadSyncCounts {
  applications: number;
  releases: number;
  files: number;
  /** Files whose bytes were built because their source changed or was new. */
  rebuilt: number;
}

/**
 * Writes the downloads catalogue: upserts applications, releases and files, deletes releases and
 * files the data no longer has. A file whose source is unchanged keeps its size and checksum
 * without being built; a new or changed one is built and measured.
 */
export async function syncDownloads(trx: Transaction<Database>, rows: DownloadRows): Promise<DownloadSyncCounts> {
  for (const application of rows.applications) {
    await trx
      .insertInto("download_application")
      .values(application)
      .onConflict((oc) =>
        oc.column("id").doUpdateSet({
          key: application.key,
          product: application.product,
          title: application.title,
          platform: application.platform,
          segment: application.segment,
          store_url: application.store_url,
          country_rule: application.country_rule,
          customizable: application.customizable,
          sort: application.sort,
        }),
      )
      .execute();
  }

  const wantedReleases = new Set(rows.releases.map((release) => release.key));
  const staleReleases = (await trx.selectFrom("download_release").select("key").execute())
    .map((row) => row.key)
    .filter((key) => !wantedReleases.has(key));
  for (let start = 0; start < staleReleases.length; start += batchSize) {
    const keys = staleReleases.slice(start, start + batchSize);
    await trx.deleteFrom("download_package").where("release_key", "in", keys).execute();
    await trx.deleteFrom("download_file").where("release_key", "in", keys).execute();
    await trx.deleteFrom("download_release").where("key", "in", keys).execute();
  }
  for (let start = 0; start < rows.releases.length; start += batchSize) {
    await trx
      .insertInto("download_release")
      .values(rows.releases.slice(start, start + batchSize))
      .onConflict((oc) =>
        oc.column("key").doUpdateSet((eb) => ({
          application_id: eb.ref("excluded.application_id"),
          links_type: eb.ref("excluded.links_type"),
          major: eb.ref("excluded.major"),
          minor: eb.ref("excluded.minor"),
          build: eb.ref("excluded.build"),
          revision: eb.ref("excluded.revision"),
          subrevision: eb.ref("excluded.subrevision"),
          file_extension: eb.ref("excluded.file_extension"),
          release_date: eb.ref("excluded.release_date"),
          min_os: eb.ref("excluded.min_os"),
          title: eb.ref("excluded.title"),
        })),
      )
      .execute();
  }

  const existing = new Map(
    (await trx.selectFrom("download_file").select(["path", "source_key", "size", "sha256"]).execute()).map((row) => [
      row.path,
      row,
    ]),
  );
  let rebuilt = 0;
  const fileRows: NewDownloadFile[] = rows.files.map(({ row, source }) => {
    const key = sourceKey(source);
    const previous = existing.get(row.path);
    if (previous && previous.source_key === key) return { ...row, size: previous.size, sha256: previous.sha256, source_key: key };
    rebuilt += 1;
    return { ...row, ...measureFile(source, key), source_key: key };
  });
  const wantedPaths = new Set(fileRows.map((row) => row.path));
  const stalePaths = [...existing.keys()].filter((path) => !wantedPaths.has(path));
  for (let start = 0; start < stalePaths.length; start += batchSize) {
    await trx
      .deleteFrom("download_file")
      .where("path", "in", stalePaths.slice(start, start + batchSize))
      .execute();
  }
  for (let start = 0; start < fileRows.length; start += batchSize) {
    await trx
      .insertInto("download_file")
      .values(fileRows.slice(start, start + batchSize))
      .onConflict((oc) =>
        oc.column("path").doUpdateSet((eb) => ({
          release_key: eb.ref("excluded.release_key"),
          language_code: eb.ref("excluded.language_code"),
          language_loc_name: eb.ref("excluded.language_loc_name"),
          alphabet: eb.ref("excluded.alphabet"),
          alphabet_loc_name: eb.ref("excluded.alphabet_loc_name"),
          file_name: eb.ref("excluded.file_name"),
          size: eb.ref("excluded.size"),
          sha256: eb.ref("excluded.sha256"),
          source_key: eb.ref("excluded.source_key"),
        })),
      )
      .execute();
  }
  return { applications: rows.applications.length, releases: rows.releases.length, files: fileRows.length, rebuilt };
}

/** Applications by id or taxonomy key, in the catalogue's order; unknown references are left out. */
export async function findApplications(
  db: Kysely<Database>,
  refs: ReadonlyArray<number | string>,
): Promise<DownloadApplication[]> {
  const ids = refs.filter((ref): ref is number => typeof ref === "number");
  const keys = refs.filter((ref): ref is string => typeof ref === "string");
  if (ids.length === 0 && keys.length === 0) return [];
  return db
    .selectFrom("download_application")
    .selectAll()
    .where((eb) => {
      const conditions = [];
      if (ids.length > 0) conditions.push(eb("id", "in", ids));
      if (keys.length > 0) conditions.push(eb("key", "in", keys));
      return eb.or(conditions);
    })
    .orderBy("sort")
    .execute();
}

export type ReleaseWithFiles = DownloadRelease & { files: DownloadFile[] };

/** The releases of applications for some link types, each with its files in the catalogue's language order. */
export async function releasesOf(
  db: Kysely<Database>,
  applicationIds: readonly number[],
  types: readonly LinkType[],
): Promise<ReleaseWithFiles[]> {
  if (applicationIds.length === 0 || types.length === 0) return [];
  const releases = await db
    .selectFrom("download_release")
    .selectAll()
    .where("application_id", "in", [...applicationIds])
    .where("links_type", "in", [...types])
    .execute();
  if (releases.length === 0) return [];
  const files = await db
    .selectFrom("download_file")
    .selectAll()
    .where(
      "release_key",
      "in",
      releases.map((release) => release.key),
    )
    .execute();
  const byRelease = new Map<string, DownloadFile[]>();
  for (const file of files) byRelease.set(file.release_key, [...(byRelease.get(file.release_key) ?? []), file]);
  return releases.map((release) => ({ ...release, files: sortFiles(byRelease.get(release.key) ?? []) }));
}

/** Files English first, then by language code ("es" before "es-mx", which `chooseFiles` relies on). */
function sortFiles(files: DownloadFile[]): DownloadFile[] {
  return files.sort((a, b) =>
    a.language_code === "en" ? -1 : b.language_code === "en" ? 1 : a.language_code.localeCompare(b.language_code),
  );
}

export interface StoredFile {
  file: DownloadFile;
  release: DownloadRelease;
  application: DownloadApplication;
}

/** The file at a path of the file host, with its release and application. */
export async function findFile(db: Kysely<Database>, path: string): Promise<StoredFile | undefined> {
  const file = await db.selectFrom("download_file").selectAll().where("path", "=", path).executeTakeFirst();
  if (!file) return undefined;
  const release = await db
    .selectFrom("download_release")
    .selectAll()
    .where("key", "=", file.release_key)
    .executeTakeFirstOrThrow();
  const application = await db
    .selectFrom("download_application")
    .selectAll()
    .where("id", "=", release.application_id)
    .executeTakeFirstOrThrow();
  return { file, release, application };
}
