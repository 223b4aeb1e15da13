import { describe, expect, it } from "vitest";
import { maskSerial, normalizeSerial } from "./serial";

describe("normalizeSerial", () => {
  // Spec 2 §5: "An 18-character serial gets dashes after positions 4 and 11. A 32-character serial
  // gets dashes after positions 8, 13, 18 and 23."
  it.each([
    ["18 characters, as typed", "KTS1ACTIVE00000001", "KTS1-ACTIVE0-0000001"],
    ["18 characters, lower-case with spaces", " kts1 active0 0000001 ", "KTS1-ACTIVE0-0000001"],
    ["18 characters, already formatted", "KTS1-ACTIVE0-0000001", "KTS1-ACTIVE0-0000001"],
    ["18 characters, dashes in other places", "KTS-1ACT-IVE00000-001", "KTS1-ACTIVE0-0000001"],
    ["32 characters", "3d6a6f640252452348a86ff9196dab9e", "3D6A6F64-02524-52348-A86FF-9196DAB9E"],
    ["32 characters, UUID-style dashes", "3D6A6F64-0252-4523-48A8-6FF9196DAB9E", "3D6A6F64-02524-52348-A86FF-9196DAB9E"],
    ["32 characters with tabs", "3D6A6F64\t02524 52348 A86FF 9196DAB9E", "3D6A6F64-02524-52348-A86FF-9196DAB9E"],
  ])("formats %s", (_case, raw, expected) => {
    expect(normalizeSerial(raw)).toBe(expected);
  });

  it.each([
    ["a dotless i that upper-cases to I", "kts1-act\u0131ve0-0000001"],
    ["a long s that upper-cases to S", "\u017fTS1-ACTIVE0-0000001"],
    ["empty", ""],
    ["17 characters", "KTS1ACTIVE0000000"],
    ["19 characters", "KTS1ACTIVE0000000011"],
    ["20 characters (an 18-character serial plus two letters)", "KTS1ACTIVE00000001AB"],
    ["31 characters", "3D6A6F640252452348A86FF9196DAB9"],
    ["33 characters", "3D6A6F640252452348A86FF9196DAB9EF"],
    ["punctuation", "KTS1_ACTIVE0_0000001"],
    ["a non-ASCII letter", "KTS1ÄCTIVE00000001"],
    ["a very long input", "A".repeat(10_000)],
  ])("refuses %s", (_case, raw) => {
    expect(normalizeSerial(raw)).toBeNull();
  });
});

describe("maskSerial", () => {
  it("keeps the first and last four characters of an 18-character serial", () => {
    expect(maskSerial("KTS1-ACTIVE0-0000001")).toBe("KTS1-*******-***0001");
    expect(maskSerial("kts1active00000001")).toBe("KTS1-*******-***0001");
  });

  it("keeps the first and last four characters of a 32-character serial", () => {
    expect(maskSerial("3D6A6F64-02524-52348-A86FF-9196DAB9E")).toBe("3D6A****-*****-*****-*****-*****AB9E");
  });

  it("shows only the length of anything that is not a serial", () => {
    expect(maskSerial("my secret 1234")).toBe("[14 characters]");
  });
});
