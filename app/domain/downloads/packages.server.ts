import { createHash, randomBytes } from "node:crypto";
import type { Kysely } from "kysely";
import type { Database, DownloadPackage } from "~/db/schema";
import type { HostedFile } from "./file-host.server";
import { buildFile, type FileSource, sha256Hex, zipArchive } from "./file-source.server";
import type { PackageRequest } from "./package-request";
import { releasesOf } from "./repository.server";
import { chooseFiles, compareVersionsDescending } from "./rules";

/**
 * The package service (spec 2 §3, §7 `POST {package service}/downloadurl`): a customised
 * installation package for a company, i.e. a ZIP archive of the application's newest installer
 * in each requested language with `customization.json` (the application, version, languages,
 * release type and lead), from which the installer configures itself. The same request gives the
 * same package; a package link works for 30 days.
 */

/** Spec copy "Each link expires after 30 days". */
export const packageLifetimeDays = 30;

export class PackageError extends Error {
  override name = "PackageError";
}

export interface PackageDeps {
  db: Kysely<Database>;
  sources: () => Map<string, FileSource>;
  clock?: () => Date;
}

export interface CreatedPackage {
  token: string;
  fileName: string;
  size: number;
  sha256: string;
  /** Path under the file host: `packages/{token}/{fileName}`. */
  path: string;
}

/** The normalised request's hash: equal requests, one package. */
function requestKey(request: PackageRequest): string {
  return createHash("sha256")
    .update(JSON.stringify([request.applicationId, request.platform, request.localization, request.versionName, request.leadId]))
    .digest("hex");
}

interface PackagePlan {
  releaseKey: string;
  installers: FileSource[];
  fileName: string;
  manifest: Record<string, unknown>;
  date: string;
}

/** What a request's package holds, or a `PackageError` saying why there is none. */
async function plan(deps: PackageDeps, request: PackageRequest): Promise<PackagePlan> {
  const application = await deps.db
    .selectFrom("download_application")
    .selectAll()
    .where("id", "=", request.applicationId)
    .executeTakeFirst();
  if (application?.customizable !== 1) throw new PackageError(`ApplicationID: no package is built for ${request.applicationId}`);
  if (application.platform !== request.platform) {
    throw new PackageError(`Platform: application ${application.id} is for ${application.platform}, not ${request.platform}`);
  }
  const [release] = (await releasesOf(deps.db, [application.id], ["UpdateBuilds"])).sort((a, b) =>
    compareVersionsDescending(a, b),
  );
  if (!release) throw new PackageError(`ApplicationID: ${application.id} has no installer`);
  const files = chooseFiles(release.files, { type: "Selected", wanted: request.localization, fallback: null, amount: null });
  if (files.length === 0)
    throw new PackageError(`Localization: ${request.localization.join(", ")} is not a language of this installer`);
  const installers = files.map((file) => {
    const source = deps.sources().get(file.path);
    if (!source) throw new PackageError(`the installer ${file.path} is not in this server's catalogue`);
    return source;
  });
  const version = `${release.major}.${release.minor}.${release.build}.${release.revision}`;
  const stem = installers[0]?.fileName.replace(/\.[a-z0-9]+$/i, "").replace(/-[a-z]{2,3}(-[a-z0-9]+)?$/, "") ?? application.key;
  return {
    releaseKey: release.key,
    installers,
    fileName: `${stem}-${request.versionName === "TrialRelease" ? "trial" : "company"}-package.zip`,
    date: release.release_date,
    manifest: {
      format: 1,
      applicationId: application.id,
      application: application.title,
      platform: application.platform,
      version,
      versionName: request.versionName,
      activation: request.versionName === "TrialRelease" ? "trial-30-days" : "company-licence",
      localization: files.map((file) => file.language_code),
      leadId: request.leadId,
    },
  };
}

