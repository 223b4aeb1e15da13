import { describe, expect, it } from "vitest";
import { routeTable } from "~/routing/route-table";
import { isTrialHidden, type TrialFlags, type TrialPageType, trialPageType } from "./trial-rules";

const none: TrialFlags = {
  hideTrialFromB2C: false,
  hideTrialFromSMB: false,
  hideTrialFromVSB: false,
  hideTrialFromLRC: false,
  hideTrialFromProductPage: false,
};
const settingOff = { hideTrialOnLicencePages: false };
const settingOn = { hideTrialOnLicencePages: true };

describe("isTrialHidden: spec 2 §6 'The trial button is hidden per product flags by page type (home security, small business, very small business, licence pages, product pages), and on licence pages when a setting disables it'", () => {
  it.each<[string, Partial<TrialFlags>, TrialPageType | null, typeof settingOff, boolean]>([
    ["no flag: shown on home security pages", {}, "b2c", settingOff, false],
    ["hideTrialFromB2C: hidden on home security pages", { hideTrialFromB2C: true }, "b2c", settingOff, true],
    ["hideTrialFromB2C: still shown on product pages", { hideTrialFromB2C: true }, "product-page", settingOff, false],
    ["hideTrialFromSMB: hidden on small business pages", { hideTrialFromSMB: true }, "smb", settingOff, true],
    ["hideTrialFromSMB: shown on very small business pages", { hideTrialFromSMB: true }, "vsb", settingOff, false],
    ["hideTrialFromVSB: hidden on very small business pages", { hideTrialFromVSB: true }, "vsb", settingOff, true],
    ["hideTrialFromLRC: hidden on licence pages", { hideTrialFromLRC: true }, "lrc", settingOff, true],
    ["hideTrialFromLRC: shown on home security pages", { hideTrialFromLRC: true }, "b2c", settingOff, false],
    ["hideTrialFromProductPage: hidden on product pages", { hideTrialFromProductPage: true }, "product-page", settingOff, true],
    ["'on licence pages when a setting disables it', without any flag", {}, "lrc", settingOn, true],
    ["the licence-page setting does not reach other pages", {}, "b2c", settingOn, false],
    [
      "a page of no type (about, enterprise) shows every trial",
      { hideTrialFromB2C: true, hideTrialFromLRC: true },
      null,
      settingOn,
      false,
    ],
  ])("%s", (_case, flags, pageType, settings, hidden) => {
    expect(isTrialHidden({ ...none, ...flags }, pageType, settings)).toBe(hidden);
  });
});

describe("trialPageType: the page types of spec 2 §6 from the route table", () => {
  const typeOf = (name: string) => {
    const entry = routeTable.find((route) => route.name === name);
    if (!entry) throw new Error(`no route ${name}`);
    return trialPageType(entry);
  };

  it.each<[string, TrialPageType | null]>([
    ["home-product", "product-page"],
    ["home-product-kscloud", "product-page"],
    ["home-product-kpm", "product-page"],
    ["vsb-product", "product-page"],
    ["smb-product-total", "product-page"],
    ["smb-product-cloud", "product-page"],
    ["lrc-b2c", "lrc"],
    ["lrc-b2b-att", "lrc"],
    ["lrc-verdict", "lrc"],
    ["vsb-lrc-closed", "lrc"],
    ["vsb-home", "vsb"],
    ["vsb-downloads", "vsb"],
    ["smb-home", "smb"],
    ["smb-downloads", "smb"],
    ["home-security", "b2c"],
    ["home-downloads", "b2c"],
    ["ksk", "b2c"],
    ["homepage", "b2c"],
    ["about", null],
    ["enterprise-home", null],
    ["search", null],
  ])("%s is %s", (name, type) => {
    expect(typeOf(name)).toBe(type);
  });
});
