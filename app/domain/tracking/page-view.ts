import type { ResellerStore } from "~/sites/locales";

/**
 * The tracking object of spec 1 §3, pushed to `window.dataLayer` as one `page_view` event per
 * page change. Verdict fields start empty on every change; the renewal pages fill them.
 */
export interface PageViewEvent {
  event: "page_view";
  pageName: string;
  siteLocale: string;
  verdict: VerdictFields;
  serialNumber: "";
  searchQuery: string;
  searchCount: number | null;
  currency: string;
  ecommerceProvider: string;
  staging: boolean;
  version: BuildInfo;
  referrer: string;
}

export interface VerdictFields {
  site: string;
  region: string;
  channel: string;
  partner: string;
  product: string;
  devices: string;
  term: string;
  licenseStatus: string;
  licenseType: string;
  partNumber: string;
}

export interface BuildInfo {
  revision: string;
  branch: string;
  date: string;
  sha: string;
  apiServer: string;
}

export const emptyVerdict: VerdictFields = {
  site: "",
  region: "",
  channel: "",
  partner: "",
  product: "",
  devices: "",
  term: "",
  licenseStatus: "",
  licenseType: "",
  partNumber: "",
};

/** E-commerce provider names by reseller store; the hosted store is the default (spec 1 §3). */
const providers: Record<ResellerStore, string> = {
  "digital-river": "Digital River",
  avangate: "Avangate",
  nexway: "Nexway",
  allsoft: "Allsoft",
};
export const defaultEcommerceProvider = "Hosted store";

export function ecommerceProvider(store: ResellerStore | undefined): string {
  return store ? providers[store] : defaultEcommerceProvider;
}

/** Pages that push their own events (spec 1 §4): no generic page view there. */
const ownTrackingPages = new Set(["lrc-verdict", "lrc-serial"]);

/**
 * Whether a page change pushes a page view: once per page name, never on the renewal verdict
 * and serial pages. Records the name in `seen` when it does.
 *
 * @example shouldTrackPageView("about", seen) // true, then false for "about" again
 */
export function shouldTrackPageView(pageName: string, seen: Set<string>): boolean {
  if (ownTrackingPages.has(pageName) || seen.has(pageName)) return false;
  seen.add(pageName);
  return true;
}

/**
 * The referrer of a page change (spec 1 §4): a stored referrer is used once (the caller removes
 * it either way); it is dropped when the previous URL was the renewal-center home. Otherwise the
 * previous in-site URL, or the document's referrer on the first page.
 */
export function nextReferrer(input: { stored: string | null; previousUrl: string | null; documentReferrer: string }): string {
  if (input.stored && !(input.previousUrl ?? "").includes("renewal-center/home")) return input.stored;
  return input.previousUrl ?? input.documentReferrer;
}

export function buildPageView(input: Omit<PageViewEvent, "event" | "verdict" | "serialNumber">): PageViewEvent {
  return { event: "page_view", ...input, verdict: { ...emptyVerdict }, serialNumber: "" };
}
