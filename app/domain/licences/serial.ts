/**
 * Licence serials (spec 2 §5): what a visitor types, the form we store and show, and the form we
 * log. Pure; the serial form and the licence service share it.
 */

/** Characters a serial is made of once spaces and dashes are gone. */
const serialCharacters = /^[A-Z0-9]+$/;

/** Group lengths: dashes after positions 4 and 11 (18 characters), or 8, 13, 18 and 23 (32). */
const groupsByLength: Readonly<Record<number, readonly number[]>> = {
  18: [4, 7, 7],
  32: [8, 5, 5, 5, 9],
};

/** Lengths of a normalised serial with its dashes: 20 and 36. */
export const serialLengths = [18, 32] as const;

/**
 * The serial as stored and shown: spaces and dashes removed, upper-cased, then dashes put back
 * after positions 4 and 11 (18 characters) or 8, 13, 18 and 23 (32 characters). Null for anything
 * else (another length, other characters).
 *
 * @example
 * normalizeSerial("kts1 active0 0000001") // "KTS1-ACTIVE0-0000001"
 * normalizeSerial("a3f9c2e17b4d09e8f61c2d3a4b5c6d7e") // "A3F9C2E1-7B4D0-9E8F6-1C2D3-A4B5C6D7E"
 * normalizeSerial("12345") // null
 */
export function normalizeSerial(raw: string): string | null {
  // Bound the work before touching a long input: no serial is longer than 32 characters plus separators.
  if (raw.length > 64) return null;
  // Checked before upper-casing: Unicode case mapping turns "ı" and "ſ" into I and S.
  const compact = raw.replace(/[\s-]+/g, "");
  if (!/^[A-Za-z0-9]*$/.test(compact)) return null;
  return groupSerial(compact.toUpperCase());
}

function groupSerial(compact: string): string | null {
  const groups = groupsByLength[compact.length];
  if (!groups || !serialCharacters.test(compact)) return null;
  const parts: string[] = [];
  let start = 0;
  for (const size of groups) {
    parts.push(compact.slice(start, start + size));
    start += size;
  }
  return parts.join("-");
}

/**
 * A serial safe to write to logs: the first and last four characters, every other letter or digit
 * replaced by `*`, dashes kept. Input that is not a serial is masked entirely (its length only).
 *
 * @example
 * maskSerial("KTS1-ACTIVE0-0000001") // "KTS1-*******-***0001"
 * maskSerial("not a serial") // "[12 characters]"
 */
export function maskSerial(raw: string): string {
  const serial = normalizeSerial(raw);
  if (!serial) return `[${raw.length} characters]`;
  const compactLength = serial.replaceAll("-", "").length;
  let index = 0;
  return serial.replace(/[A-Z0-9]/g, (character) => {
    index += 1;
    return index <= 4 || index > compactLength - 4 ? character : "*";
  });
}
