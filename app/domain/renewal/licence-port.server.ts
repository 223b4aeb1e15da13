import { checkLookupLimits, failureLimits, lookupLimits, recordLookupFailure } from "~/domain/licences/lookup-limits.server";
import { normalizeSerial } from "~/domain/licences/serial";
import { type LicenceDeps, lookupLicence } from "~/domain/licences/service.server";
import type { Logger } from "~/lib/logger.server";
import type { RateLimiter } from "~/lib/rate-limit.server";
import { isLocaleCode } from "~/sites/locales";
import type { LicenceLookupPort } from "./types";

/**
 * The renewal pages' licence lookups: the licence service behind the same rate limits as the
 * public call (lookups per client, network and serial; failure budgets per client, network and
 * for everyone), with the licence's country and product for routing and tracking.
 */
export function createLicenceLookup(deps: {
  /** The licence service's dependencies (the server's `licenceService`). */
  service: LicenceDeps;
  limiter: RateLimiter;
  logger: Logger;
  /** The configured ceiling of failed lookups per minute for everyone together. */
  failuresPerMinute: number;
}): LicenceLookupPort {
  const { limiter, logger } = deps;
  return {
    async lookup({ locale, serial, params, clientIp }) {
      if (!isLocaleCode(locale)) return { status: "failed" };
      const normalized = normalizeSerial(serial) ?? serial.toUpperCase();
      const budgets = failureLimits(clientIp, deps.failuresPerMinute);
      const allowed = await checkLookupLimits(limiter, { count: lookupLimits(clientIp, normalized), budgets }, logger);
      if (!allowed.allowed) return { status: "rate-limited", retryAfterSeconds: allowed.retryAfterSeconds };
      const outcome = await lookupLicence(deps.service, { locale, serial, params });
      if (!outcome.ok) {
        await recordLookupFailure(limiter, budgets, logger);
        return { status: "failed" };
      }
      return { status: "ok", result: outcome.result, country: outcome.licence.country, product: outcome.licence.product };
    },
  };
}
