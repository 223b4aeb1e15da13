import { randomUUID } from "node:crypto";
import type { Kysely, Transaction } from "kysely";
import type { Database } from "~/db/schema";
import type { Logger } from "~/lib/logger.server";
import { afterFailure, claimSeconds } from "./outbox-rules";
import type { MailTransport } from "./transport.server";

/**
 * The e-mail outbox: a message is a row written in the same transaction as what caused it (a form
 * submission), so it exists exactly when that does. A worker sends due messages, marks them sent,
 * and retries failures with backoff (`outbox-rules.ts`).
 *
 * Claiming is one conditional UPDATE (free, or held past its time), so two workers — two processes
 * on one PostgreSQL — never send the same message at once. A process killed between sending and
 * marking sent leaves the message claimed; it is sent again after the claim runs out, with the same
 * Message-ID (and, with files, to the same file name), so the copy is recognisably the same mail.
 */

export interface NewOutboxMessage {
  submissionId: string | null;
  purpose: string;
  recipient: string;
  replyTo?: string | null;
  subject: string;
  body: string;
  headers?: Record<string, string>;
}

/** Adds messages to the outbox inside the caller's transaction. */
export async function enqueueMail(
  trx: Transaction<Database> | Kysely<Database>,
  messages: readonly NewOutboxMessage[],
  now: Date,
) {
  if (messages.length === 0) return [];
  const rows = messages.map((message) => ({
    id: randomUUID(),
    submission_id: message.submissionId,
    purpose: message.purpose,
    recipient: message.recipient,
    reply_to: message.replyTo ?? null,
    subject: message.subject,
    body: message.body,
    headers: JSON.stringify(message.headers ?? {}),
    next_attempt_at: now.toISOString(),
    created_at: now.toISOString(),
  }));
  await trx.insertInto("outbox_message").values(rows).execute();
  return rows.map((row) => row.id);
}

export interface OutboxWorkerOptions {
  db: Kysely<Database>;
  transport: MailTransport;
  from: string;
  logger: Logger;
  /** Seconds between runs; 0: never on its own (runs only when asked). */
  intervalSeconds: number;
  /** Runs at every tick too: housekeeping such as forgetting spent captchas. */
  onTick?: (now: Date) => Promise<unknown>;
  /** Messages a run takes at most. */
  batchSize?: number;
}

export interface OutboxRun {
  sent: number;
  failed: number;
  gaveUp: number;
}

export function createOutboxWorker(options: OutboxWorkerOptions) {
  const { db, transport, logger } = options;
  const batchSize = options.batchSize ?? 20;
  let running: Promise<OutboxRun> | null = null;
  let again = false;
  let timer: NodeJS.Timeout | null = null;
  let stopped = false;

  async function claim(id: string, now: Date): Promise<boolean> {
    const result = await db
      .updateTable("outbox_message")
      .set((eb) => ({
        locked_until: new Date(now.getTime() + claimSeconds * 1000).toISOString(),
        attempts: eb("attempts", "+", 1),
      }))
      .where("id", "=", id)
      .where("sent_at", "is", null)
      .where("failed_at", "is", null)
      .where((eb) => eb.or([eb("locked_until", "is", null), eb("locked_until", "<", now.toISOString())]))
      .executeTakeFirst();
    return Number(result.numUpdatedRows) === 1;
  }

  async function runOnce(now = new Date()): Promise<OutboxRun> {
    const run: OutboxRun = { sent: 0, failed: 0, gaveUp: 0 };
    const due = await db
      .selectFrom("outbox_message")
      .select("id")
      .where("sent_at", "is", null)
      .where("failed_at", "is", null)
      .where("next_attempt_at", "<=", now.toISOString())
      .where((eb) => eb.or([eb("locked_until", "is", null), eb("locked_until", "<", now.toISOString())]))
      .orderBy("next_attempt_at")
      .limit(batchSize)
      .execute();
    for (const { id } of due) {
      if (!(await claim(id, now))) continue;
      const message = await db.selectFrom("outbox_message").selectAll().where("id", "=", id).executeTakeFirstOrThrow();
      try {
        await transport.send({
          id: message.id,
          from: options.from,
          to: message.recipient,
          replyTo: message.reply_to,
          subject: message.subject,
          text: message.body,
          headers: JSON.parse(message.headers) as Record<string, string>,
        });
        await db
          .updateTable("outbox_message")
          .set({ sent_at: new Date().toISOString(), locked_until: null, last_error: null })
          .where("id", "=", id)
          .execute();
        run.sent += 1;
      } catch (error) {
        const reason = error instanceof Error ? error.message : String(error);
        const next = afterFailure(message.attempts, new Date());
        await db
          .updateTable("outbox_message")
          .set(
            "giveUp" in next
              ? { failed_at: new Date().toISOString(), locked_until: null, last_error: reason.slice(0, 500) }
              : { next_attempt_at: next.retryAt.toISOString(), locked_until: null, last_error: reason.slice(0, 500) },
          )
          .where("id", "=", id)
          .execute();
        if ("giveUp" in next) {
          run.gaveUp += 1;
          logger.error({ outboxId: id, purpose: message.purpose, err: error }, "e-mail not sent: attempts used up");
        } else {
          run.failed += 1;
          logger.warn(
            { outboxId: id, purpose: message.purpose, attempts: message.attempts, reason },
            "e-mail not sent: will retry",
          );
        }
      }
    }
    await options.onTick?.(now);
    return run;
  }

  /** One run at a time; asked for during a run, one more follows it. */
  function run(): Promise<OutboxRun> {
    if (running) {
      again = true;
      return running;
    }
    running = runOnce()
      .catch((error) => {
        logger.warn({ err: error }, "outbox run failed");
        return { sent: 0, failed: 0, gaveUp: 0 };
      })
      .finally(() => {
        running = null;
        if (again && !stopped) {
          again = false;
          void run();
        }
      });
    return running;
  }

  function schedule() {
    if (stopped || options.intervalSeconds === 0) return;
    timer = setTimeout(async () => {
      await run();
      schedule();
    }, options.intervalSeconds * 1000);
    timer.unref();
  }

  return {
    runOnce,
    /** Sends what is due soon, without waiting for the next tick (after a submission). */
    kick: () => void run(),
    start() {
      schedule();
    },
    async stop() {
      stopped = true;
      if (timer) clearTimeout(timer);
      await running;
      transport.close();
    },
  };
}
export type OutboxWorker = ReturnType<typeof createOutboxWorker>;
