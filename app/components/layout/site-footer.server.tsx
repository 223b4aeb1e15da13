import { documentHtmlOf, drawElement, place } from "~/blocks/static-blocks.server";
import type { DocumentBlockHtml } from "~/blocks/static-html";
import type { RequestInfo } from "~/context";
import type { DrawnFooter, Shell } from "~/domain/content/shell.server";
import { FooterLegal, FooterMain } from "./site-footer-parts";

type FooterParts = { main: DocumentBlockHtml; legal: DocumentBlockHtml };

/**
 * Drawn footers, per content (the translations document: a content reload makes a new one) and
 * per site and origin (the region links are absolute): the footer is the same on every page of
 * a site, so it is drawn once. Bounded: a site has one origin or two.
 */
const drawn = new WeakMap<object, Map<string, FooterParts>>();
const maxPerContent = 200;

/** The footer's parts without behaviour, drawn for this response (see `SiteFooter`). */
export function drawFooter(shell: Shell, info: Pick<RequestInfo, "dataRequest" | "staticHtml">, url: URL): DrawnFooter {
  let bySite = drawn.get(shell.translations);
  if (!bySite) {
    bySite = new Map();
    drawn.set(shell.translations, bySite);
  }
  const key = `${shell.site.locale} ${url.origin}`;
  let parts = bySite.get(key);
  if (!parts) {
    parts = { main: drawElement(<FooterMain shell={shell} />, url), legal: drawElement(<FooterLegal shell={shell} />, url) };
    if (bySite.size >= maxPerContent) bySite.clear();
    bySite.set(key, parts);
  }
  const documentHtml = documentHtmlOf(info);
  return { main: place(parts.main, documentHtml), legal: place(parts.legal, documentHtml) };
}
