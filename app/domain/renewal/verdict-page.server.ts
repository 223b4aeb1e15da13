import { resolveBuyBlock } from "~/blocks/buy-block/resolve.server";
import type { BuyBlockView } from "~/blocks/buy-block/view";
import { type RenderBlock, type ResolveContext, resolveBlocks } from "~/blocks/resolve.server";
import { buyBlock } from "~/blocks/schemas.server";
import type { ContentDocument } from "~/domain/content/schemas.server";
import { expiryWarningDays } from "~/domain/licences/state";
import { formatMessage } from "~/lib/messages";
import type { VerdictSession } from "./types";
import { chooseVerdictTemplate, type VerdictTemplate } from "./verdict-templates";

export interface VerdictPageView {
  verdict: string;
  /** The layout the verdict's `lrcTemplate` chose (spec 2 §3). */
  template: VerdictTemplate;
  headline: string;
  pageHeadline?: string;
  title: string;
  status: { text: string; note?: string; warning?: string; expired: boolean };
  quickmenu: Array<{ label: string; href: string }>;
  navScrollItems: Array<{ label: string; target: string }>;
  comparisonTableLink?: string;
  upgradeDetails?: string;
  offers: BuyBlockView[];
  blocks: RenderBlock[];
  /** The data-layer verdict fields (spec 1 §3); never the serial. */
  tracking: Record<string, string>;
}

/**
 * The verdict page of a looked-up licence (spec 2 §4): the verdict's content with its days texts
 * (`xx` = the days), the 30-day warning, and renewal offers for its products priced as Renewal
 * unless `buyblockDisabled`. Null when every offer is unavailable (the caller sends the visitor to
 * the renewal home with the no-pricing message).
 */
export async function buildVerdictPage(
  session: VerdictSession,
  verdict: ContentDocument<"verdict">["fields"],
  features: ContentDocument<"verdict">["fields"] | null,
  context: ResolveContext,
  warningText: string,
): Promise<VerdictPageView | null> {
  const { result } = session;
  const { template, known } = chooseVerdictTemplate(verdict.lrcTemplate);
  if (!known)
    context.logger.warn(
      { verdict: session.verdict, lrcTemplate: verdict.lrcTemplate },
      "unknown lrcTemplate; standard template used",
    );
  const expired = result.expired;
  const days = expired ? result.days_expired : result.days_left;
  // The days texts are ICU messages of the verdict's language: "{days, plural, one {# день} few {# дня} …}".
  const fill = (text: string) => formatMessage(context.site.intlLocale, text, { days });
  const status = expired
    ? { text: fill(verdict.expiredText), note: verdict.expiredNote && fill(verdict.expiredNote) }
    : days === 0
      ? { text: verdict.expiresTodayText, note: verdict.daysLeftNote && fill(verdict.daysLeftNote) }
      : { text: fill(verdict.daysLeftText), note: verdict.daysLeftNote && fill(verdict.daysLeftNote) };

  const products = verdict.productList.split(",").map((name) => name.trim());
  const offers = verdict.buyblockDisabled
    ? []
    : await Promise.all(
        products.map((product, index) =>
          resolveBuyBlock(
            buyBlock.parse({
              type: "buy-block",
              id: `offer-${index + 1}`,
              variant: "radio",
              product,
              bbSettings: { purchaseType: "Renewal", selectedPack: result.license_count, selectedTerm: 1 },
            }),
            context,
          ),
        ),
      );
  if (!verdict.buyblockDisabled && offers.every((offer) => offer.state !== "ready")) return null;

  // A verdict page is a licence page: trial buttons follow the products' LRC flags (spec 2 §6).
  const blocks = await resolveBlocks([...verdict.blocks, ...(features?.blocks ?? [])], { ...context, pageType: "lrc" });
  return {
    verdict: session.verdict,
    template,
    headline: verdict.headline,
    pageHeadline: verdict.pageHeadline,
    title: verdict.overridePageTitle ?? verdict.headline,
    status: { ...status, expired, warning: !expired && days <= expiryWarningDays ? warningText : undefined },
    quickmenu: verdict.quickmenuButtons.map((button) => ({ label: button.label, href: button.href })),
    navScrollItems: verdict.navScrollItems,
    comparisonTableLink: verdict.comparisonTableLink,
    upgradeDetails: verdict.upgradeDetails,
    offers: offers.filter((offer) => offer.state === "ready"),
    blocks,
    tracking: {
      site: context.site.locale,
      region: context.site.country ?? "global",
      channel: result.sales_tracking.channel,
      partner: result.partnerName ?? "",
      product: session.product,
      devices: String(result.license_count),
      term: String(Math.round(result.license_days / 365) || 1),
      licenseStatus: expired ? "expired" : "active",
      licenseType: result.sales_tracking.license_type,
      partNumber: result.sales_tracking.pnumber,
    },
  };
}
