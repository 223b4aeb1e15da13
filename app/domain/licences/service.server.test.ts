import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { catalogueFiles, seedDatabase } from "~/db/seed.server";
import type { LocaleCode } from "~/sites/locales";
import licences from "../../../data/licences.json" with { type: "json" };
import { testDatabaseKinds, useTestDatabase } from "../../../tests/support/databases";
import { failedLookupMinMs, getPartner, getPartnerMapping, type LicenceDeps, lookupLicence } from "./service.server";

const now = new Date("2026-03-01T12:00:00Z");
const clock = () => now;

/** Every demo serial of `data/licences.json` and what it gives on en-us (docs/demo-licences.md). */
const demoVerdicts: Array<[serial: string, verdict: string | null]> = [
  ["KTS1-ACTIVE0-0000001", "KTS_ACTIVE"],
  ["KTS1-EXPIRNG-0000002", "KTS_EXPIRING"],
  ["KTS1-TODAY00-0000003", "KTS_EXPIRES_TODAY"],
  ["KTS1-EXPIRED-0000004", "KTS_EXPIRED"],
  ["KIS1-ACTIVE0-0000005", "KIS_ACTIVE"],
  ["KIS1-EXPIRNG-0000006", "KIS_EXPIRING"],
  ["KIS1-TODAY00-0000007", "KIS_EXPIRES_TODAY"],
  ["KIS1-EXPIRED-0000008", "KIS_EXPIRED"],
  ["KAV1-ACTIVE0-0000009", "KAV_ACTIVE"],
  ["KAV1-EXPIRNG-0000010", "KAV_EXPIRING"],
  ["KAV1-TODAY00-0000011", "KAV_EXPIRES_TODAY"],
  ["KAV1-EXPIRED-0000012", "KAV_EXPIRED"],
  ["KSOS-ACTIVE0-0000013", "KSOS_ACTIVE"],
  ["KSOS-EXPIRNG-0000014", "KSOS_EXPIRING"],
  ["KSOS-TODAY00-0000015", "KSOS_EXPIRES_TODAY"],
  ["KSOS-EXPIRED-0000016", "KSOS_EXPIRED"],
  ["3D6A6F64-02524-52348-A86FF-9196DAB9E", "KESB_ACTIVE"],
  ["8C4DE1FF-1B360-3A46C-EFDCD-C3B6E58BD", "KESB_EXPIRING"],
  ["741D5577-76A37-807FC-7B43C-25A9514DE", "KESB_EXPIRES_TODAY"],
  ["A62AF534-55486-42464-AC61A-B98713D0E", "KESB_EXPIRED"],
  ["LOST-NRTHWND-0000021", "LOSTDAYS_FALLBACK_NORTHWIND"],
  ["LOST-BLUWAVE-0000022", "LOSTDAYS_FALLBACK_BLUEWAVE"],
  ["PRTN-NRTHEXP-0000023", "KTS_EXPIRED"],
  ["PRTN-CORNRPC-0000024", "KAV_ACTIVE"],
  ["EB05E289-3D932-D852C-D0C7D-131AA7E8E", "KSC_FAM_UNKNOWN"],
  ["FB47867C-71F3D-54857-56893-E98D6C40C", "KESB_ACTIVE"],
  ["CHNL-APPSTOR-0000027", "CHANNEL_FALLBACK"],
  ["CHNL-ALLSOFT-0000028", "CHANNEL_FALLBACK"],
  ["CANA-RETAIL0-0000029", "NOT_DR_CA_FALLBACK"],
  ["CANA-DRIVER0-0000030", "KTS_ACTIVE"],
  ["BLCK-BLOCKED-0000031", null],
  ["KAV1-EXPIRNG-0000032", "KAV_EXPIRING"],
  ["KIS1-EXPIRNG-0000033", "KIS_EXPIRING"],
];

