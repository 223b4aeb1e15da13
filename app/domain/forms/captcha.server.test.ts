import { randomUUID } from "node:crypto";
import { solveChallenge } from "altcha-lib";
import { deriveKey } from "altcha-lib/algorithms/pbkdf2";
import { beforeAll, describe, expect, it } from "vitest";
import { testDatabaseKinds, useTestDatabase } from "../../../tests/support/databases";
import { redisReady, testRedisUrl, useRedisConnection } from "../../../tests/support/redis";
import { type Captcha, createCaptcha, databaseReplayStore, type ReplayStore, redisReplayStore } from "./captcha.server";

/** A solved challenge as the widget posts it: base64 JSON of the challenge and its solution. */
async function solved(captcha: Captcha): Promise<string> {
  const challenge = await captcha.challenge();
  const solution = await solveChallenge({ challenge, deriveKey });
  if (!solution) throw new Error("no solution");
  return Buffer.from(JSON.stringify({ challenge, solution })).toString("base64");
}

/** The answer of a question, from its text: the sum of its two numbers. */
const sum = (question: { first: number; second: number }) => String(question.first + question.second);

function captchaTests(name: string, replayStore: () => ReplayStore) {
  describe(name, () => {
    const captcha = () =>
      createCaptcha({ secret: "a-test-secret-of-thirty-two-chars!", replay: replayStore(), cost: 1, work: 40 });

    it("accepts a solved ALTCHA challenge once, and refuses it replayed (spec 3 §5 captcha)", async () => {
      const payload = await solved(captcha());
      expect(await captcha().verify({ altcha: payload })).toEqual({ ok: true });
      expect(await captcha().verify({ altcha: payload })).toEqual({ ok: false, reason: "replayed" });
    });

    it("of 50 parallel uses of one solution, accepts exactly one", async () => {
      const payload = await solved(captcha());
      const results = await Promise.all(Array.from({ length: 50 }, () => captcha().verify({ altcha: payload })));
      expect(results.filter((result) => result.ok)).toHaveLength(1);
      expect(results.filter((result) => !result.ok && result.reason === "replayed")).toHaveLength(49);
    });

    it("refuses a missing, malformed, forged or expired payload", async () => {
      expect(await captcha().verify({})).toEqual({ ok: false, reason: "missing" });
      expect(await captcha().verify({ altcha: "not base64 json" })).toEqual({ ok: false, reason: "invalid" });
      const payload = JSON.parse(Buffer.from(await solved(captcha()), "base64").toString()) as {
        solution: { derivedKey: string };
        challenge: { parameters: { expiresAt: number } };
      };
      const key = payload.solution.derivedKey;
      const forgedKey = `${key[0] === "0" ? "1" : "0"}${key.slice(1)}`;
      const forged = { ...payload, solution: { ...payload.solution, derivedKey: forgedKey } };
      expect(await captcha().verify({ altcha: Buffer.from(JSON.stringify(forged)).toString("base64") })).toEqual({
        ok: false,
        reason: "invalid",
      });
      const later = new Date((payload.challenge.parameters.expiresAt + 1) * 1000);
      expect(await captcha().verify({ altcha: Buffer.from(JSON.stringify(payload)).toString("base64") }, later)).toEqual({
        ok: false,
        reason: "invalid",
      });
    });

    it("refuses a challenge signed with another secret", async () => {
      const other = createCaptcha({ secret: "another-secret-of-thirty-two-chars", replay: replayStore(), cost: 1, work: 40 });
      expect(await captcha().verify({ altcha: await solved(other) })).toEqual({ ok: false, reason: "invalid" });
    });

    it("accepts the right answer to the question shown without JavaScript, once", async () => {
      const question = captcha().question();
      expect(await captcha().verify({ questionToken: question.token, answer: sum(question) })).toEqual({ ok: true });
      expect(await captcha().verify({ questionToken: question.token, answer: sum(question) })).toEqual({
        ok: false,
        reason: "replayed",
      });
    });

    it("spends a question on a wrong answer, so a sum cannot be guessed by trying", async () => {
      const question = captcha().question();
      const wrong = String(question.first + question.second + 1);
      expect(await captcha().verify({ questionToken: question.token, answer: wrong })).toEqual({ ok: false, reason: "invalid" });
      expect(await captcha().verify({ questionToken: question.token, answer: sum(question) })).toEqual({
        ok: false,
        reason: "replayed",
      });
    });

    it("refuses an answer that is not a number, and a question past its time", async () => {
      const question = captcha().question();
      expect(await captcha().verify({ questionToken: question.token, answer: "twelve" })).toEqual({
        ok: false,
        reason: "invalid",
      });
      const old = captcha().question(new Date(Date.now() - 31 * 60 * 1000));
      expect(await captcha().verify({ questionToken: old.token, answer: sum(old) })).toEqual({ ok: false, reason: "invalid" });
    });
  });
}

describe.each(testDatabaseKinds())("the captcha with its replay store on %s", (kind) => {
  const database = useTestDatabase(kind);
  captchaTests("database", () => databaseReplayStore(database.db));

  it("forgets spent challenges once they expire", async () => {
    const store = databaseReplayStore(database.db);
    const id = randomUUID();
    expect(await store.spend(id, new Date(Date.now() - 1000))).toBe(true);
    expect(await store.purge(new Date())).toBeGreaterThanOrEqual(1);
    expect(await store.spend(id, new Date(Date.now() + 60_000))).toBe(true);
  });
});

const redisUrl = testRedisUrl();
describe.runIf(redisUrl)("the captcha with its replay store in Redis", () => {
  const redis = useRedisConnection(redisUrl);
  beforeAll(async () => {
    if (redis) await redisReady(redis);
  });
  const prefix = `test:${randomUUID()}:`;
  captchaTests("redis", () => redisReplayStore(redis as NonNullable<typeof redis>, prefix));
});
