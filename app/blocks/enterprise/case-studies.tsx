import { ContentImage } from "../content-image";
import { type BlockContext, BlockSection, Heading } from "../types";
import type { CaseStudiesView, CaseStudyCard, FeatureCaseStudyView } from "./view";

function Sectors({ sectors }: { sectors: string[] }) {
  return sectors.length > 0 ? <p className="enterprise-case__sectors">{sectors.join(" · ")}</p> : null;
}

/** Cards of customer stories, each linking to its page (`/enterprise-security/resources/case-study-…`). */
export function CaseStudies({ block, context }: { block: CaseStudiesView; context: BlockContext }) {
  return (
    <BlockSection id={block.id} heading={block.heading} intro={block.intro} context={context} className="enterprise-section">
      <ul className="enterprise-cards enterprise-cases">
        {block.items.map((story) => (
          <li key={story.href} className="enterprise-card enterprise-card--link enterprise-case">
            <Sectors sectors={story.sectors} />
            <h3 className="enterprise-card__title">
              <a href={story.href}>
                <span className="enterprise-case__customer">{story.customer}</span> {story.title}
              </a>
            </h3>
            <p>{story.summary}</p>
          </li>
        ))}
      </ul>
      {block.more && (
        <p className="enterprise-cases__more">
          <a className="button button--secondary" href={block.more.href}>
            {block.more.label}
          </a>
        </p>
      )}
    </BlockSection>
  );
}

function StoryLink({ story, label }: { story: CaseStudyCard; label: string }) {
  return (
    <a className="button button--primary" href={story.href}>
      {label}
      <span className="visually-hidden">: {story.customer}</span>
    </a>
  );
}

/** One story told large: its headline, figures and a customer's words, linking to the whole story. */
export function FeatureCaseStudy({ block, context }: { block: FeatureCaseStudyView; context: BlockContext }) {
  const { story } = block;
  return (
    <section className="container section enterprise-section enterprise-feature-case" id={block.id}>
      <div className="enterprise-feature-case__inner">
        <div className="enterprise-feature-case__text">
          <p className="eyebrow">{block.heading}</p>
          <Heading level={context.headingLevel} className="enterprise-feature-case__title">
            {story.title}
          </Heading>
          <Sectors sectors={story.sectors} />
          <p>{story.summary}</p>
          {block.figures.length > 0 && (
            <dl className="enterprise-figures">
              {block.figures.map((figure) => (
                <div key={figure.label} className="enterprise-figures__item">
                  <dt className="enterprise-figures__label">{figure.label}</dt>
                  <dd className="enterprise-figures__value">{figure.value}</dd>
                </div>
              ))}
            </dl>
          )}
          <StoryLink story={story} label={context.translations?.learnMore ?? "Learn more"} />
        </div>
        {block.quote ? (
          <figure className="enterprise-feature-case__quote">
            <blockquote>
              <p>{block.quote.text}</p>
            </blockquote>
            <figcaption>
              <strong>{block.quote.author}</strong>, {block.quote.role}
            </figcaption>
          </figure>
        ) : (
          block.image && <ContentImage className="enterprise-feature-case__image" image={block.image} />
        )}
      </div>
    </section>
  );
}
