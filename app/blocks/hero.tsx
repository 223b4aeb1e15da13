import { ActionLink } from "./action-link";
import { ContentImage } from "./content-image";
import type { BlockOf } from "./schemas.server";
import { type BlockContext, Heading } from "./types";

export function HeroBlock({ block, context }: { block: BlockOf<"hero">; context: BlockContext }) {
  return (
    <section className={`hero hero--${block.tone}`} id={block.id}>
      <div className="container hero__inner">
        <div className="hero__text">
          {block.eyebrow && <p className="eyebrow">{block.eyebrow}</p>}
          <Heading level={context.headingLevel} className="hero__heading">
            {block.heading}
          </Heading>
          {block.text && <p className="hero__lead">{block.text}</p>}
          {block.actions.length > 0 && (
            <div className="actions">
              {block.actions.map((action) => (
                <ActionLink key={action.href} action={action} />
              ))}
            </div>
          )}
        </div>
        {block.image && <ContentImage className="hero__image" image={block.image} eager={context.headingLevel === 1} />}
      </div>
    </section>
  );
}
