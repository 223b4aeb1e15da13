import { productNames } from "~/domain/content/product-names.server";
import type { ContentDocument } from "~/domain/content/schemas.server";
import type { ContentService } from "~/domain/content/service.server";
import { isProhibited } from "~/domain/pricing/country-rules";
import { chosenCurrency } from "~/domain/pricing/currency-choice";
import type { PricingPort } from "~/domain/pricing/port.server";
import {
  businessPackEntry,
  limitItems,
  nearestPackAtOrAbove,
  preselect,
  samePack,
  showCurrencySelector,
} from "~/domain/pricing/rules";
import { resolveSelection, type WantedSelection } from "~/domain/pricing/selection";
import type { PriceOption, PurchaseType } from "~/domain/pricing/types";
import type { RenewalNotice } from "~/domain/renewal/types";
import { displayNames } from "~/lib/intl-formats";
import type { Logger } from "~/lib/logger.server";
import { type FormatMessage, messageFormatter } from "~/lib/messages";
import type { Site } from "~/sites/locales";
import type { BlockOf } from "../schemas.server";
import { optionViews } from "./options.server";
import type { BuyBlockView, BuyProductView } from "./view";

export { termLabel } from "./options.server";

export interface BuyBlockContext {
  content: ContentService;
  pricing: PricingPort;
  site: Site;
  country: string | null;
  /** The page URL's query: the no-JavaScript form's choices and the chosen currency. */
  searchParams: URLSearchParams;
  logger: Logger;
  /** The renewal center's one-time notice for this visitor, if any (shown by the serial form). */
  notice?: RenewalNotice | null;
  /**
   * On a verdict page: buy links go to our own checkout redirect (`renewalCheckoutHref`), which
   * adds the licence's serial from the visitor's session on the server, so the page never holds it.
   */
  renewalCheckout?: boolean;
  /** On a verdict page: the licence's size; offers start at the nearest pack at or above it. */
  licenceSize?: number;
  /** Campaign and affiliate parameters for the stores (`campaign-cookies.ts`), as a query string. */
  storeArgs?: string;
}

/** The renewal checkout redirect of one price (`app/routes/lrc-checkout.ts`). */
export function renewalCheckoutHref(productId: number, priceId: number): string {
  return `/lrc/checkout?product=${productId}&price=${priceId}`;
}

/**
 * At most 30 items in a buy block (spec 2 §5, §9): an item is a row the visitor picks, a pack;
 * the options of the packs past the limit are dropped, with the warning.
 */
function limitRows(options: readonly PriceOption[]): { items: readonly PriceOption[]; warning: boolean } {
  const packs = options
    .map((option) => option.pack)
    .filter((pack, index, all) => all.findIndex((p) => samePack(p, pack)) === index);
  const kept = limitItems(packs);
  return { items: options.filter((option) => kept.items.some((pack) => samePack(pack, option.pack))), warning: kept.warning };
}

/** The currency part of a buy block: the chosen one, the site's choices by name, and whether to offer them. */
export function currencyView(site: Site, searchParams: URLSearchParams): BuyBlockView["currency"] {
  const names = displayNames(site.intlLocale, { type: "currency" });
  return {
    code: chosenCurrency(site, searchParams),
    choices: site.currencies.map((code) => ({ code, name: `${names.of(code) ?? code} (${code})` })),
    showSelector: showCurrencySelector(site.currencies.length),
  };
}

/**
 * What the no-JavaScript form (or a link such as `?pack=10`) asks of this block: pack, term, tab,
 * auto-renewal and the bundle. A `product` in the query that names another block's product leaves
 * this one alone; the form always sends its own, with `bundle=1` when the bundle is ticked.
 */
function submittedWish(searchParams: URLSearchParams, product: string): (Partial<WantedSelection> & { bundle?: boolean }) | null {
  const named = searchParams.get("product");
  if (named !== null && named !== product) return null;
  const wish: Partial<WantedSelection> & { bundle?: boolean } = {};
  const pack = searchParams.get("pack");
  const term = searchParams.get("term");
  const tab = searchParams.get("tab");
  if (pack) wish.pack = /^\d+$/.test(pack) ? Number(pack) : pack;
  if (term) wish.term = /^\d+(\.\d+)?$/.test(term) ? Number(term) : term;
  if (tab === "month" || tab === "year") wish.tab = tab;
  if (named !== null) {
    // The form was sent: an unticked box sends nothing, so its absence means "off".
    wish.autorenew = searchParams.get("ar") === "1";
    wish.bundle = searchParams.get("bundle") === "1";
  }
  return Object.keys(wish).length > 0 ? wish : null;
}

