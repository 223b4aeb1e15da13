import { TextLink } from "../action-link";
import { ContentImage } from "../content-image";
import { type BlockContext, BlockSection } from "../types";
import type { HomeFeaturedView } from "./view";

/** The featured items of `home-security/home-featured.json` (the block is not drawn when that fails). */
export function HomeFeaturedBlock({ block, context }: { block: HomeFeaturedView; context: BlockContext }) {
  const Title = block.heading || context.headingLevel === 1 ? "h3" : "h2";
  return (
    <BlockSection id={block.id} heading={block.heading} context={context} className="home-featured">
      <ul className="home-featured__items">
        {block.items.map((item) => (
          <li key={item.link.href + item.title} className="home-featured__item">
            {item.image && <ContentImage className="home-featured__image" image={item.image} />}
            <Title className="home-featured__title">{item.title}</Title>
            <p>{item.text}</p>
            <p>
              <TextLink href={item.link.href}>
                {item.link.label}
                <span className="visually-hidden">: {item.title}</span>
              </TextLink>
            </p>
          </li>
        ))}
      </ul>
    </BlockSection>
  );
}
