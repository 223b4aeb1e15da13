/**
 * The verdict page's templates, chosen by the verdict content's `lrcTemplate` (spec 2 §3). Each
 * is a small set of layout choices the page applies; a name no template has falls back to the
 * standard one (the caller logs it). Pure.
 */
export interface VerdictTemplate {
  name: VerdictTemplateName;
  /** The renewal offers one under the other, or side by side to compare (the upgrade path). */
  offers: "stacked" | "side-by-side";
  /** `upgradeDetails` as a line in the header, or as a callout that opens the offers. */
  upgradeDetails: "header" | "callout";
  /** The quick-menu buttons in the header, or as a help panel beside the offers. */
  quickmenu: "header" | "aside";
}

export type VerdictTemplateName = "standard" | "upgrade" | "business";

export const verdictTemplates: Readonly<Record<VerdictTemplateName, VerdictTemplate>> = {
  /** One product renewed: status, offers, what stays protected. */
  standard: { name: "standard", offers: "stacked", upgradeDetails: "header", quickmenu: "header" },
  /** Renew or step up: the upgrade pitch leads into the offers, laid side by side. */
  upgrade: { name: "upgrade", offers: "side-by-side", upgradeDetails: "callout", quickmenu: "header" },
  /** Business renewals: the offers with the business team's contacts beside them. */
  business: { name: "business", offers: "stacked", upgradeDetails: "header", quickmenu: "aside" },
};

/**
 * The template a verdict names (letter case ignored), and whether the name was one we have; an
 * unknown name gets the standard template, and so does a verdict that names none (not unknown).
 *
 * @example chooseVerdictTemplate("upgrade") // { template: verdictTemplates.upgrade, known: true }
 * @example chooseVerdictTemplate("compact-2019") // { template: verdictTemplates.standard, known: false }
 */
export function chooseVerdictTemplate(name: string | undefined): { template: VerdictTemplate; known: boolean } {
  const key = name?.trim().toLowerCase() ?? "";
  if (Object.hasOwn(verdictTemplates, key)) return { template: verdictTemplates[key as VerdictTemplateName], known: true };
  return { template: verdictTemplates.standard, known: name === undefined };
}
