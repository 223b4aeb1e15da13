import { describe, expect, it } from "vitest";
import { dataGeneration } from "~/db/data-changes.server";
import { catalogueFiles, seedDatabase } from "~/db/seed.server";
import { testDatabaseKinds, useTestDatabase } from "../../../tests/support/databases";
import { importPriceChanges, minorOf } from "./import.server";

describe("minorOf", () => {
  it.each([
    ["44.99", "EUR", 4499],
    ["44.9", "EUR", 4490],
    ["44", "USD", 4400],
    ["6980", "JPY", 6980],
    ["6980.00", "JPY", 6980],
    ["69.5", "JPY", null],
    ["1.999", "EUR", null],
  ])("%s %s → %s", (text, currency, expected) => {
    expect(minorOf(text, currency)).toBe(expected);
  });
});

describe.each(testDatabaseKinds())("importPriceChanges on %s", (kind) => {
  const database = useTestDatabase(kind);
  const option = async (id: number) => {
    const row = await database.db
      .selectFrom("price_option")
      .select(["price_minor", "price_striked_minor"])
      .where("id", "=", id)
      .executeTakeFirstOrThrow();
    // PostgreSQL answers 64-bit integers as text.
    return { price: Number(row.price_minor), was: row.price_striked_minor === null ? null : Number(row.price_striked_minor) };
  };

  it("changes the amounts named, keeps a former price unless told, and announces that prices changed", async () => {
    await seedDatabase(database.db, catalogueFiles);
    const [first, second] = await database.db
      .selectFrom("price_option")
      .select(["id", "currency", "price_striked_minor"])
      .where("currency", "=", "EUR")
      .where("price_striked_minor", "is not", null)
      .orderBy("id")
      .limit(2)
      .execute();
    if (!first || !second) throw new Error("the seed has no EUR prices with a former price");
    const before = await dataGeneration(database.db);
    const text = ["id,price,was", `${first.id},1.50,`, `${second.id},2,3.5`].join("\n");
    expect(await importPriceChanges(database.db, { name: "changes.csv", text })).toEqual({ ok: true, updated: 2 });
    expect(await option(Number(first.id))).toEqual({ price: 150, was: Number(first.price_striked_minor) });
    expect(await option(Number(second.id))).toEqual({ price: 200, was: 350 });
    expect(await dataGeneration(database.db)).not.toBe(before);

    const json = JSON.stringify([{ id: Number(first.id), price: "1.75", was: null }]);
    expect(await importPriceChanges(database.db, { name: "changes.json", text: json })).toEqual({ ok: true, updated: 1 });
    expect(await option(Number(first.id))).toEqual({ price: 175, was: null });
    expect(await dataGeneration(database.db)).toMatch(/prices:2/);
  });

  it("keeps an imported price when the seed rewrites the prices from the files at the next start", async () => {
    const row = await database.db
      .selectFrom("price_option")
      .select(["id", "price_striked_minor"])
      .where("currency", "=", "USD")
      .where("price_striked_minor", "is not", null)
      .orderBy("id")
      .executeTakeFirstOrThrow();
    const [other] = await database.db
      .selectFrom("price_option")
      .select("id")
      .where("currency", "=", "USD")
      .orderBy("id", "desc")
      .limit(1)
      .execute();
    if (!other) throw new Error("no USD prices");
    const seeded = await option(Number(other.id));
    const text = JSON.stringify([
      { id: Number(row.id), price: "3.21" },
      { id: Number(other.id), price: "1", was: null },
    ]);
    expect(await importPriceChanges(database.db, { name: "changes.json", text })).toEqual({ ok: true, updated: 2 });
    await seedDatabase(database.db, catalogueFiles);
    expect(await option(Number(row.id))).toEqual({ price: 321, was: Number(row.price_striked_minor) });
    expect(await option(Number(other.id))).toEqual({ price: 100, was: null });
    expect(seeded.price).not.toBe(100);
  });

  it("changes nothing when any row is bad, and says which and why", async () => {
    const [[good, another], yen] = await Promise.all([
      database.db.selectFrom("price_option").select("id").where("currency", "=", "EUR").orderBy("id").limit(2).execute(),
      database.db.selectFrom("price_option").select("id").where("currency", "=", "JPY").orderBy("id").executeTakeFirstOrThrow(),
    ]);
    if (!good || !another) throw new Error("the seed has no EUR prices");
    const before = await option(Number(good.id));
    const generation = await dataGeneration(database.db);
    const text = ["id,price,was", `${good.id},9.99,`, "1,5,", `${yen.id},69.5,`, `${good.id.toString().slice(0, 3)},x,`].join(
      "\n",
    );
    const report = await importPriceChanges(database.db, { name: "bad.csv", text });
    expect(report).toEqual({ ok: false, errors: [{ line: 5, message: expect.stringMatching(/^price: must be an amount/) }] });
    const checked = await importPriceChanges(database.db, {
      name: "bad.csv",
      text: ["id,price,was", `${good.id},9.99,`, "1,5,", `${yen.id},69.5,`, `${good.id},9,8`].join("\n"),
    });
    expect(checked).toEqual({
      ok: false,
      errors: [{ line: 5, message: `id: ${good.id} is already on line 2` }],
    });
    const inDatabase = await importPriceChanges(database.db, {
      name: "bad.csv",
      text: ["id,price,was", `${good.id},9.99,`, "1,5,", `${yen.id},69.5,`, `${another.id},9,8`].join("\n"),
    });
    expect(inDatabase).toMatchObject({
      ok: false,
      errors: [
        { line: 3, message: "id: no price option 1" },
        { line: 4, message: "price: JPY has 0 decimals" },
        { line: 5, message: "was: the former price must be higher than the price" },
      ],
    });
    expect(await option(Number(good.id))).toEqual(before);
    expect(await dataGeneration(database.db)).toBe(generation);
  });

  it("refuses an empty file and an unknown column", async () => {
    expect(await importPriceChanges(database.db, { name: "empty.csv", text: "id,price\n" })).toEqual({
      ok: false,
      errors: [{ line: 0, message: "no price changes" }],
    });
    expect(await importPriceChanges(database.db, { name: "odd.csv", text: "id,amount\n1,2\n" })).toMatchObject({
      ok: false,
      errors: [{ line: 1, message: expect.stringContaining("unknown column amount") }],
    });
  });
});
