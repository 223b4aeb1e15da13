import { createHash } from "node:crypto";
import type { OutgoingHttpHeaders } from "node:http";
import { promisify } from "node:util";
import { brotliCompress, constants } from "node:zlib";
import { factKey, type VaryFact, type VisitorSource, varyFacts } from "~/domain/pages/visitor";
import { gzipWithSlot, type SplicedGzip, spliceGzipSync } from "./spliced-gzip";

const brotliCompressAsync = promisify(brotliCompress);

/**
 * The cache of rendered pages (decision 021): anonymous pages and generated documents, kept per
 * URL and per value of the visitor facts the page read, bounded by bytes (least recently used
 * first out), emptied as a whole when data the pages show changes.
 *
 * The text is kept cut at its CSP nonce, so every response gets a nonce of its own: written into
 * the plain text, and into a gzip body compressed once (`spliced-gzip.ts`). Brotli cannot be
 * completed that way, so only documents without a nonce (sitemaps, feeds, robots.txt) keep a
 * brotli variant. The compressed variants are made when a client first asks for one — gzip at
 * once (a few milliseconds, once per entry), brotli off the main thread (that client gets gzip
 * meanwhile) — so a page fetched once, as crawlers fetch most, costs no compression.
 */
export interface PageEntry {
  /** Response headers as rendered, less those made per response (CSP, request id, length, …). */
  headers: OutgoingHttpHeaders;
  /**
   * What every answer from this entry sends: `headers`, Cache-Control, Vary and ETag, as the flat
   * name/value list `writeHead` takes (one list per entry, not fifteen `setHeader` calls per hit).
   */
  head: string[];
  /** The Content-Security-Policy cut at its nonce; null when the response had none. */
  csp: string[] | null;
  /** The text cut at its nonce: one part more than the nonce occurs. */
  plain: Buffer[];
  /** Made on first demand (`PageCache.ensureGzip`); null until then. */
  gzip: SplicedGzip | null;
  /** Made on first demand when the text has no nonce (`PageCache.compressBrotli`); null until then, or for good. */
  brotli: Buffer | null;
  /** Whether a brotli variant can be made: the text has no nonce. */
  brotliPossible: boolean;
  /** The brotli compression under way or done, so it runs once. */
  compression: Promise<void> | null;
  /** The key the cache holds it under. */
  key: string;
  /** Weak: the bytes differ by nonce from response to response, the page does not. */
  etag: string;
  cacheControl: string;
  vary: string;
  /** What the entry costs in memory. */
  bytes: number;
  /**
   * When the page stops being right (epoch ms), from the render's `Expires` header: a page whose
   * drawing changes at an instant (an offer starts or ends) is not kept past it. Null: no limit.
   */
  expiresAt: number | null;
}

/** The length of every nonce (`cspNonce`: 16 random bytes in base64). */
export const nonceLength = 24;

/** Headers the cache writes itself, or that belong to one response only. */
const perResponseHeaders = new Set([
  "content-security-policy",
  "x-request-id",
  "date",
  "content-length",
  "content-encoding",
  "transfer-encoding",
  "connection",
  "keep-alive",
  "etag",
  "cache-control",
  "vary",
  "set-cookie",
]);

/** The kinds of response kept: pages and the generated documents. */
const cacheableType = /^(text\/html|text\/plain|application\/xml|text\/xml|application\/(atom|rss)\+xml)\b/i;

/** Whether a finished render may be kept: a 200 for nobody in particular, of a kind we keep. */
export function isShareable(status: number, headers: OutgoingHttpHeaders): boolean {
  if (status !== 200 || headers["set-cookie"] !== undefined) return false;
  const cacheControl = String(headers["cache-control"] ?? "");
  if (/private|no-store|no-cache/i.test(cacheControl)) return false;
  return cacheableType.test(String(headers["content-type"] ?? ""));
}

export interface CachePolicy {
  /** `s-maxage`: how long a shared cache (a CDN) may keep a page. */
  sharedSeconds: number;
}

