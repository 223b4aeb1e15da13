/**
 * `npm run prices:import -- FILE`: new amounts for existing price options (see
 * `app/domain/pricing/import.server.ts`) in the database named by DATABASE_URL (or the SQLite file
 * in DATA_DIR, default `var`), migrating it first. FILE is CSV with the columns `id,price,was` or
 * a JSON array of `{ "id": 10110601, "price": "44.99", "was": "59.99" }`.
 *
 * All or nothing: each bad row is reported by line and nothing changes (exit 1). Once the changes
 * are in, it waits until every running server has seen that prices changed (about a second), so
 * pages show the new amounts as soon as it reports done.
 */
import { readFile } from "node:fs/promises";
import path from "node:path";
import { untilSeen } from "~/db/data-changes.server";
import { createDatabase } from "~/db/db.server";
import { migrateToLatest } from "~/db/migrate.server";
import { importPriceChanges } from "~/domain/pricing/import.server";
import { loadConfigOrExit } from "./config";

const file = process.argv[2];
if (!file || process.argv.length > 3) {
  console.error("Usage: npm run prices:import -- FILE   (a .csv or .json file of price changes: id, price, was)");
  process.exit(2);
}

const config = loadConfigOrExit();

let text: string;
try {
  text = await readFile(file, "utf8");
} catch (error) {
  console.error(`Cannot read ${file}: ${error instanceof Error ? error.message : error}`);
  process.exit(1);
}

const name = path.basename(file);
const database = await createDatabase({ databaseUrl: config.DATABASE_URL, dataDir: config.DATA_DIR });
const where = database.dialect === "sqlite" ? `SQLite in ${config.DATA_DIR}` : "PostgreSQL";
try {
  await migrateToLatest(database.db);
  const report = await importPriceChanges(database.db, { name, text });
  if (report.ok) {
    await untilSeen();
    console.log(`${where}: updated ${report.updated} price${report.updated === 1 ? "" : "s"} from ${name}; pages show them now`);
  } else {
    for (const error of report.errors) console.error(`${name}${error.line > 0 ? ` line ${error.line}` : ""}: ${error.message}`);
    const rows = report.errors.filter((error) => error.line > 0).length;
    console.error(rows > 0 ? `${rows} bad row${rows === 1 ? "" : "s"}: nothing was changed.` : "Nothing was changed.");
    process.exitCode = 1;
  }
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
} finally {
  await database.close();
}
