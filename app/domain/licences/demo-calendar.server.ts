import type { Kysely } from "kysely";
import type { Database } from "~/db/schema";
import { type LicenceRecord, toLicenceRow } from "~/domain/licences/records";
import { upsertLicences } from "~/domain/licences/repository.server";
import type { Logger } from "~/lib/logger.server";
import { withTimeout } from "~/lib/timeout";

/**
 * Keeps the demo licences (`data/licences.json`, docs/demo-licences.md) true to their offsets on
 * a server that runs for days: the seed writes their dates for the day of the start, and the
 * first lookup of each later day writes them again for that day, before it reads its licence. So
 * `KTS1-TODAY00-0000003` expires on every day it is looked up, not only on the day of the start.
 *
 * Only records written with `expiresInDays` move; records with a fixed `expirationDate`, and
 * licences loaded by `npm run licences:import`, are never touched. Several processes on one
 * database each move them once a day and write the same rows.
 */
export interface DemoLicenceCalendar {
  /**
   * Writes the demo licences' dates for `today` (`YYYY-MM-DD`) unless they are already written
   * for it (or a later day). Never rejects: when the database fails or is slow, the lookup goes on
   * with the dates as they are, and the next lookup tries again.
   */
  keepCurrent(today: string): Promise<void>;
  /** The day the demo licences' dates are written for. */
  day(): string;
}

/** How long a lookup waits for the demo licences to move before it goes on without. */
export const demoCalendarTimeoutMs = 2000;

export function createDemoLicenceCalendar(deps: {
  db: Kysely<Database>;
  /** The demo records as validated by the seed. */
  records: readonly LicenceRecord[];
  /** The day the seed wrote their dates for. */
  seededDay: string;
  logger: Logger;
  timeoutMs?: number;
}): DemoLicenceCalendar {
  const relative = deps.records.filter((record) => record.expirationDate === undefined);
  let writtenFor = deps.seededDay;
  /** The write under way, and the day it is for: lookups of that day wait for the same write. */
  let moving: { day: string; done: Promise<void> } | null = null;

  function move(today: string): Promise<void> {
    const write = upsertLicences(
      deps.db,
      relative.map((record) => toLicenceRow(record, today)),
    );
    const done = withTimeout(write, deps.timeoutMs ?? demoCalendarTimeoutMs, "moving the demo licences")
      .then(
        () => {
          if (today > writtenFor) writtenFor = today;
          deps.logger.info({ day: today, licences: relative.length }, "demo licences moved to the day");
        },
        (error: unknown) =>
          deps.logger.warn({ err: error, day: today }, "demo licences not moved; lookups use their dates as they are"),
      )
      .finally(() => {
        if (moving?.done === done) moving = null;
      });
    moving = { day: today, done };
    return done;
  }

  return {
    keepCurrent(today) {
      if (relative.length === 0 || today <= writtenFor) return Promise.resolve();
      if (moving?.day === today) return moving.done;
      return move(today);
    },
    day: () => writtenFor,
  };
}
