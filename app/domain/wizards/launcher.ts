import type { WizardLauncherView } from "~/blocks/wizards/view";
import type { HmcUiFields } from "./content";

/** The consumer wizard's own page (the dialog's link without JavaScript) and the service the dialog asks. */
export const consumerWizardPage = "/home-security/help-me-choose";
export const consumerWizardService = "/_svc/hmc/consumer";

/** Spec 2 §9: "help-me-choose popup cookie 1 day" — the dialog opens by itself at most once a day. */
export const autoOpenCookie = "hmc_popup";
export const autoOpenCookieDays = 1;

/**
 * Pages that offer the consumer dialog (spec 2 §4): the home-security hub and the consumer product
 * pages (by route name, see `routing/table/consumer.ts`).
 *
 * @example offersConsumerWizard("home-product") // true
 * @example offersConsumerWizard("smb-home") // false
 */
export function offersConsumerWizard(routeName: string): boolean {
  return routeName === "home-security" || routeName === "home-product" || routeName.startsWith("home-product-");
}

/**
 * Whether a licence verdict opens the dialog at once (spec 2 §4 "on a licence-verdict match"):
 * the verdicts listed in `hmc-ui-fields`, compared without case.
 */
export function verdictOpensWizard(verdicts: readonly string[], verdict: string): boolean {
  const wanted = verdict.toLowerCase();
  return verdicts.some((candidate) => candidate.toLowerCase() === wanted);
}

/** The launcher as drawn: texts, and when the dialog opens by itself. */
export function launcherView(ui: HmcUiFields, input: { openNow: boolean }): WizardLauncherView {
  return {
    href: consumerWizardPage,
    label: ui.openLabel,
    hint: ui.openHint,
    dialogTitle: ui.dialogTitle,
    close: ui.close,
    loading: ui.loading,
    autoOpenSeconds: ui.autoOpen.delaySeconds > 0 ? ui.autoOpen.delaySeconds : null,
    openNow: input.openNow,
  };
}
