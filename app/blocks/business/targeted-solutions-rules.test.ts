import { describe, expect, it } from "vitest";
import { pageHeaderVariants } from "../schemas.server";
import { pageHeaderVariantOf, targetedSolutionTemplate } from "./targeted-solutions-rules";

describe("targetedSolutionTemplate (spec 3 §1: the template chosen by header type)", () => {
  it.each([
    // internet-gateway special template
    ["smb-targeted-solution", "internet-gateway", "internet-gateway"],
    ["buyblock", "internet-gateway", "internet-gateway"],
    [null, "internet-gateway", "internet-gateway"],
    // "SMB Targeted Solution Buyblock"
    ["buyblock", "mail-server", "buyblock"],
    ["buyblock", "collaboration", "buyblock"],
    // standard
    ["smb-targeted-solution", "mail-server", "standard"],
    ["smb-product", "mail-server", "standard"],
    ["taller", "file-storage", "standard"],
    [null, "business-challenges", "standard"],
  ] as const)("under a %s header, the %s solution gets the %s template", (headerVariant, solution, template) => {
    expect(targetedSolutionTemplate({ headerVariant, solution })).toBe(template);
  });

  it("gives the buy block template under the Buyblock header only", () => {
    const buyblock = pageHeaderVariants.filter(
      (headerVariant) => targetedSolutionTemplate({ headerVariant, solution: "mail-server" }) === "buyblock",
    );
    expect(buyblock).toEqual(["buyblock"]);
  });
});

describe("pageHeaderVariantOf", () => {
  it.each([
    [[{ type: "page-header", variant: "buyblock" }, { type: "targeted-solutions" }], "buyblock"],
    [[{ type: "hero" }, { type: "page-header", variant: "smb-msp" }, { type: "page-header", variant: "ksc" }], "smb-msp"],
    [[{ type: "hero" }, { type: "targeted-solutions" }], null],
    [[], null],
  ])("finds the header type of %j: %s", (blocks, variant) => {
    expect(pageHeaderVariantOf(blocks)).toBe(variant);
  });
});
