import type { LocaleCode } from "~/sites/locales";

/** The parts of a lookup result that decide where the visitor goes (spec 2 §3, §4). */
export interface VerdictInput {
  verdict: string;
  days_left: number;
  partnerid: string | null;
  partnerName: string | null;
  provider_url: string | null;
  /** Lower-case ISO country of the licence, when known. */
  country?: string | null;
}

export type Disclaimer = "lost-days" | "ksc-family" | "channel" | "not-dr-ca";

/** Where a lookup sends the visitor. */
export type RenewalDecision =
  | { type: "verdict"; verdict: string; location: LocaleCode }
  | {
      type: "disclaimer";
      disclaimer: Disclaimer;
      /** The consumer renewal home, which shows the disclaimer. */
      page: "/renewal-center/home";
      partnerName?: string | null;
      providerUrl?: string | null;
      daysLeft?: number;
      /** NOT_DR_CA_FALLBACK: the browser moves on to the Canadian renewal page after a delay. */
      redirect?: { url: string; afterMs: number };
    }
  | { type: "failure"; page: FailurePage };

/** The consumer ("b2c") and business ("b2b") renewal homes (spec 1 §2.6: /lrc/b2c-hp, /lrc/b2b-hp). */
type FailurePage = "/renewal-center/home" | "/renewal-center/vsb";

/** What a renewal entry page does with a lookup: where a failed one returns, which query parameters go on. */
export interface RenewalEntryPage {
  failure: FailurePage;
  /** `allowed`: the lookup parameters of spec 2 §3; `serial-only`: none but the serial. */
  params: "allowed" | "serial-only";
}

/**
 * The renewal center's pages with a licence key form, by route name (spec 2 §2, §4): "If the
 * lookup fails: go to the b2b home when the path is /renewal-center/vsb" (and its aliases
 * /lrc/ksos, /lrc/b2b-hp), and from the business trial pages /trial-center/vsb, /trial-center/smb
 * and /lrc/b2b-hp-att ("on failure to the b2c or b2b home"); "else b2c home", /renewal-center/smb
 * included. "/renewal-center/smb takes only the serial variants."
 */
export const renewalEntryPages: Readonly<Record<string, RenewalEntryPage>> = {
  "lrc-b2c": { failure: "/renewal-center/home", params: "allowed" },
  "lrc-b2b": { failure: "/renewal-center/vsb", params: "allowed" },
  "lrc-smb": { failure: "/renewal-center/home", params: "serial-only" },
  "lrc-serial": { failure: "/renewal-center/home", params: "allowed" },
  "lrc-b2c-att": { failure: "/renewal-center/home", params: "allowed" },
  "lrc-b2b-att": { failure: "/renewal-center/vsb", params: "allowed" },
};

/**
 * The entry page a route name is, or null for pages without a licence key form.
 *
 * @example renewalEntryPage("lrc-smb") // { failure: "/renewal-center/home", params: "serial-only" }
 */
export function renewalEntryPage(routeName: string): RenewalEntryPage | null {
  return Object.hasOwn(renewalEntryPages, routeName) ? (renewalEntryPages[routeName] ?? null) : null;
}

/** Spec 2 §9: "redirect after NOT_DR_CA_FALLBACK 2000 ms". */
export const canadaRedirectMs = 2000;

/**
 * The routing table of spec 2 §4, in its order:
 * LOSTDAYS_FALLBACK_{partner} → b2c page with that partner's disclaimer (link = provider_url);
 * KSC_FAM_UNKNOWN / CHANNEL_FALLBACK → b2c page with their disclaimers; NOT_DR_CA_FALLBACK → b2c
 * page, then after 2 s the Canadian site's renewal page with the serial; anything else → the
 * verdict page (verdict lower-cased unless the locale is en-us), located on en-ca for a Canadian
 * licence. A failed lookup goes to the home `renewalEntryPages` gives the page (by route name):
 * the b2b home from the business renewal and trial pages, else the b2c home.
 *
 * @example routeVerdict(null, { locale: "de-de", page: "lrc-b2b-att", serial: "", canadaRenewalUrl: "" }) // { type: "failure", page: "/renewal-center/vsb" }
 */
export function routeVerdict(
  result: VerdictInput | null,
  context: { locale: LocaleCode; page: string; serial: string; canadaRenewalUrl: string },
): RenewalDecision {
  if (!result) return { type: "failure", page: renewalEntryPage(context.page)?.failure ?? "/renewal-center/home" };
  const verdict = result.verdict;
  if (verdict.startsWith("LOSTDAYS_FALLBACK_")) {
    return {
      type: "disclaimer",
      disclaimer: "lost-days",
      page: "/renewal-center/home",
      partnerName: result.partnerName,
      providerUrl: result.provider_url,
      daysLeft: result.days_left,
    };
  }
  if (verdict.includes("KSC_FAM_UNKNOWN")) return { type: "disclaimer", disclaimer: "ksc-family", page: "/renewal-center/home" };
  if (verdict.includes("CHANNEL_FALLBACK")) return { type: "disclaimer", disclaimer: "channel", page: "/renewal-center/home" };
  if (verdict.includes("NOT_DR_CA_FALLBACK")) {
    const url = new URL(context.canadaRenewalUrl);
    url.searchParams.set("serial", context.serial);
    return {
      type: "disclaimer",
      disclaimer: "not-dr-ca",
      page: "/renewal-center/home",
      redirect: { url: url.href, afterMs: canadaRedirectMs },
    };
  }
  return {
    type: "verdict",
    verdict: context.locale === "en-us" ? verdict : verdict.toLowerCase(),
    location: result.country === "ca" ? "en-ca" : context.locale,
  };
}