/**
 * What a kept page tells caches downstream. A page that varies only on what a CDN sees (the
 * encoding, the User-Agent) may be kept there briefly and served stale while it revalidates; one
 * that varies on the visitor's country or cookies must be revalidated each time (`no-cache`):
 * the ETag then tells the variant apart. Browsers always revalidate (`max-age=0`) and get a 304.
 *
 * @example cacheHeaders(new Set(), { sharedSeconds: 60 }).cacheControl // "public, max-age=0, s-maxage=60, stale-while-revalidate=300"
 * @example cacheHeaders(new Set(["country"]), { sharedSeconds: 60 }).cacheControl // "public, no-cache"
 */
export function cacheHeaders(
  facts: ReadonlySet<VaryFact>,
  policy: CachePolicy,
  secondsLeft: number | null = null,
): { cacheControl: string; vary: string } {
  const vary = [
    "Accept-Encoding",
    ...(facts.has("platform") ? ["User-Agent"] : []),
    ...(facts.has("campaign") ? ["Cookie"] : []),
  ];
  const seenByCdn = !facts.has("country") && !facts.has("campaign");
  // A page right only until an instant is kept downstream no longer, and never served stale past it.
  const shared = secondsLeft === null ? policy.sharedSeconds : Math.min(policy.sharedSeconds, Math.max(0, secondsLeft));
  const stale =
    secondsLeft === null ? policy.sharedSeconds * 5 : Math.min(policy.sharedSeconds * 5, Math.max(0, secondsLeft - shared));
  const cacheControl =
    seenByCdn && shared > 0 ? `public, max-age=0, s-maxage=${shared}, stale-while-revalidate=${stale}` : "public, no-cache";
  return { cacheControl, vary: vary.join(", ") };
}

/** Cuts `text` at every occurrence of `nonce`. */
export function cutAt(text: Buffer, nonce: string): Buffer[] {
  const needle = Buffer.from(nonce);
  const parts: Buffer[] = [];
  let from = 0;
  for (let at = text.indexOf(needle, from); at !== -1; at = text.indexOf(needle, from)) {
    parts.push(text.subarray(from, at));
    from = at + needle.length;
  }
  parts.push(text.subarray(from));
  return parts;
}

/** Builds an entry from a finished render: its text, headers, nonce and what the page read. */
export async function buildEntry(
  render: { body: Buffer; headers: OutgoingHttpHeaders; nonce: string; facts: ReadonlySet<VaryFact> },
  policy: CachePolicy,
  now = Date.now(),
): Promise<PageEntry> {
  if (render.nonce.length !== nonceLength) throw new RangeError(`a nonce is ${nonceLength} characters`);
  const plain = cutAt(render.body, render.nonce).map((part) => Buffer.from(part));
  const headers: OutgoingHttpHeaders = {};
  for (const [name, value] of Object.entries(render.headers)) {
    if (value !== undefined && !perResponseHeaders.has(name)) headers[name] = value;
  }
  const cspHeader = render.headers["content-security-policy"];
  const csp = cspHeader === undefined ? null : String(cspHeader).split(render.nonce);
  const hash = createHash("sha256");
  for (const part of plain) hash.update(part).update("\0");
  const etag = `W/"${hash.digest("base64url").slice(0, 27)}"`;
  const expires = render.headers.expires === undefined ? Number.NaN : Date.parse(String(render.headers.expires));
  const expiresAt = Number.isNaN(expires) ? null : expires;
  const secondsLeft = expiresAt === null ? null : Math.floor((expiresAt - now) / 1000);
  const { cacheControl, vary } = cacheHeaders(render.facts, policy, secondsLeft);
  const head: string[] = [];
  for (const [name, value] of Object.entries(headers)) {
    for (const item of Array.isArray(value) ? value : [value]) head.push(name, String(item));
  }
  head.push("cache-control", cacheControl, "vary", vary, "etag", etag);
  const plainBytes = plain.reduce((sum, part) => sum + part.length, 0);
  return {
    headers,
    head,
    csp,
    plain,
    gzip: null,
    brotli: null,
    brotliPossible: plain.length === 1,
    compression: null,
    key: "",
    etag,
    cacheControl,
    vary,
    bytes: plainBytes + 512,
    expiresAt,
  };
}

