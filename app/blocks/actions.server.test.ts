import { describe, expect, it } from "vitest";
import { createContentService } from "~/domain/content/service.server";
import type { TrialPageType } from "~/domain/pages/trial-rules";
import { createLogger } from "~/lib/logger.server";
import { type LocaleCode, requireSite } from "~/sites/locales";
import { createContentFixture, globalShell } from "../../tests/support/content-fixture";
import { createActionResolver } from "./actions.server";

const antivirus = {
  title: "Antivirus",
  fields: {
    shortName: "Antivirus",
    title: "Bastion Antivirus",
    summary: "Essential protection.",
    shortDesc: "Essential protection for your PC.",
    prodPageLink: "/antivirus",
    buyText: "Buy now",
    fullSizeImage: { src: "/images/products/antivirus.svg", alt: "", width: 320, height: 240 },
    hideTrialFromProductPage: true,
  },
};
const unavailableText = "This product is currently unavailable in your region. Please contact us for further details.";

async function resolver(country: string | null, pageType: TrialPageType | null, locale: LocaleCode = "en-global") {
  const contentDir = await createContentFixture({
    ...globalShell,
    "en-global/home-security/products/antivirus/antivirus.json": antivirus,
  });
  const content = createContentService({ contentDir, brandName: "Bastion", logger: createLogger({ level: "silent" }) });
  return createActionResolver({ content, site: requireSite(locale), country, pageType });
}

const link = (label: string, extra: Record<string, unknown> = {}) => ({ label, href: "/downloads", trial: false, ...extra });

describe("createActionResolver: content actions against the country rules and trial flags (spec 2 §6)", () => {
  it("replaces the actions for a barred product by the unavailable text, once per block, and keeps the others", async () => {
    const actions = await (await resolver("by", "b2c")).list([
      link("Get started free", { product: "safe-kids-free" }),
      link("Compare", { variant: "secondary" }),
      link("Download Safe Kids", { product: "safe-kids-free" }),
    ]);
    expect(actions).toEqual([{ unavailable: unavailableText }, { label: "Compare", href: "/downloads", variant: "secondary" }]);
  });

  it("keeps them for a visitor who is not barred", async () => {
    const actions = await (await resolver("de", "b2c")).list([link("Get started free", { product: "safe-kids-free" })]);
    expect(actions).toEqual([{ label: "Get started free", href: "/downloads" }]);
  });

  it("drops a trial button the product's flag hides on the page type, nowhere else", async () => {
    const trial = link("Try free", { product: "antivirus", trial: true });
    expect(await (await resolver(null, "product-page")).one(trial)).toBeUndefined();
    expect(await (await resolver(null, "b2c")).one(trial)).toEqual({ label: "Try free", href: "/downloads" });
    expect(
      await (await resolver(null, null)).hidesTrial({
        ...antivirus.fields,
        hideTrialFromB2C: true,
        hideTrialFromSMB: false,
        hideTrialFromVSB: false,
        hideTrialFromLRC: false,
      }),
    ).toBe(false);
  });
});
