import { chosenCurrency } from "~/domain/pricing/currency-choice";
import { formatMoney } from "~/domain/pricing/money";
import { formatMessage } from "~/lib/messages";
import type { BuyBlockContext } from "../buy-block/resolve.server";
import type { BlockOf } from "../schemas.server";
import type { PremiumGridView, PremiumHeaderView, PremiumOfferSectionView, PremiumOneTimeOffersView, ServicePrice } from "./view";

type Texts = { buyText: string; priceMissing: string; perSession: string };

async function textsOf(context: BuyBlockContext): Promise<Texts> {
  const { content, site } = context;
  const [buyBlock, general] = await Promise.all([
    content.requireDocument(site.locale, "localization/buyblock-texts.json", "buyblock-texts"),
    content.requireDocument(site.locale, "localization/general-translations.json", "general-translations"),
  ]);
  return {
    buyText: buyBlock.document.fields.buyText,
    priceMissing: buyBlock.document.fields.priceMissing,
    perSession: general.document.fields.servicePerSession,
  };
}

/**
 * A service's price in the visitor's currency and its cart link, from the catalogue; when the
 * service has no price here (or prices do not answer), the block says so instead, and the page
 * is not kept by the cache (the warning marks it degraded).
 */
async function servicePrice(service: string, context: BuyBlockContext, texts: Texts): Promise<ServicePrice> {
  const { site, pricing } = context;
  const unavailable: ServicePrice = { price: null, cartHref: null, buyText: texts.buyText, unavailable: texts.priceMissing };
  try {
    const options = await pricing.getPrices({
      locale: site.locale,
      name: service,
      purchaseType: "Purchase",
      currency: chosenCurrency(site, context.searchParams),
      store: site.store,
    });
    const option = options[0];
    if (!option) {
      context.logger.warn({ service }, "premium service has no price on this site");
      return unavailable;
    }
    const links = await pricing.checkoutLinks({
      locale: site.locale,
      productId: option.product_id,
      priceIds: [option.id],
      storeArgs: context.storeArgs,
    });
    return {
      price: formatMessage(site.intlLocale, texts.perSession, {
        price: formatMoney(option.price_minor, option.currency, site.intlLocale),
      }),
      cartHref: links.get(option.id) ?? null,
      buyText: texts.buyText,
      unavailable: null,
    };
  } catch (error) {
    context.logger.warn({ err: error, service }, "API not available");
    return unavailable;
  }
}

export async function resolvePremiumHeader(
  block: BlockOf<"premium-header">,
  context: BuyBlockContext,
): Promise<PremiumHeaderView> {
  const texts = await textsOf(context);
  const { service, ...rest } = block;
  return { ...rest, price: service ? await servicePrice(service, context, texts) : null };
}

export async function resolvePremiumGrid(block: BlockOf<"premium-grid">, context: BuyBlockContext): Promise<PremiumGridView> {
  const texts = await textsOf(context);
  return {
    ...block,
    services: await Promise.all(
      block.services.map(async ({ service, ...card }) => ({ ...card, price: await servicePrice(service, context, texts) })),
    ),
  };
}

export async function resolvePremiumOneTimeOffers(
  block: BlockOf<"premium-one-time-offers">,
  context: BuyBlockContext,
): Promise<PremiumOneTimeOffersView> {
  const texts = await textsOf(context);
  return {
    ...block,
    offers: await Promise.all(
      block.offers.map(async ({ service, ...offer }) => ({ ...offer, price: await servicePrice(service, context, texts) })),
    ),
  };
}

export async function resolvePremiumOfferSection(
  block: BlockOf<"premium-offer-section">,
  context: BuyBlockContext,
): Promise<PremiumOfferSectionView> {
  const texts = await textsOf(context);
  const { service, ...rest } = block;
  return { ...rest, price: await servicePrice(service, context, texts) };
}
