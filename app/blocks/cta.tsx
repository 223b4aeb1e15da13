import { ActionLink } from "./action-link";
import type { BlockOf } from "./schemas.server";
import { type BlockContext, Heading } from "./types";

export function CtaBlock({ block, context }: { block: BlockOf<"cta">; context: BlockContext }) {
  return (
    <section className="container section" id={block.id}>
      <div className="cta">
        <div>
          <Heading level={context.headingLevel} className="cta__heading">
            {block.heading}
          </Heading>
          {block.text && <p className="cta__text">{block.text}</p>}
        </div>
        <div className="actions">
          {block.actions.map((action) => (
            <ActionLink key={action.href} action={action} />
          ))}
        </div>
      </div>
    </section>
  );
}