/** Makes an entry's gzip variant now, if it has none; answers the bytes it adds. */
export function gzipEntry(entry: PageEntry): number {
  if (entry.gzip) return 0;
  entry.gzip = spliceGzipSync(entry.plain, nonceLength);
  return entry.gzip.bytes;
}

/** Makes the brotli variant of an entry without a nonce, off the main thread; answers the bytes it adds. */
export async function brotliEntry(entry: PageEntry): Promise<number> {
  if (!entry.brotliPossible || entry.brotli) return 0;
  const text = entry.plain[0] as Buffer;
  entry.brotli = await brotliCompressAsync(text, {
    params: { [constants.BROTLI_PARAM_QUALITY]: 9, [constants.BROTLI_PARAM_SIZE_HINT]: text.length },
  });
  return entry.brotli.length;
}

export interface PageCacheStats {
  hits: number;
  notModified: number;
  misses: number;
  stored: number;
  evicted: number;
  cleared: number;
  entries: number;
  bytes: number;
  maxBytes: number;
}

/**
 * The store: entries by key, in order of last use, within `maxBytes`; per URL, the facts its
 * pages read. A key is the URL and, for each fact a page at that URL read, the visitor's value.
 */
export class PageCache {
  readonly maxBytes: number;
  readonly #entries = new Map<string, PageEntry>();
  /** Per URL: the facts its pages read so far (only ever more). */
  readonly #facts = new Map<string, VaryFact[]>();
  #bytes = 0;
  #generation = 0;
  readonly stats = { hits: 0, notModified: 0, misses: 0, stored: 0, evicted: 0, cleared: 0 };

  constructor(options: { maxBytes: number }) {
    this.maxBytes = options.maxBytes;
  }

  get enabled(): boolean {
    return this.maxBytes > 0;
  }

  /** Moves on every `clear`: a render begun before it is not stored after it. */
  get generation(): number {
    return this.#generation;
  }

  /** The entry for a URL (origin, path and query) and this visitor, if kept and not expired. */
  lookup(url: string, visitor: VisitorSource, now = Date.now()): PageEntry | undefined {
    const facts = this.#facts.get(url);
    if (!facts) return undefined;
    const key = keyOf(url, facts, visitor);
    const entry = this.#entries.get(key);
    if (!entry) return undefined;
    if (entry.expiresAt !== null && now >= entry.expiresAt) {
      this.#entries.delete(key);
      this.#bytes -= entry.bytes;
      return undefined;
    }
    // Most recently used last.
    this.#entries.delete(key);
    this.#entries.set(key, entry);
    return entry;
  }

