import { TextLink } from "../action-link";
import { ContentImage } from "../content-image";
import type { BlockOf } from "../schemas.server";
import { type BlockContext, BlockSection } from "../types";

/** Further links, each with a line of text (spec 3 §1 secondary list). */
export function SecondaryListBlock({ block, context }: { block: BlockOf<"secondary-list">; context: BlockContext }) {
  return (
    <BlockSection id={block.id} heading={block.heading} context={context}>
      <ul className="secondary-list">
        {block.items.map((item) => (
          <li key={item.href} className="secondary-list__item">
            {item.image && <ContentImage className="secondary-list__image" image={item.image} />}
            <div>
              <h3 className="secondary-list__title">
                <TextLink href={item.href}>{item.title}</TextLink>
              </h3>
              {item.text && <p>{item.text}</p>}
            </div>
          </li>
        ))}
      </ul>
    </BlockSection>
  );
}
