import { createHmac, randomBytes, timingSafeEqual } from "node:crypto";

/**
 * The checks a person passes without noticing (spec 3 §5 asks for a captcha; these come first and
 * cost a bot its submission silently):
 * - a honeypot field hidden from people, which a form-filling bot fills in;
 * - a signed form token, rendered with the form, that must be at least `minFillSeconds` and at
 *   most `maxAgeSeconds` old when the form comes back. Its nonce is the submission's idempotency
 *   key: the same form posted twice is one submission.
 */

export const minFillSeconds = 3;
export const maxAgeSeconds = 2 * 60 * 60;

/** The honeypot's name: a field no definition may use (see `reservedNames`). */
export const honeypotName = "_fax";

export type TokenCheck = { ok: true; nonce: string; issuedAt: number } | { ok: false; reason: "invalid" | "tooFast" | "expired" };

function signature(secret: string, formId: string, nonce: string, issuedAt: number): string {
  return createHmac("sha256", secret).update(`form:${formId}:${nonce}:${issuedAt}`).digest("base64url");
}

/**
 * A token for one rendering of one form: `{nonce}.{issued at, seconds, base 36}.{signature}`.
 *
 * @example issueFormToken("secret…", "enterprise-contact", 1_790_000_000) // "k3J…x9.tmgq4g.Qm…"
 */
export function issueFormToken(
  secret: string,
  formId: string,
  nowSeconds: number,
  nonce = randomBytes(18).toString("base64url"),
): string {
  return `${nonce}.${nowSeconds.toString(36)}.${signature(secret, formId, nonce, nowSeconds)}`;
}

/** Checks a posted token: signed by us for this form, filled in for long enough, not too old. */
export function checkFormToken(secret: string, formId: string, token: string, nowSeconds: number): TokenCheck {
  const match = /^([A-Za-z0-9_-]{16,48})\.([0-9a-z]{1,10})\.([A-Za-z0-9_-]{43})$/.exec(token);
  if (!match) return { ok: false, reason: "invalid" };
  const [, nonce = "", issued = "", given = ""] = match;
  const issuedAt = Number.parseInt(issued, 36);
  const expected = Buffer.from(signature(secret, formId, nonce, issuedAt));
  if (
    !timingSafeEqual(expected, Buffer.from(given.padEnd(expected.length).slice(0, expected.length))) ||
    given.length !== expected.length
  )
    return { ok: false, reason: "invalid" };
  const age = nowSeconds - issuedAt;
  if (age < minFillSeconds) return { ok: false, reason: "tooFast" };
  if (age > maxAgeSeconds) return { ok: false, reason: "expired" };
  return { ok: true, nonce, issuedAt };
}
