import { describe, expect, it } from "vitest";
import { dateTimeFormat, displayNames, numberFormat } from "./intl-formats";

describe("numberFormat", () => {
  it("makes a format once per locale and options, and formats like a new one", () => {
    const percent = numberFormat("de-DE", { style: "percent" });
    expect(numberFormat("de-DE", { style: "percent" })).toBe(percent);
    expect(numberFormat("fr-FR", { style: "percent" })).not.toBe(percent);
    expect(numberFormat("de-DE", { style: "percent", maximumFractionDigits: 1 })).not.toBe(percent);
    expect(percent.format(0.25)).toBe(new Intl.NumberFormat("de-DE", { style: "percent" }).format(0.25));
  });
});

describe("dateTimeFormat and displayNames", () => {
  it("make a formatter once per locale and options, and answer like a new one", () => {
    const long = dateTimeFormat("en-GB", { dateStyle: "long", timeZone: "UTC" });
    expect(dateTimeFormat("en-GB", { dateStyle: "long", timeZone: "UTC" })).toBe(long);
    expect(dateTimeFormat("en-GB", { dateStyle: "medium", timeZone: "UTC" })).not.toBe(long);
    expect(long.format(new Date(0))).toBe("1 January 1970");
    const languages = displayNames("de-DE", { type: "language" });
    expect(displayNames("de-DE", { type: "language" })).toBe(languages);
    expect(displayNames("de-DE", { type: "currency" })).not.toBe(languages);
    expect(languages.of("en")).toBe("Englisch");
  });

  it("keep formatters of different kinds apart under the same locale and options", () => {
    expect(numberFormat("fr-FR", {})).toBeInstanceOf(Intl.NumberFormat);
    expect(dateTimeFormat("fr-FR", {})).toBeInstanceOf(Intl.DateTimeFormat);
  });
});
