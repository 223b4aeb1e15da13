import { platformFromUserAgent } from "~/domain/downloads/rules";
import { campaignStoreArgs } from "~/domain/pricing/campaign";
import { countryClass } from "~/domain/pricing/country-rules";

/**
 * The facts about a visitor a shared page may depend on (decision 021):
 * - `country`: the class of the visitor's country the country rules tell apart (`countryClass`);
 * - `platform`: the operating system the User-Agent names (download blocks choose by it);
 * - `campaign`: the campaign parameters kept in cookies (cart links carry them).
 * Nothing else about the visitor may change a page that is not marked private.
 */
export type VaryFact = "country" | "platform" | "campaign";

export const varyFacts: readonly VaryFact[] = ["country", "platform", "campaign"];

/** The raw request facts the visitor's facts come from. */
export interface VisitorSource {
  country: string | null;
  userAgent: string | null;
  cookie: string | null;
}

const noParameters = new URLSearchParams();

/**
 * What a fact reads as in a cache key: two visitors with the same key value for each fact a page
 * read get the same page.
 *
 * @example factKey("country", { country: "om", userAgent: null, cookie: null }) // "vpn+family"
 * @example factKey("platform", { country: null, userAgent: "… (Macintosh; …)", cookie: null }) // "macos"
 */
export function factKey(fact: VaryFact, source: VisitorSource): string {
  switch (fact) {
    case "country":
      return countryClass(source.country);
    case "platform":
      return platformFromUserAgent(source.userAgent) ?? "other";
    case "campaign":
      return campaignStoreArgs(source.cookie, noParameters);
  }
}

/**
 * The visitor's facts for one request, noting each one a page reads: the page cache keeps the
 * page per value of exactly those. Whatever reads a fact goes through here, so none is missed.
 */
export class Visitor {
  readonly read = new Set<VaryFact>();
  readonly #source: VisitorSource;

  constructor(source: VisitorSource) {
    this.#source = source;
  }

  /** Visitor country (lower-case alpha-2) when known; the page varies on its class. */
  get country(): string | null {
    this.read.add("country");
    return this.#source.country;
  }

  /** The User-Agent header; the page varies on the platform it names. */
  get userAgent(): string | null {
    this.read.add("platform");
    return this.#source.userAgent;
  }

  /** The campaign parameters for cart links: from this URL, else from the visitor's cookies. */
  storeArgs(searchParams: URLSearchParams): string | undefined {
    this.read.add("campaign");
    return campaignStoreArgs(this.#source.cookie, searchParams) || undefined;
  }
}