/**
 * Resolves a buy block for rendering: prices of the product (and its bundle) in the chosen
 * currency, formatted, with a cart link per option and the renewal price of each auto-renewing
 * one; the country rules of spec 2 §6; the selection from the submitted form or link, else from
 * `bbSettings` (or the licence's size), always ending on a plan that exists. Prices that cannot
 * be had make the block unavailable (spec 2 §8 "No price data": "API not available").
 */
export async function resolveBuyBlock(block: BlockOf<"buy-block">, context: BuyBlockContext): Promise<BuyBlockView> {
  const { site, content, pricing } = context;
  const [textsDoc, productDoc, names, segment] = await Promise.all([
    content.requireDocument(site.locale, "localization/buyblock-texts.json", "buyblock-texts"),
    content.getDocument(site.locale, `home-security/products/${block.product}/${block.product}.json`, "product"),
    productNames(content, site.locale),
    pricing.productSegment(block.product).catch((error: unknown) => {
      context.logger.warn({ err: error, product: block.product }, "product segment not available");
      return null;
    }),
  ]);
  const texts = { ...textsDoc.document.fields, ...block.texts };
  const format = messageFormatter(site.intlLocale);
  const product = productDoc?.document.fields;
  const title = product?.title ?? names(block.product);
  const currency = chosenCurrency(site, context.searchParams);
  const settings = block.bbSettings;
  const unavailable = (): BuyBlockView => ({
    type: "buy-block",
    id: block.id,
    variant: block.variant,
    heading: block.heading,
    state: "unavailable",
    unavailableText: texts.buyblock_not_available_msg,
    locale: site.locale,
    customLocale: site.customLocale,
    product: { name: block.product, title, options: [] },
    bundle: null,
    image: null,
    currency: { code: currency, choices: [], showSelector: false },
    selection: { product: block.product, pack: 1, term: 1, autorenew: true, tab: "year" },
    adjusted: null,
    showAutorenew: false,
    autorenewFollowsPlan: false,
    texts: viewTexts(texts, format, [], null, null),
  });

  if (isProhibited(block.product, context.country, site.locale)) {
    context.logger.info({ product: block.product, country: context.country }, "Product not available in this country");
    return unavailable();
  }

  const store = settings.eStore ?? site.store;
  const load = async (
    name: string,
    purchaseType: PurchaseType = settings.purchaseType,
  ): Promise<readonly PriceOption[] | null> => {
    try {
      return await pricing.getPrices({ locale: site.locale, name, purchaseType, currency, store });
    } catch (error) {
      context.logger.warn({ err: error, product: name }, "API not available");
      return null;
    }
  };
  const bundleName = product?.enableBundle ? product.bundleProductName : undefined;
  const [main, bundle, mainRenewals, bundleRenewals] = await Promise.all([
    load(block.product),
    bundleName ? load(bundleName) : Promise.resolve([]),
    load(block.product, "Renewal"),
    bundleName ? load(bundleName, "Renewal") : Promise.resolve(null),
  ]);
  if (!main || main.length === 0) return unavailable();

  const toViews = async (
    source: readonly PriceOption[],
    options: readonly PriceOption[],
    renewals: readonly PriceOption[] | null,
    name: string,
  ): Promise<BuyProductView> => {
    const first = options[0];
    const links =
      !first || context.renewalCheckout
        ? new Map(options.map((option) => [option.id, renewalCheckoutHref(option.product_id, option.id)]))
        : await pricing.checkoutLinks({
            locale: site.locale,
            productId: first.product_id,
            priceIds: options.map((option) => option.id),
            storeArgs: context.storeArgs,
          });
    const inputs: ViewInputs = { source, renewals, links, texts: textsDoc.document };
    const shownTitle = name === block.product ? title : names(name);
    const key = [site.locale, name, shownTitle, segment, context.licenceSize].join("|");
    return drawnViews(block, key, inputs, () => ({
      name,
      title: shownTitle,
      options: optionViews({
        options,
        site,
        settings,
        variant: block.variant,
        oneDeviceType: segment === "vsb" || segment === "smb",
        isCloud: name.includes("cloud"),
        licenceSize: context.licenceSize,
        links,
        renewals,
        messages: texts,
        format,
      }),
    }));
  };

  const limited = limitRows(main);
  const mainView = await toViews(main, limited.items, mainRenewals, block.product);
  const bundleView =
    bundleName && bundle && bundle.length > 0
      ? { ...(await toViews(bundle, limitRows(bundle).items, bundleRenewals, bundleName)), promo: product?.bundleBuyblockPromo }
      : null;

  const initial = preselect(limited.items, {
    ...settings,
    selectedPack: licencePack(limited.items, context.licenceSize) ?? settings.selectedPack,
  });
  const wish = submittedWish(context.searchParams, block.product);
  const chosen = wish?.bundle && bundleView ? bundleView : mainView;
  const wanted: WantedSelection = {
    pack: initial?.pack ?? 1,
    term: initial?.term ?? 1,
    autorenew: initial?.autorenew ?? settings.isChecked,
    tab: initial?.tab ?? "year",
    ...wish,
  };
  if (block.variant === "vsb-dropdown" && wish?.pack !== undefined) {
    // A typed business pack moves to the nearest licence size, as the browser does (spec 2 §5).
    const packs = chosen.options.map((option) => Number(option.pack)).filter(Number.isFinite);
    const entry = businessPackEntry(String(wish.pack), {
      min: Math.min(...packs),
      max: Math.max(...packs),
      packs,
      customLocale: site.customLocale,
    });
    wanted.pack = entry.pack ?? wanted.pack;
  }
  const resolved = resolveSelection(chosen.options, wanted, site.locale);
  const selection = resolved?.selection ?? wanted;

  return {
    type: "buy-block",
    id: block.id,
    variant: block.variant,
    heading: block.heading,
    state: "ready",
    unavailableText: texts.buyblock_not_available_msg,
    locale: site.locale,
    customLocale: site.customLocale,
    product: mainView,
    bundle: bundleView,
    image: product?.fullSizeImage ?? null,
    currency: currencyView(site, context.searchParams),
    selection: { ...selection, product: chosen.name },
    // Only what the visitor asked for can have been adjusted; a preselection never is.
    adjusted: wish ? (resolved?.adjusted ?? null) : null,
    showAutorenew: settings.showAR && !settings.hideArCheckbox,
    autorenewFollowsPlan: site.locale === "ru-ru" || site.locale === "ja-jp",
    texts: viewTexts(
      texts,
      format,
      mainView.options.map((option) => option.pack),
      product?.hideDisclaimer ? null : (product?.bbDisclaimer ?? texts.disclaimer ?? null),
      limited.warning ? texts.limitWarning : null,
    ),
  };
}

