import fc from "fast-check";

/** Text building blocks shared by the header, body and query generators. */

const fromCode = (code: number) => String.fromCharCode(code);

/** One of the characters Node's HTTP client lets into a header value: tab, printable ASCII, Latin-1. */
const headerCharacter = fc.oneof(
  { weight: 8, arbitrary: fc.integer({ min: 0x20, max: 0x7e }).map(fromCode) },
  { weight: 1, arbitrary: fc.integer({ min: 0x80, max: 0xff }).map(fromCode) },
  { weight: 1, arbitrary: fc.constant("\t") },
);

/** Header values of any kind the client can send (it refuses controls and characters past U+00FF). */
export function headerText(maxLength = 60): fc.Arbitrary<string> {
  return fc.string({ unit: headerCharacter, maxLength });
}

/** Latin-1 bytes past ASCII, which a request line may carry unencoded. */
export const rawLatin1 = fc.string({ unit: fc.integer({ min: 0x80, max: 0xff }).map(fromCode), minLength: 1, maxLength: 6 });

/** Values that have broken parsers before. */
export const classicValues = fc.constantFrom(
  "",
  " ",
  "null",
  "undefined",
  "NaN",
  "-1",
  "0",
  "1e309",
  "9007199254740993",
  "__proto__",
  "constructor",
  "../../etc/passwd",
  "<script>alert(1)</script>",
  "' OR 1=1--",
  "%",
  "%00",
  "💥",
  "\u0000",
  "\ud800",
  "true",
  "[]",
  "{}",
  "\u202e",
  "a\r\nSet-Cookie: x=1",
);

/** Short values of any kind: unicode, controls, lone surrogates, the classics. */
export const shortText: fc.Arbitrary<string> = fc.oneof(
  { weight: 4, arbitrary: fc.string({ unit: "binary", maxLength: 40 }) },
  { weight: 2, arbitrary: fc.string({ unit: "grapheme", maxLength: 20 }) },
  { weight: 2, arbitrary: classicValues },
  { weight: 1, arbitrary: fc.string({ unit: fc.integer({ min: 0, max: 0x1f }).map(fromCode), maxLength: 8 }) },
  { weight: 1, arbitrary: fc.string({ unit: fc.integer({ min: 0xd800, max: 0xdfff }).map(fromCode), maxLength: 3 }) },
);

/**
 * Anything a visitor can type or a script can send: short values, and now and then a long run.
 * NOTE: long runs are rare on purpose: a request line past 16 KB is refused (431) before the app
 * sees it, so many of them would only test Node's parser.
 */
export const anyText: fc.Arbitrary<string> = fc.oneof(
  { weight: 20, arbitrary: shortText },
  {
    weight: 1,
    arbitrary: fc
      .tuple(fc.constantFrom("A", "é", "😀", "%", "-"), fc.integer({ min: 65, max: 6_000 }))
      .map(([unit, times]) => unit.repeat(times)),
  },
);

/** Percent-escapes that decode to nothing valid. */
export const brokenPercent = fc.constantFrom("%", "%z", "%zz", "%C0%80", "%ED%A0%80", "%FF%FE", "%u0041", "%%", "%E2%82");

/** `value` percent-encoded as a browser would (lone surrogates become U+FFFD, as browsers send them). */
export function percentEncode(value: string): string {
  return encodeURIComponent(value.toWellFormed());
}

/** Percent-encoded text with some punctuation left raw, as hand-written URLs have it. */
export function looselyEncode(value: string): string {
  return percentEncode(value).replace(/%(22|3C|3E|60|7B|7D|7C|5E|5B|5D|5C|27|2F|3A|40)/g, (sequence) =>
    decodeURIComponent(sequence),
  );
}

/** Text inserted into `value` at a position chosen by `at`. */
export function insertAt(value: string, text: string, at: number): string {
  const index = at % (value.length + 1);
  return value.slice(0, index) + text + value.slice(index);
}
