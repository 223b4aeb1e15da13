import { describe, expect, it } from "vitest";
import { cookieOf, postLookup, request, siteUrl, useBrowser, waitForHydration } from "./support";

/**
 * The renewal center's entry pages (spec 2 §2, §4): where a failed lookup goes, what
 * /renewal-center/smb takes, /lrc/b2c-hp's reload, the partner lookup and the verdict templates.
 */
let addressCounter = 1;
const nextAddress = () => `198.18.90.${addressCounter++}`;
const unknownKey = "ZZZZ-ZZZZZZZ-ZZZZZZZ";

const post = (path: string, serial: string, host = "localhost") => postLookup(path, serial, { host, address: nextAddress() });

describe("a failed lookup (spec 2 §4)", () => {
  it.each([
    ["/trial-center/vsb", "/renewal-center/vsb#serial"],
    ["/trial-center/smb", "/renewal-center/vsb#serial"],
    ["/lrc/b2b-hp-att", "/renewal-center/vsb#serial"],
    ["/renewal-center/vsb", "/renewal-center/vsb#serial"],
    ["/trial-center/home", "/renewal-center/home#serial"],
    ["/lrc/b2c-hp-att", "/renewal-center/home#serial"],
    ["/renewal-center/smb", "/renewal-center/home#serial"],
  ])("from %s goes to %s (without JavaScript: the form's post)", async (path, location) => {
    const answer = await post(path, unknownKey);
    expect(answer.status).toBe(302);
    expect(answer.headers.location).toBe(location);
    const home = await request(location.split("#")[0] ?? "", { headers: { cookie: cookieOf(answer) } });
    expect(home.body).toMatch(/class="serial-form__notice[^"]*"[^>]*>[\s\S]*mistake when entering your licen[cs]e information/i);
  });

  it("from a serial in a business trial page's query goes to the b2b home", async () => {
    const answer = await request(`/trial-center/smb?serial=${unknownKey}`, { headers: { "x-forwarded-for": nextAddress() } });
    expect(answer.status).toBe(302);
    expect(answer.headers.location).toBe("/renewal-center/vsb#serial");
  });
});

describe("/renewal-center/smb takes only the serial (spec 2 §2)", () => {
  it("looks a serial in its query up, whatever else the query says", async () => {
    const answer = await request("/renewal-center/smb?SERIAL=3D6A6F64-02524-52348-A86FF-9196DAB9E&edu=1&act-pid=7", {
      headers: { "x-forwarded-for": nextAddress() },
    });
    expect(answer.status).toBe(302);
    expect(answer.headers.location).toBe("/lrc/kesb_active");
  });

  it("looks the form's serial up from a page whose query has other parameters", async () => {
    const answer = await post("/renewal-center/smb?edu=1&kpc-license-ownership=family", "3D6A6F64-02524-52348-A86FF-9196DAB9E");
    expect(answer.status).toBe(302);
    expect(answer.headers.location).toBe("/lrc/kesb_active");
  });
});

describe("GET /lrc/partner-mapping.json: partner lookup by id or name (spec 2 §7)", () => {
  it.each([
    ["?id=northwind", { id: "northwind", label: "Northwind Telecom" }],
    ["?id=NorthWind", { id: "northwind", label: "Northwind Telecom" }],
    ["?name=BlueWave%20Broadband", { id: "bluewave", label: "BlueWave Broadband" }],
    ["?name=corner%20pc", { id: "cornerpc", label: "Corner PC" }],
  ])("%s answers the one entry", async (query, entry) => {
    const answer = await request(`/lrc/partner-mapping.json${query}`, { host: "de-de.localhost" });
    expect(answer.status).toBe(200);
    expect(answer.headers["content-type"]).toMatch(/^application\/json/);
    expect(answer.headers["cache-control"]).toBe("public, max-age=300");
    expect(JSON.parse(answer.body)).toEqual(entry);
  });

  it.each(["?id=nobody", "?name=Northwind", "?name=northwind", "?id=Northwind%20Telecom"])(
    "%s is 404 with a JSON error",
    async (query) => {
      const answer = await request(`/lrc/partner-mapping.json${query}`);
      expect(answer.status).toBe(404);
      expect(JSON.parse(answer.body)).toEqual({ error: "no such partner" });
    },
  );

  it.each(["?id=", "?id=a&id=b", "?id=northwind&name=Corner%20PC", "?partner=northwind", `?name=${"x".repeat(101)}`])(
    "%s is 400 with a JSON error",
    async (query) => {
      const answer = await request(`/lrc/partner-mapping.json${query}`);
      expect(answer.status).toBe(400);
      expect(JSON.parse(answer.body)).toHaveProperty("error");
    },
  );

  it("keeps the full list without parameters", async () => {
    const answer = await request("/lrc/partner-mapping.json");
    expect((JSON.parse(answer.body) as unknown[]).length).toBe(3);
  });
});

