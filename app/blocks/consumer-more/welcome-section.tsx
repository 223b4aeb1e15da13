import { TextLink } from "../action-link";
import type { BlockOf } from "../schemas.server";
import { type BlockContext, BlockSection } from "../types";

/** A welcome after a purchase or a download: the first steps, numbered in order, each with its link. */
export function WelcomeSectionBlock({ block, context }: { block: BlockOf<"welcome-section">; context: BlockContext }) {
  const Title = context.headingLevel === 1 ? "h2" : "h3";
  return (
    <BlockSection id={block.id} heading={block.heading} intro={block.intro} context={context} className="welcome-section">
      <ol className="welcome-section__steps">
        {block.steps.map((step) => (
          <li key={step.step} className={`welcome-section__step welcome-section__step--${step.step}`}>
            <Title className="welcome-section__title">{step.title}</Title>
            <p className="welcome-section__text">{step.text}</p>
            <p className="welcome-section__link">
              <TextLink href={step.link.href}>{step.link.label}</TextLink>
            </p>
          </li>
        ))}
      </ol>
    </BlockSection>
  );
}
