import { describe, expect, it } from "vitest";
import { packageDefaults, parsePackageQuery, sanitizeParameter } from "./package-request";

const parse = (query: string) => parsePackageQuery(new URLSearchParams(query));

describe("the package page's query (spec 2 §3, §5 'all query parameters are sanitized', §9 defaults)", () => {
  it("takes the defaults of spec 2 §9 for absent parameters: pt-br, application 1442, windows, CommercialRelease", () => {
    expect(packageDefaults).toEqual({
      localization: ["pt-br"],
      applicationId: 1442,
      platform: "windows",
      versionName: "CommercialRelease",
    });
    expect(parse("")).toEqual({
      ok: true,
      request: {
        localization: ["pt-br"],
        applicationId: 1442,
        platform: "windows",
        versionName: "CommercialRelease",
        leadId: null,
      },
    });
  });

  it.each([
    [
      "Localization=de,en&ApplicationID=1443&Platform=macos&versionName=TrialRelease&leadid=L-42",
      { localization: ["de", "en"], applicationId: 1443, platform: "macos", versionName: "TrialRelease", leadId: "L-42" },
    ],
    [
      "localization=DE&localization=pt_BR&applicationid=1444&platform=Android",
      { localization: ["de", "pt-br"], applicationId: 1444, platform: "android", versionName: "CommercialRelease", leadId: null },
    ],
    [
      "Localization=%20en%20&leadid=%3Cabc%3E",
      { localization: ["en"], applicationId: 1442, platform: "windows", versionName: "CommercialRelease", leadId: "abc" },
    ],
    [
      "utm_source=mail&leadid=",
      { localization: ["pt-br"], applicationId: 1442, platform: "windows", versionName: "CommercialRelease", leadId: null },
    ],
  ])("reads %s", (query, request) => {
    expect(parse(query)).toEqual({ ok: true, request });
  });

  it.each([
    ["Platform=amiga", "Platform"],
    ["ApplicationID=12ab", "ApplicationID"],
    ["ApplicationID=-5", "ApplicationID"],
    ["versionName=Beta", "versionName"],
    ["Localization=english", "Localization"],
    ["Localization=a,b,c,d,e,f&Localization=de", "Localization"],
    ["leadid=a%20b", "leadid"],
    [`leadid=${"x".repeat(65)}`, "leadid"],
  ])("refuses %s, naming %s", (query, field) => {
    const result = parse(query);
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.problems[0]).toMatch(new RegExp(`^${field}: `));
  });

  it("drops control characters, quotes and markup, and caps the length", () => {
    expect(sanitizeParameter(' <b>"pt-br"</b>\u0000\n ')).toBe("bpt-br/b");
    expect(sanitizeParameter("a".repeat(100))).toHaveLength(64);
  });
});
