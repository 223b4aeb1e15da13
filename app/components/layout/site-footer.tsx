import { Link, useMatches } from "react-router";
import type { Shell } from "~/domain/content/shell.server";
import { BrandLogo } from "./brand-logo";

/** Footer from content: link columns, region selector, legal links and copyright. */
export function SiteFooter({ shell }: { shell: Shell }) {
  const { footer, translations: t } = shell;
  const current = shell.regions.find((region) => region.locale === shell.site.locale);
  // The business renewal pages carry their own copyright line (spec 3 §2).
  const routeName = (useMatches().at(-1)?.loaderData as { routeName?: string } | undefined)?.routeName;
  const businessRenewal = routeName === "lrc-b2b" || routeName === "lrc-smb";
  const copyright = (businessRenewal && footer.businessRenewalCopyright) || footer.copyright;
  return (
    <footer className="site-footer">
      <div className="container">
        <div className="site-footer__top">
          <div className="site-footer__brand">
            <BrandLogo name={shell.brand} />
            {footer.tagline && <p>{footer.tagline}</p>}
          </div>
          <nav className="site-footer__columns" aria-label={t.footerNavigation}>
            {footer.columns.map((column) => (
              <div key={column.heading} className="site-footer__column">
                <h2 className="site-footer__heading">{column.heading}</h2>
                <ul>
                  {column.links.map((link) => (
                    <li key={link.href}>
                      <Link to={link.href}>{link.label}</Link>
                    </li>
                  ))}
                </ul>
              </div>
            ))}
          </nav>
        </div>
        <details className="region-selector">
          <summary>
            {t.regionSelector}: <span lang={shell.site.language}>{current?.name}</span>
          </summary>
          <ul className="region-selector__list">
            {shell.regions.map((region) => (
              <li key={region.locale}>
                <a
                  href={region.href}
                  lang={region.language}
                  hrefLang={region.locale}
                  aria-current={region.locale === shell.site.locale ? "true" : undefined}
                >
                  {region.name}
                </a>
              </li>
            ))}
          </ul>
        </details>
        <div className="site-footer__bottom">
          <p>{copyright}</p>
          {footer.legalLinks.length > 0 && (
            <nav aria-label={t.legalNavigation}>
              <ul className="site-footer__legal">
                {footer.legalLinks.map((link) => (
                  <li key={link.href}>
                    <Link to={link.href}>{link.label}</Link>
                  </li>
                ))}
              </ul>
            </nav>
          )}
        </div>
      </div>
    </footer>
  );
}