describe("the verdict's lrcTemplate chooses the verdict page's template (spec 2 §3)", () => {
  async function verdictPage(serial: string, path: string) {
    const lookup = await post("/renewal-center/home", serial);
    expect(lookup.headers.location).toBe(path);
    return (await request(path, { headers: { cookie: cookieOf(lookup) } })).body;
  }

  it("standard (kts): the upgrade line in the header, offers stacked, the quick menu in the header", async () => {
    const body = await verdictPage("KTS1-ACTIVE0-0000001", "/lrc/kts_active");
    expect(body).toContain('data-template="standard"');
    expect(body).toContain("verdict-offers--stacked");
    expect(body).not.toContain("verdict-upgrade-callout");
    expect(body).not.toContain("verdict-help");
  });

  it("upgrade (kav): the upgrade pitch opens the offers, laid side by side", async () => {
    const body = await verdictPage("KAV1-ACTIVE0-0000009", "/lrc/kav_active");
    expect(body).toContain('data-template="upgrade"');
    expect(body).toMatch(
      /<div id="offers" class="verdict-offers verdict-offers--side-by-side"><p class="verdict-upgrade-callout container">Renew/,
    );
    expect(body).not.toContain('<p class="verdict-upgrade">');
  });

  it("business (ksos): the business team's contacts beside the offers", async () => {
    const body = await verdictPage("KSOS-ACTIVE0-0000013", "/lrc/ksos_active");
    expect(body).toContain('data-template="business"');
    expect(body).toMatch(/<div class="verdict-help container"><div class="actions">[\s\S]*Talk to our small business team/);
  });
});

describe("/lrc/b2c-hp reloads unless visited directly (spec 1 §2.6, spec 2 §2)", () => {
  const browser = useBrowser();

  it("reloads when reached by an in-app navigation", async () => {
    const { page, consoleErrors } = await browser.openPage(siteUrl("en-global", "/renewal-center/fb"));
    await waitForHydration(page);
    await page.evaluate(() => {
      (window as unknown as { beforeReload: boolean }).beforeReload = true;
    });
    const reloaded = page.waitForEvent("load");
    // An in-app navigation, as a link in the page would make it (no content links there today).
    await page.evaluate(() => {
      const router = (window as unknown as { __reactRouterDataRouter: { navigate(to: string): Promise<void> } })
        .__reactRouterDataRouter;
      void router.navigate("/lrc/b2c-hp");
    });
    await reloaded;
    expect(new URL(page.url()).pathname).toBe("/lrc/b2c-hp");
    expect(await page.evaluate(() => "beforeReload" in window)).toBe(false);
    expect(consoleErrors).toEqual([]);
  });

  it("does not reload when visited directly, and no other renewal page reloads", async () => {
    let loads = 0;
    const { page, consoleErrors } = await browser.openPage(siteUrl("en-global", "/lrc/b2c-hp"));
    page.on("load", () => {
      loads += 1;
    });
    await waitForHydration(page);
    await page.evaluate(() => {
      (window as unknown as { marker: boolean }).marker = true;
    });
    await page.evaluate(async () => {
      const router = (window as unknown as { __reactRouterDataRouter: { navigate(to: string): Promise<void> } })
        .__reactRouterDataRouter;
      await router.navigate("/renewal-center/home");
    });
    await page.waitForURL((url) => url.pathname === "/renewal-center/home");
    expect(await page.evaluate(() => "marker" in window)).toBe(true);
    expect(loads).toBe(0);
    expect(consoleErrors).toEqual([]);
  });
});
