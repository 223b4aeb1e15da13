import { isProhibited } from "~/domain/pricing/country-rules";
import type { LocaleCode } from "~/sites/locales";
import { isTrialHidden, type TrialFlags, type TrialPageType, type TrialSettings } from "./trial-rules";

/**
 * What becomes of a content action (a call-to-action link) that names a product: it shows, it is
 * hidden (a trial button the product's flags hide on this page), or it is replaced by the
 * unavailable text (the visitor's country is barred from the product, spec 2 §6). Pure.
 */
export type ActionGate = "show" | "hide" | "unavailable";

/** A product without a product document has no flags: nothing hides its trial but the licence-page setting. */
export const noTrialFlags: TrialFlags = {
  hideTrialFromB2C: false,
  hideTrialFromSMB: false,
  hideTrialFromVSB: false,
  hideTrialFromLRC: false,
  hideTrialFromProductPage: false,
};

export interface ActionGateFacts {
  /** Visitor country (lower-case alpha-2), null when unknown. */
  country: string | null;
  locale: LocaleCode;
  pageType: TrialPageType | null;
  /** The product document's flags, null when the product has none. */
  flags: TrialFlags | null;
  settings: TrialSettings;
}

/**
 * The fate of an action: one without a product always shows; a trial action the page type's flag
 * (or the licence-page setting) hides is hidden, since the page offers no trial to anyone; an
 * action for a product the visitor's country is barred from shows the unavailable text.
 *
 * @example gateAction({ product: "safe-kids-free", trial: false }, { country: "by", locale: "en-global", pageType: "b2c", flags: null, settings }) // "unavailable"
 * @example gateAction({ product: "antivirus", trial: true }, { …, pageType: "product-page", flags: { …, hideTrialFromProductPage: true } }) // "hide"
 */
export function gateAction(action: { product?: string; trial: boolean }, facts: ActionGateFacts): ActionGate {
  if (!action.product) return "show";
  if (action.trial && isTrialHidden(facts.flags ?? noTrialFlags, facts.pageType, facts.settings)) return "hide";
  if (isProhibited(action.product, facts.country, facts.locale)) return "unavailable";
  return "show";
}
