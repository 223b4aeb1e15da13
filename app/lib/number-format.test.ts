import { describe, expect, it } from "vitest";
import { numberFormat } from "./number-format";

describe("numberFormat", () => {
  it("makes a format once per locale and options, and formats like a new one", () => {
    const percent = numberFormat("de-DE", { style: "percent" });
    expect(numberFormat("de-DE", { style: "percent" })).toBe(percent);
    expect(numberFormat("fr-FR", { style: "percent" })).not.toBe(percent);
    expect(numberFormat("de-DE", { style: "percent", maximumFractionDigits: 1 })).not.toBe(percent);
    expect(percent.format(0.25)).toBe(new Intl.NumberFormat("de-DE", { style: "percent" }).format(0.25));
  });
});
