import { createHmac, randomBytes, randomInt, timingSafeEqual } from "node:crypto";
import { createChallenge, type Payload, verifySolution } from "altcha-lib";
import { deriveKey } from "altcha-lib/algorithms/pbkdf2";
import type { Kysely } from "kysely";
import type { Database } from "~/db/schema";
import type { RedisConnection } from "~/lib/redis.server";
import { withTimeout } from "~/lib/timeout";

/**
 * The captcha of the marketing forms (spec 3 §5 "the captcha must have a response"), with no third
 * party: an ALTCHA proof-of-work challenge the browser solves in a worker, and for a browser
 * without JavaScript a small sum to answer, in the site's language. Either is accepted once: the
 * replay store records its id atomically (a primary key insert, or Redis SET NX), so of any number
 * of posts of one solution, one wins.
 */

/** How long a challenge may be solved and used for. */
export const challengeSeconds = 30 * 60;

export interface ReplayStore {
  /** Records `id` as used until `expiresAt`; false when it already was. */
  spend(id: string, expiresAt: Date): Promise<boolean>;
  /** Forgets ids past their expiry; returns how many. */
  purge(now: Date): Promise<number>;
}

/** The replay store in the database (SQLite or PostgreSQL): the insert either adds the row or conflicts. */
export function databaseReplayStore(db: Kysely<Database>): ReplayStore {
  return {
    async spend(id, expiresAt) {
      const result = await db
        .insertInto("captcha_spent")
        .values({ id, expires_at: expiresAt.toISOString() })
        .onConflict((conflict) => conflict.column("id").doNothing())
        .executeTakeFirst();
      return Number(result.numInsertedOrUpdatedRows ?? 0) === 1;
    },
    async purge(now) {
      const result = await db.deleteFrom("captcha_spent").where("expires_at", "<", now.toISOString()).executeTakeFirst();
      return Number(result.numDeletedRows);
    },
  };
}

/** The replay store in Redis: `SET … NX` with the challenge's remaining lifetime. */
export function redisReplayStore(redis: RedisConnection, prefix = "bastion:captcha:"): ReplayStore {
  return {
    async spend(id, expiresAt) {
      const seconds = Math.max(1, Math.ceil((expiresAt.getTime() - Date.now()) / 1000));
      const answer = await redis.client.set(`${prefix}${id}`, "1", "EX", seconds, "NX");
      return answer === "OK";
    },
    purge: async () => 0,
  };
}

export type CaptchaResult = { ok: true } | { ok: false; reason: "missing" | "invalid" | "replayed" };

export interface CaptchaOptions {
  secret: string;
  replay: ReplayStore;
  /** PBKDF2 iterations of one attempt. */
  cost: number;
  /** Attempts a browser works through (the counter, random between half this and this). */
  work: number;
}

/** The sum a browser without JavaScript answers instead: two numbers and a signed token of the answer. */
export interface CaptchaQuestion {
  first: number;
  second: number;
  token: string;
}

export function createCaptcha(options: CaptchaOptions) {
  const keySecret = createHmac("sha256", options.secret).update("altcha-key").digest("hex");
  const signatureSecret = createHmac("sha256", options.secret).update("altcha-signature").digest("hex");
  const questionSecret = createHmac("sha256", options.secret).update("captcha-question").digest("hex");

  const answerSignature = (nonce: string, expires: number, answer: string) =>
    createHmac("sha256", questionSecret).update(`${nonce}:${expires}:${answer}`).digest("base64url");

  return {
    /** A new ALTCHA challenge (the JSON the widget fetches). */
    async challenge() {
      const low = Math.max(1, Math.floor(options.work / 2));
      return createChallenge({
        algorithm: "PBKDF2/SHA-256",
        cost: options.cost,
        counter: randomInt(low, Math.max(low + 1, options.work)),
        deriveKey,
        expiresAt: Math.floor(Date.now() / 1000) + challengeSeconds,
        hmacSignatureSecret: signatureSecret,
        hmacKeySignatureSecret: keySecret,
      });
    },

    /** A sum for the form's `<noscript>` part. */
    question(now = new Date()): CaptchaQuestion {
      const first = randomInt(1, 10);
      const second = randomInt(1, 10);
      const nonce = randomBytes(12).toString("base64url");
      const expires = Math.floor(now.getTime() / 1000) + challengeSeconds;
      return { first, second, token: `${nonce}.${expires}.${answerSignature(nonce, expires, String(first + second))}` };
    },

    /**
     * Checks what a form posted: the widget's payload (`altcha`), else the sum's token and answer.
     * Accepted once only.
     */
    async verify(posted: { altcha?: string; questionToken?: string; answer?: string }, now = new Date()): Promise<CaptchaResult> {
      if (posted.altcha) return verifyPayload(posted.altcha, now);
      if (posted.questionToken && posted.answer !== undefined) return verifyAnswer(posted.questionToken, posted.answer, now);
      return { ok: false, reason: "missing" };
    },
  };

  async function verifyPayload(encoded: string, now: Date): Promise<CaptchaResult> {
    let payload: Payload;
    try {
      if (encoded.length > 4096) return { ok: false, reason: "invalid" };
      payload = JSON.parse(Buffer.from(encoded, "base64").toString("utf8")) as Payload;
      if (!payload?.challenge?.parameters || !payload.solution) return { ok: false, reason: "invalid" };
    } catch {
      return { ok: false, reason: "invalid" };
    }
    const parameters = payload.challenge.parameters;
    if (parameters.algorithm !== "PBKDF2/SHA-256" || parameters.cost !== options.cost) return { ok: false, reason: "invalid" };
    const expiresAt = parameters.expiresAt ?? 0;
    if (expiresAt * 1000 < now.getTime()) return { ok: false, reason: "invalid" };
    let verified = false;
    try {
      const result = await withTimeout(
        verifySolution({
          challenge: payload.challenge,
          solution: payload.solution,
          deriveKey,
          hmacSignatureSecret: signatureSecret,
          hmacKeySignatureSecret: keySecret,
        }),
        2000,
        "captcha verification",
      );
      verified = result.verified;
    } catch {
      verified = false;
    }
    if (!verified) return { ok: false, reason: "invalid" };
    const spent = await options.replay.spend(`a:${parameters.nonce}`, new Date(expiresAt * 1000));
    return spent ? { ok: true } : { ok: false, reason: "replayed" };
  }

  async function verifyAnswer(token: string, answer: string, now: Date): Promise<CaptchaResult> {
    const match = /^([A-Za-z0-9_-]{16})\.(\d{1,12})\.([A-Za-z0-9_-]{43})$/.exec(token);
    const digits = answer.trim();
    if (!match || !/^\d{1,3}$/.test(digits)) return { ok: false, reason: "invalid" };
    const [, nonce = "", expiresText = "", given = ""] = match;
    const expires = Number(expiresText);
    if (expires * 1000 < now.getTime()) return { ok: false, reason: "invalid" };
    // One answer per question: a wrong one spends it too, so a sum cannot be guessed by trying.
    const spent = await options.replay.spend(`q:${nonce}`, new Date(expires * 1000));
    if (!spent) return { ok: false, reason: "replayed" };
    const expected = Buffer.from(answerSignature(nonce, expires, String(Number(digits))));
    return timingSafeEqual(expected, Buffer.from(given)) ? { ok: true } : { ok: false, reason: "invalid" };
  }
}
export type Captcha = ReturnType<typeof createCaptcha>;
