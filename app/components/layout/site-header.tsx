import { Link, NavLink } from "react-router";
import type { Shell } from "~/domain/content/shell.server";
import { BrandLogo } from "./brand-logo";

type NavItem = Shell["nav"][number];

function NavList({ items, className }: { items: NavItem[]; className: string }) {
  return (
    <ul className={className}>
      {items.map((item) => (
        <li key={item.href} className="nav__item">
          <NavLink to={item.href} className="nav__link" prefetch="intent">
            {item.label}
          </NavLink>
          {item.children.length > 0 && (
            <ul className="nav__submenu">
              {item.children.map((child) => (
                <li key={child.href}>
                  <Link to={child.href} className="nav__sublink" prefetch="intent">
                    <span className="nav__sublabel">{child.label}</span>
                    {child.description && <span className="nav__subdesc">{child.description}</span>}
                  </Link>
                </li>
              ))}
            </ul>
          )}
        </li>
      ))}
    </ul>
  );
}

/**
 * Site header with the main navigation from content. Wide screens show the menu bar, with
 * submenus opening on hover and keyboard focus; below 769 px the menu folds into a disclosure
 * that works without JavaScript.
 */
export function SiteHeader({ shell }: { shell: Shell }) {
  const t = shell.translations;
  return (
    <header className="site-header">
      <div className="container site-header__bar">
        <Link to="/" className="site-header__brand" aria-label={`${shell.brand} – ${t.home}`}>
          <BrandLogo name={shell.brand} />
        </Link>
        <nav className="nav nav--wide" aria-label={t.mainNavigation}>
          <NavList items={shell.nav} className="nav__list" />
        </nav>
        <details className="nav nav--narrow">
          <summary className="nav__toggle">
            <span className="nav__toggle-icon" aria-hidden="true" />
            {t.openMenu}
          </summary>
          <nav aria-label={t.mainNavigation}>
            <NavList items={shell.nav} className="nav__list" />
          </nav>
        </details>
      </div>
    </header>
  );
}
