/**
 * `npm run licences:import -- FILE`: loads licence records into the database named by
 * DATABASE_URL (or the SQLite file in DATA_DIR, default `var`), migrating it first.
 *
 * FILE is CSV (`.csv`) or JSON (`.json`: an array of records, like `data/licences.json`). A CSV
 * file starts with a header row naming its columns, in any order; empty cells are absent values:
 *
 *   serial          18 or 32 letters and digits, dashes and spaces ignored (stored upper-case with dashes)
 *   product         product name: total-security, internet-security, antivirus, small-office-security,
 *                   endpoint-select, endpoint-advanced, endpoint-cloud (any name for productFamily ksc)
 *   productFamily   b2c | vsb | smb | ksc
 *   status          active | expired | blocked
 *   expirationDate  last day, YYYY-MM-DD            } exactly one of the two
 *   expiresInDays   last day counted from today      }
 *   licenseCount    devices or seats (1 or more)
 *   licenseDays     term in days (e.g. 365)
 *   partnerId       optional: id of a partner in the database (data/partners.json)
 *   channel         direct | partner | retail | digital-river | avangate | nexway | allsoft | oem | app-store | subscription
 *   store           storefront or shop, free text
 *   country         lower-case ISO 3166 alpha-2 code, e.g. ca
 *   provider        optional: who renews instead of us
 *   providerUrl     optional: https URL where they renew
 *   pnumber         part number: upper-case letters, digits, dashes
 *   licenseType     e.g. commercial, subscription, educational
 *   regKey          registration key: upper-case letters, digits, dashes
 *   note            optional, not stored
 *
 * All or nothing: every row is validated first; if any is bad, each bad row is reported by line
 * number and nothing is loaded (exit 1). Otherwise all rows are inserted or updated by serial in one
 * transaction. See docs/demo-licences.md.
 */
import { readFile } from "node:fs/promises";
import path from "node:path";
import { createDatabase } from "~/db/db.server";
import { migrateToLatest } from "~/db/migrate.server";
import { importLicences } from "~/domain/licences/import.server";
import { loadConfigOrExit } from "./config";

const file = process.argv[2];
if (!file || process.argv.length > 3) {
  console.error("Usage: npm run licences:import -- FILE   (a .csv or .json file of licence records)");
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
  const report = await importLicences({ db: database.db, clock: () => new Date() }, { name, text });
  if (report.ok) {
    console.log(`${where}: loaded ${report.loaded} licences from ${name} (${report.inserted} new, ${report.updated} updated)`);
  } else {
    for (const error of report.errors) console.error(`${name}${error.line > 0 ? ` line ${error.line}` : ""}: ${error.message}`);
    const rows = report.errors.filter((error) => error.line > 0).length;
    console.error(rows > 0 ? `${rows} bad row${rows === 1 ? "" : "s"}: nothing was loaded.` : "Nothing was loaded.");
    process.exitCode = 1;
  }
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
} finally {
  await database.close();
}
