import { useMatches } from "react-router";
import { StaticHtml } from "~/blocks/static-html";
import type { ClientShell } from "~/domain/content/shell.server";

/**
 * Footer from content: link columns, region selector, legal links and copyright. All but the
 * copyright line is drawn on the server (`site-footer-parts.tsx`, by the root loader) and reaches
 * the browser as HTML, with neither code nor data; the copyright line depends on the page.
 */
export function SiteFooter({ shell }: { shell: ClientShell }) {
  const { footer } = shell;
  // The business renewal pages carry their own copyright line (spec 3 §2).
  const routeName = (useMatches().at(-1)?.loaderData as { routeName?: string } | undefined)?.routeName;
  const businessRenewal = routeName === "lrc-b2b" || routeName === "lrc-smb";
  const copyright = (businessRenewal && footer.businessRenewalCopyright) || footer.copyright;
  return (
    <footer className="site-footer">
      <div className="container">
        <StaticHtml className="site-footer__main" drawn={footer.main} keep="footer-main" />
        <div className="site-footer__bottom">
          <p>{copyright}</p>
          <StaticHtml className="site-footer__legal-links" drawn={footer.legal} keep="footer-legal" />
        </div>
      </div>
    </footer>
  );
}
