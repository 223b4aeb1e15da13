import { requestContext } from "~/context";
import {
  checkLookupLimits,
  clientLimits,
  failureLimits,
  recordLookupFailure,
  serialLimit,
} from "~/domain/licences/lookup-limits.server";
import { maskSerial, normalizeSerial } from "~/domain/licences/serial";
import { lookupLicence } from "~/domain/licences/service.server";
import type { Route } from "./+types/licenseinfo";
import { json, licenceDeps, localeOf, lookupFailuresPerMinute, lookupRateLimiter, readKeyValueBody } from "./http.server";

/**
 * `POST /_svc/lrc.svc/{locale}/licenseinfo?serial={serial}` with a JSON array of `{ Key, Value }`
 * (spec 2 §3, §7): the licence lookup result. Answers, all `private, no-store`:
 * - 400 `{ error: "LRC Service: no serial" }` without a serial (spec 2 §5);
 * - 400 `{ error: "invalid parameter", field: "serial" | "body", message }` for a malformed one;
 * - 404 `{ error: "LRC Service: lookup failed" }` for every failed lookup (unknown serial, blocked
 *   licence), padded to the same minimum time (`failedLookupMinMs`), and for an unknown locale;
 * - 429 `{ error: "too many lookups", retryAfter }` with `Retry-After` past the client's lookup
 *   counts (counted first, for every request), the serial's count from this client, or a failure
 *   budget (see `lookup-limits.server.ts`).
 * Serials are logged masked only.
 */
export async function action({ request, params, url, context }: Route.ActionArgs) {
  const locale = localeOf(params);
  if (!locale) return json({ error: "unknown locale" }, 404);
  const { clientIp, logger } = context.get(requestContext);
  const limiter = lookupRateLimiter(context);

  const byClient = await checkLookupLimits(limiter, { count: clientLimits(clientIp) }, logger);
  if (!byClient.allowed) return tooManyLookups(byClient.retryAfterSeconds);

  const raw = url.searchParams.get("serial")?.trim() ?? "";
  if (raw === "") return json({ error: "LRC Service: no serial" }, 400);
  const serial = normalizeSerial(raw);
  if (!serial) return json({ error: "invalid parameter", field: "serial", message: "must be 18 or 32 letters and digits" }, 400);
  const body = await readKeyValueBody(request);
  if ("problem" in body) return json({ error: "invalid parameter", field: "body", message: body.problem }, 400);

  const budgets = failureLimits(clientIp, lookupFailuresPerMinute(context));
  const bySerial = await checkLookupLimits(limiter, { count: [serialLimit(clientIp, serial)], budgets }, logger);
  if (!bySerial.allowed) {
    logger.warn({ serial: maskSerial(serial) }, "licence lookup refused: serial or failure budget used up");
    return tooManyLookups(bySerial.retryAfterSeconds);
  }

  const outcome = await lookupLicence(licenceDeps(context), { locale, serial, params: body.entries });
  if (!outcome.ok) {
    const cause = outcome.reason === "lookup-failed" ? outcome.cause : outcome.reason;
    await recordLookupFailure(limiter, budgets, logger);
    logger.info({ serial: maskSerial(serial), locale, cause }, "licence lookup failed");
    return json({ error: "LRC Service: lookup failed" }, 404);
  }
  logger.info({ serial: maskSerial(serial), locale, verdict: outcome.result.verdict }, "licence lookup");
  return json(outcome.result);
}

/** A GET has nothing to look up. */
export function loader() {
  return json({ error: "method not allowed: POST a JSON array of { Key, Value }" }, 405, { Allow: "POST" });
}

function tooManyLookups(retryAfterSeconds: number): Response {
  return json({ error: "too many lookups", retryAfter: retryAfterSeconds }, 429, { "Retry-After": String(retryAfterSeconds) });
}
