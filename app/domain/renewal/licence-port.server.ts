import type { Kysely } from "kysely";
import type { Database } from "~/db/schema";
import { checkLookupLimits, lookupLimits } from "~/domain/licences/lookup-limits.server";
import { normalizeSerial } from "~/domain/licences/serial";
import { lookupLicence } from "~/domain/licences/service.server";
import type { Logger } from "~/lib/logger.server";
import type { RateLimiter } from "~/lib/rate-limit.server";
import { isLocaleCode } from "~/sites/locales";
import type { LicenceLookupPort } from "./types";

/**
 * The renewal pages' licence lookups: the licence service behind the same rate limits as the
 * public call (per client address and per serial), with the licence's country and product for
 * routing and tracking.
 */
export function createLicenceLookup(deps: { db: Kysely<Database>; limiter: RateLimiter; logger: Logger }): LicenceLookupPort {
  const { limiter } = deps;
  return {
    async lookup({ locale, serial, params, clientIp }) {
      if (!isLocaleCode(locale)) return { status: "failed" };
      const normalized = normalizeSerial(serial) ?? serial.toUpperCase();
      const allowed = await checkLookupLimits(limiter, lookupLimits(clientIp, normalized), deps.logger);
      if (!allowed.allowed) return { status: "rate-limited", retryAfterSeconds: allowed.retryAfterSeconds };
      const outcome = await lookupLicence({ db: deps.db, clock: () => new Date() }, { locale, serial, params });
      if (!outcome.ok) return { status: "failed" };
      return { status: "ok", result: outcome.result, country: outcome.licence.country, product: outcome.licence.product };
    },
  };
}
