import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { maskSerial, normalizeSerial } from "./serial";

/**
 * Properties of the serial parser for anything a visitor can type. The table tests in
 * serial.test.ts quote spec 2 §5; these check that no input escapes the documented shapes.
 */

const runs = { numRuns: 400 };

const shortShape = /^[A-Z0-9]{4}-[A-Z0-9]{7}-[A-Z0-9]{7}$/;
const longShape = /^[A-Z0-9]{8}-[A-Z0-9]{5}-[A-Z0-9]{5}-[A-Z0-9]{5}-[A-Z0-9]{9}$/;

const serialCharacter = fc.constantFrom(..."ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789");
/** A serial's letters and digits, upper-case, no separators: 18 or 32 of them. */
const compactSerial = fc.oneof(
  fc.string({ unit: serialCharacter, minLength: 18, maxLength: 18 }),
  fc.string({ unit: serialCharacter, minLength: 32, maxLength: 32 }),
);
/** What people put between characters: spaces of every kind, tabs, line breaks and dashes. */
const separator = fc.oneof(
  { arbitrary: fc.constant(""), weight: 3 },
  { arbitrary: fc.constantFrom(" ", "-", "--", "\t", "\n", "\r\n", "\u00a0", "\u3000", "\ufeff", " - "), weight: 1 },
);

/** The serial as someone might type it: any letter case, separators anywhere. */
function spellingOf(compact: string): fc.Arbitrary<string> {
  return fc
    .tuple(
      fc.array(separator, { minLength: compact.length + 1, maxLength: compact.length + 1 }),
      fc.array(fc.boolean(), { minLength: compact.length, maxLength: compact.length }),
    )
    .map(
      ([separators, lower]) =>
        [...compact]
          .map((character, index) => `${separators[index]}${lower[index] ? character.toLowerCase() : character}`)
          .join("") + separators[compact.length],
    );
}

const spelledSerial = compactSerial.chain((compact) => spellingOf(compact).map((raw) => ({ compact, raw })));

/** Any string, weighted towards near-serials so that the non-null branch is exercised too. */
const visitorInput = fc.oneof(
  fc.string({ unit: "binary", maxLength: 80 }),
  fc.string({ unit: fc.constantFrom(..."ab01-  \t"), maxLength: 70 }),
  spelledSerial.map(({ raw }) => raw),
  // One character off: a wrong length or a character that is not a letter or digit.
  fc
    .tuple(spelledSerial, fc.nat(), fc.string({ unit: "binary", minLength: 1, maxLength: 2 }))
    .map(([{ raw }, at, extra]) => raw.slice(0, at % (raw.length + 1)) + extra + raw.slice(at % (raw.length + 1))),
  fc.string({ unit: "binary", minLength: 60, maxLength: 5_000 }),
);

const compactOf = (serial: string) => serial.replaceAll("-", "");

describe("normalizeSerial on any input", () => {
  it("never throws and answers null or one of the two serial shapes", () => {
    fc.assert(
      fc.property(visitorInput, (raw) => {
        const serial = normalizeSerial(raw);
        expect(serial === null || shortShape.test(serial) || longShape.test(serial)).toBe(true);
      }),
      runs,
    );
  });

  it("is idempotent", () => {
    fc.assert(
      fc.property(visitorInput, (raw) => {
        const serial = normalizeSerial(raw);
        if (serial !== null) expect(normalizeSerial(serial)).toBe(serial);
      }),
      runs,
    );
  });

  it("gives every spelling of a serial the same result, as long as the input stays within 64 characters", () => {
    fc.assert(
      fc.property(spelledSerial, spelledSerial, ({ compact, raw }, other) => {
        const canonical = normalizeSerial(compact);
        expect(canonical).not.toBeNull();
        expect(compactOf(canonical ?? "")).toBe(compact);
        expect(normalizeSerial(raw)).toBe(raw.length <= 64 ? canonical : null);
        // Two different serials never collapse into one.
        if (other.compact !== compact && other.raw.length <= 64) expect(normalizeSerial(other.raw)).not.toBe(canonical);
      }),
      runs,
    );
  });

  it("refuses anything longer than 64 characters, even a serial padded with spaces, and reads one of 64", () => {
    fc.assert(
      fc.property(spelledSerial, fc.integer({ min: 0, max: 200 }), ({ compact, raw }, extra) => {
        const padding = " ".repeat(Math.max(0, 65 - raw.length) + extra);
        expect(normalizeSerial(raw + padding)).toBeNull();
        expect(normalizeSerial(padding + raw)).toBeNull();
        // Right at the bound it is still read.
        if (raw.length <= 64) expect(normalizeSerial(raw.padEnd(64))).toBe(normalizeSerial(compact));
      }),
      runs,
    );
  });

  it("accepts ASCII input exactly when it holds 18 or 32 letters and digits and only whitespace and dashes besides", () => {
    const asciiText = fc.string({ unit: fc.constantFrom(..."aZ09 -\t_.!/"), maxLength: 64 });
    fc.assert(
      fc.property(asciiText, (raw) => {
        const alphanumerics = raw.replace(/[^A-Za-z0-9]/g, "");
        const onlySerialCharacters = /^[A-Za-z0-9\s-]*$/.test(raw);
        const expected = onlySerialCharacters && (alphanumerics.length === 18 || alphanumerics.length === 32);
        expect(normalizeSerial(raw) !== null).toBe(expected);
      }),
      runs,
    );
  });
});

describe("maskSerial", () => {
  it("never throws; a non-serial is shown only as its length", () => {
    fc.assert(
      fc.property(visitorInput, (raw) => {
        const masked = maskSerial(raw);
        if (normalizeSerial(raw) === null) expect(masked).toBe(`[${raw.length} characters]`);
        else expect(masked).toMatch(/^[A-Z0-9*-]+$/);
      }),
      runs,
    );
  });

  it("keeps the dashes, the first four and the last four characters and hides every other one", () => {
    fc.assert(
      fc.property(spelledSerial, ({ compact, raw }) => {
        fc.pre(raw.length <= 64);
        const masked = maskSerial(raw);
        const serial = normalizeSerial(raw) ?? "";
        expect(masked.length).toBe(serial.length);
        const visible = compactOf(masked);
        expect(visible.slice(0, 4)).toBe(compact.slice(0, 4));
        expect(visible.slice(-4)).toBe(compact.slice(-4));
        expect(visible.slice(4, -4)).toBe("*".repeat(compact.length - 8));
        for (let index = 0; index < serial.length; index += 1) {
          expect(masked[index] === "-").toBe(serial[index] === "-");
        }
      }),
      runs,
    );
  });

  it("never contains five consecutive characters of the serial's middle, however it was typed", () => {
    fc.assert(
      fc.property(spelledSerial, ({ compact, raw }) => {
        const middle = compact.slice(4, -4);
        const masked = compactOf(maskSerial(raw));
        for (let start = 0; start + 5 <= middle.length; start += 1) {
          expect(masked).not.toContain(middle.slice(start, start + 5));
        }
      }),
      runs,
    );
  });

  it("masks every spelling of a serial the same way", () => {
    fc.assert(
      fc.property(
        compactSerial.chain((compact) => fc.tuple(spellingOf(compact), spellingOf(compact))),
        ([first, second]) => {
          fc.pre(first.length <= 64 && second.length <= 64);
          expect(maskSerial(first)).toBe(maskSerial(second));
        },
      ),
      runs,
    );
  });
});
