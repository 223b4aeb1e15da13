/**
 * `npm run reviews -- list [pending|approved|rejected|all]` — reviews to moderate (pending by
 * default), oldest first; `npm run reviews -- approve ID` / `reject ID` — shows a review in its
 * product's carousel and structured data, or keeps it out. Works on the database named by
 * DATABASE_URL, or the SQLite file in DATA_DIR (default `var`).
 */
import { announceChange, untilSeen } from "~/db/data-changes.server";
import { createDatabase } from "~/db/db.server";
import { migrateToLatest } from "~/db/migrate.server";
import { createReviewRepository } from "~/domain/reviews/repository.server";
import { loadConfigOrExit } from "./config";

const usage = "Usage: npm run reviews -- list [pending|approved|rejected|all] | approve ID | reject ID";
const [command, argument, ...rest] = process.argv.slice(2);
const statuses = ["pending", "approved", "rejected", "all"] as const;
const valid =
  rest.length === 0 &&
  ((command === "list" && (!argument || (statuses as readonly string[]).includes(argument))) ||
    ((command === "approve" || command === "reject") && /^[0-9a-f-]{36}$/.test(argument ?? "")));
if (!valid) {
  console.error(usage);
  process.exit(2);
}

const config = loadConfigOrExit();
const database = await createDatabase({ databaseUrl: config.DATABASE_URL, dataDir: config.DATA_DIR });
let exitCode = 0;
try {
  await migrateToLatest(database.db);
  const reviews = createReviewRepository(database.db);
  if (command === "list") {
    const listed = await reviews.list((argument as (typeof statuses)[number] | undefined) ?? "pending");
    for (const review of listed)
      console.log(
        [
          review.id,
          review.status,
          review.locale,
          review.product,
          `${review.rating}★`,
          review.createdAt.slice(0, 10),
          review.nickname,
          review.title,
        ].join("\t"),
      );
    console.error(`${listed.length} review(s)`);
  } else {
    const done = await reviews.moderate(argument as string, command === "approve" ? "approved" : "rejected");
    if (done) {
      // Product pages show approved reviews: every server's page cache empties before we say so.
      await announceChange(database.db, "reviews");
      await untilSeen();
      console.log(`${argument} ${command === "approve" ? "approved" : "rejected"}`);
    } else {
      console.error(`No review ${argument}`);
      exitCode = 1;
    }
  }
} finally {
  await database.close();
}
process.exit(exitCode);
