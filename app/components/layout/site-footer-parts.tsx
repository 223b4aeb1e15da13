import { Link } from "react-router";
import type { Shell } from "~/domain/content/shell.server";
import { BrandLogo } from "./brand-logo";

/** The footer's brand, link columns and region selector: drawn on the server only (`SiteFooter`). */
export function FooterMain({ shell }: { shell: Shell }) {
  const { footer, translations: t } = shell;
  const current = shell.regions.find((region) => region.locale === shell.site.locale);
  return (
    <>
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
    </>
  );
}

/** The footer's legal links: drawn on the server only. */
export function FooterLegal({ shell }: { shell: Shell }) {
  const { footer, translations: t } = shell;
  if (footer.legalLinks.length === 0) return null;
  return (
    <nav aria-label={t.legalNavigation}>
      <ul className="site-footer__legal">
        {footer.legalLinks.map((link) => (
          <li key={link.href}>
            <Link to={link.href}>{link.label}</Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
