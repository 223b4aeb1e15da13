import { useEffect, useId, useRef, useState } from "react";
import { Form, useNavigate } from "react-router";
import { suggestDebounceMs, suggestionCount, suggestMinLength } from "~/domain/search/limits";

/** The nav search hides once the page is scrolled past this many pixels (spec 3 §9). */
export const navSearchHideAfterPx = 150;

interface Suggestion {
  title: string;
  path: string;
}

export interface SuggestionTexts {
  /** The list's accessible name. */
  label: string;
  /** What a screen reader hears for 0…10 suggestions, index = count. */
  counts: string[];
}

/**
 * Suggestions for what was typed, from our own endpoint (`/_svc/search.svc/Suggest`, count 10):
 * asked for once typing pauses, the previous request cancelled, nothing asked for under two
 * characters. A failed request just shows none.
 */
function useSuggestions(query: string, enabled: boolean): Suggestion[] {
  const [suggestions, setSuggestions] = useState<Suggestion[]>([]);
  useEffect(() => {
    const phrase = query.trim();
    if (!enabled || phrase.length < suggestMinLength) {
      setSuggestions([]);
      return;
    }
    const controller = new AbortController();
    const timer = setTimeout(async () => {
      try {
        const response = await fetch(`/_svc/search.svc/Suggest?phrase=${encodeURIComponent(phrase)}&count=${suggestionCount}`, {
          signal: controller.signal,
          headers: { Accept: "application/json" },
        });
        if (!response.ok) throw new Error(`suggestions answered ${response.status}`);
        const body = (await response.json()) as { suggestions?: Suggestion[] };
        setSuggestions((body.suggestions ?? []).slice(0, suggestionCount));
      } catch (error) {
        if ((error as Error).name !== "AbortError") setSuggestions([]);
      }
    }, suggestDebounceMs);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [query, enabled]);
  return suggestions;
}

/**
 * The suggestion an arrow key moves to: -1 is the input itself, then each suggestion; moving past
 * either end comes round to the other.
 *
 * @example nextHighlight(-1, 1, 3) // 0; nextHighlight(2, 1, 3) // -1; nextHighlight(-1, -1, 3) // 2
 */
export function nextHighlight(current: number, step: 1 | -1, count: number): number {
  return ((current + 1 + step + count + 1) % (count + 1)) - 1;
}

/**
 * The header search box (spec 3 §4): inactive until clicked; a non-empty query goes to the search
 * page; closing clears the query; hidden past 150 px of scroll. It is a real GET form to
 * `/search`, so it works without JavaScript. With JavaScript it is a combobox (WAI-ARIA 1.2, list
 * autocomplete): suggestions as you type, arrow keys move through them, Enter opens the one
 * chosen (or searches), Escape closes the list and then the box.
 */
export function NavSearch({
  label,
  closeLabel,
  suggestionTexts,
}: {
  label: string;
  closeLabel: string;
  suggestionTexts: SuggestionTexts;
}) {
  const [active, setActive] = useState(false);
  const [query, setQuery] = useState("");
  const [hidden, setHidden] = useState(false);
  const [listOpen, setListOpen] = useState(false);
  const [highlighted, setHighlighted] = useState(-1);
  const input = useRef<HTMLInputElement>(null);
  const navigate = useNavigate();
  const id = useId();
  const listId = `${id}-suggestions`;
  const suggestions = useSuggestions(query, active);
  const expanded = listOpen && suggestions.length > 0;

  useEffect(() => {
    const onScroll = () => setHidden(window.scrollY > navSearchHideAfterPx);
    onScroll();
    window.addEventListener("scroll", onScroll, { passive: true });
    return () => window.removeEventListener("scroll", onScroll);
  }, []);

  // New suggestions start with none chosen.
  // biome-ignore lint/correctness/useExhaustiveDependencies: reset whenever the list changes.
  useEffect(() => setHighlighted(-1), [suggestions]);

  function close() {
    setQuery("");
    setActive(false);
    setListOpen(false);
  }

  function open(suggestion: Suggestion) {
    navigate(suggestion.path);
    close();
  }

  const optionId = (index: number) => `${id}-option-${index}`;

  return (
    <Form
      method="get"
      action="/search"
      role="search"
      aria-label={label}
      className={`nav-search${active ? " is-active" : ""}${hidden && !active ? " is-hidden" : ""}`}
      onSubmit={(event) => {
        event.preventDefault();
        const chosen = expanded ? suggestions[highlighted] : undefined;
        if (chosen) return open(chosen);
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
      <div className="nav-search__field">
        <input
          ref={input}
          className="nav-search__input"
          type="search"
          name="query"
          role="combobox"
          aria-autocomplete="list"
          aria-expanded={expanded}
          aria-controls={listId}
          aria-activedescendant={expanded && highlighted >= 0 ? optionId(highlighted) : undefined}
          autoComplete="off"
          value={query}
          onChange={(event) => {
            setQuery(event.target.value);
            setListOpen(true);
          }}
          onFocus={() => setActive(true)}
          onBlur={(event) => {
            // A click on a suggestion keeps the list until it is handled.
            if (!event.relatedTarget?.closest(`#${CSS.escape(listId)}`)) setListOpen(false);
          }}
          onKeyDown={(event) => {
            if (event.key === "ArrowDown" || event.key === "ArrowUp") {
              if (suggestions.length === 0) return;
              event.preventDefault();
              setListOpen(true);
              const step = event.key === "ArrowDown" ? 1 : -1;
              setHighlighted((current) => nextHighlight(current, step, suggestions.length));
            } else if (event.key === "Escape") {
              if (expanded) setListOpen(false);
              else close();
            }
          }}
          aria-label={label}
          placeholder={label}
          maxLength={200}
        />
        <div id={listId} role="listbox" aria-label={suggestionTexts.label} className="nav-search__suggestions" hidden={!expanded}>
          {suggestions.map((suggestion, index) => (
            <div
              key={suggestion.path}
              id={optionId(index)}
              role="option"
              aria-selected={index === highlighted}
              className={index === highlighted ? "is-highlighted" : undefined}
              tabIndex={-1}
              onMouseDown={(event) => event.preventDefault()}
              onClick={() => open(suggestion)}
              onKeyDown={() => undefined}
            >
              {suggestion.title}
            </div>
          ))}
        </div>
        <p className="visually-hidden" aria-live="polite">
          {active && listOpen && query.trim().length >= suggestMinLength
            ? (suggestionTexts.counts[suggestions.length] ?? "")
            : ""}
        </p>
      </div>
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
