/**
 * `npm run cache:purge`: every running server empties its page cache (decision 021), for content
 * published without a restart or data changed by hand. Works on the database named by
 * DATABASE_URL, or the SQLite file in DATA_DIR (default `var`); returns once every server has seen
 * it (about a second).
 */
import { announceChange, untilSeen } from "~/db/data-changes.server";
import { createDatabase } from "~/db/db.server";
import { migrateToLatest } from "~/db/migrate.server";
import { loadConfigOrExit } from "./config";

if (process.argv.length > 2) {
  console.error("Usage: npm run cache:purge");
  process.exit(2);
}
const config = loadConfigOrExit();
const database = await createDatabase({ databaseUrl: config.DATABASE_URL, dataDir: config.DATA_DIR });
try {
  await migrateToLatest(database.db);
  await announceChange(database.db, "content");
  await untilSeen();
  console.log("Page caches emptied.");
} finally {
  await database.close();
}