describe("the demo licences", () => {
  it("are exactly the serials this test expects, each listed in docs/demo-licences.md", () => {
    expect(licences.map((licence) => licence.serial)).toEqual(demoVerdicts.map(([serial]) => serial));
    const doc = readFileSync("docs/demo-licences.md", "utf8");
    for (const [serial] of demoVerdicts) expect(doc).toContain(serial);
  });
});

describe.each(testDatabaseKinds())("the licence service on %s", (kind) => {
  const database = useTestDatabase(kind);
  const deps = (): LicenceDeps => ({ db: database.db, clock });
  const lookup = (serial: string, locale: LocaleCode = "en-us", params: Array<{ Key: string; Value: string }> = []) =>
    lookupLicence(deps(), { locale, serial, params });

  it("seeds the demo licences with dates relative to the clock", async () => {
    await seedDatabase(database.db, catalogueFiles, { clock });
    const row = await database.db
      .selectFrom("licence")
      .selectAll()
      .where("serial", "=", "KTS1-EXPIRNG-0000002")
      .executeTakeFirst();
    expect(row?.expiration_date).toBe("2026-03-13");
    expect(await database.db.selectFrom("licence").select("serial").execute()).toHaveLength(licences.length);
  });

  it.each(demoVerdicts)("%s gives %s on en-us", async (serial, verdict) => {
    const outcome = await lookup(serial);
    if (verdict === null) expect(outcome).toEqual({ ok: false, reason: "lookup-failed", cause: "blocked" });
    else expect(outcome.ok && outcome.result.verdict).toBe(verdict);
  });

  it.each<[string, LocaleCode, string]>([
    ["CHNL-ALLSOFT-0000028", "ru-ru", "KIS_ACTIVE"],
    ["CANA-RETAIL0-0000029", "en-ca", "KTS_ACTIVE"],
    ["CANA-RETAIL0-0000029", "de-de", "NOT_DR_CA_FALLBACK"],
    ["CANA-DRIVER0-0000030", "fr-fr", "CHANNEL_FALLBACK"],
    ["KTS1-ACTIVE0-0000001", "ar-ae", "KTS_ACTIVE"],
  ])("%s gives on %s %s", async (serial, locale, verdict) => {
    const outcome = await lookup(serial, locale);
    expect(outcome.ok && outcome.result.verdict).toBe(verdict);
  });

  it("answers every field of spec 2 §3 for a licence expiring in 12 days, found as typed", async () => {
    const outcome = await lookup("kts1 expirng 0000002", "de-de", [
      { Key: "kpc-license-ownership", Value: "owner" },
      { Key: "edu", Value: "1" },
    ]);
    expect(outcome).toEqual({
      ok: true,
      params: { "kpc-license-ownership": "owner", edu: "1" },
      licence: { country: "us", product: "total-security", productFamily: "b2c" },
      result: {
        verdict: "KTS_EXPIRING",
        days_left: 12,
        days_expired: 0,
        license_count: 5,
        license_days: 365,
        expired: false,
        expiration_date: "2026-03-13",
        partnerid: null,
        partnerName: null,
        provider: null,
        provider_url: null,
        sales_tracking: {
          pnumber: "BKTS-5D1Y-C",
          channel: "direct",
          license_type: "commercial",
          reg_key: licences[1]?.regKey,
        },
        verdictSerial: "KTS1-EXPIRNG-0000002",
        kpc: "owner",
        edu: "1",
      },
    });
  });

  it("counts days expired for an expired licence", async () => {
    const outcome = await lookup("KTS1-EXPIRED-0000004");
    expect(outcome.ok && outcome.result).toMatchObject({
      days_left: 0,
      days_expired: 20,
      expired: true,
      expiration_date: "2026-02-09",
    });
  });

  it("names the partner, and takes the renewal page from the record or else from the partner", async () => {
    const own = await lookup("LOST-NRTHWND-0000021");
    expect(own.ok && own.result).toMatchObject({
      partnerid: "northwind",
      partnerName: "Northwind Telecom",
      provider: "Northwind Telecom",
      provider_url: "https://renew.northwind-telecom.example/security?plan=total",
      days_left: 200,
    });
    const fromPartner = await lookup("LOST-BLUWAVE-0000022");
    expect(fromPartner.ok && fromPartner.result).toMatchObject({
      partnerid: "bluewave",
      provider_url: "https://www.bluewave-broadband.example/account/security/renew",
    });
  });

  it("passes the activation parameters on en-us only, and copies kpc and edu everywhere", async () => {
    const params = [
      { Key: "act-pid", Value: "1442" },
      { Key: "ipcountry", Value: "us" },
      { Key: "edu", Value: "uni-7" },
      { Key: "colour", Value: "blue" },
    ];
    const us = await lookup("KTS1-ACTIVE0-0000001", "en-us", params);
    const gb = await lookup("KTS1-ACTIVE0-0000001", "en-gb", params);
    expect(us.ok && us.params).toEqual({ "act-pid": "1442", ipcountry: "us", edu: "uni-7" });
    expect(gb.ok && gb.params).toEqual({ edu: "uni-7" });
    expect(us.ok && [us.result.kpc, us.result.edu]).toEqual([null, "uni-7"]);
  });

  it("follows the clock: 100 days later the active licence is expiring", async () => {
    const later = new Date(now.getTime() + 100 * 86_400_000);
    const outcome = await lookupLicence(
      { db: database.db, clock: () => later },
      { locale: "en-us", serial: "KTS1-ACTIVE0-0000001" },
    );
    expect(outcome.ok && [outcome.result.verdict, outcome.result.days_left]).toEqual(["KTS_EXPIRING", 20]);
  });

  it("fails an unknown serial and a blocked licence alike, each after the minimum time", async () => {
    for (const [serial, cause] of [
      ["ZZZZ-ZZZZZZZ-ZZZZZZZ", "unknown-serial"],
      ["BLCK-BLOCKED-0000031", "blocked"],
    ] as const) {
      const started = performance.now();
      expect(await lookup(serial)).toEqual({ ok: false, reason: "lookup-failed", cause });
      expect(performance.now() - started).toBeGreaterThanOrEqual(failedLookupMinMs - 1);
    }
  });

  it("refuses a malformed serial at once, without looking", async () => {
    const started = performance.now();
    expect(await lookup("KTS1-ACTIVE0")).toEqual({ ok: false, reason: "invalid-serial" });
    expect(performance.now() - started).toBeLessThan(failedLookupMinMs / 2);
  });

  it("answers the partner mapping by label, and finds a partner by id or by name", async () => {
    expect(await getPartnerMapping(deps())).toEqual([
      { id: "bluewave", label: "BlueWave Broadband" },
      { id: "cornerpc", label: "Corner PC" },
      { id: "northwind", label: "Northwind Telecom" },
    ]);
    expect(await getPartner(deps(), "NorthWind")).toMatchObject({ id: "northwind", href: expect.stringMatching(/^https:/) });
    expect(await getPartner(deps(), " corner pc ")).toEqual({ id: "cornerpc", label: "Corner PC", href: null });
    expect(await getPartner(deps(), "southwind")).toBeNull();
    expect(await getPartner(deps(), "")).toBeNull();
  });

  it("keeps the demo licences when seeded again the same day, and moves their dates on a later day", async () => {
    const before = await database.db.selectFrom("licence").selectAll().orderBy("serial").execute();
    await seedDatabase(database.db, catalogueFiles, { clock });
    expect(await database.db.selectFrom("licence").selectAll().orderBy("serial").execute()).toEqual(before);
    await seedDatabase(database.db, catalogueFiles, { clock: () => new Date("2026-03-02T00:00:00Z") });
    const today = await lookupLicence(
      { db: database.db, clock: () => new Date("2026-03-02T08:00:00Z") },
      {
        locale: "en-us",
        serial: "KTS1-TODAY00-0000003",
      },
    );
    expect(today.ok && [today.result.verdict, today.result.expiration_date]).toEqual(["KTS_EXPIRES_TODAY", "2026-03-02"]);
  });
});
