import { describe, expect, it } from "vitest";
import { findWrittenAmounts, findWrittenSavings } from "./money-in-text";

describe("findWrittenAmounts", () => {
  it.each([
    ["49,99\u00a0€ für 5 Geräte", ["49,99\u00a0€"]],
    ["3 devices $49.99, 5 for $59.99", ["$49.99", "$59.99"]],
    ["LIABILITY (USD 100).", ["USD 100"]],
    ["€65,000 – €85,000 a year", ["€65,000", "€85,000"]],
    ["R$ 99,90", ["R$ 99,90"]],
    ["129 900 ₽", ["129 900 ₽"]],
    ["￥6,980（税込）", ["￥6,980"]],
    ["100\u00a0000\u00a0€", ["100\u00a0000\u00a0€"]],
    ["{price:total-security:5:1} für 5 Geräte", []],
    ["{money:100 USD}", []],
    ["Windows 10 and 11, 24/7 support, 99.9% uptime", []],
    ["Fr. 8:00–17:00", []],
  ])("%j → %j", (text, amounts) => {
    expect(findWrittenAmounts(text)).toEqual(amounts);
  });
});

describe("findWrittenSavings", () => {
  it.each([
    ["2-year subscription: Save 20%", 1],
    ["Sparen Sie 30 % im ersten Jahr.", 1],
    ["Économisez 20 % sur deux ans.", 1],
    ["Экономия 20% при покупке на 2 года", 1],
    ["<p>VPN at 40% off.</p>", 1],
    ["2 years: save {saving:total-security:3:2}", 0],
    ["Blocks 99% of threats. Save time.", 0],
    ["Small office or branch: 10% of nodes are laptops", 0],
    ["Volume discount 50 to 99 nodes 10%", 1],
    ["Rabatt von 15 % ab 50 Lizenzen", 1],
    ["<table>\n<tr><th>Band</th><th>Volume discount</th></tr>\n<tr><td>50 nodes</td><td>10%</td></tr>\n</table>", 1],
  ])("%j → %i claims", (text, claims) => {
    expect(findWrittenSavings(text)).toHaveLength(claims);
  });
});
