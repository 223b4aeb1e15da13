import { describe, expect, it } from "vitest";
import { nextOfferChange, offerLink, offerShown } from "./rules";

const at = (iso: string) => new Date(iso);

describe("offerShown — spec 3 §3 'Offer data: … dates': an offer past its dates is not shown", () => {
  it.each([
    ["no dates", undefined, "2026-11-27T12:00:00Z", true],
    ["open start, before the end", { end: "2026-12-01T00:00:00Z" }, "2026-11-30T23:59:59Z", true],
    ["at the end instant", { end: "2026-12-01T00:00:00Z" }, "2026-12-01T00:00:00Z", false],
    ["past the end", { end: "2026-12-01T00:00:00Z" }, "2027-01-01T00:00:00Z", false],
    ["before the start", { start: "2026-12-24T00:00:00Z" }, "2026-12-23T23:59:59Z", false],
    ["at the start instant", { start: "2026-12-24T00:00:00Z" }, "2026-12-24T00:00:00Z", true],
    ["inside both bounds", { start: "2026-11-01T00:00:00Z", end: "2026-12-01T00:00:00Z" }, "2026-11-15T00:00:00Z", true],
    ["with an offset", { end: "2026-12-01T00:00:00+01:00" }, "2026-11-30T23:30:00Z", false],
  ])("%s", (_name, dates, now, shown) => {
    expect(offerShown(dates, at(now))).toBe(shown);
  });
});

describe("nextOfferChange — a page is kept no longer than its offers stay as drawn", () => {
  const now = at("2026-11-27T12:00:00Z");
  it("is the earliest future start or end", () => {
    expect(
      nextOfferChange(
        [{ end: "2026-12-31T00:00:00Z" }, { start: "2026-12-01T00:00:00Z", end: "2026-12-02T00:00:00Z" }, undefined],
        now,
      ),
    ).toEqual(at("2026-12-01T00:00:00Z"));
  });
  it("ignores bounds already passed", () => {
    expect(nextOfferChange([{ start: "2026-11-01T00:00:00Z", end: "2026-11-28T00:00:00Z" }], now)).toEqual(
      at("2026-11-28T00:00:00Z"),
    );
  });
  it("is null when nothing will change", () => {
    expect(nextOfferChange([undefined, { start: "2026-01-01T00:00:00Z" }], now)).toBeNull();
  });
});

describe("offerLink — overrideLink wins over url; newTab carried", () => {
  it.each([
    [{ url: "/home-security/special-offers/a" }, { href: "/home-security/special-offers/a", newTab: false }],
    [
      { url: "/home-security/special-offers/a", overrideLink: "https://store.example/a", newTab: true },
      { href: "https://store.example/a", newTab: true },
    ],
  ])("%j", (offer, expected) => {
    expect(offerLink(offer)).toEqual(expected);
  });
});
