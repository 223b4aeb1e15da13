import { Icon } from "~/components/ui/icon";
import { ContentImage } from "../content-image";
import type { BlockOf } from "../schemas.server";
import { type BlockContext, BlockSection, Heading } from "../types";

/**
 * Partner premium services: the support tiers partners offer their customers, each with its
 * response time and what it includes; the recommended tier stands out.
 */
export function PartnerPremiumServices({
  block,
  context,
}: {
  block: BlockOf<"partner-premium-services">;
  context: BlockContext;
}) {
  const includes = context.translations?.serviceIncludes ?? "What's included";
  const response = context.translations?.serviceResponseTime ?? "Response time";
  const recommended = context.translations?.recommended ?? "Recommended";
  return (
    <BlockSection id={block.id} heading={block.heading} intro={block.intro} context={context} className="partner-services">
      <ul className={`partner-services__tiers partner-services__tiers--${block.tiers.length}`}>
        {block.tiers.map((tier) => (
          <li key={tier.name} className={`partner-tier${tier.highlight ? " partner-tier--highlight" : ""}`}>
            <article className="partner-tier__card">
              <header className="partner-tier__header">
                {tier.icon && <Icon name={tier.icon} size={32} />}
                {tier.highlight && <p className="partner-tier__badge">{recommended}</p>}
                <Heading level={block.heading ? 3 : 2} className="partner-tier__name">
                  {tier.name}
                </Heading>
                <p className="partner-tier__summary">{tier.summary}</p>
              </header>
              <dl className="partner-tier__facts">
                <dt>{response}</dt>
                <dd>{tier.responseTime}</dd>
              </dl>
              <p className="partner-tier__label">{includes}</p>
              <ul className="check-list">
                {tier.includes.map((item) => (
                  <li key={item}>{item}</li>
                ))}
              </ul>
              {tier.link && (
                <a
                  className={`button ${tier.highlight ? "button--primary" : "button--secondary"} partner-tier__action`}
                  href={tier.link.href}
                >
                  {tier.link.label}
                </a>
              )}
            </article>
          </li>
        ))}
      </ul>
      {block.note && <p className="partner-services__note">{block.note}</p>}
    </BlockSection>
  );
}

/** Partner success stories: each card names the partner and links to its story's page. */
export function PartnerCaseStudies({ block, context }: { block: BlockOf<"partner-case-studies">; context: BlockContext }) {
  const results = context.translations?.caseStudyResults ?? "Results";
  return (
    <BlockSection id={block.id} heading={block.heading} intro={block.intro} context={context} className="partner-cases">
      <ul className="partner-cases__list">
        {block.items.map((story) => (
          <li key={story.href} className="partner-case">
            {story.image && <ContentImage className="partner-case__image" image={story.image} />}
            <p className="partner-case__profile">{story.profile}</p>
            <Heading level={block.heading ? 3 : 2} className="partner-case__title">
              <a href={story.href}>
                <span className="partner-case__partner">{story.partner}:</span> {story.title}
              </a>
            </Heading>
            <p className="partner-case__summary">{story.summary}</p>
            {story.results.length > 0 && (
              <>
                <p className="partner-case__label">{results}</p>
                <ul className="partner-case__results">
                  {story.results.map((result) => (
                    <li key={result}>{result}</li>
                  ))}
                </ul>
              </>
            )}
          </li>
        ))}
      </ul>
      {block.more && (
        <p className="partner-cases__more">
          <a className="button button--secondary" href={block.more.href}>
            {block.more.label}
          </a>
        </p>
      )}
    </BlockSection>
  );
}
