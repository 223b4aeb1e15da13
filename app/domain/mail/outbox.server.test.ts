import { mkdtemp, readdir, readFile, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeEach, describe, expect, it } from "vitest";
import { createLogger } from "~/lib/logger.server";
import { testDatabaseKinds, useTestDatabase } from "../../../tests/support/databases";
import { createOutboxWorker, enqueueMail } from "./outbox.server";
import { maxAttempts, retryDelaySeconds } from "./outbox-rules";
import { fileTransport, type MailTransport, type OutgoingMail } from "./transport.server";

const logger = createLogger({ level: "silent" });

/** A transport that records what it sends and fails the first `failures` sends. */
function recordingTransport(failures = 0) {
  const sent: OutgoingMail[] = [];
  let left = failures;
  const transport: MailTransport = {
    kind: "smtp",
    async send(mail) {
      if (left > 0) {
        left -= 1;
        throw new Error("421 try again later");
      }
      sent.push(mail);
    },
    close() {},
  };
  return { transport, sent };
}

const message = (subject: string) => ({
  submissionId: null,
  purpose: "test",
  recipient: "sales@example.com",
  replyTo: "visitor@example.com",
  subject,
  body: "Hello",
  headers: { "X-Test": "1" },
});

describe.each(testDatabaseKinds())("the e-mail outbox on %s", (kind) => {
  const database = useTestDatabase(kind);
  beforeEach(async () => {
    await database.db.deleteFrom("outbox_message").execute();
  });

  it("sends a due message once, and not again on the next run", async () => {
    const { transport, sent } = recordingTransport();
    const worker = createOutboxWorker({
      db: database.db,
      transport,
      from: "Site <no-reply@example.com>",
      logger,
      intervalSeconds: 0,
    });
    const now = new Date();
    const [id] = await enqueueMail(database.db, [message("one")], now);
    expect(await worker.runOnce(new Date(now.getTime() + 1000))).toEqual({ sent: 1, failed: 0, gaveUp: 0 });
    expect(await worker.runOnce(new Date(now.getTime() + 2000))).toEqual({ sent: 0, failed: 0, gaveUp: 0 });
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({
      id,
      to: "sales@example.com",
      replyTo: "visitor@example.com",
      subject: "one",
      headers: { "X-Test": "1" },
    });
    const row = await database.db
      .selectFrom("outbox_message")
      .selectAll()
      .where("id", "=", id as string)
      .executeTakeFirstOrThrow();
    expect(row.sent_at).not.toBeNull();
    expect(row.attempts).toBe(1);
  });

  it("retries a failed send after the backoff, then sends it", async () => {
    const { transport, sent } = recordingTransport(1);
    const worker = createOutboxWorker({ db: database.db, transport, from: "x@example.com", logger, intervalSeconds: 0 });
    const now = new Date();
    const [id] = await enqueueMail(database.db, [message("retry")], now);
    expect(await worker.runOnce(now)).toEqual({ sent: 0, failed: 1, gaveUp: 0 });
    const row = await database.db
      .selectFrom("outbox_message")
      .selectAll()
      .where("id", "=", id as string)
      .executeTakeFirstOrThrow();
    expect(row.last_error).toContain("421");
    const retryAt = new Date(row.next_attempt_at).getTime();
    expect(retryAt - Date.now()).toBeGreaterThan((retryDelaySeconds(1) - 5) * 1000);
    // Not before its time…
    expect(await worker.runOnce(new Date(retryAt - 1000))).toEqual({ sent: 0, failed: 0, gaveUp: 0 });
    // …and then once.
    expect(await worker.runOnce(new Date(retryAt + 1000))).toEqual({ sent: 1, failed: 0, gaveUp: 0 });
    expect(sent.map((mail) => mail.subject)).toEqual(["retry"]);
  });

  it("gives up after the last attempt and says so", async () => {
    const { transport } = recordingTransport(100);
    const worker = createOutboxWorker({ db: database.db, transport, from: "x@example.com", logger, intervalSeconds: 0 });
    const [id] = await enqueueMail(database.db, [message("never")], new Date());
    let at = Date.now();
    for (let attempt = 1; attempt <= maxAttempts; attempt += 1) {
      at += 2 * 3600 * 1000;
      await worker.runOnce(new Date(at));
    }
    const row = await database.db
      .selectFrom("outbox_message")
      .selectAll()
      .where("id", "=", id as string)
      .executeTakeFirstOrThrow();
    expect(row.attempts).toBe(maxAttempts);
    expect(row.failed_at).not.toBeNull();
    expect(await worker.runOnce(new Date(at + 10 * 3600 * 1000))).toEqual({ sent: 0, failed: 0, gaveUp: 0 });
  });

  it("sends each message once when two workers run at the same time", async () => {
    const first = recordingTransport();
    const second = recordingTransport();
    const options = { db: database.db, from: "x@example.com", logger, intervalSeconds: 0 };
    const one = createOutboxWorker({ ...options, transport: first.transport });
    const two = createOutboxWorker({ ...options, transport: second.transport });
    await enqueueMail(
      database.db,
      Array.from({ length: 12 }, (_, index) => message(`m${index}`)),
      new Date(),
    );
    const now = new Date(Date.now() + 1000);
    await Promise.all([one.runOnce(now), two.runOnce(now)]);
    const subjects = [...first.sent, ...second.sent].map((mail) => mail.subject).sort();
    expect(subjects).toEqual(Array.from({ length: 12 }, (_, index) => `m${index}`).sort());
  });

  it("takes over a message whose worker died while sending, after its claim runs out", async () => {
    const { transport, sent } = recordingTransport();
    const worker = createOutboxWorker({ db: database.db, transport, from: "x@example.com", logger, intervalSeconds: 0 });
    const now = new Date();
    const [id] = await enqueueMail(database.db, [message("orphan")], now);
    // A worker claimed it and died.
    await database.db
      .updateTable("outbox_message")
      .set({ locked_until: new Date(now.getTime() + 60_000).toISOString(), attempts: 1 })
      .where("id", "=", id as string)
      .execute();
    expect((await worker.runOnce(new Date(now.getTime() + 30_000))).sent).toBe(0);
    expect((await worker.runOnce(new Date(now.getTime() + 61_000))).sent).toBe(1);
    expect(sent).toHaveLength(1);
  });
});

describe("the file transport", () => {
  const dirs: string[] = [];
  afterAll(async () => {
    await Promise.all(dirs.map((dir) => rm(dir, { recursive: true, force: true })));
  });

  it("writes one .eml file a message, named by its id, that a mail program can open", async () => {
    const dir = await mkdtemp(path.join(tmpdir(), "bastion-mail-"));
    dirs.push(dir);
    const transport = fileTransport(dir);
    const id = "0b6f9d6e-5a8c-4df4-9a55-6f5f1f0b2c11";
    await transport.send({ id, from: "Site <no-reply@example.com>", to: "a@example.com", subject: "Grüße", text: "Hallo Welt" });
    // Sent again after a crash: the same file, not a second one.
    await transport.send({ id, from: "Site <no-reply@example.com>", to: "a@example.com", subject: "Grüße", text: "Hallo Welt" });
    expect(await readdir(dir)).toEqual([`${id}.eml`]);
    const eml = await readFile(path.join(dir, `${id}.eml`), "utf8");
    expect(eml).toContain("To: a@example.com");
    expect(eml).toContain(`Message-ID: <${id}@example.com>`);
    expect(eml).toMatch(/Subject: =\?UTF-8\?Q\?Gr=C3=BC=C3=9Fe\?=/);
    expect(eml).toContain("Hallo Welt");
  });
});
