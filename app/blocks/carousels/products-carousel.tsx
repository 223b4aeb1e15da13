import { type KeyboardEvent, useId, useRef, useState } from "react";
import { Carousel } from "~/components/ui/carousel";
import { type BlockContext, BlockSection } from "../types";
import { ProductSlideCard } from "./product-slide";
import type { ProductsCarouselView } from "./view";

/**
 * The products carousel (spec 3 §3, §4): product cards in tabs by operating system, opening on the
 * tab the server chose for the visitor's device; a tab change shows its own carousel. WAI-ARIA tabs
 * (arrow keys, Home, End). Without JavaScript every tab's carousel is shown under its own heading.
 */
export function ProductsCarousel({ block, context }: { block: ProductsCarouselView; context: BlockContext }) {
  const [selected, setSelected] = useState(block.initialTab);
  const tabRefs = useRef<Array<HTMLButtonElement | null>>([]);
  const baseId = useId();
  const headingId = `${baseId}-heading`;
  const count = block.tabs.length;
  const selectedIndex = Math.max(
    0,
    block.tabs.findIndex((tab) => tab.id === selected),
  );

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    const rtl = getComputedStyle(event.currentTarget).direction === "rtl";
    const moves: Record<string, number> = {
      [rtl ? "ArrowLeft" : "ArrowRight"]: selectedIndex + 1,
      [rtl ? "ArrowRight" : "ArrowLeft"]: selectedIndex - 1,
      Home: 0,
      End: count - 1,
    };
    const target = moves[event.key];
    if (target === undefined) return;
    event.preventDefault();
    const index = (target + count) % count;
    setSelected(block.tabs[index]?.id ?? selected);
    tabRefs.current[index]?.focus();
  }

  const className = `carousel-block products-carousel${block.borderAndBg ? " products-carousel--framed" : ""}`;
  const carouselOf = (tab: ProductsCarouselView["tabs"][number], active: boolean, labelledBy: string | undefined) => (
    <Carousel
      labelledBy={labelledBy}
      label={block.texts.carousel}
      slides={tab.items.map((product) => ({ key: product.name, content: <ProductSlideCard product={product} /> }))}
      positions={tab.positions}
      texts={block.texts}
      perView={4}
      autoplay={block.autoplay}
      active={active}
    />
  );

  // Tabs by operating system, each panel with its own carousel; or the one tab's carousel alone.
  const [onlyTab] = block.tabs;
  const content = block.showTabs ? (
    <>
      <div
        className="tabs__list products-carousel__tabs"
        role="tablist"
        aria-labelledby={block.heading ? headingId : undefined}
        onKeyDown={onKeyDown}
      >
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
            aria-selected={tab.id === selected}
            tabIndex={tab.id === selected ? 0 : -1}
            className="tabs__tab"
            data-tab={tab.id}
            onClick={() => setSelected(tab.id)}
          >
            {tab.label}
          </button>
        ))}
      </div>
      {block.tabs.map((tab) => (
        <div
          key={tab.id}
          role="tabpanel"
          id={`${baseId}-${tab.id}-panel`}
          aria-labelledby={`${baseId}-${tab.id}-tab`}
          hidden={tab.id !== selected}
          className="tabs__panel products-carousel__panel"
          data-tab={tab.id}
        >
          <h3 className="tabs__panel-heading" id={`${baseId}-${tab.id}-heading`}>
            {tab.label}
          </h3>
          {carouselOf(tab, tab.id === selected, `${block.heading ? `${headingId} ` : ""}${baseId}-${tab.id}-heading`)}
        </div>
      ))}
    </>
  ) : (
    onlyTab && carouselOf(onlyTab, true, block.heading ? headingId : undefined)
  );

  return (
    <BlockSection
      id={block.id}
      heading={block.heading}
      headingId={headingId}
      intro={block.intro}
      context={context}
      className={className}
    >
      {content}
    </BlockSection>
  );
}