function packageBytes(planned: PackagePlan): Uint8Array {
  const entries: Record<string, Uint8Array> = {};
  for (const installer of planned.installers) entries[installer.fileName] = buildFile(installer);
  entries["customization.json"] = new TextEncoder().encode(`${JSON.stringify(planned.manifest, null, 2)}\n`);
  return zipArchive(entries, planned.date);
}

const expired = (row: Pick<DownloadPackage, "created_at">, now: Date) =>
  now.getTime() - Date.parse(row.created_at) > packageLifetimeDays * 86_400_000;

/**
 * The package for a request: the existing one while it is valid, else a new one under a new
 * random token. Throws a `PackageError` for a request no package can be built for.
 */
export async function createPackage(deps: PackageDeps, request: PackageRequest): Promise<CreatedPackage> {
  const now = (deps.clock ?? (() => new Date()))();
  const key = requestKey(request);
  const planned = await plan(deps, request);
  const existing = await deps.db.selectFrom("download_package").selectAll().where("request_key", "=", key).executeTakeFirst();
  if (existing && !expired(existing, now) && existing.release_key === planned.releaseKey) {
    return {
      token: existing.token,
      fileName: existing.file_name,
      size: existing.size,
      sha256: existing.sha256,
      path: pathOf(existing),
    };
  }
  const bytes = packageBytes(planned);
  const row = {
    token: randomBytes(18).toString("base64url"),
    request_key: key,
    application_id: request.applicationId,
    platform: request.platform,
    localization: request.localization.join(","),
    version_name: request.versionName,
    lead_id: request.leadId,
    release_key: planned.releaseKey,
    file_name: planned.fileName,
    size: bytes.length,
    sha256: sha256Hex(bytes),
    created_at: now.toISOString(),
  };
  // An expired package (or one of an older release) makes way; a request that raced this one
  // and inserted first wins, and both answer its package.
  if (existing) await deps.db.deleteFrom("download_package").where("token", "=", existing.token).execute();
  await deps.db
    .insertInto("download_package")
    .values(row)
    .onConflict((oc) => oc.column("request_key").doNothing())
    .execute();
  const stored = await deps.db
    .selectFrom("download_package")
    .selectAll()
    .where("request_key", "=", key)
    .executeTakeFirstOrThrow();
  return { token: stored.token, fileName: stored.file_name, size: stored.size, sha256: stored.sha256, path: pathOf(stored) };
}

function pathOf(row: Pick<DownloadPackage, "token" | "file_name">): string {
  return `packages/${row.token}/${row.file_name}`;
}

export type PackageLookup =
  | { kind: "found"; file: HostedFile }
  | { kind: "not-found" }
  | { kind: "expired" }
  | { kind: "integrity-error"; path: string };

/** The package at `packages/{token}/{fileName}`: rebuilt and checked against its stored checksum. */
export async function hostedPackage(deps: PackageDeps, token: string, fileName: string): Promise<PackageLookup> {
  const row = await deps.db.selectFrom("download_package").selectAll().where("token", "=", token).executeTakeFirst();
  if (!row || row.file_name !== fileName) return { kind: "not-found" };
  if (expired(row, (deps.clock ?? (() => new Date()))())) return { kind: "expired" };
  let planned: PackagePlan;
  try {
    planned = await plan(deps, {
      applicationId: row.application_id,
      platform: row.platform as PackageRequest["platform"],
      localization: row.localization.split(","),
      versionName: row.version_name as PackageRequest["versionName"],
      leadId: row.lead_id,
    });
  } catch (error) {
    if (error instanceof PackageError) return { kind: "integrity-error", path: pathOf(row) };
    throw error;
  }
  const bytes = packageBytes(planned);
  const sha256 = sha256Hex(bytes);
  if (sha256 !== row.sha256) return { kind: "integrity-error", path: pathOf(row) };
  return {
    kind: "found",
    file: {
      bytes,
      fileName: row.file_name,
      contentType: "application/zip",
      sha256,
      published: row.created_at.slice(0, 10),
      inline: false,
    },
  };
}
