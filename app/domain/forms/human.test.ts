import { describe, expect, it } from "vitest";
import { checkFormToken, issueFormToken, maxAgeSeconds, minFillSeconds } from "./human";

const secret = "test-secret-of-at-least-32-characters!!";
const formId = "enterprise-contact";
const issuedAt = 1_790_000_000;
const nonce = "AAAAbbbbCCCCddddEEEEffff";

/** The token's three parts: nonce, issue time in base 36, signature. */
const parts = (token: string) => {
  const [tokenNonce = "", time = "", signature = ""] = token.split(".");
  return { nonce: tokenNonce, time, signature };
};

/** A different character of the base64url alphabet in the same place. */
const flip = (text: string, at: number) => text.slice(0, at) + (text[at] === "A" ? "B" : "A") + text.slice(at + 1);

describe("the form token's age (filled in for at least minFillSeconds, at most maxAgeSeconds old)", () => {
  it("names 3 seconds and two hours", () => {
    expect(minFillSeconds).toBe(3);
    expect(maxAgeSeconds).toBe(7200);
  });

  it.each([
    [0, { ok: false, reason: "tooFast" }],
    [2, { ok: false, reason: "tooFast" }],
    [3, { ok: true, nonce, issuedAt }],
    [60, { ok: true, nonce, issuedAt }],
    [7200, { ok: true, nonce, issuedAt }],
    [7201, { ok: false, reason: "expired" }],
    [86_400, { ok: false, reason: "expired" }],
    [-60, { ok: false, reason: "tooFast" }],
  ])("posted %i s after rendering → %j", (age, check) => {
    const token = issueFormToken(secret, formId, issuedAt, nonce);
    expect(checkFormToken(secret, formId, token, issuedAt + age)).toEqual(check);
  });
});

describe("the form token's signature", () => {
  const token = issueFormToken(secret, formId, issuedAt, nonce);
  const { time, signature } = parts(token);
  const now = issuedAt + 30;

  it("is accepted for the form and secret it was issued with", () => {
    expect(checkFormToken(secret, formId, token, now)).toEqual({ ok: true, nonce, issuedAt });
  });

  it("is bound to its form: a token of another form is refused", () => {
    const otherForm = issueFormToken(secret, "partner-contact", issuedAt, nonce);
    expect(checkFormToken(secret, formId, otherForm, now)).toEqual({ ok: false, reason: "invalid" });
    expect(checkFormToken(secret, "partner-contact", token, now)).toEqual({ ok: false, reason: "invalid" });
  });

  it("is refused under another secret", () => {
    expect(checkFormToken("another-secret-of-at-least-32-chars!!", formId, token, now)).toEqual({ ok: false, reason: "invalid" });
  });

  it.each([
    ["a changed nonce", `${flip(nonce, 0)}.${time}.${signature}`],
    ["a longer nonce", `${nonce}x.${time}.${signature}`],
    ["an earlier issue time", `${nonce}.${(issuedAt - 3600).toString(36)}.${signature}`],
    ["a later issue time", `${nonce}.${(issuedAt + 1).toString(36)}.${signature}`],
    ["a changed first signature character", `${nonce}.${time}.${flip(signature, 0)}`],
    ["a changed last signature character", `${nonce}.${time}.${flip(signature, signature.length - 1)}`],
    [
      "the signature of another token",
      `${nonce}.${time}.${parts(issueFormToken(secret, formId, issuedAt, flip(nonce, 5))).signature}`,
    ],
  ])("is refused with %s", (_, tampered) => {
    expect(tampered).not.toBe(token);
    expect(checkFormToken(secret, formId, tampered, now)).toEqual({ ok: false, reason: "invalid" });
  });

  it.each([
    ["empty", ""],
    ["one part", nonce],
    ["two parts", `${nonce}.${time}`],
    ["four parts", `${token}.x`],
    ["a short signature", `${nonce}.${time}.${signature.slice(1)}`],
    ["a long signature", `${nonce}.${time}.${signature}A`],
    ["a padded signature", `${nonce}.${time}.${signature}=`],
    ["a short nonce", `abc.${time}.${signature}`],
    ["a nonce of 49 characters", `${"a".repeat(49)}.${time}.${signature}`],
    ["an upper-case time", `${nonce}.${time.toUpperCase()}.${signature}`],
    ["a negative time", `${nonce}.-${time}.${signature}`],
    ["an 11-digit time", `${nonce}.${"1".repeat(11)}.${signature}`],
    ["spaces around it", ` ${token} `],
    ["a line break after it", `${token}\n`],
    ["standard base64 characters", `${nonce.replace("A", "+")}.${time}.${signature.replace(/./, "/")}`],
  ])("is refused when malformed: %s", (_, malformed) => {
    expect(checkFormToken(secret, formId, malformed, now)).toEqual({ ok: false, reason: "invalid" });
  });
});

describe("the form token's nonce (the submission's idempotency key)", () => {
  it("comes back as issued, when given", () => {
    const token = issueFormToken(secret, formId, issuedAt, nonce);
    expect(parts(token).nonce).toBe(nonce);
    expect(checkFormToken(secret, formId, token, issuedAt + 10)).toMatchObject({ ok: true, nonce });
  });

  it("is random when not given, and comes back as issued", () => {
    const first = issueFormToken(secret, formId, issuedAt);
    const second = issueFormToken(secret, formId, issuedAt);
    expect(parts(first).nonce).not.toBe(parts(second).nonce);
    expect(parts(first).nonce).toMatch(/^[A-Za-z0-9_-]{24}$/);
    expect(checkFormToken(secret, formId, first, issuedAt + 10)).toEqual({ ok: true, nonce: parts(first).nonce, issuedAt });
    expect(checkFormToken(secret, formId, second, issuedAt + 10)).toEqual({ ok: true, nonce: parts(second).nonce, issuedAt });
  });

  it("writes the issue time in base 36", () => {
    expect(parts(issueFormToken(secret, formId, issuedAt, nonce)).time).toBe(issuedAt.toString(36));
  });
});
