import { describe, expect, it } from "vitest";
import { createContentService } from "~/domain/content/service.server";
import { createLogger } from "~/lib/logger.server";
import { requireSite } from "~/sites/locales";
import { createContentFixture, globalShell } from "../../../tests/support/content-fixture";
import { projectContent } from "../../../tests/support/project-content";
import { loadShell, shellForBrowser } from "./shell.server";

describe("loadShell", () => {
  const deDe = requireSite("de-de");

  it("draws a site's frame in its language, without the form recipients", async () => {
    const shell = await loadShell(projectContent, deDe, new URL("http://de-de.localhost:3000/produkte"));
    expect(shell.site).toMatchObject({ locale: "de-de", language: "de", staging: true });
    expect(shell.footer.copyright).toContain(String(new Date().getUTCFullYear()));
    expect(shell.suggestions.counts).toHaveLength(11);
    expect(shell.regions.find((region) => region.locale === "fr-fr")?.href).toBe("http://fr-fr.localhost:3000/");
    expect(JSON.stringify(shell.settings)).not.toContain("formRecipients");
    const browser = shellForBrowser(shell, { main: { slot: 0 }, legal: { slot: 1 } });
    expect(browser).not.toHaveProperty("regions");
    expect(browser.footer).toEqual({
      copyright: shell.footer.copyright,
      businessRenewalCopyright: shell.footer.businessRenewalCopyright,
      main: { slot: 0 },
      legal: { slot: 1 },
    });
  });

  it("is drawn once per site and origin while its documents stay the same, and again from new ones", async () => {
    const url = new URL("http://de-de.localhost:3000/a");
    const first = await loadShell(projectContent, deDe, url);
    expect(await loadShell(projectContent, deDe, new URL("http://de-de.localhost:3000/b?x=1"))).toBe(first);
    // Another origin links the other sites on it; another site has its own.
    const proxied = await loadShell(projectContent, deDe, new URL("https://de-de.localhost/a"));
    expect(proxied).not.toBe(first);
    expect(proxied.regions[0]?.href).toMatch(/^https:/);
    expect((await loadShell(projectContent, requireSite("fr-fr"), url)).site.locale).toBe("fr-fr");
    // Other content (a deploy, a development reload) gives other documents: drawn from those.
    const contentDir = await createContentFixture(globalShell);
    const other = createContentService({ contentDir, brandName: "Bastion", logger: createLogger({ level: "silent" }) });
    const fromOther = await loadShell(other, requireSite("en-global"), new URL("http://localhost:3000/"));
    const fromProject = await loadShell(projectContent, requireSite("en-global"), new URL("http://localhost:3000/"));
    expect(fromOther).not.toBe(fromProject);
    expect(fromOther.nav).not.toEqual(fromProject.nav);
  });
});
