import { describe, expect, it } from "vitest";
import { addDays } from "./state";
import { licenceVerdict, parseVerdict, type VerdictInput, verdictFolder, verdictRules } from "./verdict-rules";

const today = "2026-03-01";

/** A retail Total Security licence in the US with 120 days left, looked up on en-us, with changes. */
function input(
  licence: Partial<VerdictInput["licence"]> & { expiresInDays?: number } = {},
  rest: Partial<Omit<VerdictInput, "licence">> = {},
): VerdictInput {
  const { expiresInDays = 120, ...fields } = licence;
  return {
    licence: {
      product: "total-security",
      product_family: "b2c",
      status: "active",
      expiration_date: addDays(today, expiresInDays),
      channel: "retail",
      country: "us",
      ...fields,
    },
    partner: null,
    locale: "en-us",
    today,
    ...rest,
  };
}

const northwind = { id: "northwind", href: "https://renew.northwind-telecom.example/" };
const cornerShop = { id: "cornerpc", href: null };

describe("licenceVerdict", () => {
  // Spec README point 12: "a documented, data-driven rule table that yields every verdict the spec
  // routes on (LOSTDAYS_FALLBACK_{partner}, KSC_FAM_UNKNOWN, CHANNEL_FALLBACK, NOT_DR_CA_FALLBACK,
  // and per-product renewal verdicts that name a verdict content file)".
  it.each<[string, VerdictInput, string | null]>([
    // Spec 2 §4 "LOSTDAYS_FALLBACK_{partner} → b2c page with that partner's disclaimer".
    [
      "a partner that renews itself, days left",
      input({ expiresInDays: 200 }, { partner: northwind }),
      "LOSTDAYS_FALLBACK_NORTHWIND",
    ],
    ["… even with one day left", input({ expiresInDays: 1 }, { partner: northwind }), "LOSTDAYS_FALLBACK_NORTHWIND"],
    ["… not on its last day: no days to lose", input({ expiresInDays: 0 }, { partner: northwind }), "KTS_EXPIRES_TODAY"],
    ["… not once expired", input({ expiresInDays: -15, status: "expired" }, { partner: northwind }), "KTS_EXPIRED"],
    ["… not when marked expired early", input({ expiresInDays: 50, status: "expired" }, { partner: northwind }), "KTS_EXPIRED"],
    [
      "a partner without its own renewal page",
      input({ expiresInDays: 90, channel: "partner" }, { partner: cornerShop }),
      "KTS_ACTIVE",
    ],
    // Spec 2 §4 "KSC_FAM_UNKNOWN → b2c page with the matching translated disclaimer".
    [
      "a Security Center licence of no known family",
      input({ product: "security-center", product_family: "ksc" }),
      "KSC_FAM_UNKNOWN",
    ],
    [
      "a Security Center licence naming a consumer product",
      input({ product: "antivirus", product_family: "ksc" }),
      "KSC_FAM_UNKNOWN",
    ],
    [
      "a Security Center licence of an endpoint product",
      input({ product: "endpoint-advanced", product_family: "ksc" }),
      "KESB_ACTIVE",
    ],
    // Spec 2 §4 "CHANNEL_FALLBACK → b2c page with the channel fallback disclaimer".
    ["an app-store licence", input({ channel: "app-store" }), "CHANNEL_FALLBACK"],
    ["an OEM licence", input({ channel: "oem" }), "CHANNEL_FALLBACK"],
    ["a subscription licence", input({ channel: "subscription" }), "CHANNEL_FALLBACK"],
    ["an Allsoft licence on a Digital River site", input({ channel: "allsoft", country: "ru" }), "CHANNEL_FALLBACK"],
    ["an Allsoft licence on Allsoft's site", input({ channel: "allsoft", country: "ru" }, { locale: "ru-ru" }), "KTS_ACTIVE"],
    ["a Digital River licence on a Nexway site", input({ channel: "digital-river" }, { locale: "fr-fr" }), "CHANNEL_FALLBACK"],
    ["an unknown channel", input({ channel: "carrier-pigeon" }), "CHANNEL_FALLBACK"],
    // Spec 2 §4 "NOT_DR_CA_FALLBACK → … goes to the Canadian site's renewal page with the serial".
    ["a Canadian retail licence on en-us", input({ country: "ca" }), "NOT_DR_CA_FALLBACK"],
    ["a Canadian retail licence on de-de", input({ country: "ca" }, { locale: "de-de" }), "NOT_DR_CA_FALLBACK"],
    ["a Canadian retail licence on the Canadian site itself", input({ country: "ca" }, { locale: "en-ca" }), "KTS_ACTIVE"],
    ["a Canadian Digital River licence", input({ country: "ca", channel: "digital-river" }), "KTS_ACTIVE"],
    [
      "a Canadian app-store licence: the channel rule comes first",
      input({ country: "ca", channel: "app-store" }),
      "CHANNEL_FALLBACK",
    ],
    // Spec 2 §4 "anything else → verdict page": {PRODUCTCODE}_{STATE}.
    ["Total Security, 31 days left", input({ expiresInDays: 31 }), "KTS_ACTIVE"],
    ["Total Security, 30 days left", input({ expiresInDays: 30 }), "KTS_EXPIRING"],
    ["Total Security, last day", input({ expiresInDays: 0 }), "KTS_EXPIRES_TODAY"],
    ["Total Security, expired yesterday", input({ expiresInDays: -1 }), "KTS_EXPIRED"],
    ["Internet Security", input({ product: "internet-security", expiresInDays: 5 }), "KIS_EXPIRING"],
    ["Anti-Virus", input({ product: "antivirus", expiresInDays: -3 }), "KAV_EXPIRED"],
    ["Small Office Security", input({ product: "small-office-security", product_family: "vsb" }), "KSOS_ACTIVE"],
    ["Endpoint Select", input({ product: "endpoint-select", product_family: "smb", expiresInDays: 0 }), "KESB_EXPIRES_TODAY"],
    ["Endpoint Cloud", input({ product: "endpoint-cloud", product_family: "smb", expiresInDays: 10 }), "KESB_EXPIRING"],
    // No verdict: the lookup fails like an unknown serial.
    ["a blocked licence", input({ status: "blocked" }), null],
    ["a blocked partner licence", input({ status: "blocked" }, { partner: northwind }), null],
    ["a product without verdict content", input({ product: "password-manager" }), null],
    ["a product named like an object property", input({ product: "constructor" }), null],
    ["a channel named like an object property", input({ channel: "toString" }), "CHANNEL_FALLBACK"],
    [
      "a product of another family than its record says",
      input({ product: "small-office-security", product_family: "b2c" }),
      null,
    ],
  ])("%s → %s", (_case, given, verdict) => {
    expect(licenceVerdict(given)).toBe(verdict);
  });

  it("documents every rule in words and ends with a catch-all", () => {
    expect(verdictRules.every((rule) => rule.when.length > 10)).toBe(true);
    expect(verdictRules.at(-1)?.matches(input({ product: "anything" }))).toBe(true);
  });

  it("gives every verdict that parseVerdict knows, and parseVerdict knows every verdict it gives", () => {
    const given = [
      licenceVerdict(input({}, { partner: northwind })),
      licenceVerdict(input({ product: "security-center", product_family: "ksc" })),
      licenceVerdict(input({ channel: "oem" })),
      licenceVerdict(input({ country: "ca" })),
      licenceVerdict(input({ product: "small-office-security", product_family: "vsb", expiresInDays: -9 })),
    ];
    expect(given.map((verdict) => parseVerdict(verdict ?? "")?.kind)).toEqual([
      "fallback",
      "fallback",
      "fallback",
      "fallback",
      "renewal",
    ]);
  });
});

