import { ActionLink } from "./action-link";
import type { ActionView } from "./actions.server";
import { type BlockContext, Heading } from "./types";

/** Eyebrow, heading, lead and actions: the text side of heroes and page headers. */
export function IntroText({
  prefix,
  eyebrow,
  heading,
  text,
  actions,
  context,
}: {
  /** Class prefix of the block, e.g. "hero" → hero__heading, hero__lead. */
  prefix: string;
  eyebrow?: string;
  heading: string;
  text?: string;
  actions: ActionView[];
  context: BlockContext;
}) {
  return (
    <>
      {eyebrow && <p className="eyebrow">{eyebrow}</p>}
      <Heading level={context.headingLevel} className={`${prefix}__heading`}>
        {heading}
      </Heading>
      {text && <p className={`${prefix}__lead`}>{text}</p>}
      {actions.length > 0 && (
        <div className="actions">
          {actions.map((action) => (
            <ActionLink key={"href" in action ? action.href : "unavailable"} action={action} />
          ))}
        </div>
      )}
    </>
  );
}
