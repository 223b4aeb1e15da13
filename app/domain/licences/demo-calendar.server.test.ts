import { pino } from "pino";
import { describe, expect, it } from "vitest";
import { catalogueFiles, seedDatabase } from "~/db/seed.server";
import { parseLicenceFiles } from "~/db/seed-data";
import { testDatabaseKinds, useTestDatabase } from "../../../tests/support/databases";
import { createDemoLicenceCalendar } from "./demo-calendar.server";
import { type LicenceRecord, toLicenceRow } from "./records";
import { upsertLicences } from "./repository.server";
import { lookupLicence } from "./service.server";

const startDay = "2026-03-01";
const at = (day: string) => () => new Date(`${day}T00:00:01Z`);
const demoRecords = parseLicenceFiles(catalogueFiles).licences;

/** docs/demo-licences.md: "expires today" is true every day, and each offset holds on every day. */
describe.each(testDatabaseKinds())("the demo licences' calendar on %s", (kind) => {
  const database = useTestDatabase(kind);
  const lines: string[] = [];
  const logger = pino({ level: "info" }, { write: (line: string) => void lines.push(line) });

  const imported: LicenceRecord = {
    ...(demoRecords.find((record) => record.serial === "KTS1-EXPIRNG-0000002") as LicenceRecord),
    serial: "IMPT-EXPIRNG-0000901",
    note: undefined,
  };

  it("moves the demo licences to the day of the first lookup after the seeding day, and nothing else", async () => {
    await seedDatabase(database.db, catalogueFiles, { clock: at(startDay) });
    await upsertLicences(database.db, [toLicenceRow(imported, startDay)]);
    const calendar = createDemoLicenceCalendar({ db: database.db, records: demoRecords, seededDay: startDay, logger });
    const lookup = (serial: string, day: string) =>
      lookupLicence({ db: database.db, clock: at(day), demoLicences: calendar }, { locale: "en-us", serial });

    const first = await lookup("KTS1-TODAY00-0000003", startDay);
    expect(first.ok && [first.result.verdict, first.result.expiration_date]).toEqual(["KTS_EXPIRES_TODAY", startDay]);

    // Forty days later, on a server that never restarted:
    const later = "2026-04-10";
    const today = await lookup("KTS1-TODAY00-0000003", later);
    expect(today.ok && [today.result.verdict, today.result.expiration_date]).toEqual(["KTS_EXPIRES_TODAY", later]);
    const expiring = await lookup("KTS1-EXPIRNG-0000002", later);
    expect(expiring.ok && [expiring.result.verdict, expiring.result.days_left]).toEqual(["KTS_EXPIRING", 12]);
    const expired = await lookup("KSOS-EXPIRED-0000016", later);
    expect(expired.ok && [expired.result.verdict, expired.result.days_expired]).toEqual(["KSOS_EXPIRED", 45]);
    expect(calendar.day()).toBe(later);

    // A licence loaded by an import keeps the date it was given: 12 days from the start, long past.
    const other = await lookup("IMPT-EXPIRNG-0000901", later);
    expect(other.ok && [other.result.verdict, other.result.expiration_date]).toEqual(["KTS_EXPIRED", "2026-03-13"]);
    expect(lines.join("")).toContain('"day":"2026-04-10"');
  });

  it("writes once for many lookups of one day, and never moves back to an earlier day", async () => {
    await seedDatabase(database.db, catalogueFiles, { clock: at(startDay) });
    const calendar = createDemoLicenceCalendar({ db: database.db, records: demoRecords, seededDay: startDay, logger });
    lines.length = 0;
    await Promise.all([
      calendar.keepCurrent("2026-03-02"),
      calendar.keepCurrent("2026-03-02"),
      calendar.keepCurrent("2026-03-02"),
    ]);
    await calendar.keepCurrent("2026-03-02");
    await calendar.keepCurrent(startDay);
    expect(lines.filter((line) => line.includes("demo licences moved"))).toHaveLength(1);
    expect(calendar.day()).toBe("2026-03-02");
    const row = await database.db
      .selectFrom("licence")
      .select("expiration_date")
      .where("serial", "=", "KTS1-TODAY00-0000003")
      .executeTakeFirstOrThrow();
    expect(row.expiration_date).toBe("2026-03-02");
  });
});

describe("the demo licences' calendar when the database fails", () => {
  const database = useTestDatabase("sqlite");

  /** The test database, with `method` replaced while `replaced()` says so. */
  const withFault = (method: string, fault: unknown, replaced = () => true) =>
    new Proxy(database.db, {
      get(target, key) {
        if (key === method && replaced()) return fault;
        const value = Reflect.get(target, key);
        return typeof value === "function" ? value.bind(target) : value;
      },
    });

  it("lets the lookup go on with the dates as they are, and tries again on the next lookup", async () => {
    await seedDatabase(database.db, catalogueFiles, { clock: at(startDay) });
    const lines: string[] = [];
    const logger = pino({ level: "info" }, { write: (line: string) => void lines.push(line) });
    let failing = true;
    const db = withFault(
      "insertInto",
      () => {
        throw new Error("database unavailable");
      },
      () => failing,
    );
    const calendar = createDemoLicenceCalendar({ db, records: demoRecords, seededDay: startDay, logger });
    const lookup = () =>
      lookupLicence(
        { db: database.db, clock: at("2026-03-02"), demoLicences: calendar },
        { locale: "en-us", serial: "KTS1-TODAY00-0000003" },
      );

    const stale = await lookup();
    expect(stale.ok && stale.result.verdict).toBe("KTS_EXPIRED");
    expect(lines.join("")).toContain("demo licences not moved");
    expect(calendar.day()).toBe(startDay);

    failing = false;
    const moved = await lookup();
    expect(moved.ok && moved.result.verdict).toBe("KTS_EXPIRES_TODAY");
  });

  it("gives up waiting after its timeout", async () => {
    await seedDatabase(database.db, catalogueFiles, { clock: at(startDay) });
    const lines: string[] = [];
    const logger = pino({ level: "info" }, { write: (line: string) => void lines.push(line) });
    const hanging = () => ({ select: () => ({ where: () => ({ execute: () => new Promise(() => {}) }) }) });
    const db = withFault("selectFrom", hanging);
    const calendar = createDemoLicenceCalendar({ db, records: demoRecords, seededDay: startDay, logger, timeoutMs: 50 });
    await calendar.keepCurrent("2026-03-02");
    expect(lines.join("")).toContain("timed out after 50 ms");
    expect(calendar.day()).toBe(startDay);
  });
});
