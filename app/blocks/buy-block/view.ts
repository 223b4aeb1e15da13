import type { LocaleCode } from "~/sites/locales";

/**
 * The buy block as its component receives it: everything resolved and formatted on the server
 * (prices in the site's currency, a cart link per option), so the block renders without
 * JavaScript and only picks among options in the browser.
 */
export type BuyBlockVariant = "one-price" | "radio" | "dropdown" | "vsb-dropdown";

export interface BuyOptionView {
  /** Price id. */
  id: number;
  pack: number | string;
  /** Term in years (fractional for monthly) or a label such as "6 Months". */
  term: number | string;
  /** How the term reads, e.g. "1 year", "6 Months", "1 month". */
  termLabel: string;
  /** How the pack reads in the site's language, e.g. "3 devices", "5 устройств". */
  packLabel: string;
  monthly: boolean;
  autorenew: boolean;
  /**
   * Past the default device rows or the group limit of its term (spec 2 §3 `outOfGroupVisibleLimit`):
   * offered behind the block's "more options" control, still selectable.
   */
  more: boolean;
  /** Formatted price, e.g. "49,99 €". */
  price: string;
  /** The price as a decimal number in the currency's major unit (structured data). */
  amount: number;
  priceStriked: string | null;
  /** Formatted saving ("Save 20%", "Save 10,00 €"), or null. */
  saving: string | null;
  /** For an auto-renewing option: the formatted price it renews at after its first term … */
  renewalPrice: string | null;
  /** … and the sentence that says so ("Renews at $94.99 for each following term of 1 year."). */
  renewalText: string | null;
  /** Cart link at the reseller; null when none could be built (the block then shows the error text). */
  link: string | null;
}

export interface BuyProductView {
  name: string;
  title: string;
  options: BuyOptionView[];
}

export interface BuyBlockSelection {
  product: string;
  pack: number | string;
  term: number | string;
  autorenew: boolean;
  tab: "year" | "month";
}

export interface BuyBlockView {
  type: "buy-block";
  id?: string;
  variant: BuyBlockVariant;
  heading?: string;
  state: "ready" | "unavailable";
  /** Shown instead of the buy option when unavailable (no prices, blocked country). */
  unavailableText: string;
  /** Custom-locale sites reset a non-numeric business pack entry to the minimum (spec 2 §5). */
  customLocale: boolean;
  /** Site locale; autorenew is ignored in matching on ru-ru and ja-jp. */
  locale: LocaleCode;
  product: BuyProductView;
  /** The bundle alternative (bundle toggle), when the product enables one. */
  bundle: (BuyProductView & { promo?: string }) | null;
  image: { src: string; alt: string; width: number; height: number } | null;
  currency: { code: string; choices: Array<{ code: string; name: string }>; showSelector: boolean };
  selection: BuyBlockSelection;
  /** The choice the server had to move to reach a plan that exists (shown beside that field). */
  adjusted: "pack" | "term" | "tab" | null;
  showAutorenew: boolean;
  /**
   * Where the block's GET form goes and what it sends besides its own fields, when the block is
   * part of something with a state of its own in the URL (a wizard's answers); else this page.
   */
  form?: { action: string; keep: Array<{ name: string; value: string }> };
  /**
   * ru-ru and ja-jp ignore auto-renewal when matching (spec 2 §9): the box shows what the chosen
   * plan does and cannot change it.
   */
  autorenewFollowsPlan: boolean;
  texts: {
    buyText: string;
    devicesHeading: string;
    /** Business pack entry: the note when the typed number moved to a pack, by that pack. */
    packAdjusted: Record<string, string>;
    packError: string;
    term: string;
    autorenew: string;
    yearly: string;
    monthly: string;
    currency: string;
    update: string;
    error: string;
    bundleToggle: string;
    moreOptions: string;
    choiceAdjusted: string;
    disclaimer: string | null;
    limitWarning: string | null;
  };
}
