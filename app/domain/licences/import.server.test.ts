import { describe, expect, it } from "vitest";
import { catalogueFiles, seedDatabase } from "~/db/seed.server";
import { testDatabaseKinds, useTestDatabase } from "../../../tests/support/databases";
import { importLicences } from "./import.server";
import { lookupLicence } from "./service.server";

const clock = () => new Date("2026-03-01T12:00:00Z");
const header =
  "serial,product,productFamily,status,expiresInDays,licenseCount,licenseDays,partnerId,channel,store,country,pnumber,licenseType,regKey";

describe.each(testDatabaseKinds())("importLicences on %s", (kind) => {
  const database = useTestDatabase(kind);
  const deps = () => ({ db: database.db, clock });
  const serials = async () =>
    (await database.db.selectFrom("licence").select("serial").orderBy("serial").execute()).map((row) => row.serial);

  it("loads new licences, which the lookup then finds", async () => {
    await seedDatabase(database.db, catalogueFiles, { clock });
    const text = [
      header,
      "IMPT0000000000001A,total-security,b2c,active,5,3,365,,retail,Shop,us,BKTS-3D1Y-C,commercial,RK-IMPORT-1",
      "impt0000000000002a,antivirus,b2c,active,90,1,365,northwind,partner,Northwind shop,gb,BKAV-1D1Y-C,commercial,RK-IMPORT-2",
    ].join("\r\n");
    expect(await importLicences(deps(), { name: "new.csv", text })).toEqual({ ok: true, loaded: 2, inserted: 2, updated: 0 });
    const first = await lookupLicence(deps(), { locale: "en-us", serial: "IMPT-0000000-000001A" });
    expect(first.ok && [first.result.verdict, first.result.expiration_date]).toEqual(["KTS_EXPIRING", "2026-03-06"]);
    const second = await lookupLicence(deps(), { locale: "en-us", serial: "IMPT0000000000002A" });
    expect(second.ok && second.result.verdict).toBe("LOSTDAYS_FALLBACK_NORTHWIND");
  });

  it("updates a licence already there, by serial", async () => {
    const text = JSON.stringify([
      {
        serial: "IMPT-0000000-000001A",
        product: "total-security",
        productFamily: "b2c",
        status: "expired",
        expirationDate: "2026-01-31",
        licenseCount: 3,
        licenseDays: 365,
        channel: "retail",
        store: "Shop",
        country: "us",
        pnumber: "BKTS-3D1Y-C",
        licenseType: "commercial",
        regKey: "RK-IMPORT-1",
      },
    ]);
    expect(await importLicences(deps(), { name: "update.json", text })).toEqual({ ok: true, loaded: 1, inserted: 0, updated: 1 });
    const outcome = await lookupLicence(deps(), { locale: "en-us", serial: "IMPT-0000000-000001A" });
    expect(outcome.ok && [outcome.result.verdict, outcome.result.days_expired]).toEqual(["KTS_EXPIRED", 29]);
  });

  it("loads nothing when one row is bad, and reports every bad row", async () => {
    const before = await serials();
    const text = [
      header,
      "IMPT0000000000003A,total-security,b2c,active,5,3,365,,retail,Shop,us,BKTS-3D1Y-C,commercial,RK-3",
      "IMPT0000000000004A,total-security,b2c,active,5,3,365,southwind,partner,Shop,us,BKTS-3D1Y-C,commercial,RK-4",
      "IMPT0000000000005A,total-security,b2c,sleeping,5,3,365,,retail,Shop,us,BKTS-3D1Y-C,commercial,RK-5",
    ].join("\n");
    const report = await importLicences(deps(), { name: "bad.csv", text });
    expect(report).toEqual({
      ok: false,
      errors: [
        { line: 3, message: "partnerId: unknown partner southwind" },
        { line: 4, message: expect.stringMatching(/^status: /) },
      ],
    });
    expect(await serials()).toEqual(before);
  });

  it("refuses an empty file", async () => {
    expect(await importLicences(deps(), { name: "empty.csv", text: `${header}\n` })).toEqual({
      ok: false,
      errors: [{ line: 0, message: "no licence records" }],
    });
  });

  it("leaves imported licences alone when the demo data is seeded again", async () => {
    await seedDatabase(database.db, catalogueFiles, { clock });
    expect(await serials()).toEqual(expect.arrayContaining(["IMPT-0000000-000001A", "IMPT-0000000-000002A"]));
  });
});
