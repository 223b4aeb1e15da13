import { Icon } from "~/components/ui/icon";
import { TextLink, UnavailableText } from "./action-link";
import type { FeatureGridView } from "./resolve.server";
import { type BlockContext, BlockSection } from "./types";

export function FeatureGridBlock({ block, context }: { block: FeatureGridView; context: BlockContext }) {
  return (
    <BlockSection id={block.id} heading={block.heading} intro={block.intro} context={context}>
      <ul className={`feature-grid feature-grid--${block.columns}`}>
        {block.items.map((item) => (
          <li key={item.title} className="feature">
            {item.icon && (
              <span className="feature__icon">
                <Icon name={item.icon} />
              </span>
            )}
            <h3 className="feature__title">{item.title}</h3>
            <p className="feature__text">{item.text}</p>
            {item.link &&
              ("unavailable" in item.link ? (
                <UnavailableText text={item.link.unavailable} />
              ) : (
                <TextLink href={item.link.href}>{item.link.label}</TextLink>
              ))}
          </li>
        ))}
      </ul>
    </BlockSection>
  );
}
