import { ActionLink } from "../action-link";
import { ContentImage } from "../content-image";
import type { BlockOf } from "../schemas.server";
import { type BlockContext, BlockSection, Heading } from "../types";

/** Customer or partner logos; a logo with an address links to it. */
export function LogosBlock({ block, context }: { block: BlockOf<"logos">; context: BlockContext }) {
  return (
    <BlockSection id={block.id} heading={block.heading} intro={block.intro} context={context} className="logos-block">
      <ul className="logos">
        {block.logos.map((logo) => (
          <li key={logo.name} className="logos__item">
            {logo.href ? (
              <a className="logos__link" href={logo.href}>
                <ContentImage image={logo.image} />
              </a>
            ) : (
              <ContentImage image={logo.image} />
            )}
          </li>
        ))}
      </ul>
    </BlockSection>
  );
}

/** Quotes with the person who said them: name, role, company and portrait. */
export function TestimonialsBlock({ block, context }: { block: BlockOf<"testimonials">; context: BlockContext }) {
  return (
    <BlockSection id={block.id} heading={block.heading} intro={block.intro} context={context} className="testimonials-block">
      <ul className={`testimonials testimonials--${Math.min(block.items.length, 3)}`}>
        {block.items.map((item) => (
          <li key={item.name}>
            <figure className="testimonial">
              <blockquote className="testimonial__quote">
                <p>{item.quote}</p>
              </blockquote>
              <figcaption className="testimonial__person">
                {item.portrait && <ContentImage className="testimonial__portrait" image={item.portrait} />}
                <span>
                  <span className="testimonial__name">{item.name}</span>
                  <span className="testimonial__role">{`${item.role}, ${item.company}`}</span>
                </span>
              </figcaption>
            </figure>
          </li>
        ))}
      </ul>
    </BlockSection>
  );
}

/** Partner programmes: who each is for, its levels and what partners get. */
export function ProgramsListBlock({ block, context }: { block: BlockOf<"programs-list">; context: BlockContext }) {
  const levels = context.translations?.programLevels ?? "Levels";
  const benefits = context.translations?.programBenefits ?? "What you get";
  return (
    <BlockSection id={block.id} heading={block.heading} intro={block.intro} context={context} className="programs-block">
      <div className={`programs programs--${block.programs.length}`}>
        {block.programs.map((program) => (
          <article key={program.name} className="program" id={program.id}>
            <header className="program__header">
              <p className="program__audience">{program.audience}</p>
              <Heading level={block.heading ? 3 : 2} className="program__name">
                {program.name}
              </Heading>
              <p className="program__summary">{program.summary}</p>
            </header>
            {program.tiers.length > 0 && (
              <div className="program__tiers">
                <p className="program__label">{levels}</p>
                <ol className="program__tier-list">
                  {program.tiers.map((tier) => (
                    <li key={tier.name} className="program__tier">
                      <span className="program__tier-name">{tier.name}</span>
                      <span className="program__tier-requirement">{tier.requirement}</span>
                    </li>
                  ))}
                </ol>
              </div>
            )}
            <div className="program__benefits">
              <p className="program__label">{benefits}</p>
              <ul className="check-list">
                {program.benefits.map((benefit) => (
                  <li key={benefit}>{benefit}</li>
                ))}
              </ul>
            </div>
            {program.link && <ActionLink action={program.link} className="program__action" />}
          </article>
        ))}
      </div>
    </BlockSection>
  );
}

/** A highlighted story: text, key figures and an image, on a band of its own. */
export function FeaturedSectionBlock({ block, context }: { block: BlockOf<"featured-section">; context: BlockContext }) {
  return (
    <section className={`featured-section featured-section--image-${block.imagePosition}`} id={block.id}>
      <div className="container featured-section__inner">
        <div className="featured-section__text">
          {block.eyebrow && <p className="eyebrow">{block.eyebrow}</p>}
          <Heading level={context.headingLevel}>{block.heading}</Heading>
          <div className="prose" dangerouslySetInnerHTML={{ __html: block.html }} />
          {block.figures.length > 0 && (
            <dl className="featured-section__figures">
              {block.figures.map((figure) => (
                <div key={figure.label} className="featured-section__figure">
                  <dt>{figure.label}</dt>
                  <dd>{figure.value}</dd>
                </div>
              ))}
            </dl>
          )}
          {block.link && <ActionLink action={block.link} />}
        </div>
        <ContentImage className="featured-section__image" image={block.image} />
      </div>
    </section>
  );
}

/** Awards and recognitions, newest first as the editor lists them. */
export function BusinessAwardsBlock({ block, context }: { block: BlockOf<"business-awards">; context: BlockContext }) {
  return (
    <BlockSection id={block.id} heading={block.heading} intro={block.intro} context={context} className="awards-block">
      <ul className="business-awards">
        {block.awards.map((award) => (
          <li key={`${award.title}-${award.year}`} className="business-award">
            {award.badge && <ContentImage className="business-award__badge" image={award.badge} />}
            <h3 className="business-award__title">{award.href ? <a href={award.href}>{award.title}</a> : award.title}</h3>
            <p className="business-award__issuer">
              {award.issuer} · <time dateTime={String(award.year)}>{award.year}</time>
            </p>
            {award.text && <p className="business-award__text">{award.text}</p>}
          </li>
        ))}
      </ul>
    </BlockSection>
  );
}
