import type { ContentService } from "~/domain/content/service.server";
import type { Logger } from "~/lib/logger.server";
import { formatMessage } from "~/lib/messages";
import type { Site } from "~/sites/locales";
import type { BlockOf } from "../schemas.server";
import { hiddenFrom } from "./chart-rules";
import { playStoreHref } from "./ota-rules";
import type { ComparisonChartView, OtaInstallView } from "./view";

export interface SharedResolveContext {
  content: ContentService;
  site: Site;
  logger: Logger;
}

/**
 * A comparison chart with its products' documents; hidden (null, with a warning) when one of them
 * cannot be found (spec 3 §8: "Some blocks hide themselves: … comparison chart").
 */
export async function resolveComparisonChart(
  block: BlockOf<"comparison-chart">,
  context: SharedResolveContext,
): Promise<ComparisonChartView | null> {
  const { locale, intlLocale } = context.site;
  const documents = await Promise.all(
    block.chartHeader.map((column) =>
      context.content.getDocument(
        locale,
        `home-security/products/${column.chartColProduct}/${column.chartColProduct}.json`,
        "product",
      ),
    ),
  );
  const missing = block.chartHeader.filter((_, index) => !documents[index]).map((column) => column.chartColProduct);
  if (missing.length > 0) {
    context.logger.warn({ products: missing }, "comparison chart hidden: product documents missing");
    return null;
  }
  const translations = (
    await context.content.requireDocument(locale, "localization/general-translations.json", "general-translations")
  ).document.fields;
  const products = block.chartHeader.map((column, index) => {
    const product = (documents[index] as NonNullable<(typeof documents)[number]>).document.fields;
    return {
      name: column.chartColProduct,
      title: product.title,
      image: product.fullSizeImage,
      href: column.href ?? product.prodPageLink,
      buyText: product.buyText,
      priceText: column.priceText,
      highlight: column.highlight,
    };
  });
  const folded = hiddenFrom(block.chartRows);
  const message = (text: string, values?: Record<string, string | number>) => formatMessage(intlLocale, text, values);
  return {
    type: "comparison-chart",
    id: block.id,
    heading: block.heading,
    caption: block.caption,
    products,
    rows: block.chartRows.map((row) => ({ header: row.chartRowHeader, values: row.chartColumns })),
    hiddenFrom: folded,
    texts: {
      previous: translations.chartPrevious,
      next: translations.chartNext,
      showAll: folded === null ? "" : message(translations.chartShowMore, { count: block.chartRows.length - folded }),
      showFewer: translations.chartShowFewer,
      position: products.map((product, index) =>
        message(translations.chartPosition, { product: product.title, position: index + 1, total: products.length }),
      ),
      included: translations.included,
      notIncluded: translations.notIncluded,
    },
  };
}

/** The over-the-air install with its texts and the app's store page. */
export async function resolveOtaInstall(block: BlockOf<"ota-install">, context: SharedResolveContext): Promise<OtaInstallView> {
  const translations = (
    await context.content.requireDocument(context.site.locale, "localization/general-translations.json", "general-translations")
  ).document.fields;
  return {
    type: "ota-install",
    id: block.id,
    heading: block.heading,
    text: block.text,
    otaClientId: block.otaClientId,
    playHref: playStoreHref(block.otaPackageName),
    texts: {
      install: translations.otaInstall,
      getOnPlay: translations.otaGetOnPlay,
      unavailable: translations.otaUnavailable,
      signingIn: translations.otaSigningIn,
    },
  };
}
