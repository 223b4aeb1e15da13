/**
 * HTTP range requests (RFC 9110 §14) for the file host: one byte range per request, which is what
 * download managers and browsers resuming a download send. Pure.
 */

export type RangeAnswer =
  /** Send the whole file (no Range, a range we do not serve such as several ranges, or an If-Range that no longer matches). */
  | { kind: "full" }
  /** Send bytes `start` to `end`, both included, as 206 Partial Content. */
  | { kind: "partial"; start: number; end: number }
  /** 416 Range Not Satisfiable: the range starts past the end. */
  | { kind: "unsatisfiable" };

/**
 * What to answer for a Range header on a representation of `size` bytes. `If-Range` is honoured
 * with a strong entity tag: a different tag (the file changed) answers the full file.
 *
 * @example rangeAnswer("bytes=100-", 1000) // { kind: "partial", start: 100, end: 999 }
 * @example rangeAnswer("bytes=-100", 1000) // { kind: "partial", start: 900, end: 999 }
 * @example rangeAnswer("bytes=2000-", 1000) // { kind: "unsatisfiable" }
 * @example rangeAnswer("bytes=0-1,5-6", 1000) // { kind: "full" }
 */
export function rangeAnswer(
  range: string | null,
  size: number,
  conditions: { ifRange?: string | null; etag?: string } = {},
): RangeAnswer {
  if (!range) return { kind: "full" };
  if (conditions.ifRange && conditions.ifRange.trim() !== conditions.etag) return { kind: "full" };
  const match = /^\s*bytes\s*=\s*(\d{0,15})\s*-\s*(\d{0,15})\s*$/i.exec(range);
  if (!match) return { kind: "full" };
  const [, first = "", last = ""] = match;
  if (first === "" && last === "") return { kind: "full" };
  if (first === "") {
    const suffix = Number(last);
    if (suffix === 0) return { kind: "unsatisfiable" };
    return { kind: "partial", start: Math.max(0, size - suffix), end: size - 1 };
  }
  const start = Number(first);
  const end = last === "" ? size - 1 : Math.min(Number(last), size - 1);
  if (last !== "" && Number(last) < start) return { kind: "full" };
  if (start >= size) return { kind: "unsatisfiable" };
  return { kind: "partial", start, end };
}

/**
 * Whether an If-None-Match header names this strong entity tag (or is `*`).
 *
 * @example matchesEtag('"a", "b"', '"b"') // true
 */
export function matchesEtag(ifNoneMatch: string | null, etag: string): boolean {
  if (!ifNoneMatch) return false;
  return ifNoneMatch
    .split(",")
    .map((tag) => tag.trim().replace(/^W\//, ""))
    .some((tag) => tag === "*" || tag === etag);
}

/**
 * A Content-Disposition value with a plain ASCII file name and the UTF-8 one (RFC 6266).
 *
 * @example contentDisposition("attachment", "setup.exe") // 'attachment; filename="setup.exe"; filename*=UTF-8\'\'setup.exe'
 */
export function contentDisposition(type: "attachment" | "inline", fileName: string): string {
  const ascii = fileName.replace(/[^\x20-\x7e]/g, "_").replace(/["\\]/g, "_");
  // RFC 5987 attr-chars: encodeURIComponent leaves ' ( ) * unescaped, which ext-values may not hold.
  const encoded = encodeURIComponent(fileName).replace(
    /['()*]/g,
    (character) => `%${character.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return `${type}; filename="${ascii}"; filename*=UTF-8''${encoded}`;
}
