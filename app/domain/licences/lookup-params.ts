import type { LocaleCode } from "~/sites/locales";

/**
 * The Key/Value list of a licence lookup request (spec 2 §3): which keys a site passes on. Pure.
 */

/** One entry of the lookup call's body (spec 2 §7), as the old site sent it. */
export interface KeyValue {
  Key: string;
  Value: string;
}

/** Keys every site passes on. */
export const commonLookupKeys = ["kpc-license-ownership", "edu", "uni", "kscup", "target-tier"] as const;

/** The activation parameters only en-us passes on, besides the common keys. */
export const activationLookupKeys = [
  "act-serial",
  "lic-id",
  "act-pid",
  "act-pv",
  "act-local",
  "act-lic-type",
  "act-lic-status",
  "act-lic-lifespan",
  "act-lic-daystillexpiration",
  "act-lic-dse",
  "act-lic-dayssinceinstall",
  "ppcs-id",
  "act-item",
  "ipcountry",
  "country",
] as const;

export type LookupParamKey = (typeof commonLookupKeys)[number] | (typeof activationLookupKeys)[number];
export type LookupParams = Partial<Record<LookupParamKey, string>>;

/** The keys a site accepts: on en-us the activation parameters too, elsewhere only the common ones. */
export function lookupParamKeys(locale: LocaleCode): readonly LookupParamKey[] {
  return locale === "en-us" ? [...activationLookupKeys, ...commonLookupKeys] : commonLookupKeys;
}

/**
 * The entries whose key the site accepts (compared without letter case), others dropped; a
 * repeated key keeps its last value.
 *
 * @example
 * acceptedLookupParams("de-de", [{ Key: "edu", Value: "1" }, { Key: "act-pid", Value: "7" }]) // { edu: "1" }
 */
export function acceptedLookupParams(locale: LocaleCode, entries: readonly KeyValue[]): LookupParams {
  const allowed = new Set<string>(lookupParamKeys(locale));
  const accepted: LookupParams = {};
  for (const { Key, Value } of entries) {
    const key = Key.trim().toLowerCase();
    if (allowed.has(key)) accepted[key as LookupParamKey] = Value;
  }
  return accepted;
}
