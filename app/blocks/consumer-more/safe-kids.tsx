import { ActionLink } from "../action-link";
import { type BlockContext, BlockSection } from "../types";
import type { SafeKidsView } from "./view";

/** Safe kids for parents: what the kids product does for each age group, and its free download. */
export function SafeKidsBlock({ block, context }: { block: SafeKidsView; context: BlockContext }) {
  const Title = context.headingLevel === 1 ? "h2" : "h3";
  return (
    <BlockSection id={block.id} heading={block.heading} intro={block.intro} context={context} className="safe-kids">
      <ul className="safe-kids__groups">
        {block.ageGroups.map((group) => (
          <li key={group.ages} className={`safe-kids__group safe-kids__group--${group.ages}`}>
            <p className="safe-kids__ages">{group.label}</p>
            <Title className="safe-kids__title">{group.title}</Title>
            <ul className="safe-kids__points">
              {group.points.map((point) => (
                <li key={point}>{point}</li>
              ))}
            </ul>
          </li>
        ))}
      </ul>
      <div className="safe-kids__actions">
        {block.actions.map((action) => (
          <ActionLink key={"unavailable" in action ? "unavailable" : action.href} action={action} />
        ))}
      </div>
    </BlockSection>
  );
}
