import type { LicenceProductFamily, LicenceStatus } from "~/db/schema";
import { daysLeft, type LicenceState, licenceState, licenceStates } from "~/domain/licences/state";
import { type LocaleCode, type ResellerStore, requireSite, resellerStores } from "~/sites/locales";

/**
 * The licence verdict rule table (spec README point 12): which verdict a licence record gives on
 * a site today. The verdict texts are the ones spec 2 §4 routes on — `LOSTDAYS_FALLBACK_{partner}`,
 * `KSC_FAM_UNKNOWN`, `CHANNEL_FALLBACK`, `NOT_DR_CA_FALLBACK` — and otherwise a renewal verdict
 * `{PRODUCTCODE}_{STATE}` that names a verdict content file (`/lrc/verdicts/{folder}/{verdict}.json`).
 * Pure: no I/O; the service gathers the facts.
 */

/** Renewal verdict content folders (spec 2 §7 `/lrc/verdicts/{folder}/…`). */
export type VerdictFolder = "b2c" | "vsb" | "smb";

/** Product code of a renewal verdict and the folder of its content files. */
export const productCodes = {
  KTS: "b2c",
  KIS: "b2c",
  KAV: "b2c",
  KSOS: "vsb",
  KESB: "smb",
} as const satisfies Record<string, VerdictFolder>;
export type ProductCode = keyof typeof productCodes;

/**
 * Products that have renewal verdicts: product name → code and the family its licences belong to.
 * A Security Center (ksc) licence naming one of the smb products renews as that product.
 */
export const renewableProducts: Readonly<Record<string, { code: ProductCode; family: Exclude<LicenceProductFamily, "ksc"> }>> = {
  "total-security": { code: "KTS", family: "b2c" },
  "internet-security": { code: "KIS", family: "b2c" },
  antivirus: { code: "KAV", family: "b2c" },
  "small-office-security": { code: "KSOS", family: "vsb" },
  "endpoint-select": { code: "KESB", family: "smb" },
  "endpoint-advanced": { code: "KESB", family: "smb" },
  "endpoint-cloud": { code: "KESB", family: "smb" },
};

/** Sales channels a licence record may name. */
export const salesChannels = ["direct", "partner", "retail", ...resellerStores, "oem", "app-store", "subscription"] as const;
export type SalesChannel = (typeof salesChannels)[number];

/**
 * Where a channel's licences are renewed: on every site; only on the sites that sell through the
 * same reseller store (the store keeps the renewal); or never by us (the hardware maker, the app
 * store or the subscription provider renews them).
 */
export const channelRenewal: Readonly<Record<SalesChannel, "every-site" | "same-store" | "never">> = {
  direct: "every-site",
  partner: "every-site",
  retail: "every-site",
  "digital-river": "same-store",
  avangate: "same-store",
  nexway: "same-store",
  allsoft: "same-store",
  oem: "never",
  "app-store": "never",
  subscription: "never",
};

/** What the rules look at: the record's fields, its partner, the site and today. */
export interface VerdictInput {
  licence: {
    product: string;
    product_family: LicenceProductFamily;
    status: LicenceStatus;
    expiration_date: string;
    channel: string;
    country: string;
  };
  /** The partner that sold the licence; null for none. `href` set means it takes renewals itself. */
  partner: { id: string; href: string | null } | null;
  locale: LocaleCode;
  /** `YYYY-MM-DD`. */
  today: string;
}

/** One row of the table: the condition in words (docs and tests quote it), its test and its verdict. */
export interface VerdictRule {
  when: string;
  matches: (input: VerdictInput) => boolean;
  /** The verdict text; null means "no verdict": the lookup fails like an unknown serial. */
  verdict: (input: VerdictInput) => string | null;
}

/** The renewal code and family of a product name; undefined for a product without verdicts. */
export function renewableProduct(name: string) {
  return Object.hasOwn(renewableProducts, name) ? renewableProducts[name] : undefined;
}

function renewalOf(input: VerdictInput) {
  const product = renewableProduct(input.licence.product);
  if (!product) return null;
  const family = input.licence.product_family;
  return family === product.family || (family === "ksc" && product.family === "smb") ? product : null;
}

function channelRenewedOn(channel: string, locale: LocaleCode): boolean {
  const where = Object.hasOwn(channelRenewal, channel) ? channelRenewal[channel as SalesChannel] : "never";
  if (where === "every-site") return true;
  return where === "same-store" && requireSite(locale).store === (channel as ResellerStore);
}

