import { describe, expect, it } from "vitest";
import { canadaRedirectMs, routeVerdict, type VerdictInput } from "./routing";

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
  path: "/renewal-center/home",
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

  it("a failed lookup goes to the b2b home from /renewal-center/vsb, else the b2c home", () => {
    expect(routeVerdict(null, { ...context, path: "/renewal-center/vsb" })).toEqual({
      type: "failure",
      page: "/renewal-center/vsb",
    });
    expect(routeVerdict(null, { ...context, path: "/Renewal-Center/VSB/" })).toEqual({
      type: "failure",
      page: "/renewal-center/vsb",
    });
    expect(routeVerdict(null, context)).toEqual({ type: "failure", page: "/renewal-center/home" });
    expect(routeVerdict(null, { ...context, path: "/trial-center/home" })).toEqual({
      type: "failure",
      page: "/renewal-center/home",
    });
  });
});
