import { describe, expect, it } from "vitest";
import { formatWithCurrencyFormat } from "~/domain/pricing/currency-format";
import { formatMoney, toMinor } from "~/domain/pricing/money";
import type { CurrencyEntry } from "~/domain/pricing/types";
import { sites } from "~/sites/locales";
import { request } from "./support";

/**
 * The price API's currency entries (spec 2 §3, §7 `currency/list`) and the amounts the pages print
 * agree: formatting an amount with a site's entry gives exactly what that site's pages show.
 */
async function currencyEntries(locale: string): Promise<CurrencyEntry[]> {
  const answer = await request(`/_svc/price.svc/${locale}/currency/list`);
  expect(answer.status).toBe(200);
  return (JSON.parse(answer.body) as { currencies: CurrencyEntry[] }).currencies;
}

describe("currency entries and page amounts", () => {
  it.each([...sites.values()].map((site) => [site.locale, site.intlLocale, site.currencies] as const))(
    "%s: each currency's entry formats amounts exactly as formatMoney does",
    async (locale, intlLocale, currencies) => {
      const entries = await currencyEntries(locale);
      expect(entries.map((entry) => entry.code)).toEqual(currencies);
      for (const entry of entries) {
        for (const minor of [0, 4990, 123_456, 99_999_999]) {
          expect(formatWithCurrencyFormat(minor, entry)).toBe(formatMoney(minor, entry.code, intlLocale));
        }
      }
    },
  );

  it("de-de's CHF entry says what its pages print: 49,90 CHF, not CHF 49.90", async () => {
    const chf = (await currencyEntries("de-de")).find((entry) => entry.code === "CHF");
    expect(chf).toMatchObject({
      template: "{amount}\u00a0{symbol}",
      group_separator: ".",
      decimal_separator: ",",
      locale: "de-DE",
    });
    if (!chf) throw new Error("de-de offers CHF");
    expect(formatWithCurrencyFormat(4990, chf)).toBe("49,90\u00a0CHF");

    // The product page in CHF prints the price service's amounts in the entry's format.
    const options = JSON.parse(
      (await request("/_svc/price.svc/de-de/product/price?name=total-security&ptype=Purchase&currency=CHF")).body,
    ) as Array<{ price: number }>;
    expect(options.length).toBeGreaterThan(0);
    const page = (await request("/total-security?currency=CHF", { host: "de-de.localhost" })).body;
    const printed = [...page.matchAll(/\d{1,3}(?:\.\d{3})*,\d{2}\u00a0CHF/g)].map((match) => match[0]);
    expect(printed.length).toBeGreaterThan(0);
    // The price service's amounts are on the page as the entry writes them…
    const first = options[0];
    expect(printed).toContain(formatWithCurrencyFormat(toMinor(first?.price ?? 0, "CHF"), chf));
    // …and every CHF amount on it (prices, former prices, bundles) is written the entry's way.
    for (const amount of printed) expect(formatWithCurrencyFormat(Number(amount.replace(/\D/g, "")), chf)).toBe(amount);
    expect(page).not.toMatch(/CHF\u00a0\d/);
  });
});
