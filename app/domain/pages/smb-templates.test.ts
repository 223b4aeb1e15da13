import { describe, expect, it } from "vitest";
import { arrangeSmbBlocks, type SmbLayout, smbTemplate } from "./smb-templates";

describe("smbTemplate (spec 2 §2: the SMB cloud page's three templates, the downloads page's two, by header type)", () => {
  it.each([
    ["smb-product-cloud", undefined, "smb-cloud-standard"],
    ["smb-product-cloud", "SMB Product", "smb-cloud-standard"],
    ["smb-product-cloud", "Buyblock", "smb-cloud-buyblock"],
    ["smb-product-cloud", "SMB Cloud Buyblock", "smb-cloud-buyblock"],
    ["smb-product-cloud", "buy-block", "smb-cloud-buyblock"],
    ["smb-product-cloud", "redesign", "smb-cloud-redesign"],
    ["smb-product-cloud-edition", "SMB Cloud Redesign", "smb-cloud-redesign"],
    ["smb-product-cloud-edition", "3.0", "smb-cloud-standard"],
    ["smb-downloads", undefined, "smb-downloads-standard"],
    ["smb-downloads", "SMB Downloads Catalogue", "smb-downloads-catalogue"],
    ["smb-download", "catalogue", "smb-downloads-catalogue"],
    ["smb-download", "Buyblock", "smb-downloads-standard"],
    ["smb-home", "redesign", null],
    ["smb-product-select", "Buyblock", null],
    ["vsb-downloads", "catalogue", null],
  ] as const)("%s with header type %s → %s", (route, template, layout) => {
    expect(smbTemplate(route, template)).toBe(layout);
  });
});

describe("arrangeSmbBlocks", () => {
  const page = ["hero", "feature-grid", "cta", "accordion", "download-list", "rich-text"].map((type) => ({ type }));
  const types = (blocks: Array<{ type: string }>) => blocks.map((block) => block.type);

  it.each<[SmbLayout, string[], string[]]>([
    ["smb-cloud-standard", ["feature-grid", "cta", "accordion", "download-list", "rich-text"], []],
    ["smb-downloads-standard", ["feature-grid", "cta", "accordion", "download-list", "rich-text"], []],
    ["smb-cloud-buyblock", ["feature-grid", "accordion", "download-list", "rich-text"], ["cta"]],
    ["smb-cloud-redesign", ["cta", "feature-grid", "accordion", "download-list", "rich-text"], []],
    ["smb-downloads-catalogue", ["feature-grid", "download-list"], ["cta", "accordion", "rich-text"]],
  ])("%s: main %j, beside %j, the hero leading", (layout, main, aside) => {
    const arranged = arrangeSmbBlocks(layout, page, 1);
    expect(types(arranged.lead)).toEqual(["hero"]);
    expect(types(arranged.main)).toEqual(main);
    expect(types(arranged.aside)).toEqual(aside);
  });

  it("keeps every block exactly once", () => {
    for (const layout of ["smb-cloud-buyblock", "smb-cloud-redesign", "smb-downloads-catalogue"] as const) {
      const { lead, main, aside } = arrangeSmbBlocks(layout, page, 1);
      expect([...lead, ...main, ...aside]).toHaveLength(page.length);
      expect(new Set([...lead, ...main, ...aside]).size).toBe(page.length);
    }
  });

  it("a page without a leading hero has no lead; help alone stays in the main column", () => {
    const help = [{ type: "rich-text" }, { type: "accordion" }];
    expect(arrangeSmbBlocks("smb-downloads-catalogue", help, 0)).toEqual({ lead: [], main: help, aside: [] });
  });
});
