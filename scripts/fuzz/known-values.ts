import fc from "fast-check";
import { priceOptionId } from "~/db/seed-prices";
import { activationLookupKeys, commonLookupKeys } from "~/domain/licences/lookup-params";
import { routeTable } from "~/routing/route-table";
import { currencyCodes, localeCodes, sites } from "~/sites/locales";
import licences from "../../data/licences.json" with { type: "json" };
import partners from "../../data/partners.json" with { type: "json" };
import consumerPrices from "../../data/prices/consumer.json" with { type: "json" };
import premiumServices from "../../data/prices/premium-services.json" with { type: "json" };
import products from "../../data/products.json" with { type: "json" };
import stores from "../../data/stores.json" with { type: "json" };

/**
 * Values the server knows, read from the seed catalogue and the site registry, so that a share of
 * the fuzzer's requests gets past validation into the services (a known product, a demo serial
 * that is looked up and routed, a price id that builds a cart link).
 */

const offerIds = consumerPrices.flatMap((list) => list.offers.map((offer) => offer.id)).slice(0, 12);

export const known = {
  locales: localeCodes,
  currencies: currencyCodes,
  productionHosts: [...sites.values()].map((site) => site.host),
  siteCurrencies: new Map([...sites.values()].map((site) => [site.locale, site.currencies])),
  productNames: products.map((product) => product.name),
  productTitles: products.map((product) => product.title),
  productIds: products.map((product) => String(product.id)),
  storeIds: stores.map((store) => store.id),
  priceListIds: [...premiumServices, ...consumerPrices].flatMap((list) =>
    "priceListId" in list && list.priceListId ? [list.priceListId] : [],
  ),
  priceIds: offerIds.flatMap((offer) =>
    (["de-de", "en-us", "en-global"] as const).flatMap((locale) =>
      [true, false].map((autorenew) => String(priceOptionId(offer, autorenew, locale, locale === "de-de" ? "EUR" : "USD"))),
    ),
  ),
  serials: licences.map((licence) => licence.serial),
  partnerIds: partners.map((partner) => partner.id),
  lookupKeys: [...commonLookupKeys, ...activationLookupKeys],
};

const serialCharacter = fc.constantFrom(..."ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789");

/**
 * Serials: the demo ones in any spelling (found, so the lookup runs to a verdict), and random ones
 * of the right lengths (unknown, so the failed-lookup path runs).
 */
export const serialValue: fc.Arbitrary<string> = fc.oneof(
  fc.constantFrom(...known.serials),
  fc.constantFrom(...known.serials).map((serial) => serial.replaceAll("-", "").toLowerCase()),
  fc.constantFrom(...known.serials).map((serial) => serial.replaceAll("-", " ")),
  fc.string({ unit: serialCharacter, minLength: 18, maxLength: 18 }),
  fc.string({ unit: serialCharacter, minLength: 32, maxLength: 32 }),
  fc.string({ unit: serialCharacter, minLength: 1, maxLength: 40 }),
);

/** Values of a `url` parameter: the site's paths, other sites' URLs, protocol-relative ones. */
export const pagePathValue: fc.Arbitrary<string> = fc.oneof(
  fc.constantFrom(...routeTable.map((entry) => entry.path)),
  fc.constantFrom(...known.productionHosts).map((host) => `https://${host}/renewal-center/home?x=1`),
  fc.webUrl({ withQueryParameters: true, withFragments: true }),
  fc.webPath(),
  fc.constantFrom("//evil.example/about", "/\\evil.example", "javascript:alert(1)", "http://[::1]/", "http://a:b@c/"),
);

/** `navigator.languages` joined, or Accept-Language headers. */
export const languageListValue: fc.Arbitrary<string> = fc
  .array(fc.constantFrom("de-DE", "en", "en-US;q=0.8", "ar-AE", "nb", "no", "zh-Hant-TW", "*", "x-klingon", "fr;q=0"), {
    maxLength: 12,
  })
  .map((tags) => tags.join(","));
