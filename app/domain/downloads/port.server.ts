import { randomUUID } from "node:crypto";
import type { Kysely } from "kysely";
import { z } from "zod";
import type { Database } from "~/db/schema";
import type { Logger } from "~/lib/logger.server";
import type { DownloadCatalogueInput } from "./catalogue";
import { ByteCache, type FileLookup, type HostedFile, hostedFile, sourcesByPath } from "./file-host.server";
import type { FileSource } from "./file-source.server";
import type { PackageRequest } from "./package-request";
import { type CreatedPackage, createPackage, hostedPackage, PackageError, type PackageLookup } from "./packages.server";
import { languagesOf, type SelectLinksInput, selectLinks } from "./service.server";
import type { SelectLinksResult } from "./types";

/** What a page or a service route asks of the downloads domain. */
export interface DownloadsPort {
  /** Spec 2 §7 SelectLinksByApplications; files are linked on `origin` unless a file host is configured. */
  selectLinks(input: SelectLinksInput, origin: string): Promise<SelectLinksResult>;
  /** The languages of applications' newest installers, for a language switch. */
  languagesOf(
    applicationIds: readonly number[],
    hiddenAlphabets: readonly string[],
  ): Promise<Array<{ code: string; name: string }>>;
  /** A catalogue file of the built-in file host. */
  file(path: string): Promise<FileLookup>;
  /** A customised package of the built-in file host. */
  packageFile(token: string, fileName: string): Promise<PackageLookup>;
  /** The package service itself: builds (or finds) the package and answers where it is. */
  createPackage(request: PackageRequest): Promise<CreatedPackage>;
  /**
   * The package service as the package page calls it: in this process, or `POST
   * {PACKAGE_SERVICE_URL}/downloadurl` when configured (5 s timeout). Answers the
   * `customizationUrl`, or the reason there is none.
   */
  requestPackage(request: PackageRequest, origin: string): Promise<PackageAnswer | { error: string }>;
  /** The title of a product code's first application ("kts" → "Total Security"), or null. */
  productTitle(product: string): Promise<string | null>;
  /** Stores the e-mail of the download form; resolves once it is committed. */
  saveRequest(entry: { email: string; product: string; locale: string; marketingConsent: boolean }): Promise<string>;
}

export interface DownloadsPortOptions {
  db: Kysely<Database>;
  catalogue: DownloadCatalogueInput;
  logger: Logger;
  /** DOWNLOAD_BASE_URL: where catalogue files are linked instead of this site's `/dl/`. */
  fileBaseUrl?: string;
  /** PACKAGE_SERVICE_URL: another package service to call instead of this process. */
  packageServiceUrl?: string;
  /** Bytes of built files kept in memory. */
  cacheBytes?: number;
  fetch?: typeof fetch;
  packageTimeoutMs?: number;
  /** Now, for package lifetimes; the real time by default. */
  clock?: () => Date;
}

/** The package service's answer: `customizationUrl` (spec 2 §3), and what this service adds about the file. */
const packageAnswer = z.object({
  customizationUrl: z.url({ protocol: /^https?$/ }),
  fileName: z.string().max(200).optional(),
  size: z.int().min(1).optional(),
  sha256: z
    .string()
    .regex(/^[0-9a-f]{64}$/)
    .optional(),
});
export type PackageAnswer = z.output<typeof packageAnswer>;

/** The package service's answer for a package on `origin`. */
export function packageAnswerOf(created: CreatedPackage, origin: string): PackageAnswer {
  return {
    customizationUrl: fileUrl(`${origin}/dl`, created.path),
    fileName: created.fileName,
    size: created.size,
    sha256: created.sha256,
  };
}

/** The URL of a path on the file host: each segment escaped. */
export function fileUrl(base: string, path: string): string {
  return `${base.replace(/\/+$/, "")}/${path.split("/").map(encodeURIComponent).join("/")}`;
}

export function createDownloadsPort(options: DownloadsPortOptions): DownloadsPort {
  const { db, logger } = options;
  let sources: Map<string, FileSource> | undefined;
  const catalogueSources = () => {
    sources ??= sourcesByPath(options.catalogue);
    return sources;
  };
  const cache = new ByteCache<HostedFile>(options.cacheBytes ?? 48 * 1024 * 1024);
  const fetcher = options.fetch ?? fetch;
  const packageDeps = { db, sources: catalogueSources, clock: options.clock };

  return {
    selectLinks: (input, origin) =>
      selectLinks({ db, fileUrl: (path) => fileUrl(options.fileBaseUrl ?? `${origin}/dl`, path) }, input),
    languagesOf: (ids, hidden) => languagesOf({ db }, ids, hidden),
    file: (path) => hostedFile({ db, sources: catalogueSources, cache }, path),
    packageFile: (token, fileName) => hostedPackage(packageDeps, token, fileName),
    createPackage: (request) => createPackage(packageDeps, request),
    async requestPackage(request, origin) {
      if (!options.packageServiceUrl) {
        try {
          const created = await createPackage(packageDeps, request);
          return packageAnswerOf(created, origin);
        } catch (error) {
          if (error instanceof PackageError) return { error: error.message };
          throw error;
        }
      }
      try {
        const response = await fetcher(`${options.packageServiceUrl.replace(/\/+$/, "")}/downloadurl`, {
          method: "POST",
          headers: { "Content-Type": "application/json", Accept: "application/json" },
          body: JSON.stringify({
            Localization: request.localization,
            ApplicationID: request.applicationId,
            Platform: request.platform,
            versionName: request.versionName,
            leadid: request.leadId,
          }),
          signal: AbortSignal.timeout(options.packageTimeoutMs ?? 5000),
        });
        const body: unknown = await response.json().catch(() => null);
        const parsed = packageAnswer.safeParse(body);
        if (response.ok && parsed.success) return parsed.data;
        return { error: `package service answered ${response.status}` };
      } catch (error) {
        logger.warn({ err: error }, "package service unreachable");
        return { error: "package service unreachable" };
      }
    },
    async productTitle(product) {
      const row = await db
        .selectFrom("download_application")
        .select("title")
        .where("product", "=", product)
        .orderBy("sort")
        .executeTakeFirst();
      return row?.title ?? null;
    },
    async saveRequest(entry) {
      const id = randomUUID();
      await db
        .insertInto("download_request")
        .values({
          id,
          email: entry.email,
          product: entry.product,
          locale: entry.locale,
          marketing_consent: entry.marketingConsent ? 1 : 0,
          created_at: new Date().toISOString(),
        })
        .execute();
      return id;
    },
  };
}
