import { useEffect, useRef, useState } from "react";
import { useMatches } from "react-router";
import { ShellLink } from "~/components/ui/shell-link";
import type { ClientShell } from "~/domain/content/shell.server";
import { menuHighlightIndex } from "~/domain/navigation/menu-highlight";
import type { Section } from "~/routing/types";
import { BrandLogo } from "./brand-logo";
import { MainMenu } from "./main-menu";
import { NavSearch } from "./nav-search";

type NavItem = ClientShell["nav"][number];

/** The page being shown, from the last route's loader data (content pages carry their name and section). */
function useCurrentPage(): { routeName: string; section: Section } | null {
  const data = useMatches().at(-1)?.loaderData as { routeName?: string; section?: Section } | undefined;
  return data?.routeName && data.section ? { routeName: data.routeName, section: data.section } : null;
}

/** Turns on the sticky look once the page is scrolled past the header's own height (spec 1 §4). */
function useStuck(header: React.RefObject<HTMLElement | null>): boolean {
  const [stuck, setStuck] = useState(false);
  useEffect(() => {
    const onScroll = () => setStuck(window.scrollY > (header.current?.offsetHeight ?? 0));
    onScroll();
    window.addEventListener("scroll", onScroll, { passive: true });
    return () => window.removeEventListener("scroll", onScroll);
  }, [header]);
  return stuck;
}

function NarrowMenu({ items, activeIndex }: { items: NavItem[]; activeIndex: number | null }) {
  return (
    <ul className="nav__list">
      {items.map((item, index) => (
        <li key={item.href} className="nav__item">
          <ShellLink to={item.href} className="nav__link" aria-current={activeIndex === index ? "true" : undefined}>
            {item.label}
          </ShellLink>
          {item.children.length > 0 && (
            <ul className="nav__submenu">
              {item.children.map((child) => (
                <li key={child.href}>
                  <ShellLink to={child.href} className="nav__sublink">
                    <span className="nav__sublabel">{child.label}</span>
                  </ShellLink>
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
 * Site header: logo, the main menu from content with the current section highlighted, the search
 * box, and below 769 px a folded menu that works without JavaScript.
 */
export function SiteHeader({ shell }: { shell: ClientShell }) {
  const t = shell.translations;
  const header = useRef<HTMLElement>(null);
  const stuck = useStuck(header);
  const page = useCurrentPage();
  const activeIndex = page ? menuHighlightIndex(page.routeName, page.section, shell.nav) : null;
  return (
    <header ref={header} className={`site-header${stuck ? " is-stuck" : ""}`}>
      <div className="container site-header__bar">
        <ShellLink to="/" className="site-header__brand" aria-label={`${shell.brand} – ${t.home}`}>
          <BrandLogo name={shell.brand} />
        </ShellLink>
        <MainMenu items={shell.nav} label={t.mainNavigation} activeIndex={activeIndex} />
        <NavSearch label={t.search} closeLabel={t.closeSearch} suggestionTexts={shell.suggestions} />
        <details className="nav nav--narrow">
          <summary className="nav__toggle">
            <span className="nav__toggle-icon" aria-hidden="true" />
            {t.openMenu}
          </summary>
          <nav aria-label={t.mainNavigation}>
            <NarrowMenu items={shell.nav} activeIndex={activeIndex} />
          </nav>
        </details>
      </div>
    </header>
  );
}
