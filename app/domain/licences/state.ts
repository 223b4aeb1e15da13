import type { LicenceStatus } from "~/db/schema";

/**
 * Days left, days expired and the renewal state of a licence, from its expiration date and today.
 * Pure; dates are ISO `YYYY-MM-DD` days, and "today" is the service clock's day in UTC.
 */

/** Spec 2 §9 "Days-left warning threshold 30 days": from 30 days left down to 1, a licence is expiring. */
export const expiryWarningDays = 30;

/** The states a renewal verdict names (`KTS_EXPIRING`). */
export const licenceStates = ["ACTIVE", "EXPIRING", "EXPIRES_TODAY", "EXPIRED"] as const;
export type LicenceState = (typeof licenceStates)[number];

const isoDayPattern = /^(\d{4})-(\d{2})-(\d{2})$/;
const dayMs = 86_400_000;

/** The UTC day of a moment, as `YYYY-MM-DD`. */
export function isoDay(moment: Date): string {
  return moment.toISOString().slice(0, 10);
}

/** `day` moved by `days` (negative: earlier). */
export function addDays(day: string, days: number): string {
  return isoDay(new Date(dayNumber(day) * dayMs + days * dayMs));
}

/** True for a real calendar day written `YYYY-MM-DD` (not 2026-02-30). */
export function isIsoDay(value: string): boolean {
  const match = isoDayPattern.exec(value);
  if (!match) return false;
  const date = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])));
  return isoDay(date) === value;
}

function dayNumber(day: string): number {
  if (!isIsoDay(day)) throw new RangeError(`Not an ISO day: ${day}`);
  return Date.parse(`${day}T00:00:00Z`) / dayMs;
}

/** Whole days from `today` to `expiration`: positive before it, 0 on the day, negative after. */
function daysUntil(expiration: string, today: string): number {
  return dayNumber(expiration) - dayNumber(today);
}

/**
 * Days the licence still works after today; 0 on its last day and once expired.
 *
 * @example
 * daysLeft("2026-03-31", "2026-03-01") // 30
 */
export function daysLeft(expiration: string, today: string): number {
  return Math.max(0, daysUntil(expiration, today));
}

/**
 * Days since the licence's last day; 0 until it has passed.
 *
 * @example
 * daysExpired("2026-03-01", "2026-03-21") // 20
 */
export function daysExpired(expiration: string, today: string): number {
  return Math.max(0, -daysUntil(expiration, today));
}

/**
 * The renewal state: EXPIRED after the last day (or when the record's status says so),
 * EXPIRES_TODAY on it, EXPIRING with 1 to 30 days left, ACTIVE with more.
 *
 * @example
 * licenceState("2026-03-31", "2026-03-01") // "EXPIRING"
 * licenceState("2026-04-01", "2026-03-01") // "ACTIVE"
 */
export function licenceState(expiration: string, today: string, status: LicenceStatus = "active"): LicenceState {
  const days = daysUntil(expiration, today);
  if (status === "expired" || days < 0) return "EXPIRED";
  if (days === 0) return "EXPIRES_TODAY";
  return days <= expiryWarningDays ? "EXPIRING" : "ACTIVE";
}
