/**
 * `npm run newsletter:export -- LOCALE [FILE]`: the confirmed newsletter subscribers of one site
 * (e.g. `de-de`) as CSV — EMAIL_FIELD, LOCALE_FIELD (de_DE), SEGMENT_FIELD (NEWSLETTER),
 * OPT_IN_EMAIL_IND_FIELD (1), CONFIRMED_AT — to FILE, or to standard output. Reads the database
 * named by DATABASE_URL, or the SQLite file in DATA_DIR (default `var`).
 */
import { writeFile } from "node:fs/promises";
import { createDatabase } from "~/db/db.server";
import { migrateToLatest } from "~/db/migrate.server";
import { toCsv } from "~/domain/forms/newsletter-export";
import { isLocaleCode } from "~/sites/locales";
import { loadConfigOrExit } from "./config";

const [locale, file, ...rest] = process.argv.slice(2);
if (!locale || rest.length > 0 || !isLocaleCode(locale)) {
  console.error("Usage: npm run newsletter:export -- LOCALE [FILE]   (LOCALE: a site such as de-de)");
  process.exit(2);
}

const config = loadConfigOrExit();
const database = await createDatabase({ databaseUrl: config.DATABASE_URL, dataDir: config.DATA_DIR });
try {
  await migrateToLatest(database.db);
  const rows = await database.db
    .selectFrom("newsletter_subscriber")
    .select(["email", "locale_code", "segment", "opt_in", "confirmed_at"])
    .where("locale", "=", locale)
    .where("status", "=", "confirmed")
    .orderBy("confirmed_at")
    .orderBy("email")
    .execute();
  const csv = toCsv(
    rows.map((row) => ({
      email: row.email,
      localeCode: row.locale_code,
      segment: row.segment,
      optIn: Number(row.opt_in),
      confirmedAt: row.confirmed_at,
    })),
  );
  if (file) {
    await writeFile(file, csv);
    console.error(`${rows.length} confirmed subscribers of ${locale} written to ${file}`);
  } else process.stdout.write(csv);
} finally {
  await database.close();
}
