import { describe, expect, it } from "vitest";
import type { NewLicence } from "~/db/schema";
import { testDatabaseKinds, useTestDatabase } from "../../../tests/support/databases";
import { getLicence, upsertLicences, upsertPartners } from "./repository.server";

const licence: NewLicence = {
  serial: "TEST-0000000-0000001",
  product: "total-security",
  product_family: "b2c",
  status: "active",
  expiration_date: "2026-12-31",
  license_count: 3,
  license_days: 365,
  partner_id: null,
  channel: "retail",
  store: "Shop",
  country: "us",
  provider: null,
  provider_url: null,
  pnumber: "BKTS-3D1Y-C",
  license_type: "commercial",
  reg_key: "RK-1",
};

describe.each(testDatabaseKinds())("the licence tables on %s (migration 0003)", (kind) => {
  const database = useTestDatabase(kind);

  it("store a licence with its partner and read both back", async () => {
    await upsertPartners(database.db, [{ id: "acme", label: "Acme", href: null }]);
    expect(await upsertLicences(database.db, [{ ...licence, partner_id: "acme" }])).toEqual({ inserted: 1 });
    expect(await getLicence(database.db, licence.serial)).toEqual({
      licence: { ...licence, partner_id: "acme" },
      partner: { id: "acme", label: "Acme", href: null },
    });
    expect(await getLicence(database.db, "TEST-0000000-0000002")).toBeNull();
  });

  it("update a licence by serial", async () => {
    expect(await upsertLicences(database.db, [{ ...licence, status: "blocked" }])).toEqual({ inserted: 0 });
    expect((await getLicence(database.db, licence.serial))?.licence).toMatchObject({ status: "blocked", partner_id: null });
  });

  it.each([
    ["an unknown partner", { partner_id: "nobody" }, /foreign key/i],
    ["an unknown family", { product_family: "enterprise" as "b2c" }, /check constraint/i],
    ["an unknown status", { status: "sleeping" as "active" }, /check constraint/i],
    ["a serial without its dashes", { serial: "TEST00000000000003" }, /check constraint/i],
    ["a date that is not YYYY-MM-DD", { expiration_date: "31/12/2026" }, /check constraint/i],
    ["no devices", { license_count: 0 }, /check constraint/i],
  ])("refuse %s", async (_case, change, error) => {
    await expect(upsertLicences(database.db, [{ ...licence, serial: "TEST-0000000-0000009", ...change }])).rejects.toThrow(error);
  });

  it("refuse to delete a partner a licence refers to", async () => {
    await upsertLicences(database.db, [{ ...licence, partner_id: "acme" }]);
    await expect(database.db.deleteFrom("partner").where("id", "=", "acme").execute()).rejects.toThrow(/foreign key/i);
  });
});
