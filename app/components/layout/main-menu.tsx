import { type KeyboardEvent, useEffect, useRef, useState } from "react";
import { PrefetchPageLinks, useFetcher } from "react-router";
import { ShellLink } from "~/components/ui/shell-link";
import type { MegaMenuPanel } from "~/domain/content/mega-menu.server";
import type { Shell } from "~/domain/content/shell.server";

type NavItem = Shell["nav"][number];

/** The hover class leaves 300 ms after the pointer does (spec 3 §9). */
export const menuCloseDelayMs = 300;

interface ItemProps {
  item: NavItem;
  index: number;
  open: boolean;
  active: boolean;
  onOpen(index: number | null): void;
  onLeave(): void;
}

/**
 * One main-menu item. Its mega-menu panel is fetched the first time the item is hovered,
 * focused or toggled; until then (and without JavaScript) the item's links from the navigation
 * document are the panel.
 */
function MenuItem({ item, index, open, active, onOpen, onLeave }: ItemProps) {
  const panel = useFetcher<MegaMenuPanel>();
  const toggle = useRef<HTMLButtonElement>(null);
  /** The page of the link last pointed at or focused: its route's code and data load ahead of a click. */
  const [intent, setIntent] = useState<string | null>(null);
  const noteIntent = (event: { target: EventTarget }) => {
    const href = event.target instanceof Element ? event.target.closest("a[href^='/']")?.getAttribute("href") : null;
    if (href && href !== intent) setIntent(href);
  };
  const hasPanel = item.children.length > 0 || item.featuredProducts.length > 0;

  function load() {
    if (hasPanel && panel.state === "idle" && !panel.data) panel.load(`/_svc/page/megamenu?item=${index}`);
  }

  function onKeyDown(event: KeyboardEvent<HTMLLIElement>) {
    if (event.key === "Escape" && open) {
      onOpen(null);
      toggle.current?.focus();
    }
  }

  const links = panel.data?.links ?? item.children;
  const featured = panel.data?.featured ?? [];
  return (
    <li
      className={`nav__item${open ? " is-open" : ""}`}
      onPointerEnter={() => {
        load();
        onOpen(hasPanel ? index : null);
      }}
      onPointerOver={noteIntent}
      onPointerLeave={onLeave}
      onFocus={(event) => {
        load();
        noteIntent(event);
      }}
      onKeyDown={onKeyDown}
    >
      <ShellLink to={item.href} className="nav__link" aria-current={active ? "true" : undefined}>
        {item.label}
      </ShellLink>
      {intent && <PrefetchPageLinks page={intent} />}
      {hasPanel && (
        <>
          <button
            ref={toggle}
            type="button"
            className="nav__toggle-sub"
            aria-expanded={open}
            aria-controls={`submenu-${index}`}
            aria-label={item.label}
            onClick={() => {
              load();
              onOpen(open ? null : index);
            }}
          />
          <div className={`nav__submenu${featured.length > 0 ? " nav__submenu--mega" : ""}`} id={`submenu-${index}`}>
            <ul className="nav__sublist">
              {links.map((child) => (
                <li key={child.href}>
                  <ShellLink to={child.href} className="nav__sublink" onClick={() => onOpen(null)}>
                    <span className="nav__sublabel">{child.label}</span>
                    {child.description && <span className="nav__subdesc">{child.description}</span>}
                  </ShellLink>
                </li>
              ))}
            </ul>
            {featured.length > 0 && (
              <ul className="nav__featured">
                {featured.map((product) => (
                  <li key={product.name}>
                    <ShellLink to={product.href} className="nav__product" onClick={() => onOpen(null)}>
                      <img src={product.image.src} alt="" width={96} height={72} loading="lazy" />
                      <span className="nav__sublabel">{product.title}</span>
                      <span className="nav__subdesc">{product.shortDesc}</span>
                    </ShellLink>
                  </li>
                ))}
              </ul>
            )}
          </div>
        </>
      )}
    </li>
  );
}

/**
 * The wide-screen main menu. Each item links to its section; items with a panel open it on hover
 * (closing 300 ms after the pointer leaves), on keyboard focus, or with their toggle button;
 * Escape closes it and returns focus to the toggle. Without JavaScript the panels open on hover
 * and focus through CSS alone.
 */
export function MainMenu({ items, label, activeIndex }: { items: NavItem[]; label: string; activeIndex: number | null }) {
  const [open, setOpen] = useState<number | null>(null);
  const closeTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  // A pending close must not fire after the menu is gone.
  useEffect(() => () => clearTimeout(closeTimer.current), []);

  return (
    <nav className="nav nav--wide" aria-label={label}>
      <ul className="nav__list">
        {items.map((item, index) => (
          <MenuItem
            key={item.href}
            item={item}
            index={index}
            open={open === index}
            active={activeIndex === index}
            onOpen={(next) => {
              clearTimeout(closeTimer.current);
              setOpen(next);
            }}
            onLeave={() => {
              clearTimeout(closeTimer.current);
              closeTimer.current = setTimeout(() => setOpen(null), menuCloseDelayMs);
            }}
          />
        ))}
      </ul>
    </nav>
  );
}
