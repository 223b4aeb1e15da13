import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { normalizeSerial } from "~/domain/licences/serial";
import { formatSerialInput, isCompleteSerial } from "./serial-input";

/**
 * Properties of the licence key field for anything typed or pasted into it. The server formats
 * what the form sent with the same function and the licence service then normalises it, so the
 * two must agree on every complete key.
 */

const runs = { numRuns: 400 };

const keyCharacter = fc.constantFrom(..."ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789");
const noise = fc.constantFrom(" ", "-", "_", ".", "/", "\t", "\u00a0", "é", "Ж", "😀", "\u0000");
/** Keys as typed or pasted: letters and digits of any case with some noise between them. */
const typedKey = fc
  .array(fc.oneof({ arbitrary: keyCharacter, weight: 5 }, { arbitrary: noise, weight: 1 }), { maxLength: 60, size: "max" })
  .map((characters) => characters.join(""));
// NOTE: `size: "max"` lets lengths reach their maximum; by default fast-check keeps them short,
// and the 18/32 boundaries would rarely be crossed.
const anyInput = fc.oneof(
  typedKey,
  fc.string({ unit: "binary", maxLength: 80, size: "max" }),
  fc.string({ maxLength: 2_000, size: "max" }),
);

/** Keys whose letters and digits number exactly 18 or 32. */
const completeKey = fc
  .oneof(
    fc.string({ unit: keyCharacter, minLength: 18, maxLength: 18 }),
    fc.string({ unit: keyCharacter, minLength: 32, maxLength: 32 }),
  )
  .chain((key) =>
    fc
      .array(fc.option(fc.constantFrom(" ", "-", "\t", "--")), { minLength: key.length, maxLength: key.length })
      .map((gaps) => [...key].map((character, index) => `${gaps[index] ?? ""}${character}`).join("")),
  );

describe("formatSerialInput", () => {
  it("answers only upper-case letters, digits and single inner dashes, at most 32 letters and digits", () => {
    fc.assert(
      fc.property(anyInput, (raw) => {
        const shown = formatSerialInput(raw);
        expect(shown).toMatch(/^[A-Z0-9-]*$/);
        expect(shown).not.toMatch(/^-|-$|--/);
        expect(shown.replaceAll("-", "").length).toBeLessThanOrEqual(32);
      }),
      runs,
    );
  });

  it("is idempotent", () => {
    fc.assert(
      fc.property(anyInput, (raw) => {
        const shown = formatSerialInput(raw);
        expect(formatSerialInput(shown)).toBe(shown);
      }),
      runs,
    );
  });

  it("keeps the ASCII letters and digits typed, in order and upper-cased, up to 32", () => {
    fc.assert(
      fc.property(typedKey, (raw) => {
        const typed = [...raw].filter((character) => /^[A-Za-z0-9]$/.test(character)).join("");
        expect(formatSerialInput(raw).replaceAll("-", "")).toBe(typed.toUpperCase().slice(0, 32));
      }),
      runs,
    );
  });

  it("shows the same key whether typed one character at a time or pasted at once", () => {
    // The field feeds its formatted value back with each keystroke: formatting must not depend on it.
    fc.assert(
      fc.property(typedKey, (raw) => {
        const typed = [...raw].reduce((shown, character) => formatSerialInput(shown + character), "");
        expect(typed).toBe(formatSerialInput(raw));
      }),
      runs,
    );
  });

  it("never moves a character once it is shown: typing more only appends", () => {
    fc.assert(
      fc.property(typedKey, typedKey, (first, more) => {
        const before = formatSerialInput(first).replaceAll("-", "");
        const after = formatSerialInput(first + more).replaceAll("-", "");
        expect(after.startsWith(before)).toBe(true);
      }),
      runs,
    );
  });
});

describe("isCompleteSerial on formatted keys", () => {
  it("is true exactly for 18 or 32 letters and digits", () => {
    fc.assert(
      fc.property(anyInput, (raw) => {
        const shown = formatSerialInput(raw);
        const count = shown.replaceAll("-", "").length;
        expect(isCompleteSerial(shown)).toBe(count === 18 || count === 32);
      }),
      runs,
    );
  });

  it("agrees with the licence service: a complete key is already in its normalised form", () => {
    fc.assert(
      fc.property(completeKey, (raw) => {
        const shown = formatSerialInput(raw);
        expect(isCompleteSerial(shown)).toBe(true);
        expect(normalizeSerial(shown)).toBe(shown);
      }),
      runs,
    );
  });
});
