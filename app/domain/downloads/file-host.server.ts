import type { Kysely } from "kysely";
import type { Database } from "~/db/schema";
import { type DownloadCatalogueInput, parseDownloadCatalogue } from "./catalogue";
import { buildFile, contentTypeOf, type FileSource, opensInline, sha256Hex } from "./file-source.server";
import { findFile } from "./repository.server";
import type { LinkType } from "./types";

/**
 * The built-in file host behind `/dl/…`: a file of the catalogue is built from its source (the
 * catalogue bundled with the server) and served only when its SHA-256 equals the one the
 * database publishes, so a page never shows a checksum the file does not have.
 */

export interface HostedFile {
  bytes: Uint8Array;
  fileName: string;
  contentType: string;
  sha256: string;
  /** ISO day the file was published. */
  published: string;
  inline: boolean;
}

export type FileLookup = { kind: "found"; file: HostedFile } | { kind: "not-found" } | { kind: "integrity-error"; path: string };

/** Recently served files, up to a total size, least recently used first out. */
export class ByteCache<T extends { bytes: Uint8Array }> {
  readonly #entries = new Map<string, T>();
  #total = 0;

  readonly limitBytes: number;

  constructor(limitBytes: number) {
    this.limitBytes = limitBytes;
  }

  get(key: string): T | undefined {
    const entry = this.#entries.get(key);
    if (entry) {
      this.#entries.delete(key);
      this.#entries.set(key, entry);
    }
    return entry;
  }

  set(key: string, entry: T): void {
    if (entry.bytes.length > this.limitBytes) return;
    const previous = this.#entries.get(key);
    if (previous) {
      this.#total -= previous.bytes.length;
      this.#entries.delete(key);
    }
    this.#entries.set(key, entry);
    this.#total += entry.bytes.length;
    for (const [oldest, value] of this.#entries) {
      if (this.#total <= this.limitBytes) break;
      this.#entries.delete(oldest);
      this.#total -= value.bytes.length;
    }
  }

  get size(): number {
    return this.#total;
  }
}

/** File sources of the bundled catalogue, by path. */
export function sourcesByPath(catalogue: DownloadCatalogueInput): Map<string, FileSource> {
  return new Map(parseDownloadCatalogue(catalogue).files.map(({ source }) => [source.path, source]));
}

export interface FileHostDeps {
  db: Kysely<Database>;
  /** The catalogue's file sources by path (`sourcesByPath`). */
  sources: () => Map<string, FileSource>;
  cache: ByteCache<HostedFile>;
}

/** The file at a path of the host: built, checked against the published checksum, cached. */
export async function hostedFile(deps: FileHostDeps, path: string): Promise<FileLookup> {
  const cached = deps.cache.get(path);
  if (cached) return { kind: "found", file: cached };
  const stored = await findFile(deps.db, path);
  const source = deps.sources().get(path);
  if (!stored || !source) return { kind: "not-found" };
  const bytes = buildFile(source);
  const sha256 = sha256Hex(bytes);
  if (sha256 !== stored.file.sha256 || bytes.length !== stored.file.size) return { kind: "integrity-error", path };
  const file: HostedFile = {
    bytes,
    fileName: stored.file.file_name,
    contentType: contentTypeOf(stored.file.file_name),
    sha256,
    published: stored.release.release_date,
    inline: opensInline(stored.release.links_type as LinkType),
  };
  deps.cache.set(path, file);
  return { kind: "found", file };
}
