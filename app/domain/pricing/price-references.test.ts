import { describe, expect, it } from "vitest";
import { offerOf, parseReference, resolveReference } from "./price-references";
import type { PriceOption } from "./types";

const option = (
  id: number,
  pack: number | string,
  term: number,
  minor: number,
  extra: Partial<PriceOption> = {},
): PriceOption => ({
  id,
  product_id: 1,
  pack,
  term,
  price: minor / 100,
  price_striked: null,
  autorenew: true,
  price_minor: minor,
  price_striked_minor: null,
  currency: "USD",
  ...extra,
});

// Total Security in USD: 3 devices 1 year $74.99 (regular $119.99), 2 years $134.99; monthly $7.99.
const list = [
  option(1, 3, 1, 7499, { price_striked_minor: 11_999 }),
  option(2, 3, 1, 7499, { autorenew: false, price_striked_minor: 11_999 }),
  option(3, 3, 2, 13_499, { autorenew: false }),
  option(4, 3, 1 / 12, 799),
  option(5, "3 + 3", 1, 8999),
];

describe("parseReference", () => {
  it.each([
    ["price", "total-security:3:1", { kind: "price", product: "total-security", pack: "3", term: "1", price: "first" }],
    ["price", "total-security:3:1:renewal", { kind: "price", product: "total-security", pack: "3", term: "1", price: "renewal" }],
    [
      "price",
      "total-security-vpn:3+3:1:regular",
      { kind: "price", product: "total-security-vpn", pack: "3+3", term: "1", price: "regular" },
    ],
    ["price", "total-security:3:1/12", { kind: "price", product: "total-security", pack: "3", term: "1/12", price: "first" }],
    [
      "price",
      "endpoint-select:50:1:per-unit",
      { kind: "price", product: "endpoint-select", pack: "50", term: "1", price: "per-unit" },
    ],
    ["saving", "total-security:3:2", { kind: "saving", product: "total-security", pack: "3", term: "2", against: "yearly" }],
    [
      "saving",
      "total-security:3:1:regular",
      { kind: "saving", product: "total-security", pack: "3", term: "1", against: "regular" },
    ],
    ["from", "antivirus", { kind: "from", product: "antivirus" }],
    ["money", "100 USD", { kind: "money", amount: "100", currency: "USD" }],
    ["money", "65000.50 EUR", { kind: "money", amount: "65000.50", currency: "EUR" }],
  ])("{%s:%s}", (kind, body, expected) => {
    expect(parseReference(kind, body)).toEqual(expected);
  });

  it.each([
    ["price", "Total Security:3:1"],
    ["price", "total-security:three:1"],
    ["price", "total-security:3"],
    ["price", "total-security:3:1:cheap"],
    ["price", "total-security:3:1:renewal:x"],
    ["price", "total-security-vpn:3+3:1:per-unit"],
    ["saving", "total-security:3:2:renewal"],
    ["from", "antivirus:3"],
    ["money", "USD 100"],
    ["money", "100 usd"],
  ])("refuses {%s:%s}", (kind, body) => {
    expect(parseReference(kind, body)).toHaveProperty("error");
  });
});

describe("resolveReference", () => {
  it("takes the auto-renewing plan the buy block preselects", () => {
    expect(offerOf(list, "3", "1")?.id).toBe(1);
    expect(offerOf(list, "3+3", "1")?.id).toBe(5);
    expect(offerOf(list, "3", "1/12")?.id).toBe(4);
    expect(offerOf(list, "5", "1")).toBeNull();
  });

  it.each([
    [
      { kind: "price", product: "p", pack: "3", term: "1", price: "first" },
      { minor: 7499, currency: "USD" },
    ],
    [
      { kind: "price", product: "p", pack: "3", term: "1", price: "regular" },
      { minor: 11_999, currency: "USD" },
    ],
    [
      { kind: "price", product: "p", pack: "3", term: "2", price: "regular" },
      { minor: 13_499, currency: "USD" },
    ],
    // 2 years $134.99 against 2 × $74.99 = $149.98 saves 9.99 %: 5 % in steps of 5 (spec 2 §9).
    [{ kind: "saving", product: "p", pack: "3", term: "2", against: "yearly" }, { percent: 5 }],
    // $74.99 against the regular $119.99 saves 37.5 %: 35 %.
    [{ kind: "saving", product: "p", pack: "3", term: "1", against: "regular" }, { percent: 35 }],
    // No regular price, no saving to claim.
    [{ kind: "saving", product: "p", pack: "3", term: "2", against: "regular" }, null],
    // A 1-year plan saves nothing against itself.
    [{ kind: "saving", product: "p", pack: "3", term: "1", against: "yearly" }, null],
    [
      { kind: "from", product: "p" },
      { minor: 7499, currency: "USD" },
    ],
    [{ kind: "price", product: "p", pack: "10", term: "1", price: "first" }, null],
  ] as const)("%j → %j", (reference, expected) => {
    expect(resolveReference(reference, list)).toEqual(expected);
  });
});
