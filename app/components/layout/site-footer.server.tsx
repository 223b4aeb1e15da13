import { drawElement } from "~/blocks/static-blocks.server";
import type { RequestInfo } from "~/context";
import type { DrawnFooter, Shell } from "~/domain/content/shell.server";
import { FooterLegal, FooterMain } from "./site-footer-parts";

/** The footer's parts without behaviour, drawn for this response (see `SiteFooter`). */
export function drawFooter(shell: Shell, info: Pick<RequestInfo, "dataRequest" | "staticHtml">, url: URL): DrawnFooter {
  return {
    main: drawElement(<FooterMain shell={shell} />, info, url),
    legal: drawElement(<FooterLegal shell={shell} />, info, url),
  };
}
