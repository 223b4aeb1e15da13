import { describe, expect, it } from "vitest";
import { bbSettingsSchema, buyBlockTextsSchema, defaultUnavailableText } from "./bb-settings";

describe("bbSettingsSchema (spec 2 §3 bbSettings)", () => {
  it("fills the defaults: 'Default autorenew and show-autorenew flags are true'", () => {
    expect(bbSettingsSchema.parse({})).toEqual({
      isChecked: true,
      showAR: true,
      hideArCheckbox: false,
      showEvenDevices: false,
      purchaseType: "Purchase",
      saveRate: "none",
      saveMsgOverride: [],
    });
  });

  it("keeps every key of the spec's list", () => {
    const full = {
      eStore: "avangate",
      isChecked: false,
      showAR: false,
      itemOffersOrderBy: "pack",
      itemOffersGroupLimit: 3,
      hideArCheckbox: true,
      showEvenDevices: true,
      limitTo: 4,
      selectedTerm: "2",
      selectedPack: "3 + 3",
      selectedTab: "month",
      purchaseType: "Renewal",
      downloadFromGplayLink: "https://play.example/app",
      downloadFromIstoreLink: "https://apps.example/app",
      downloadFromMicrosoftLink: "https://store.example/app",
      saveRate: "percentage",
      saveText: "Save",
      saveMsgOverride: [{ component: "hero", savingsMsgOverride: "Save big", savingsPriceType: "difference" }],
    } as const;
    expect(bbSettingsSchema.parse(full)).toEqual(full);
  });

  it.each<[string, unknown]>([
    ["selectedTab is 'year' or 'month'", { selectedTab: "week" }],
    ["purchaseType is 'Purchase' or 'Renewal'", { purchaseType: "Upgrade" }],
    ["saveRate is difference, percentage, exact or none", { saveRate: "half" }],
    ["itemOffersGroupLimit is a positive whole number", { itemOffersGroupLimit: 0 }],
    ["limitTo is a positive whole number", { limitTo: 2.5 }],
    ["a saveMsgOverride entry names its component", { saveMsgOverride: [{ savingsMsgOverride: "x", savingsPriceType: "none" }] }],
    ["a misspelt key is refused (content documents are strict)", { showAr: true }],
  ])("refuses bad content: %s", (_rule, input) => {
    expect(bbSettingsSchema.safeParse(input).success).toBe(false);
  });

  it("accepts pack and term as numbers or strings ('3', 3, '6 Months')", () => {
    expect(bbSettingsSchema.parse({ selectedPack: 3, selectedTerm: "6 Months" })).toMatchObject({
      selectedPack: 3,
      selectedTerm: "6 Months",
    });
  });
});

describe("buyBlockTextsSchema (spec 2 §3 buy block texts)", () => {
  it("defaults buyblock_not_available_msg to §8's 'Default unavailable text'", () => {
    const texts = buyBlockTextsSchema.parse({});
    expect(texts.buyblock_not_available_msg).toBe(
      "This product is currently unavailable in your region. Please contact us for further details.",
    );
    expect(defaultUnavailableText).toBe(texts.buyblock_not_available_msg);
  });

  it("keeps the spec's keys exactly", () => {
    const keys = [
      "buyText",
      "renewText",
      "upgradeText",
      "extendButtonText",
      "disclaimer",
      "smbDisclaimer",
      "b2cDisclaimer",
      "saveRate",
      "saveText",
      "promoline",
      "promolineHomeSecurity",
      "buyblock_not_available_msg",
      "buyblock_not_available_b2b_msg",
      "kscUnavailableText",
      "lrcPartnerUnavailable",
      "needMore",
      "or",
    ];
    expect(Object.keys(buyBlockTextsSchema.shape)).toEqual(keys);
    const all = Object.fromEntries(keys.map((key) => [key, `${key} text`]));
    expect(buyBlockTextsSchema.parse(all)).toEqual(all);
  });

  it("refuses an unknown key and an empty unavailable text", () => {
    expect(buyBlockTextsSchema.safeParse({ buyblockNotAvailableMsg: "x" }).success).toBe(false);
    expect(buyBlockTextsSchema.safeParse({ buyblock_not_available_msg: " " }).success).toBe(false);
  });
});
