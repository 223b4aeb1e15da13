import { describe, expect, it } from "vitest";
import type { HmcUiFields } from "./content";
import { launcherView, offersConsumerWizard, verdictOpensWizard } from "./launcher";

describe("where the consumer dialog is offered (spec 2 §4: home-security pages and product pages)", () => {
  it.each([
    ["home-security", true],
    ["home-product", true],
    ["home-product-kscloud", true],
    ["home-product-kpm", true],
    ["home-help-me-choose", false],
    ["homepage", false],
    ["smb-home", false],
    ["lrc-b2c", false],
  ])("%s → %s", (route, offered) => {
    expect(offersConsumerWizard(route)).toBe(offered);
  });
});

describe("when it opens by itself (spec 2 §4: after a delay or on a licence-verdict match; §9: once a day)", () => {
  const ui = { autoOpen: { delaySeconds: 45, verdicts: ["kav_expired"] } } as HmcUiFields;

  it("matches listed verdicts whatever their case", () => {
    expect(verdictOpensWizard(ui.autoOpen.verdicts, "KAV_EXPIRED")).toBe(true);
    expect(verdictOpensWizard(ui.autoOpen.verdicts, "kts_expired")).toBe(false);
  });

  it("opens after the configured seconds; 0 means never by time", () => {
    expect(launcherView(ui, { openNow: false }).autoOpenSeconds).toBe(45);
    expect(launcherView({ ...ui, autoOpen: { delaySeconds: 0, verdicts: [] } }, { openNow: false }).autoOpenSeconds).toBeNull();
    expect(launcherView(ui, { openNow: true }).openNow).toBe(true);
  });
});
