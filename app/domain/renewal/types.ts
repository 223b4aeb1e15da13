import type { LicenceLookupResult } from "~/domain/licences/service.server";

/** The licence lookup result of spec 2 §3, as the licence service answers it. */
export type LicenceResult = LicenceLookupResult;

export type LookupAnswer =
  | { status: "ok"; result: LicenceResult; country: string | null; product: string }
  | { status: "failed" }
  | { status: "rate-limited"; retryAfterSeconds: number };

/** What the renewal pages need from the licence service. */
export interface LicenceLookupPort {
  lookup(query: {
    locale: string;
    serial: string;
    params: Array<{ Key: string; Value: string }>;
    clientIp: string;
  }): Promise<LookupAnswer>;
}

/** Kept server-side for the verdict page (never in the URL): the verdict and what it shows. */
export interface VerdictSession {
  /** The regional site the session belongs to; it is refused on any other. */
  locale: string;
  verdict: string;
  result: LicenceResult;
  product: string;
  createdAt: number;
}

/** A one-time message for the renewal home: a disclaimer, the failure text or no pricing. */
export interface RenewalNotice {
  /** `partner`: on the way to the partner's renewal page (`redirect`), after a post without JavaScript. */
  kind: "lost-days" | "ksc-family" | "channel" | "not-dr-ca" | "partner" | "failed" | "no-pricing" | "rate-limited";
  partnerName?: string | null;
  providerUrl?: string | null;
  daysLeft?: number;
  redirect?: { url: string; afterMs: number };
}
