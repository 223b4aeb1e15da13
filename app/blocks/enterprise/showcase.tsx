import { Icon } from "~/components/ui/icon";
import { ContentImage } from "../content-image";
import type { BlockOf } from "../schemas.server";
import { type BlockContext, BlockSection, Heading } from "../types";
import type { EnterprisePromoView } from "./more-view";

export function EnterpriseFeatures({ block, context }: { block: BlockOf<"enterprise-features">; context: BlockContext }) {
  return (
    <BlockSection id={block.id} heading={block.heading} intro={block.intro} context={context} className="enterprise-section">
      <ul className="enterprise-features">
        {block.items.map((item) => (
          <li key={item.title} className="enterprise-features__item">
            <span className="enterprise-card__icon">
              <Icon name={item.icon} />
            </span>
            <div>
              <h3 className="enterprise-card__title">{item.title}</h3>
              <p>{item.text}</p>
            </div>
          </li>
        ))}
      </ul>
    </BlockSection>
  );
}

/** Cards each linking a page; the whole card answers a click on its title's link. */
export function EnterpriseGrid({ block, context }: { block: BlockOf<"enterprise-grid">; context: BlockContext }) {
  return (
    <BlockSection id={block.id} heading={block.heading} intro={block.intro} context={context} className="enterprise-section">
      <ul className="enterprise-cards">
        {block.cards.map((card) => (
          <li key={card.href} className="enterprise-card enterprise-card--link">
            {card.image && <ContentImage className="enterprise-card__image" image={card.image} />}
            <h3 className="enterprise-card__title">
              <a href={card.href}>{card.title}</a>
            </h3>
            <p>{card.text}</p>
          </li>
        ))}
      </ul>
    </BlockSection>
  );
}

/** A promo band; the server leaves it out when its image or target is missing (spec 3 §8). */
export function EnterprisePromo({ block, context }: { block: EnterprisePromoView; context: BlockContext }) {
  return (
    <section className="enterprise-promo" id={block.id}>
      <div className="container enterprise-promo__inner">
        <div>
          <Heading level={context.headingLevel} className="enterprise-promo__heading">
            {block.heading}
          </Heading>
          {block.text && <p>{block.text}</p>}
          <a className="button button--primary" href={block.action.href}>
            {block.action.label}
          </a>
        </div>
        <ContentImage className="enterprise-promo__image" image={block.image} />
      </div>
    </section>
  );
}

/** Analyst recognitions, each with its badge, source and year. */
export function EnterpriseAwards({ block, context }: { block: BlockOf<"enterprise-awards">; context: BlockContext }) {
  return (
    <BlockSection id={block.id} heading={block.heading} intro={block.intro} context={context} className="enterprise-section">
      <ul className="enterprise-cards enterprise-awards">
        {block.awards.map((award) => (
          <li
            key={award.title}
            className={`enterprise-card enterprise-awards__item${award.href ? " enterprise-card--link" : ""}`}
          >
            <ContentImage className="enterprise-awards__badge" image={award.badge} />
            <h3 className="enterprise-card__title">{award.href ? <a href={award.href}>{award.title}</a> : award.title}</h3>
            <p>
              {award.source}, {award.year}
            </p>
          </li>
        ))}
      </ul>
    </BlockSection>
  );
}