  /** Keeps `entry` for `url`, the visitor's values of the facts the page read (and of those read before). */
  store(url: string, read: ReadonlySet<VaryFact>, visitor: VisitorSource, entry: PageEntry, generation: number): boolean {
    if (!this.enabled || generation !== this.#generation || entry.bytes > this.maxBytes / 8) return false;
    if (entry.expiresAt !== null && entry.expiresAt <= Date.now()) return false;
    const known = this.#facts.get(url) ?? [];
    const facts = varyFacts.filter((fact) => known.includes(fact) || read.has(fact));
    this.#facts.delete(url);
    this.#facts.set(url, facts);
    // The facts are bounded by the entries: a URL with no entry left is forgotten first.
    while (this.#facts.size > 100_000) this.#facts.delete(this.#facts.keys().next().value as string);
    const key = keyOf(url, facts, visitor);
    const previous = this.#entries.get(key);
    if (previous) {
      this.#bytes -= previous.bytes;
      this.#entries.delete(key);
    }
    entry.key = key;
    this.#entries.set(key, entry);
    this.#bytes += entry.bytes;
    this.stats.stored += 1;
    this.#evict();
    return true;
  }

  /** Makes an entry's gzip variant now if it has none; what it adds counts against the cache. */
  ensureGzip(entry: PageEntry): void {
    this.#account(entry, gzipEntry(entry));
  }

  /**
   * Starts making an entry's brotli variant, once (answers meanwhile get gzip); what it adds
   * counts against the cache while it holds the entry.
   */
  compressBrotli(entry: PageEntry): Promise<void> {
    entry.compression ??= brotliEntry(entry).then(
      (added) => this.#account(entry, added),
      () => {
        // Not compressed: gzip stays, and the next ask tries again.
        entry.compression = null;
      },
    );
    return entry.compression;
  }

  #account(entry: PageEntry, added: number): void {
    if (added === 0) return;
    entry.bytes += added;
    if (this.#entries.get(entry.key) === entry) {
      this.#bytes += added;
      this.#evict();
    }
  }

  /** Drops the least recently used entries until the cache is within its bytes. */
  #evict(): void {
    for (const [oldest, old] of this.#entries) {
      if (this.#bytes <= this.maxBytes) break;
      this.#entries.delete(oldest);
      this.#bytes -= old.bytes;
      this.stats.evicted += 1;
    }
  }

  /** Empties the cache (data the pages show changed). */
  clear(): void {
    this.#entries.clear();
    this.#facts.clear();
    this.#bytes = 0;
    this.#generation += 1;
    this.stats.cleared += 1;
  }

  snapshot(): PageCacheStats {
    return { ...this.stats, entries: this.#entries.size, bytes: this.#bytes, maxBytes: this.maxBytes };
  }
}

function keyOf(url: string, facts: readonly VaryFact[], visitor: VisitorSource): string {
  let key = url;
  for (const fact of facts) key += `\n${fact}=${factKey(fact, visitor)}`;
  return key;
}

/**
 * What to answer a request with: the best encoding it accepts. A gzip variant not made yet is made
 * now; a brotli variant not made yet is started, and gzip (or the plain text) answers meanwhile.
 */
export function encodingFor(entry: PageEntry, acceptEncoding: string | undefined, cache: PageCache): Encoding {
  const wanted = chooseEncoding(acceptEncoding, entry.brotliPossible);
  if (wanted === "br") {
    if (entry.brotli) return "br";
    void cache.compressBrotli(entry);
  }
  if (chooseEncoding(acceptEncoding, false) !== "gzip") return "identity";
  cache.ensureGzip(entry);
  return "gzip";
}

/** The body of `entry` in `encoding` with `nonce` written in, as chunks to write in turn (no copy). */
export function bodyOf(entry: PageEntry, encoding: Encoding, nonce: Buffer): Buffer[] {
  if (encoding === "br" && entry.brotli) return [entry.brotli];
  if (encoding === "gzip" && entry.gzip) return gzipWithSlot(entry.gzip, nonce);
  const parts: Buffer[] = [];
  entry.plain.forEach((part, index) => {
    if (index > 0) parts.push(nonce);
    parts.push(part);
  });
  return parts;
}

export type Encoding = "br" | "gzip" | "identity";

/**
 * The best encoding a request accepts of those an entry has: brotli, then gzip, then none.
 * A q of 0 refuses; `*` stands for every coding not named.
 *
 * @example chooseEncoding("gzip, deflate, br", true) // "br"
 * @example chooseEncoding("br;q=0, gzip", true) // "gzip"
 * @example chooseEncoding(undefined, true) // "identity"
 */
export function chooseEncoding(header: string | undefined, hasBrotli: boolean): Encoding {
  if (!header) return "identity";
  const weights = new Map<string, number>();
  for (const item of header.split(",")) {
    const [name = "", ...parameters] = item.trim().toLowerCase().split(";");
    if (!name) continue;
    let q = 1;
    for (const parameter of parameters) {
      const [key, value] = parameter.trim().split("=");
      if (key === "q") q = Number.parseFloat(value ?? "") || 0;
    }
    weights.set(name.trim(), q);
  }
  const weight = (name: string) => weights.get(name) ?? weights.get("*") ?? 0;
  if (hasBrotli && weight("br") > 0 && weight("br") >= weight("gzip")) return "br";
  if (weight("gzip") > 0) return "gzip";
  return "identity";
}

/**
 * Whether If-None-Match names `etag` (weak comparison, as for GET).
 *
 * @example matchesEtag('W/"abc", W/"def"', 'W/"def"') // true
 */
export function matchesEtag(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  if (header.trim() === "*") return true;
  const opaque = etag.replace(/^W\//, "");
  return header.split(",").some((tag) => tag.trim().replace(/^W\//, "") === opaque);
}
