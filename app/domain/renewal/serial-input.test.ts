import { describe, expect, it } from "vitest";
import { formatSerialInput, isCompleteSerial } from "./serial-input";

describe("formatSerialInput (spec 2 §5)", () => {
  it.each([
    ["", ""],
    ["abcd", "ABCD"],
    ["abcd1", "ABCD-1"],
    ["ABCD1234567", "ABCD-1234567"],
    ["ABCD12345678", "ABCD-1234567-8"],
    // "An 18-character serial gets dashes after positions 4 and 11."
    ["abcd1234567xyz9876", "ABCD-1234567-XYZ9876"],
    ["ab cd-12 34567-xyz9876", "ABCD-1234567-XYZ9876"],
    // "A 32-character serial gets dashes after positions 8, 13, 18 and 23."
    ["0123456789abcdef0123456789abcdef", "01234567-89ABC-DEF01-23456-789ABCDEF"],
    ["0123456789abcdef012", "01234567-89ABC-DEF01-2"],
    ["0123456789abcdef0123456789abcdef-extra", "01234567-89ABC-DEF01-23456-789ABCDEF"],
  ])("%j → %j", (typed, shown) => {
    expect(formatSerialInput(typed)).toBe(shown);
  });

  it("knows complete keys", () => {
    expect(isCompleteSerial("ABCD-1234567-XYZ9876")).toBe(true);
    expect(isCompleteSerial("01234567-89ABC-DEF01-23456-789ABCDEF")).toBe(true);
    expect(isCompleteSerial("ABCD-1234")).toBe(false);
  });
});
