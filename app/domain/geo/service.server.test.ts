import { describe, expect, it } from "vitest";
import { createContentService } from "~/domain/content/service.server";
import { createLogger } from "~/lib/logger.server";
import { type LocaleCode, requireSite } from "~/sites/locales";
import { createContentFixture, globalShell } from "../../../tests/support/content-fixture";
import { type IpInfoRequest, loadIpInfo } from "./service.server";

const bar = (dialogTitle: string, message: string) => ({
  title: "Geo bar",
  fields: { dialogTitle, message, acceptLabel: "Yes", declineLabel: "No" },
});
const siteBar = (fields: Record<string, unknown>) => ({
  title: "Site bar",
  fields: { enabled: true, label: "Announcement", message: "Offer", closeLabel: "Close", ...fields },
});

async function setup(files: Record<string, unknown> = {}) {
  const contentDir = await createContentFixture({
    ...globalShell,
    "en-global/site-header/geoip-notification-bar.json": bar("A site for your region", "Go to {site}?"),
    "de-de/site-header/geoip-notification-bar.json": bar("Eine Website für Ihre Region", "Zu {site} wechseln?"),
    "ar-ae/site-header/geoip-notification-bar.json": bar("موقع لمنطقتك", "الانتقال إلى {site}؟"),
    ...files,
  });
  const content = createContentService({ contentDir, brandName: "Acme", logger: createLogger({ level: "silent" }) });
  return (request: Partial<IpInfoRequest> & { locale?: LocaleCode }) =>
    loadIpInfo(content, {
      site: requireSite(request.locale ?? "en-us"),
      clientIp: "127.0.0.1",
      path: "/",
      languages: [],
      cookies: null,
      origin: (locale) => `http://${locale}.localhost:3000`,
      ...request,
    });
}

const german = "194.25.0.68";
const emirati = "94.200.0.1";
const indian = "49.44.0.1";

describe("loadIpInfo", () => {
  it("suggests the visitor's site with the texts of that site, in its language", async () => {
    const ipinfo = await setup();
    const answer = await ipinfo({ clientIp: german, path: "/about?x=1" });
    expect(answer).toEqual({
      country: "de",
      mode: "banner",
      rules: [
        {
          locale: "de-de",
          url: "http://de-de.localhost:3000/about?x=1",
          name: "Deutschland (Deutsch)",
          texts: {
            lang: "de",
            dir: "ltr",
            dialogTitle: "Eine Website für Ihre Region",
            message: "Zu Deutschland (Deutsch) wechseln?",
            acceptLabel: "Yes",
            declineLabel: "No",
          },
        },
      ],
      siteBar: null,
    });
  });

  it("orders several sites of one country by the browser's languages, each in its own language", async () => {
    const ipinfo = await setup();
    const answer = await ipinfo({ clientIp: emirati, languages: ["ar", "en"] });
    expect(answer.rules.map((rule) => [rule.locale, rule.texts.lang, rule.texts.dir])).toEqual([
      ["ar-ae", "ar", "rtl"],
      // en-ae has no document of its own: the global site's English texts serve.
      ["en-ae", "en", "ltr"],
    ]);
  });

  it("shows the blocking popup on the popup locales", async () => {
    const ipinfo = await setup();
    expect((await ipinfo({ clientIp: german, locale: "tr-tr" })).mode).toBe("popup");
  });

  it("suggests nothing while the ignoreredirects cookie is set (spec 1 §4)", async () => {
    const ipinfo = await setup();
    const answer = await ipinfo({ clientIp: german, cookies: "a=b; ignoreredirects=1" });
    expect(answer.country).toBe("de");
    expect(answer.rules).toEqual([]);
  });

  it("suggests nothing for an unlocatable address", async () => {
    const ipinfo = await setup();
    expect(await ipinfo({ clientIp: "127.0.0.1" })).toMatchObject({ country: null, rules: [] });
  });

  describe("site bar (spec 3 §4)", () => {
    it("shows the site's own bar until it is closed", async () => {
      const ipinfo = await setup({ "en-us/site-header/site-bar.json": siteBar({ link: { label: "See", href: "/offers" } }) });
      expect((await ipinfo({})).siteBar).toEqual({
        label: "Announcement",
        message: "Offer",
        closeLabel: "Close",
        link: { label: "See", href: "/offers" },
      });
      expect((await ipinfo({ cookies: "siteBar=No" })).siteBar).toBeNull();
    });

    it("shows an India-only bar only to visitors in India", async () => {
      const ipinfo = await setup({ "en-us/site-header/site-bar.json": siteBar({ indiaOnly: true }) });
      expect((await ipinfo({ clientIp: indian })).siteBar?.message).toBe("Offer");
      expect((await ipinfo({ clientIp: german })).siteBar).toBeNull();
    });

    it("never borrows another locale's bar, and hides a disabled one", async () => {
      const ipinfo = await setup({
        "en-global/site-header/site-bar.json": siteBar({}),
        "de-de/site-header/site-bar.json": siteBar({ enabled: false }),
      });
      expect((await ipinfo({ locale: "en-global" })).siteBar?.message).toBe("Offer");
      expect((await ipinfo({ locale: "en-us" })).siteBar).toBeNull();
      expect((await ipinfo({ locale: "de-de" })).siteBar).toBeNull();
    });
  });
});
