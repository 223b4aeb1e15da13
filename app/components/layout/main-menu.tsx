import { type KeyboardEvent, useEffect, useRef, useState } from "react";
import { Link } from "react-router";
import type { Shell } from "~/domain/content/shell.server";

type NavItem = Shell["nav"][number];

/** The hover class leaves 300 ms after the pointer does (spec 3 §9). */
export const menuCloseDelayMs = 300;

/**
 * The wide-screen main menu. Each item links to its section; items with children open a panel on
 * hover (closing 300 ms after the pointer leaves), on keyboard focus, or with their toggle
 * button; Escape closes it and returns focus to the toggle. Without JavaScript the panels open on
 * hover and focus through CSS alone.
 */
export function MainMenu({ items, label, activeIndex }: { items: NavItem[]; label: string; activeIndex: number | null }) {
  const [open, setOpen] = useState<number | null>(null);
  const closeTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const toggles = useRef<Array<HTMLButtonElement | null>>([]);

  const cancelClose = () => clearTimeout(closeTimer.current);
  const closeLater = () => {
    cancelClose();
    closeTimer.current = setTimeout(() => setOpen(null), menuCloseDelayMs);
  };
  // A pending close must not fire after the menu is gone.
  useEffect(() => () => clearTimeout(closeTimer.current), []);

  function onKeyDown(event: KeyboardEvent<HTMLLIElement>, index: number) {
    if (event.key === "Escape" && open === index) {
      setOpen(null);
      toggles.current[index]?.focus();
    }
  }

  return (
    <nav className="nav nav--wide" aria-label={label}>
      <ul className="nav__list">
        {items.map((item, index) => (
          <li
            key={item.href}
            className={`nav__item${open === index ? " is-open" : ""}`}
            onPointerEnter={() => {
              cancelClose();
              setOpen(item.children.length > 0 ? index : null);
            }}
            onPointerLeave={closeLater}
            onKeyDown={(event) => onKeyDown(event, index)}
          >
            <Link
              to={item.href}
              className="nav__link"
              aria-current={activeIndex === index ? "true" : undefined}
              prefetch="intent"
            >
              {item.label}
            </Link>
            {item.children.length > 0 && (
              <>
                <button
                  ref={(element) => {
                    toggles.current[index] = element;
                  }}
                  type="button"
                  className="nav__toggle-sub"
                  aria-expanded={open === index}
                  aria-controls={`submenu-${index}`}
                  aria-label={item.label}
                  onClick={() => setOpen(open === index ? null : index)}
                />
                <ul className="nav__submenu" id={`submenu-${index}`}>
                  {item.children.map((child) => (
                    <li key={child.href}>
                      <Link to={child.href} className="nav__sublink" prefetch="intent" onClick={() => setOpen(null)}>
                        <span className="nav__sublabel">{child.label}</span>
                        {child.description && <span className="nav__subdesc">{child.description}</span>}
                      </Link>
                    </li>
                  ))}
                </ul>
              </>
            )}
          </li>
        ))}
      </ul>
    </nav>
  );
}
