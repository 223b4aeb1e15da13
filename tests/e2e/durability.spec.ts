import { randomUUID } from "node:crypto";
import { Agent, request as httpRequest } from "node:http";

import pg from "pg";
import { describe, expect, it } from "vitest";
import { createDatabase } from "~/db/db.server";
import { startServer } from "./server-process";

/**
 * Every acknowledged submission is durable (issue: "kill -9 the server during 1 000 concurrent
 * submissions, restart, and count 0 acknowledged submissions missing"): the newsletter form is
 * posted 1 000 times at once, each from its own network; the server is killed with SIGKILL while
 * the answers arrive; after a restart, every submission it acknowledged must be in the database.
 * On SQLite, and on PostgreSQL when TEST_DATABASE_URL is set. `npm run test:durability` runs this alone.
 */

const submissions = 1000;
/** The server is killed once this many submissions have been acknowledged. */
const killAfter = 250;

interface Posted {
  status: number;
  body: string;
}

function post(port: number, agent: Agent, pathname: string, body: string, address: string): Promise<Posted> {
  return new Promise((resolve) => {
    const req = httpRequest(
      {
        host: "127.0.0.1",
        port,
        path: pathname,
        method: "POST",
        agent,
        headers: {
          host: `de-de.localhost:${port}`,
          "content-type": "application/x-www-form-urlencoded",
          "content-length": Buffer.byteLength(body),
          "x-forwarded-for": address,
        },
      },
      (res) => {
        let text = "";
        res.setEncoding("utf8");
        res.on("data", (chunk) => (text += chunk));
        res.on("end", () => resolve({ status: res.statusCode ?? 0, body: text }));
        res.on("error", () => resolve({ status: 0, body: "" }));
      },
    );
    // A connection cut by the kill is simply not an acknowledgement.
    req.on("error", () => resolve({ status: 0, body: "" }));
    req.end(body);
  });
}

async function tokens(port: number, count: number): Promise<string[]> {
  const out: string[] = [];
  for (let start = 0; start < count; start += 100) {
    const batch = await Promise.all(
      Array.from({ length: Math.min(100, count - start) }, () =>
        fetch(`http://127.0.0.1:${port}/_svc/FormService/token?form=newsletter`, {
          headers: { host: `de-de.localhost:${port}` },
        }).then(async (answer) => ((await answer.json()) as { token: string }).token),
      ),
    );
    out.push(...batch);
  }
  return out;
}

/** A fresh PostgreSQL schema for the server, through the connection URL's `options`. */
async function postgresSchema(url: string) {
  const schema = `durability_${randomUUID().replaceAll("-", "")}`;
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  await client.query(`create schema ${schema}`);
  await client.end();
  const withSchema = new URL(url);
  withSchema.searchParams.set("options", `-c search_path=${schema}`);
  return {
    schema,
    url: withSchema.toString(),
    async drop() {
      const cleanup = new pg.Client({ connectionString: url });
      await cleanup.connect();
      await cleanup.query(`drop schema if exists ${schema} cascade`);
      await cleanup.end();
    },
  };
}

const kinds = process.env.TEST_DATABASE_URL ? (["sqlite", "postgres"] as const) : (["sqlite"] as const);

describe.each(kinds)("durability on %s", (kind) => {
  it(`keeps every acknowledged submission when the server is killed (SIGKILL) during ${submissions} concurrent ones`, async () => {
    const postgres = kind === "postgres" ? await postgresSchema(process.env.TEST_DATABASE_URL ?? "") : null;
    const env = { OUTBOX_INTERVAL_SECONDS: "0", ...(postgres ? { DATABASE_URL: postgres.url } : {}) };
    const first = await startServer(env);
    const issued = await tokens(first.port, submissions);
    // Forms refuse what comes back faster than a person fills them in.
    await new Promise((resolve) => setTimeout(resolve, 3100));

    const agent = new Agent({ keepAlive: false, maxSockets: Number.POSITIVE_INFINITY });
    const acknowledged: string[] = [];
    let killing: Promise<void> | null = null;
    const answers = await Promise.all(
      issued.map(async (token, index) => {
        const body = new URLSearchParams({ _form: "newsletter", _token: token, email: `reader${index}@example.com` }).toString();
        // Each from its own /24 network, so the per-address and per-network limits do not apply.
        const answer = await post(first.port, agent, "/_svc/FormService/", body, `10.${index >> 8}.${index & 255}.9`);
        if (answer.status === 200) {
          acknowledged.push((JSON.parse(answer.body) as { id: string }).id);
          if (acknowledged.length >= killAfter && !killing) killing = first.kill();
        }
        return answer.status;
      }),
    );
    await killing;
    agent.destroy();
    expect(acknowledged.length).toBeGreaterThanOrEqual(killAfter);
    // The kill came in the middle: not every submission was answered.
    expect(answers.filter((status) => status === 200).length).toBeLessThan(submissions);

    const second = await startServer(env, { dataDir: first.dataDir });
    const database = await createDatabase({ databaseUrl: postgres?.url, dataDir: first.dataDir, searchPath: postgres?.schema });
    try {
      const stored = new Set<string>();
      for (let start = 0; start < acknowledged.length; start += 500) {
        const rows = await database.db
          .selectFrom("form_submission")
          .select("id")
          .where("id", "in", acknowledged.slice(start, start + 500))
          .execute();
        for (const row of rows) stored.add(row.id);
      }
      const missing = acknowledged.filter((id) => !stored.has(id));
      expect(missing).toEqual([]);
      // Each acknowledged submission has its confirmation e-mail in the outbox with it.
      const mail = await database.db
        .selectFrom("outbox_message")
        .select((eb) => eb.fn.countAll().as("count"))
        .where("submission_id", "in", acknowledged.slice(0, 500))
        .executeTakeFirst();
      expect(Number(mail?.count)).toBe(Math.min(500, acknowledged.length));
    } finally {
      await database.close();
      await second.stop();
      await postgres?.drop();
    }
  }, 180_000);
});
