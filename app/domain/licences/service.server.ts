import { setTimeout as sleep } from "node:timers/promises";
import type { Kysely } from "kysely";
import type { Database, LicenceProductFamily, Partner } from "~/db/schema";
import type { DemoLicenceCalendar } from "~/domain/licences/demo-calendar.server";
import { acceptedLookupParams, type KeyValue, type LookupParams } from "~/domain/licences/lookup-params";
import { findPartner as findPartnerRow, getLicence, listPartners } from "~/domain/licences/repository.server";
import { normalizeSerial } from "~/domain/licences/serial";
import { daysExpired, daysLeft, isoDay, licenceState } from "~/domain/licences/state";
import { licenceVerdict } from "~/domain/licences/verdict-rules";
import type { LocaleCode } from "~/sites/locales";

/**
 * The licence service of spec 2 §3 and §7 (`POST /_svc/lrc.svc/{locale}/licenseinfo`): finds a
 * licence record by serial and answers its verdict (`verdict-rules.ts`) and details. Functions
 * take their dependencies first; `clock` decides what "today" is (its UTC day).
 */
export interface LicenceDeps {
  db: Kysely<Database>;
  clock: () => Date;
  /** Moves the demo licences to the clock's day before a lookup reads (absent: they stay as seeded). */
  demoLicences?: DemoLicenceCalendar;
}

/**
 * Every failed lookup (unknown serial, blocked licence, no verdict) takes at least this long, so
 * neither the answer nor its timing tells a serial that exists from one that does not. Well above
 * a lookup's own time (a few milliseconds), short enough not to bother a visitor who mistyped.
 */
export const failedLookupMinMs = 250;

/**
 * Waits until `failedLookupMinMs` have passed since `startedAt` (a `performance.now()` reading).
 * Every path that answers "no such licence" — the public call, the renewal forms, the partner
 * dialog, a serial in a page's query — waits through this, so all failures take the same time.
 */
export async function padFailedLookup(startedAt: number): Promise<void> {
  const wait = failedLookupMinMs - (performance.now() - startedAt);
  if (wait > 0) await sleep(wait);
}

/** Spec 2 §3 "Licence lookup result". */
export interface LicenceLookupResult {
  verdict: string;
  days_left: number;
  days_expired: number;
  license_count: number;
  license_days: number;
  expired: boolean;
  /** `YYYY-MM-DD`. */
  expiration_date: string;
  partnerid: string | null;
  partnerName: string | null;
  /** Who renews instead of us: the record's provider, else the partner's name. */
  provider: string | null;
  /** Where: the record's provider URL, else the partner's renewal page. */
  provider_url: string | null;
  sales_tracking: { pnumber: string; channel: string; license_type: string; reg_key: string };
  /** The serial searched, normalised (`KTS1-ACTIVE0-0000001`). */
  verdictSerial: string;
  /** `kpc-license-ownership` of the request, if given. */
  kpc: string | null;
  /** `edu` of the request, if given. */
  edu: string | null;
}

export interface LookupRequest {
  locale: LocaleCode;
  /** As typed: spaces, dashes and letter case do not matter. */
  serial: string;
  /** The Key/Value list of spec 2 §3; keys the site does not accept are ignored. */
  params?: readonly KeyValue[];
}

/** Why a lookup failed, for logs only: callers answer every "lookup-failed" the same way. */
export type LookupFailureCause = "unknown-serial" | "blocked" | "no-verdict";

export type LookupOutcome =
  | {
      ok: true;
      result: LicenceLookupResult;
      /** The request's parameters the site accepted. */
      params: LookupParams;
      /** Facts of the record the result does not carry, for routing and tracking. */
      licence: { country: string; product: string; productFamily: LicenceProductFamily };
    }
  | { ok: false; reason: "invalid-serial" }
  | { ok: false; reason: "lookup-failed"; cause: LookupFailureCause };

/**
 * Looks a licence up for a site. A serial that is not 18 or 32 letters and digits answers
 * "invalid-serial" at once; every other failure answers "lookup-failed" after at least
 * `failedLookupMinMs`.
 *
 * @example
 * await lookupLicence(deps, { locale: "en-us", serial: "kts1active00000001", params: [{ Key: "edu", Value: "1" }] })
 * // { ok: true, result: { verdict: "KTS_ACTIVE", days_left: 120, …, verdictSerial: "KTS1-ACTIVE0-0000001", edu: "1" }, params: { edu: "1" } }
 */
export async function lookupLicence(deps: LicenceDeps, request: LookupRequest): Promise<LookupOutcome> {
  const started = performance.now();
  const serial = normalizeSerial(request.serial);
  if (serial === null) return { ok: false, reason: "invalid-serial" };
  const params = acceptedLookupParams(request.locale, request.params ?? []);
  const today = isoDay(deps.clock());
  await deps.demoLicences?.keepCurrent(today);

  const found = await getLicence(deps.db, serial);
  const verdict = found && licenceVerdict({ licence: found.licence, partner: found.partner, locale: request.locale, today });
  if (!found || !verdict) {
    const cause: LookupFailureCause = !found ? "unknown-serial" : found.licence.status === "blocked" ? "blocked" : "no-verdict";
    await padFailedLookup(started);
    return { ok: false, reason: "lookup-failed", cause };
  }

  const { licence, partner } = found;
  const state = licenceState(licence.expiration_date, today, licence.status);
  const expired = state === "EXPIRED";
  return {
    ok: true,
    params,
    licence: { country: licence.country, product: licence.product, productFamily: licence.product_family },
    result: {
      verdict,
      days_left: expired ? 0 : daysLeft(licence.expiration_date, today),
      days_expired: daysExpired(licence.expiration_date, today),
      license_count: licence.license_count,
      license_days: licence.license_days,
      expired,
      expiration_date: licence.expiration_date,
      partnerid: partner?.id ?? null,
      partnerName: partner?.label ?? null,
      provider: licence.provider ?? partner?.label ?? null,
      provider_url: licence.provider_url ?? partner?.href ?? null,
      sales_tracking: {
        pnumber: licence.pnumber,
        channel: licence.channel,
        license_type: licence.license_type,
        reg_key: licence.reg_key,
      },
      verdictSerial: serial,
      kpc: params["kpc-license-ownership"] ?? null,
      edu: params.edu ?? null,
    },
  };
}

/** Spec 2 §3 "Partner mapping entries". */
export interface PartnerMappingEntry {
  id: string;
  label: string;
}

/**
 * The partner mapping of `GET /lrc/partner-mapping.json`: every partner's id and label, by label.
 *
 * @example
 * await getPartnerMapping(deps) // [{ id: "bluewave", label: "BlueWave Broadband" }, …]
 */
export async function getPartnerMapping(deps: Pick<LicenceDeps, "db">): Promise<PartnerMappingEntry[]> {
  return (await listPartners(deps.db)).map(({ id, label }) => ({ id, label }));
}

/**
 * The partner named by id or by name (spec 2 §7 "partner lookup by id or name"), without regard
 * to letter case; its `href` is its renewal page (null: our sites renew its licences).
 *
 * @example
 * await getPartner(deps, "Northwind Telecom") // { id: "northwind", label: "Northwind Telecom", href: "https://…" }
 */
export async function getPartner(deps: Pick<LicenceDeps, "db">, idOrName: string): Promise<Partner | null> {
  if (idOrName.length > 100) return null;
  return findPartnerRow(deps.db, idOrName);
}
