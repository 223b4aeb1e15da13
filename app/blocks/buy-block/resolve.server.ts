import type { ContentDocument } from "~/domain/content/schemas.server";
import type { ContentService } from "~/domain/content/service.server";
import type { BbSettings } from "~/domain/pricing/bb-settings";
import { isProhibited } from "~/domain/pricing/country-rules";
import { formatMoney } from "~/domain/pricing/money";
import type { PricingPort } from "~/domain/pricing/port.server";
import {
  businessPackEntry,
  deviceRows,
  displayTerm,
  isMonthly,
  limitGroupPerTerm,
  limitItems,
  preselect,
  samePack,
  savings,
  selectPriceOption,
  showCurrencySelector,
} from "~/domain/pricing/rules";
import type { PriceOption } from "~/domain/pricing/types";
import type { RenewalNotice } from "~/domain/renewal/types";
import type { Logger } from "~/lib/logger.server";
import type { Site } from "~/sites/locales";
import type { BlockOf } from "../schemas.server";
import type { BuyBlockSelection, BuyBlockView, BuyOptionView, BuyProductView } from "./view";

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
}

/** The renewal checkout redirect of one price (`app/routes/lrc-checkout.ts`). */
export function renewalCheckoutHref(productId: number, priceId: number): string {
  return `/lrc/checkout?product=${productId}&price=${priceId}`;
}

/** How an option's term reads: "1 year", "2 Jahre", "1 month", or its own label ("6 Months"). */
export function termLabel(option: Pick<PriceOption, "term">, intlLocale: string): string {
  const term = displayTerm(option);
  if (term.unit === "label") return term.label;
  return new Intl.NumberFormat(intlLocale, { style: "unit", unit: term.unit, unitDisplay: "long" }).format(term.count);
}

function savingText(
  option: PriceOption,
  reference: PriceOption | undefined,
  settings: BbSettings,
  template: string | undefined,
  intlLocale: string,
) {
  const saving = savings(option, reference, settings.saveRate);
  if (!saving) return null;
  const rate =
    saving.type === "difference"
      ? formatMoney(saving.minor, option.currency, intlLocale)
      : new Intl.NumberFormat(intlLocale, { style: "percent" }).format(saving.percent / 100);
  return (template ?? "{rate}").replaceAll("{rate}", rate);
}

/**
 * At most 30 items in a buy block (spec 2 §5, §9): an item is a row the visitor picks, a pack;
 * the options of the packs past the limit are dropped, with the warning.
 */
function limitRows(options: PriceOption[]): { items: PriceOption[]; warning: boolean } {
  const packs = options
    .map((option) => option.pack)
    .filter((pack, index, all) => all.findIndex((p) => samePack(p, pack)) === index);
  const kept = limitItems(packs);
  return { items: options.filter((option) => kept.items.some((pack) => samePack(pack, option.pack))), warning: kept.warning };
}

/** The currency part of a buy block: the chosen one, the site's choices by name, and whether to offer them. */
export function currencyView(site: Site, searchParams: URLSearchParams): BuyBlockView["currency"] {
  const names = new Intl.DisplayNames([site.intlLocale], { type: "currency" });
  return {
    code: chosenCurrency(site, searchParams),
    choices: site.currencies.map((code) => ({ code, name: `${names.of(code) ?? code} (${code})` })),
    showSelector: showCurrencySelector(site.locale, site.currencies.length),
  };
}

/** The chosen currency: the query's when the site offers it, else the site's default. */
export function chosenCurrency(site: Site, searchParams: URLSearchParams): string {
  const asked = searchParams.get("currency")?.toUpperCase();
  return asked && (site.currencies as readonly string[]).includes(asked) ? asked : (site.currencies[0] ?? "USD");
}

/** The selection the no-JavaScript form sent for this block's product (or its bundle), if any. */
function submittedSelection(searchParams: URLSearchParams, names: string[]): Partial<BuyBlockSelection> | null {
  const product = searchParams.get("product");
  if (!product || !names.includes(product)) return null;
  const pack = searchParams.get("pack");
  const term = searchParams.get("term");
  const tab = searchParams.get("tab");
  return {
    product,
    ...(pack ? { pack } : {}),
    ...(term ? { term } : {}),
    autorenew: searchParams.get("ar") === "1",
    ...(tab === "month" || tab === "year" ? { tab } : {}),
  };
}

/**
 * Resolves a buy block for rendering: prices of the product (and its bundle) in the chosen
 * currency, formatted, with a cart link per option; the country rules of spec 2 §6; the initial
 * selection from the submitted form or from `bbSettings`. Prices that cannot be had make the
 * block unavailable (spec 2 §8 "No price data": "API not available").
 */
