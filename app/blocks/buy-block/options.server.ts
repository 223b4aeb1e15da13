import type { BbSettings } from "~/domain/pricing/bb-settings";
import { formatMoney } from "~/domain/pricing/money";
import { deviceRows, displayTerm, isMonthly, limitGroupPerTerm, samePack, sameTerm, savings } from "~/domain/pricing/rules";
import type { PriceOption } from "~/domain/pricing/types";
import { numberFormat } from "~/lib/intl-formats";
import type { FormatMessage } from "~/lib/messages";
import type { Site } from "~/sites/locales";
import type { BuyOptionView } from "./view";

/** How an option's term reads: "1 year", "2 Jahre", "1 month", or its own label ("6 Months"). */
export function termLabel(option: Pick<PriceOption, "term">, intlLocale: string): string {
  const term = displayTerm(option);
  if (term.unit === "label") return term.label;
  return numberFormat(intlLocale, { style: "unit", unit: term.unit, unitDisplay: "long" }).format(term.count);
}

function savingText(option: PriceOption, reference: PriceOption | undefined, input: OptionViewsInput) {
  const saving = savings(option, reference, input.settings.saveRate);
  if (!saving) return null;
  const intl = input.site.intlLocale;
  const rate =
    saving.type === "difference"
      ? formatMoney(saving.minor, option.currency, intl)
      : numberFormat(intl, { style: "percent" }).format(saving.percent / 100);
  return input.format(input.messages.saveText ?? "{rate}", { rate });
}

/** "3 devices", "1 устройство", "3 + 3 devices": a pack in the site's language. */
export function packLabel(pack: number | string, input: Pick<OptionViewsInput, "format" | "messages">): string {
  return typeof pack === "number"
    ? input.format(input.messages.devicesCount, { count: pack })
    : input.format(input.messages.devicesBundle, { pack });
}

export interface OptionViewsInput {
  options: readonly PriceOption[];
  site: Site;
  settings: BbSettings;
  variant: "one-price" | "radio" | "dropdown" | "vsb-dropdown";
  /** Device rows: a seat-licence product steps by 5 (spec 2 §9 "for one device type"). */
  oneDeviceType: boolean;
  isCloud: boolean;
  /** A renewal's licence size: the rows start at the nearest pack at or above it. */
  licenceSize?: number;
  /** Cart link (or our renewal checkout) per price id. */
  links: ReadonlyMap<number, string>;
  /** The renewal price list, for the auto-renewal disclosure; null when none could be had. */
  renewals: readonly PriceOption[] | null;
  /** The site's buy-block messages (ICU) and their formatter. */
  messages: { saveText?: string; devicesCount: string; devicesBundle: string; autorenewDisclosure: string };
  format: FormatMessage;
}

/**
 * Every option of a product as the block shows it. Nothing the catalogue sells is dropped: rows
 * past the default rows (spec 2 §9) and options past the group limit of their term (spec 2 §3
 * `outOfGroupVisibleLimit`) are flagged `more`, behind the block's "more options" control, and a
 * pack or term given in the URL still selects them. An auto-renewing option carries the price it
 * renews at after its first term.
 */
export function optionViews(input: OptionViewsInput): BuyOptionView[] {
  const { options, site, settings } = input;
  const rows =
    input.variant === "radio"
      ? deviceRows(options, {
          locale: site.locale,
          isLicencePage: settings.purchaseType === "Renewal",
          isCloud: input.isCloud,
          defaultPack: settings.selectedPack,
          oneDeviceType: input.oneDeviceType,
          showEvenDevices: settings.showEvenDevices,
          rowsOverride: settings.limitTo,
          minimumPack: input.licenceSize,
        }).visible
      : null;
  const grouped = limitGroupPerTerm(options, settings.itemOffersGroupLimit);
  const intl = site.intlLocale;
  return grouped.map((option) => {
    const reference = options.find(
      (other) => samePack(other.pack, option.pack) && other.autorenew === option.autorenew && !isMonthly(other),
    );
    const renewal = option.autorenew ? renewsAt(option, input.renewals) : null;
    const label = termLabel(option, intl);
    return {
      id: option.id,
      pack: option.pack,
      term: option.term,
      termLabel: label,
      packLabel: packLabel(option.pack, input),
      monthly: isMonthly(option),
      autorenew: option.autorenew,
      more: Boolean(option.outOfGroupVisibleLimit) || (rows !== null && !rows.some((pack) => samePack(pack, option.pack))),
      price: formatMoney(option.price_minor, option.currency, intl),
      amount: option.price,
      priceStriked: option.price_striked_minor === null ? null : formatMoney(option.price_striked_minor, option.currency, intl),
      saving: savingText(option, reference, input),
      renewalPrice: renewal === null ? null : formatMoney(renewal, option.currency, intl),
      renewalText:
        renewal === null
          ? null
          : input.format(input.messages.autorenewDisclosure, { price: formatMoney(renewal, option.currency, intl), term: label }),
      link: input.links.get(option.id) ?? null,
    };
  });
}

/**
 * What an auto-renewing plan costs from its second term (the auto-renewal disclosure): the
 * catalogue's renewal price of the same pack and term; a plan the catalogue has no renewal offer
 * for (a monthly subscription) renews at its own price.
 */
function renewsAt(option: PriceOption, renewals: readonly PriceOption[] | null): number | null {
  if (renewals === null) return null;
  const same = renewals.filter((renewal) => samePack(renewal.pack, option.pack) && sameTerm(renewal.term, option.term));
  const renewal = same.find((candidate) => candidate.autorenew) ?? same[0];
  return renewal?.currency === option.currency ? renewal.price_minor : option.price_minor;
}
