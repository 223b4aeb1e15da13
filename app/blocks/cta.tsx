import { ActionLink } from "./action-link";
import type { CtaView } from "./resolve.server";
import { type BlockContext, Heading } from "./types";

export function CtaBlock({ block, context }: { block: CtaView; context: BlockContext }) {
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
            <ActionLink key={"href" in action ? action.href : "unavailable"} action={action} />
          ))}
        </div>
      </div>
    </section>
  );
}
