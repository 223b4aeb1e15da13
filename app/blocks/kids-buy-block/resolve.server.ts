import { isProhibited } from "~/domain/pricing/country-rules";
import { chosenCurrency } from "~/domain/pricing/currency-choice";
import { kidsPriceListActive } from "~/domain/pricing/kids-rules";
import { formatMoney } from "~/domain/pricing/money";
import { samePack, sameTerm } from "~/domain/pricing/rules";
import { formatMessage } from "~/lib/messages";
import type { BuyBlockContext } from "../buy-block/resolve.server";
import { currencyView, termLabel } from "../buy-block/resolve.server";
import type { BlockOf } from "../schemas.server";
import type { KidsBuyBlockView } from "./view";

/**
 * Resolves the kids product's buy block (spec 2 §4): active only with an "active" price-list flag
 * and a price list id; the list's prices in the chosen currency with cart links; "missing" when
 * there are none (the block is ready, without a price).
 */
export async function resolveKidsBuyBlock(block: BlockOf<"kids-buy-block">, context: BuyBlockContext): Promise<KidsBuyBlockView> {
  const { site, content, pricing } = context;
  const texts = (await content.requireDocument(site.locale, "localization/buyblock-texts.json", "buyblock-texts")).document
    .fields;
  const currency = chosenCurrency(site, context.searchParams);
  const view: KidsBuyBlockView = {
    type: "kids-buy-block",
    id: block.id,
    heading: block.heading,
    text: block.text,
    state: "ready",
    message: null,
    autorenewOffered: block.autorenewOffered,
    // The no-JavaScript form says whether the box was ticked: unticked sends no `ar`.
    autorenew: block.autorenewOffered && (context.searchParams.has("kids") ? context.searchParams.get("ar") === "1" : true),
    prices: [],
    currency: currencyView(site, context.searchParams),
    texts: {
      buyText: texts.buyText,
      autorenew: texts.autorenew,
      currency: texts.currency,
      update: texts.update,
      error: texts.cartError,
      popupTitle: texts.autorenewPopupTitle,
      popupText: texts.autorenewPopupText,
      close: texts.close,
    },
  };
  if (isProhibited(block.product, context.country, site.locale)) {
    return { ...view, state: "unavailable", message: texts.buyblock_not_available_msg };
  }
  if (!block.priceListId || !kidsPriceListActive(block.priceList, block.priceListId)) return { ...view, state: "inactive" };

  const priceListId = block.priceListId;
  const list = (purchaseType: "Purchase" | "Renewal") =>
    pricing.getPricesByListId({ locale: site.locale, priceListId, currency, purchaseType }).catch((error: unknown) => {
      context.logger.warn({ err: error, priceListId }, "API not available");
      return [];
    });
  const [options, renewals] = await Promise.all([list("Purchase"), list("Renewal")]);
  const first = options[0];
  if (!first) return { ...view, state: "missing", message: texts.priceMissing };
  const links = await pricing.checkoutLinks({
    locale: site.locale,
    productId: first.product_id,
    priceIds: options.map((o) => o.id),
    storeArgs: context.storeArgs,
  });
  const oneYear = options.filter((option) => Number(option.term) === 1 && String(option.pack) === String(first.pack));
  return {
    ...view,
    prices: (oneYear.length > 0 ? oneYear : [first]).map((option) => {
      // The auto-renewal disclosure: the catalogue's renewal price of the plan, else its own price.
      const renewal = renewals.find(
        (candidate) => samePack(candidate.pack, option.pack) && sameTerm(candidate.term, option.term),
      );
      const term = termLabel(option, site.intlLocale);
      return {
        renewalText: option.autorenew
          ? formatMessage(site.intlLocale, texts.autorenewDisclosure, {
              price: formatMoney(renewal?.price_minor ?? option.price_minor, option.currency, site.intlLocale),
              term,
            })
          : null,
        id: option.id,
        autorenew: option.autorenew,
        price: formatMoney(option.price_minor, option.currency, site.intlLocale),
        priceStriked:
          option.price_striked_minor === null ? null : formatMoney(option.price_striked_minor, option.currency, site.intlLocale),
        termLabel: term,
        link: links.get(option.id) ?? null,
      };
    }),
  };
}