/**
 * What a product's option views are made of besides the block and the site: the price lists as
 * the pricing port answered them (the same objects until an announced data change replaces them),
 * the cart links and the site's buy-block texts.
 */
interface ViewInputs {
  source: readonly PriceOption[];
  renewals: readonly PriceOption[] | null;
  links: ReadonlyMap<number, string>;
  texts: object;
}

/**
 * Option views made before, by block (the content's object, the same on every request until the
 * content changes) and by site, product, its title and segment, and licence size; kept while
 * every input is the very object they were made from. Formatting a product's prices, savings and
 * renewal texts is most of what resolving a buy block costs, and it gives the same answer on
 * every request of a page; a new price list, content or link set (another campaign, a renewal's
 * own checkout links) draws them again. Bounded by the content's blocks × sites × products, held
 * no longer than the block.
 */
const viewsMade = new WeakMap<object, Map<string, { inputs: ViewInputs; view: BuyProductView }>>();

function drawnViews(block: object, key: string, inputs: ViewInputs, draw: () => BuyProductView): BuyProductView {
  let byKey = viewsMade.get(block);
  if (!byKey) {
    byKey = new Map();
    viewsMade.set(block, byKey);
  }
  const kept = byKey.get(key);
  if (kept && (Object.keys(inputs) as Array<keyof ViewInputs>).every((name) => kept.inputs[name] === inputs[name])) {
    return kept.view;
  }
  const view = draw();
  byKey.set(key, { inputs, view });
  return view;
}

/** The pack a renewal starts from: the nearest at or above the licence's size. */
function licencePack(options: readonly PriceOption[], size: number | undefined): number | undefined {
  if (size === undefined) return undefined;
  return (
    nearestPackAtOrAbove(
      options.map((option) => option.pack),
      size,
    ) ?? undefined
  );
}

function viewTexts(
  texts: ContentDocument<"buyblock-texts">["fields"],
  format: FormatMessage,
  packs: ReadonlyArray<number | string>,
  disclaimer: string | null,
  limitWarning: string | null,
): BuyBlockView["texts"] {
  return {
    buyText: texts.buyText,
    devicesHeading: texts.devicesHeading,
    packAdjusted: Object.fromEntries(
      packs.filter((pack) => typeof pack === "number").map((pack) => [String(pack), format(texts.packAdjusted, { pack })]),
    ),
    packError: texts.packError,
    term: texts.term,
    autorenew: texts.autorenew,
    yearly: texts.yearly,
    monthly: texts.monthly,
    currency: texts.currency,
    update: texts.update,
    error: texts.cartError,
    bundleToggle: texts.bundleToggle,
    moreOptions: texts.moreOptions,
    choiceAdjusted: texts.choiceAdjusted,
    disclaimer,
    limitWarning,
  };
}
