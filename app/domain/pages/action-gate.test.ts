import { describe, expect, it } from "vitest";
import { type ActionGate, type ActionGateFacts, gateAction, noTrialFlags } from "./action-gate";

const facts = (overrides: Partial<ActionGateFacts> = {}): ActionGateFacts => ({
  country: null,
  locale: "en-global",
  pageType: "b2c",
  flags: null,
  settings: { hideTrialOnLicencePages: false },
  ...overrides,
});

describe("gateAction: country rules (spec 2 §6) and trial flags (spec 2 §3, §6) on content actions", () => {
  it.each<[string, { product?: string; trial: boolean }, Partial<ActionGateFacts>, ActionGate]>([
    ["an action without a product always shows", { trial: false }, { country: "by" }, "show"],
    [
      "'The kids free product is blocked for en-global in prohibited countries'",
      { product: "safe-kids-free", trial: false },
      { country: "by" },
      "unavailable",
    ],
    ["… not for a visitor from Germany", { product: "safe-kids-free", trial: false }, { country: "de" }, "show"],
    [
      "'and for ru-ru when the geo IP is by'",
      { product: "safe-kids-free", trial: false },
      { country: "by", locale: "ru-ru" },
      "unavailable",
    ],
    [
      "… but not for Kazakhstan on ru-ru",
      { product: "safe-kids-free", trial: false },
      { country: "kz", locale: "ru-ru" },
      "show",
    ],
    [
      "'Countries barred from VPN downloads (… UAE …) see a prohibited message on download pages'",
      { product: "vpn-secure-connection", trial: false },
      { country: "ae", locale: "en-ae" },
      "unavailable",
    ],
    ["… not a visitor of unknown country", { product: "vpn-secure-connection", trial: false }, { country: null }, "show"],
    [
      "a trial the page type's flag hides is hidden",
      { product: "antivirus", trial: true },
      { pageType: "product-page", flags: { ...noTrialFlags, hideTrialFromProductPage: true } },
      "hide",
    ],
    [
      "a trial of a product without document: only the licence-page setting hides it",
      { product: "antivirus", trial: true },
      { pageType: "lrc", settings: { hideTrialOnLicencePages: true } },
      "hide",
    ],
    [
      "the flags concern trials only: a buy link of a flagged product shows",
      { product: "antivirus", trial: false },
      { pageType: "b2c", flags: { ...noTrialFlags, hideTrialFromB2C: true } },
      "show",
    ],
    [
      "a hidden trial of a barred product is hidden, not announced as unavailable",
      { product: "vpn-secure-connection", trial: true },
      { country: "cn", flags: { ...noTrialFlags, hideTrialFromB2C: true } },
      "hide",
    ],
    [
      "a shown trial of a barred product is unavailable",
      { product: "vpn-secure-connection", trial: true },
      { country: "cn" },
      "unavailable",
    ],
  ])("%s", (_case, action, overrides, gate) => {
    expect(gateAction(action, facts(overrides))).toBe(gate);
  });
});