describe("verdictFolder", () => {
  // Spec 2 §7 "GET /lrc/verdicts/{folder}/{verdict}.json": the folder follows the product family.
  it.each([
    ["KTS_ACTIVE", "b2c"],
    ["KIS_EXPIRING", "b2c"],
    ["KAV_EXPIRED", "b2c"],
    ["KSOS_EXPIRES_TODAY", "vsb"],
    ["KESB_EXPIRED", "smb"],
    // Spec 2 §4: outside en-us the verdict is lower-cased.
    ["ksos_active", "vsb"],
    // Fallbacks have no verdict page; unknown texts are "invalid verdict names" (spec 2 §8).
    ["LOSTDAYS_FALLBACK_NORTHWIND", null],
    ["CHANNEL_FALLBACK", null],
    ["KTS_SOMETIME", null],
    ["../../etc/passwd", null],
    ["", null],
  ])("%s → %s", (verdict, folder) => {
    expect(verdictFolder(verdict)).toBe(folder);
  });
});

describe("parseVerdict", () => {
  it.each([
    ["LOSTDAYS_FALLBACK_BLUEWAVE", { kind: "fallback", fallback: "LOSTDAYS_FALLBACK", partner: "bluewave" }],
    ["lostdays_fallback_northwind", { kind: "fallback", fallback: "LOSTDAYS_FALLBACK", partner: "northwind" }],
    ["KSC_FAM_UNKNOWN", { kind: "fallback", fallback: "KSC_FAM_UNKNOWN", partner: null }],
    ["not_dr_ca_fallback", { kind: "fallback", fallback: "NOT_DR_CA_FALLBACK", partner: null }],
    ["KTS_EXPIRES_TODAY", { kind: "renewal", code: "KTS", state: "EXPIRES_TODAY", folder: "b2c" }],
    ["LOSTDAYS_FALLBACK_", null],
    ["LOSTDAYS_FALLBACK_NORTH-WIND", null],
  ])("%s", (verdict, parsed) => {
    expect(parseVerdict(verdict)).toEqual(parsed);
  });
});
