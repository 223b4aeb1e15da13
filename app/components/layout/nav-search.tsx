import { useEffect, useRef, useState } from "react";
import { Form, useNavigate } from "react-router";

/** The nav search hides once the page is scrolled past this many pixels (spec 3 §9). */
export const navSearchHideAfterPx = 150;

/**
 * The header search box (spec 3 §4): inactive until clicked; a non-empty query goes to the search
 * page; closing clears the query; hidden past 150 px of scroll. It is a real GET form to
 * `/search`, so it works without JavaScript.
 */
export function NavSearch({ label, closeLabel }: { label: string; closeLabel: string }) {
  const [active, setActive] = useState(false);
  const [query, setQuery] = useState("");
  const [hidden, setHidden] = useState(false);
  const input = useRef<HTMLInputElement>(null);
  const navigate = useNavigate();

  useEffect(() => {
    const onScroll = () => setHidden(window.scrollY > navSearchHideAfterPx);
    onScroll();
    window.addEventListener("scroll", onScroll, { passive: true });
    return () => window.removeEventListener("scroll", onScroll);
  }, []);

  function close() {
    setQuery("");
    setActive(false);
  }

  return (
    <Form
      method="get"
      action="/search"
      role="search"
      className={`nav-search${active ? " is-active" : ""}${hidden && !active ? " is-hidden" : ""}`}
      onSubmit={(event) => {
        event.preventDefault();
        const trimmed = query.trim();
        if (!active || !trimmed) {
          setActive(true);
          input.current?.focus();
          return;
        }
        navigate(`/search?query=${encodeURIComponent(trimmed)}`);
        close();
      }}
    >
      <input
        ref={input}
        className="nav-search__input"
        type="search"
        name="query"
        value={query}
        onChange={(event) => setQuery(event.target.value)}
        onFocus={() => setActive(true)}
        onKeyDown={(event) => {
          if (event.key === "Escape") close();
        }}
        aria-label={label}
        placeholder={label}
        maxLength={200}
      />
      <button type="submit" className="nav-search__submit" aria-label={label}>
        <svg
          aria-hidden="true"
          focusable="false"
          width="20"
          height="20"
          viewBox="0 0 24 24"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
          strokeLinecap="round"
        >
          <circle cx="10.5" cy="10.5" r="6.5" />
          <path d="m15.5 15.5 5 5" />
        </svg>
      </button>
      {active && (
        <button type="button" className="nav-search__close" aria-label={closeLabel} onClick={close}>
          ×
        </button>
      )}
    </Form>
  );
}
