import type { BlockOf } from "./schemas.server";
import { type BlockContext, BlockSection } from "./types";

/** Native disclosure widgets: keyboard-operable and usable without JavaScript. */
export function AccordionBlock({ block, context }: { block: BlockOf<"accordion">; context: BlockContext }) {
  return (
    <BlockSection id={block.id} heading={block.heading} context={context}>
      <div className="accordion">
        {block.items.map((item) => (
          <details key={item.title} className="accordion__item">
            <summary className="accordion__summary">{item.title}</summary>
            <div className="accordion__panel prose" dangerouslySetInnerHTML={{ __html: item.html }} />
          </details>
        ))}
      </div>
    </BlockSection>
  );
}
