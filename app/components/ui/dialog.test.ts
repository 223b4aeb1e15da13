import { describe, expect, it } from "vitest";
import { cycleTarget } from "./dialog";

describe("cycleTarget (the dialog's Tab trap)", () => {
  const controls = ["close", "link", "button"] as const;
  it.each([
    // [focused, Shift held, where focus goes; null: the browser's own move, which stays inside]
    ["button", false, "close"],
    ["close", true, "button"],
    ["close", false, null],
    ["link", true, null],
    ["link", false, null],
    [null, false, "close"],
    [null, true, "button"],
  ] as const)("from %s (Shift %s) goes to %s", (focused, backwards, expected) => {
    expect(cycleTarget(controls, focused, backwards)).toBe(expected);
  });

  it("goes to the first control from an element that is not one of them (the dialog itself)", () => {
    expect(cycleTarget(["a", "b"], "dialog", false)).toBe("a");
    expect(cycleTarget(["a", "b"], "dialog", true)).toBe("b");
  });

  it("keeps a single control focused both ways, and leaves an empty dialog alone", () => {
    expect(cycleTarget(["only"], "only", false)).toBe("only");
    expect(cycleTarget(["only"], "only", true)).toBe("only");
    expect(cycleTarget([], null, false)).toBeNull();
  });
});
