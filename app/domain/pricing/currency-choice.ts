import type { Site } from "~/sites/locales";

/**
 * The currency a page shows prices in: the query's `currency` when the site offers it (the
 * currency selector sets it), else the site's default.
 *
 * @example chosenCurrency(requireSite("de-de"), new URLSearchParams("currency=chf")) // "CHF"
 */
export function chosenCurrency(site: Pick<Site, "currencies">, searchParams: URLSearchParams): string {
  const asked = searchParams.get("currency")?.toUpperCase();
  return asked && (site.currencies as readonly string[]).includes(asked) ? asked : (site.currencies[0] ?? "USD");
}
