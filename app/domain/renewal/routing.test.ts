import { describe, expect, it } from "vitest";
import { routeTable } from "~/routing/route-table";
import { canadaRedirectMs, renewalEntryPage, renewalEntryPages, routeVerdict, type VerdictInput } from "./routing";

const result = (verdict: string, extra: Partial<VerdictInput> = {}): VerdictInput => ({
  verdict,
  days_left: 12,
  partnerid: null,
  partnerName: null,
  provider_url: null,
  ...extra,
});
const context = {
  locale: "de-de" as const,
  page: "lrc-b2c",
  serial: "ABCD-1234567-XYZ9876",
  canadaRenewalUrl: "http://en-ca.localhost:3000/lrc",
};

describe("routeVerdict (spec 2 §4)", () => {
  it("LOSTDAYS_FALLBACK_{partner}: b2c page with that partner's disclaimer, its link replaced by provider_url", () => {
    expect(
      routeVerdict(
        result("LOSTDAYS_FALLBACK_TELCO", { partnerName: "Telco", provider_url: "https://telco.example/renew" }),
        context,
      ),
    ).toEqual({
      type: "disclaimer",
      disclaimer: "lost-days",
      page: "/renewal-center/home",
      partnerName: "Telco",
      providerUrl: "https://telco.example/renew",
      daysLeft: 12,
    });
  });

  it.each([
    ["KSC_FAM_UNKNOWN", "ksc-family"],
    ["CHANNEL_FALLBACK", "channel"],
  ])("%s: b2c page with the %s disclaimer", (verdict, disclaimer) => {
    expect(routeVerdict(result(verdict), context)).toEqual({ type: "disclaimer", disclaimer, page: "/renewal-center/home" });
  });

  it("NOT_DR_CA_FALLBACK: b2c page, then after 2 seconds the Canadian renewal page with the serial", () => {
    const decision = routeVerdict(result("NOT_DR_CA_FALLBACK"), context);
    expect(decision).toMatchObject({ type: "disclaimer", disclaimer: "not-dr-ca" });
    if (decision.type !== "disclaimer") throw new Error("expected a disclaimer");
    expect(decision.redirect?.afterMs).toBe(canadaRedirectMs);
    expect(decision.redirect?.afterMs).toBe(2000);
    expect(decision.redirect?.url).toBe("http://en-ca.localhost:3000/lrc?serial=ABCD-1234567-XYZ9876");
  });

  it("anything else: the verdict page, lower-cased unless the locale is en-us", () => {
    expect(routeVerdict(result("KTS_EXPIRING"), context)).toEqual({
      type: "verdict",
      verdict: "kts_expiring",
      location: "de-de",
    });
    expect(routeVerdict(result("KTS_EXPIRING"), { ...context, locale: "en-us" })).toEqual({
      type: "verdict",
      verdict: "KTS_EXPIRING",
      location: "en-us",
    });
  });

  it("when the country is ca, the location is set to en-ca", () => {
    expect(routeVerdict(result("KIS_ACTIVE", { country: "ca" }), context)).toMatchObject({ type: "verdict", location: "en-ca" });
  });

  // Spec 2 §4 "If the lookup fails: go to the b2b home when the path is /renewal-center/vsb, else
  // b2c home"; §2 trial-center entry pages: "on failure to the b2c or b2b home".
  it.each([
    ["/renewal-center/vsb", "/renewal-center/vsb"],
    ["/lrc/ksos", "/renewal-center/vsb"],
    ["/lrc/b2b-hp", "/renewal-center/vsb"],
    ["/trial-center/vsb", "/renewal-center/vsb"],
    ["/trial-center/smb", "/renewal-center/vsb"],
    ["/lrc/b2b-hp-att", "/renewal-center/vsb"],
    ["/renewal-center/home", "/renewal-center/home"],
    ["/lrc/b2c-hp", "/renewal-center/home"],
    ["/trial-center/home", "/renewal-center/home"],
    ["/lrc/b2c-hp-att", "/renewal-center/home"],
    ["/lrc", "/renewal-center/home"],
    ["/renewal-center/smb", "/renewal-center/home"],
  ])("a failed lookup on %s goes to %s", (path, home) => {
    const page = routeTable.find((entry) => entry.path === path || entry.aliases.some((alias) => alias.path === path))?.name;
    expect(page).toBeDefined();
    expect(routeVerdict(null, { ...context, page: page ?? "" })).toEqual({ type: "failure", page: home });
  });

  it("a failed lookup from a page without a licence form goes to the b2c home", () => {
    expect(routeVerdict(null, { ...context, page: "homepage" })).toEqual({ type: "failure", page: "/renewal-center/home" });
  });
});

describe("renewalEntryPage (spec 2 §2)", () => {
  it("'/renewal-center/smb takes only the serial variants'; the other entry pages pass their parameters on", () => {
    expect(renewalEntryPage("lrc-smb")?.params).toBe("serial-only");
    for (const name of Object.keys(renewalEntryPages).filter((page) => page !== "lrc-smb")) {
      expect(renewalEntryPage(name)?.params).toBe("allowed");
    }
  });

  it("names routes of the route table only, and no page without a licence form", () => {
    for (const name of Object.keys(renewalEntryPages)) expect(routeTable.some((entry) => entry.name === name)).toBe(true);
    expect(renewalEntryPage("lrc-verdict")).toBeNull();
    expect(renewalEntryPage("constructor")).toBeNull();
  });
});
