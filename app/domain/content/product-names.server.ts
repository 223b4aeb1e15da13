import { defaultLocale, type LocaleCode } from "~/sites/locales";
import { productNamesFile } from "./schemas.server";
import type { ContentService } from "./service.server";

/**
 * A product's display name on a site: its name in the site's `localization/product-names.json`
 * (or the first of its fallback chain that has the document), else the global site's, which
 * `content:check` keeps complete. A slug is never shown; the last resort for a product the
 * catalogue does not know is its slug in words ("endpoint-select" → "Endpoint Select").
 *
 * @example (await productNames(content, "de-de"))("endpoint-select") // "Bastion Endpoint Security for Business Select"
 */
export async function productNames(content: ContentService, locale: LocaleCode): Promise<(product: string) => string> {
  const [own, global] = await Promise.all([
    content.getDocument(locale, productNamesFile, "product-names"),
    content.getDocument(defaultLocale, productNamesFile, "product-names"),
  ]);
  return (product) =>
    own?.document.fields.names[product] ??
    global?.document.fields.names[product] ??
    product.replace(/(^|-)([a-z])/g, (_, dash: string, letter: string) => `${dash ? " " : ""}${letter.toUpperCase()}`);
}