/** The rules, first match wins. */
export const verdictRules: readonly VerdictRule[] = [
  {
    when: "the licence is blocked",
    matches: ({ licence }) => licence.status === "blocked",
    verdict: () => null,
  },
  {
    when: "a partner that takes renewals itself sold it and days are left, which renewing here would lose",
    matches: ({ licence, partner, today }) =>
      partner?.href != null && licence.status !== "expired" && daysLeft(licence.expiration_date, today) > 0,
    verdict: ({ partner }) => `LOSTDAYS_FALLBACK_${partner?.id.toUpperCase()}`,
  },
  {
    when: "a Security Center (ksc) licence whose product belongs to no renewable family",
    matches: (input) => input.licence.product_family === "ksc" && renewalOf(input) === null,
    verdict: () => "KSC_FAM_UNKNOWN",
  },
  {
    when: "its sales channel is not renewed on this site",
    matches: ({ licence, locale }) => !channelRenewedOn(licence.channel, locale),
    verdict: () => "CHANNEL_FALLBACK",
  },
  {
    when: "a Canadian licence not sold through Digital River, looked up outside the Canadian site",
    matches: ({ licence, locale }) => licence.country === "ca" && licence.channel !== "digital-river" && locale !== "en-ca",
    verdict: () => "NOT_DR_CA_FALLBACK",
  },
  {
    when: "a product with renewal verdicts: {PRODUCTCODE}_{STATE}",
    matches: (input) => renewalOf(input) !== null,
    verdict: (input) =>
      `${renewalOf(input)?.code}_${licenceState(input.licence.expiration_date, input.today, input.licence.status)}`,
  },
  {
    when: "anything else (a product without verdict content)",
    matches: () => true,
    verdict: () => null,
  },
];

/**
 * The verdict of a licence on a site today (spec 2 §4), or null when the lookup must fail.
 *
 * @example
 * licenceVerdict({ licence: { product: "total-security", product_family: "b2c", status: "active",
 *   expiration_date: "2026-03-11", channel: "retail", country: "us" }, partner: null,
 *   locale: "en-us", today: "2026-03-01" }) // "KTS_EXPIRING"
 */
export function licenceVerdict(input: VerdictInput): string | null {
  for (const rule of verdictRules) if (rule.matches(input)) return rule.verdict(input);
  return null;
}

/** The fallback verdicts of spec 2 §4: each goes to the b2c page with a disclaimer, not a verdict page. */
export const fallbackVerdicts = ["LOSTDAYS_FALLBACK", "KSC_FAM_UNKNOWN", "CHANNEL_FALLBACK", "NOT_DR_CA_FALLBACK"] as const;
export type FallbackVerdict = (typeof fallbackVerdicts)[number];

export type ParsedVerdict =
  | { kind: "fallback"; fallback: FallbackVerdict; partner: string | null }
  | { kind: "renewal"; code: ProductCode; state: LicenceState; folder: VerdictFolder };

const renewalPattern = new RegExp(`^(${Object.keys(productCodes).join("|")})_(${licenceStates.join("|")})$`);

/**
 * What a verdict text means, in any letter case (the verdict is lower-cased in URLs outside
 * en-us); null for a text this service never gives (spec 2 §8 "Invalid verdict name").
 *
 * @example
 * parseVerdict("kts_expiring") // { kind: "renewal", code: "KTS", state: "EXPIRING", folder: "b2c" }
 * parseVerdict("LOSTDAYS_FALLBACK_NORTHWIND") // { kind: "fallback", fallback: "LOSTDAYS_FALLBACK", partner: "northwind" }
 */
export function parseVerdict(verdict: string): ParsedVerdict | null {
  const text = verdict.toUpperCase();
  const lostDays = /^LOSTDAYS_FALLBACK_([A-Z0-9]{2,32})$/.exec(text);
  if (lostDays?.[1]) return { kind: "fallback", fallback: "LOSTDAYS_FALLBACK", partner: lostDays[1].toLowerCase() };
  const fallback = fallbackVerdicts.find((name) => name !== "LOSTDAYS_FALLBACK" && name === text);
  if (fallback) return { kind: "fallback", fallback, partner: null };
  const renewal = renewalPattern.exec(text);
  if (!renewal) return null;
  const code = renewal[1] as ProductCode;
  return { kind: "renewal", code, state: renewal[2] as LicenceState, folder: productCodes[code] };
}

/**
 * The content folder of a renewal verdict's file (`/lrc/verdicts/{folder}/{verdict}.json`), from
 * its product code; null for fallback verdicts (they have no verdict page) and unknown texts.
 *
 * @example
 * verdictFolder("KSOS_EXPIRED") // "vsb"
 * verdictFolder("CHANNEL_FALLBACK") // null
 */
export function verdictFolder(verdict: string): VerdictFolder | null {
  const parsed = parseVerdict(verdict);
  return parsed?.kind === "renewal" ? parsed.folder : null;
}
