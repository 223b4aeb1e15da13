import { describe, expect, it } from "vitest";
import { createContentService } from "~/domain/content/service.server";
import { createMemoryCache } from "~/lib/cache.server";
import { createLogger } from "~/lib/logger.server";
import { requireSite } from "~/sites/locales";
import { createContentFixture, globalShell } from "../../../tests/support/content-fixture";
import { lookupAndRoute } from "./lookup.server";
import { createRenewalSessions } from "./session.server";
import type { LicenceLookupPort, LicenceResult } from "./types";

/** A licence port that finds nothing and records what each lookup passed on. */
function recordingPort() {
  const calls: Array<Parameters<LicenceLookupPort["lookup"]>[0]> = [];
  const port: LicenceLookupPort = {
    lookup: async (query) => {
      calls.push(query);
      return { status: "failed" };
    },
  };
  return { port, calls };
}

async function lookUp(page: string, url: string) {
  const { port, calls } = recordingPort();
  const contentDir = await createContentFixture(globalShell);
  const answer = await lookupAndRoute({
    deps: {
      content: createContentService({ contentDir, brandName: "Bastion", logger: createLogger({ level: "silent" }) }),
      licences: port,
      sessions: createRenewalSessions({ cache: createMemoryCache(), secret: "s".repeat(32) }),
    },
    site: requireSite("en-global"),
    url: new URL(url),
    page,
    clientIp: "192.0.2.1",
    rawSerial: "KTS1-ACTIVE0-0000001",
    mode: "lookup",
  });
  return { answer, calls };
}

const query = "?serial=KTS1-ACTIVE0-0000001&edu=1&kpc-license-ownership=family&uni=0";

describe("lookupAndRoute: what an entry page passes on and where a failure goes (spec 2 §2, §4)", () => {
  it("'/renewal-center/smb takes only the serial variants': no other parameter reaches the lookup", async () => {
    const { calls } = await lookUp("lrc-smb", `http://localhost/renewal-center/smb${query}`);
    expect(calls).toHaveLength(1);
    expect(calls[0]?.serial).toBe("KTS1-ACTIVE0-0000001");
    expect(calls[0]?.params).toEqual([]);
  });

  it("/renewal-center/home passes its allowed parameters on", async () => {
    const { calls } = await lookUp("lrc-b2c", `http://localhost/renewal-center/home${query}`);
    expect(calls[0]?.params).toEqual([
      { Key: "kpc-license-ownership", Value: "family" },
      { Key: "edu", Value: "1" },
      { Key: "uni", Value: "0" },
    ]);
  });

  it.each([
    ["lrc-b2b-att", "/lrc/b2b-hp-att", "/renewal-center/vsb#serial"],
    ["lrc-b2b-att", "/trial-center/smb", "/renewal-center/vsb#serial"],
    ["lrc-b2c-att", "/trial-center/home", "/renewal-center/home#serial"],
    ["lrc-smb", "/renewal-center/smb", "/renewal-center/home#serial"],
  ])("a failed lookup from %s (%s) goes to %s", async (page, path, location) => {
    const { answer } = await lookUp(page, `http://localhost${path}`);
    expect(answer).toBeInstanceOf(Response);
    expect((answer as Response).headers.get("Location")).toBe(location);
  });
});

/** An active three-device Total Security licence of one year; `overrides` make it the case's own. */
function licenceResult(overrides: Partial<LicenceResult>): LicenceResult {
  return {
    verdict: "KTS_ACTIVE",
    days_left: 200,
    days_expired: 0,
    license_count: 3,
    license_days: 365,
    expired: false,
    expiration_date: "2027-01-01",
    partnerid: null,
    partnerName: null,
    provider: null,
    provider_url: null,
    sales_tracking: { pnumber: "KTS", channel: "retail", license_type: "commercial", reg_key: "R" },
    verdictSerial: "KTS1-ACTIVE0-0000001",
    kpc: null,
    edu: null,
    ...overrides,
  };
}

/** A licence the partner's renewal page belongs to (`provider_url`), or none. */
function partnerPort(providerUrl: string | null): LicenceLookupPort {
  const result = licenceResult({
    verdict: "LOSTDAYS_FALLBACK_NORTHWIND",
    partnerid: providerUrl ? "northwind" : null,
    partnerName: providerUrl ? "Northwind Telecom" : null,
    provider: providerUrl ? "Northwind Telecom" : null,
    provider_url: providerUrl,
    sales_tracking: { pnumber: "KTS", channel: "partner", license_type: "commercial", reg_key: "R" },
    verdictSerial: "LOST-NRTHWND-0000021",
  });
  return { lookup: async () => ({ status: "ok", result, country: "GB", product: "total-security" }) };
}

