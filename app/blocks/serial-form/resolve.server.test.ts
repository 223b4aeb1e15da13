import { describe, expect, it } from "vitest";
import type { RenewalNotice } from "~/domain/renewal/types";
import { type LocaleCode, requireSite } from "~/sites/locales";
import { projectContent } from "../../../tests/support/project-content";
import { block } from "../schemas.server";
import { resolveSerialForm } from "./resolve.server";

const content = projectContent;
const resolve = (raw: unknown, locale: LocaleCode, notice: RenewalNotice | null = null) => {
  const parsed = block.parse(raw);
  if (parsed.type !== "serial-form") throw new Error(parsed.type);
  return resolveSerialForm(parsed, { content, site: requireSite(locale), notice });
};

const dialog = { type: "serial-form", mode: "partner-dialog", opener: { href: "/renewal-center/fb#serial" } };
const partnerNotice: RenewalNotice = {
  kind: "partner",
  providerUrl: "https://renew.northwind-telecom.example/security",
  redirect: { url: "https://renew.northwind-telecom.example/security", afterMs: 0 },
};

describe("the renewal-serial dialog's block (decision 032)", () => {
  it.each([
    ["a lookup form", { type: "serial-form", mode: "lookup", opener: { href: "/renewal-center/fb#serial" } }, false],
    ["a form without a mode (lookup)", { type: "serial-form", opener: { href: "/renewal-center/fb#serial" } }, false],
    ["a partner-dialog form", dialog, true],
    ["an opener to another site", { ...dialog, opener: { href: "https://partner.example/" } }, false],
    ["an opener to a protocol-relative address", { ...dialog, opener: { href: "//evil.example/" } }, false],
    ["an opener with an empty label", { ...dialog, opener: { href: "/lrc", label: "" } }, false],
  ])("%s may open in a dialog: %s", (_case, raw, valid) => {
    expect(block.safeParse(raw).success).toBe(valid);
  });

  it("words its opener and the dialog's close button in the site's language, unless the page words the opener", async () => {
    const german = await resolve(dialog, "de-de");
    expect(german.opener).toEqual({
      label: "Bei einem Partner gekauft? Mit Ihrem Lizenzschlüssel verlängern",
      href: "/renewal-center/fb#serial",
      closeLabel: "Schließen",
    });
    expect(german.texts.noPartnerContinue).toBe("Bei uns verlängern");
    const own = await resolve(
      { ...dialog, opener: { href: "/renewal-center/fb#serial", label: "Renew through your provider" } },
      "en-global",
    );
    expect(own.opener?.label).toBe("Renew through your provider");
  });

  it("leaves a lookup's notice to the form in the page, never the one in the dialog", async () => {
    const notice: RenewalNotice = { kind: "failed" };
    expect((await resolve(dialog, "en-global", notice)).notice).toBeNull();
    const inPage = await resolve({ type: "serial-form", mode: "lookup" }, "en-global", notice);
    expect(inPage.notice?.kind).toBe("failed");
    expect(inPage.opener).toBeUndefined();
  });

  it("words the way on to a partner's page, with a link to it and the move at once", async () => {
    const form = await resolve({ type: "serial-form", mode: "partner-dialog" }, "fr-fr", partnerNotice);
    expect(form.notice).toEqual({
      kind: "partner",
      text: "Votre licence est renouvelée par votre partenaire. Nous vous dirigeons vers sa page de renouvellement…",
      redirect: { url: "https://renew.northwind-telecom.example/security", afterMs: 0 },
      link: { href: "https://renew.northwind-telecom.example/security", label: "Renouveler auprès de votre fournisseur" },
    });
  });
});
