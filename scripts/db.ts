/**
 * `npm run db:migrate` / `npm run db:seed`: brings the database named by DATABASE_URL (or the
 * SQLite file in DATA_DIR, default `var`) up to date, and for `seed` also writes the catalogue
 * files of `data/`. Seeding migrates first, so it works on an empty database.
 */

import { createDatabase } from "~/db/db.server";
import { migrateToLatest } from "~/db/migrate.server";
import { seedDatabase } from "~/db/seed.server";
import { loadConfigOrExit } from "./config";

const commands = ["migrate", "seed"] as const;
const command = process.argv[2];
if (!commands.some((known) => known === command)) {
  console.error(`Usage: tsx scripts/db.ts ${commands.join("|")}`);
  process.exit(2);
}

const config = loadConfigOrExit();
const database = await createDatabase({ databaseUrl: config.DATABASE_URL, dataDir: config.DATA_DIR });
const where = database.dialect === "sqlite" ? `SQLite in ${config.DATA_DIR}` : "PostgreSQL";
try {
  const applied = await migrateToLatest(database.db);
  console.log(applied.length > 0 ? `${where}: applied ${applied.join(", ")}` : `${where}: schema already up to date`);
  if (command === "seed") {
    const counts = await seedDatabase(database.db);
    const summary = Object.entries(counts).map(([table, count]) => `${count} ${table}`);
    console.log(`${where}: seeded ${summary.join(", ")}`);
  }
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
} finally {
  await database.close();
}