async function partnerLookup(options: { providerUrl: string | null; rawSerial?: string; wholePage?: boolean }) {
  const contentDir = await createContentFixture(globalShell);
  const sessions = createRenewalSessions({ cache: createMemoryCache(), secret: "s".repeat(32) });
  const answer = await lookupAndRoute({
    deps: {
      content: createContentService({ contentDir, brandName: "Bastion", logger: createLogger({ level: "silent" }) }),
      licences: partnerPort(options.providerUrl),
      sessions,
    },
    site: requireSite("en-global"),
    url: new URL("http://localhost/renewal-center/fb"),
    page: "lrc-fallback",
    clientIp: "192.0.2.1",
    rawSerial: options.rawSerial ?? "lost-nrthwnd-0000021",
    mode: "partner-dialog",
    wholePage: options.wholePage,
  });
  return { answer, sessions };
}

/** An answer of `data()`: its body and status. */
const dataOf = (answer: unknown) => answer as { data: unknown; init: { status?: number } | null };

describe("lookupAndRoute in partner-dialog mode (spec 2 §4, decision 032)", () => {
  const href = "https://renew.northwind-telecom.example/security?plan=total";

  it("sends a client-side submission straight to the partner's renewal page", async () => {
    const { answer } = await partnerLookup({ providerUrl: href });
    expect(answer).toBeInstanceOf(Response);
    expect((answer as Response).headers.get("Location")).toBe(href);
  });

  it("sends a form posted without JavaScript back to its own page, which moves on to the partner's at once", async () => {
    const { answer, sessions } = await partnerLookup({ providerUrl: href, wholePage: true });
    const response = answer as Response;
    // Never a redirect to another origin: the site's form-action policy would stop it.
    expect(response.headers.get("Location")).toBe("/renewal-center/fb#serial");
    const cookie = (response.headers.get("Set-Cookie") ?? "").split(";")[0] ?? "";
    const next = new Request("http://localhost/renewal-center/fb", { headers: { cookie } });
    expect(await sessions.takeNotice(next, "en-global")).toEqual({
      kind: "partner",
      providerUrl: href,
      redirect: { url: href, afterMs: 0 },
    });
  });

  it.each([false, true])(
    "answers the no-partner state with the key as typed, for the normal lookup to take on (whole page: %s)",
    async (wholePage) => {
      const { answer } = await partnerLookup({ providerUrl: null, wholePage });
      expect(answer).not.toBeInstanceOf(Response);
      expect(dataOf(answer).init?.status).toBe(404);
      expect(dataOf(answer).data).toEqual({
        state: "no-partner",
        text: "We couldn't find a partner for this licence.",
        serial: "LOST-NRTHWND-0000021",
      });
    },
  );

  it.each([
    ["", "Enter your licence key."],
    ["ABC-123", "You may have made a mistake when entering your licence information. Please try entering it again."],
  ])("marks the field for the key %j", async (rawSerial, error) => {
    const { answer } = await partnerLookup({ providerUrl: href, rawSerial });
    expect(dataOf(answer).init?.status).toBe(400);
    expect(dataOf(answer).data).toEqual({ field: "serial", error });
  });
});

describe("lookupAndRoute: a licence of another regional site (the Canadian handoff)", () => {
  const canadian: LicenceLookupPort = {
    lookup: async () => ({
      status: "ok",
      country: "ca",
      product: "total-security",
      result: licenceResult({ verdictSerial: "CANA-DRIVER0-0000030" }),
    }),
  };
  async function canadianLookup(wholePage: boolean) {
    const sessions = createRenewalSessions({ cache: createMemoryCache(), secret: "s".repeat(32) });
    const answer = await lookupAndRoute({
      deps: {
        content: createContentService({
          contentDir: await createContentFixture(globalShell),
          brandName: "Bastion",
          logger: createLogger({ level: "silent" }),
        }),
        licences: canadian,
        sessions,
      },
      site: requireSite("en-global"),
      url: new URL("http://localhost:3000/renewal-center/home"),
      page: "lrc-b2c",
      clientIp: "192.0.2.1",
      rawSerial: "CANA-DRIVER0-0000030",
      mode: "lookup",
      wholePage,
    });
    return { response: answer as Response, sessions };
  }
  const handoff = /^http:\/\/en-ca\.localhost:3000\/lrc\/kts_active\?handoff=[\w-]+$/;

  it("sends a client-side submission straight to the en-ca verdict with a one-time handoff", async () => {
    const { response } = await canadianLookup(false);
    expect(response.headers.get("Location")).toMatch(handoff);
  });

  it("sends a form posted without JavaScript back to its own page, which moves on to en-ca at once", async () => {
    const { response, sessions } = await canadianLookup(true);
    expect(response.headers.get("Location")).toBe("/renewal-center/home#serial");
    const cookie = (response.headers.get("Set-Cookie") ?? "").split(";")[0] ?? "";
    const notice = await sessions.takeNotice(
      new Request("http://localhost:3000/renewal-center/home", { headers: { cookie } }),
      "en-global",
    );
    expect(notice?.kind).toBe("not-dr-ca");
    expect(notice?.redirect?.afterMs).toBe(0);
    expect(notice?.redirect?.url).toMatch(handoff);
  });
});
