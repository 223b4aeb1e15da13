import { type KeyboardEvent, useId, useRef, useState } from "react";
import type { BlockOf } from "./schemas.server";
import { type BlockContext, BlockSection } from "./types";

/**
 * WAI-ARIA tabs (arrow keys, Home, End). Without JavaScript every panel is shown in turn
 * under its own heading (`.no-js` styles), so no content is lost.
 */
export function TabsBlock({ block, context }: { block: BlockOf<"tabs">; context: BlockContext }) {
  const [selected, setSelected] = useState(0);
  const tabRefs = useRef<Array<HTMLButtonElement | null>>([]);
  const baseId = useId();
  const count = block.tabs.length;

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    const rtl = getComputedStyle(event.currentTarget).direction === "rtl";
    const next = rtl ? "ArrowLeft" : "ArrowRight";
    const previous = rtl ? "ArrowRight" : "ArrowLeft";
    const moves: Record<string, number> = { [next]: selected + 1, [previous]: selected - 1, Home: 0, End: count - 1 };
    const target = moves[event.key];
    if (target === undefined) return;
    event.preventDefault();
    const index = (target + count) % count;
    setSelected(index);
    tabRefs.current[index]?.focus();
  }

  return (
    <BlockSection id={block.id} heading={block.heading} context={context} className="tabs">
      <div className="tabs__list" role="tablist" onKeyDown={onKeyDown}>
        {block.tabs.map((tab, index) => (
          <button
            key={tab.id}
            ref={(element) => {
              tabRefs.current[index] = element;
            }}
            type="button"
            role="tab"
            id={`${baseId}-${tab.id}-tab`}
            aria-controls={`${baseId}-${tab.id}-panel`}
            aria-selected={index === selected}
            tabIndex={index === selected ? 0 : -1}
            className="tabs__tab"
            onClick={() => setSelected(index)}
          >
            {tab.label}
          </button>
        ))}
      </div>
      {block.tabs.map((tab, index) => (
        <div
          key={tab.id}
          role="tabpanel"
          id={`${baseId}-${tab.id}-panel`}
          aria-labelledby={`${baseId}-${tab.id}-tab`}
          hidden={index !== selected}
          // biome-ignore lint/a11y/noNoninteractiveTabindex: WAI-ARIA tabs make the panel focusable so keyboard users reach its text.
          tabIndex={0}
          className="tabs__panel"
        >
          <h3 className="tabs__panel-heading">{tab.label}</h3>
          <div className="prose" dangerouslySetInnerHTML={{ __html: tab.html }} />
        </div>
      ))}
    </BlockSection>
  );
}