export async function resolveBuyBlock(block: BlockOf<"buy-block">, context: BuyBlockContext): Promise<BuyBlockView> {
  const { site, content, pricing } = context;
  const [textsDoc, productDoc] = await Promise.all([
    content.requireDocument(site.locale, "localization/buyblock-texts.json", "buyblock-texts"),
    content.getDocument(site.locale, `home-security/products/${block.product}/${block.product}.json`, "product"),
  ]);
  const texts = { ...textsDoc.document.fields, ...block.texts };
  const product = productDoc?.document.fields;
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
    product: { name: block.product, title: product?.title ?? block.product, options: [] },
    bundle: null,
    image: null,
    currency: { code: currency, choices: [], showSelector: false },
    selection: { product: block.product, pack: 1, term: 1, autorenew: true, tab: "year" },
    showAutorenew: false,
    texts: viewTexts(texts, null, null),
  });

  if (isProhibited(block.product, context.country, site.locale)) {
    context.logger.info({ product: block.product, country: context.country }, "Product not available in this country");
    return unavailable();
  }

  const store = settings.eStore ?? site.store;
  const load = async (name: string): Promise<PriceOption[]> => {
    try {
      return await pricing.getPrices({ locale: site.locale, name, purchaseType: settings.purchaseType, currency, store });
    } catch (error) {
      context.logger.warn({ err: error, product: name }, "API not available");
      return [];
    }
  };
  const bundleName = product?.enableBundle ? product.bundleProductName : undefined;
  const [main, bundle] = await Promise.all([load(block.product), bundleName ? load(bundleName) : Promise.resolve([])]);
  if (main.length === 0) return unavailable();

  const limited = limitRows(main);
  const intl = site.intlLocale;
  const toViews = async (options: PriceOption[]): Promise<BuyOptionView[]> => {
    const first = options[0];
    if (!first) return [];
    // Device rows (spec 2 §9) are the radio variant's; dropdowns and the business entry offer every pack.
    const rows =
      block.variant === "radio"
        ? deviceRows(options, {
            locale: site.locale,
            isLicencePage: settings.purchaseType === "Renewal",
            isCloud: block.product.includes("cloud"),
            showEvenDevices: settings.showEvenDevices,
            rowsOverride: settings.limitTo,
          }).visible
        : null;
    const inRows = rows ? options.filter((option) => rows.some((pack) => samePack(pack, option.pack))) : options;
    // Options past the group limit of their term are not offered (spec 2 §9 "Group limit per term").
    const shown = limitGroupPerTerm(inRows, settings.itemOffersGroupLimit).filter((option) => !option.outOfGroupVisibleLimit);
    const links = context.renewalCheckout
      ? new Map(shown.map((option) => [option.id, renewalCheckoutHref(first.product_id, option.id)]))
      : await pricing.checkoutLinks({ locale: site.locale, productId: first.product_id, priceIds: shown.map((o) => o.id) });
    return shown.map((option) => {
      const reference = shown.find(
        (other) => samePack(other.pack, option.pack) && other.autorenew === option.autorenew && !isMonthly(other),
      );
      return {
        id: option.id,
        pack: option.pack,
        term: option.term,
        termLabel: termLabel(option, intl),
        monthly: isMonthly(option),
        autorenew: option.autorenew,
        price: formatMoney(option.price_minor, option.currency, intl),
        amount: option.price,
        priceStriked: option.price_striked_minor === null ? null : formatMoney(option.price_striked_minor, option.currency, intl),
        saving: savingText(option, reference, settings, texts.saveText, intl),
        link: links.get(option.id) ?? null,
      };
    });
  };

  const mainView: BuyProductView = {
    name: block.product,
    title: product?.title ?? block.heading ?? block.product,
    options: await toViews(limited.items),
  };
  const bundleView =
    bundleName && bundle.length > 0
      ? {
          name: bundleName,
          title: bundleName,
          options: await toViews(limitRows(bundle).items),
          promo: product?.bundleBuyblockPromo,
        }
      : null;

  const initial = preselect(limited.items, settings);
  const submitted = submittedSelection(context.searchParams, [block.product, ...(bundleName ? [bundleName] : [])]);
  const selection: BuyBlockSelection = {
    product: block.product,
    pack: initial?.pack ?? 1,
    term: initial?.term ?? 1,
    autorenew: initial?.autorenew ?? settings.isChecked,
    tab: initial?.tab ?? "year",
    ...submitted,
  };
  if (block.variant === "vsb-dropdown" && submitted?.pack !== undefined) {
    // A typed business pack moves to the nearest licence size, as the browser does (spec 2 §5).
    const packs = mainView.options.map((option) => Number(option.pack)).filter(Number.isFinite);
    const entry = businessPackEntry(String(submitted.pack), {
      min: Math.min(...packs),
      max: Math.max(...packs),
      packs,
      customLocale: site.customLocale,
    });
    selection.pack = entry.pack ?? initial?.pack ?? selection.pack;
  }
  // A preselection the shown rows do not include falls back to the first shown option.
  const chosenProduct = bundleView && selection.product === bundleView.name ? bundleView : mainView;
  if (!selectPriceOption(chosenProduct.options, { ...selection, locale: site.locale })) {
    const first =
      chosenProduct.options.find((option) => option.monthly === (selection.tab === "month")) ?? chosenProduct.options[0];
    if (first) Object.assign(selection, { pack: first.pack, term: first.term, tab: first.monthly ? "month" : "year" });
  }

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
    selection,
    showAutorenew: settings.showAR && !settings.hideArCheckbox,
    texts: viewTexts(
      texts,
      product?.hideDisclaimer ? null : (product?.bbDisclaimer ?? texts.disclaimer ?? null),
      limited.warning ? texts.limitWarning : null,
    ),
  };
}

function viewTexts(
  texts: ContentDocument<"buyblock-texts">["fields"],
  disclaimer: string | null,
  limitWarning: string | null,
): BuyBlockView["texts"] {
  return {
    buyText: texts.buyText,
    device: texts.device,
    devices: texts.devices,
    devicesHeading: texts.devicesHeading,
    packAdjusted: texts.packAdjusted,
    packError: texts.packError,
    term: texts.term,
    autorenew: texts.autorenew,
    yearly: texts.yearly,
    monthly: texts.monthly,
    currency: texts.currency,
    update: texts.update,
    error: texts.cartError,
    bundleToggle: texts.bundleToggle,
    disclaimer,
    limitWarning,
  };
}
