import { Icon, type IconName } from "~/components/ui/icon";
import { TextLink, UnavailableText } from "../action-link";
import { ContentImage } from "../content-image";
import type { BlockOf } from "../schemas.server";
import { type BlockContext, BlockSection, Heading } from "../types";
import type { PremiumGridView, PremiumHeaderView, PremiumOfferSectionView, PremiumOneTimeOffersView, ServicePrice } from "./view";

/** A service's price and its cart link, or why there is none. */
function ServiceBuy({ price, primary = true }: { price: ServicePrice; primary?: boolean }) {
  if (price.unavailable) return <UnavailableText text={price.unavailable} />;
  return (
    <div className="service-buy">
      {price.price && <p className="service-buy__price">{price.price}</p>}
      {price.cartHref && (
        <a className={`button button--${primary ? "primary" : "secondary"}`} href={price.cartHref} rel="nofollow">
          {price.buyText}
        </a>
      )}
    </div>
  );
}

function Facts({ facts }: { facts: Array<{ label: string; value: string }> }) {
  if (facts.length === 0) return null;
  return (
    <dl className="service-facts">
      {facts.map((fact) => (
        <div key={fact.label}>
          <dt>{fact.label}</dt>
          <dd>{fact.value}</dd>
        </div>
      ))}
    </dl>
  );
}

export function PremiumHeaderBlock({ block, context }: { block: PremiumHeaderView; context: BlockContext }) {
  return (
    <section className="premium-header" id={block.id}>
      <div className="container premium-header__inner">
        <div className="premium-header__text">
          {block.eyebrow && <p className="eyebrow">{block.eyebrow}</p>}
          <Heading level={context.headingLevel} className="premium-header__heading">
            {block.heading}
          </Heading>
          <p className="premium-header__lead">{block.text}</p>
          <Facts facts={block.facts} />
          <div className="premium-header__actions">
            {block.price && <ServiceBuy price={block.price} />}
            {block.secondaryAction && <TextLink href={block.secondaryAction.href}>{block.secondaryAction.label}</TextLink>}
          </div>
        </div>
        {block.image && <ContentImage className="premium-header__image" image={block.image} eager />}
      </div>
    </section>
  );
}

export function PremiumBannerBlock({ block, context }: { block: BlockOf<"premium-banner">; context: BlockContext }) {
  return (
    <section className="container section" id={block.id}>
      <div className="premium-banner">
        {block.image && <ContentImage className="premium-banner__image" image={block.image} />}
        <div>
          <Heading level={context.headingLevel} className="premium-banner__heading">
            {block.heading}
          </Heading>
          <p>{block.text}</p>
          {block.action && <TextLink href={block.action.href}>{block.action.label}</TextLink>}
        </div>
      </div>
    </section>
  );
}

export function PremiumDescriptionBlock({ block, context }: { block: BlockOf<"premium-description">; context: BlockContext }) {
  return (
    <BlockSection id={block.id} context={context} className="premium-description">
      <div className="premium-description__grid">
        <div>
          <Heading level={context.headingLevel}>{block.heading}</Heading>
          <div className="prose" dangerouslySetInnerHTML={{ __html: block.html }} />
        </div>
        <div className="premium-description__aside">
          {block.image && <ContentImage className="premium-description__image" image={block.image} />}
          <Facts facts={block.facts} />
        </div>
      </div>
    </BlockSection>
  );
}

export function PremiumFeaturesBlock({ block, context }: { block: BlockOf<"premium-features">; context: BlockContext }) {
  return (
    <BlockSection id={block.id} heading={block.heading} context={context}>
      <ul className="premium-features">
        {block.items.map((item) => (
          <li key={item.title} className="premium-features__item">
            <span className="premium-features__icon">
              <Icon name={item.icon} />
            </span>
            <div>
              <h3 className="premium-features__title">{item.title}</h3>
              <p>{item.text}</p>
            </div>
          </li>
        ))}
      </ul>
    </BlockSection>
  );
}

export function PremiumGridBlock({ block, context }: { block: PremiumGridView; context: BlockContext }) {
  return (
    <BlockSection id={block.id} heading={block.heading} intro={block.intro} context={context}>
      <ul className="premium-grid">
        {block.services.map((card) => (
          <li key={card.href} className="premium-grid__card">
            {card.icon && (
              <span className="premium-features__icon">
                <Icon name={card.icon as IconName} />
              </span>
            )}
            <h3 className="premium-grid__title">
              <TextLink href={card.href}>{card.title}</TextLink>
            </h3>
            <p>{card.text}</p>
            {card.price.price && <p className="service-buy__price">{card.price.price}</p>}
          </li>
        ))}
      </ul>
    </BlockSection>
  );
}

export function PremiumFaqBlock({ block, context }: { block: BlockOf<"premium-faq">; context: BlockContext }) {
  return (
    <BlockSection id={block.id} heading={block.heading} context={context} className="premium-faq">
      <div className="premium-faq__list">
        {block.items.map((item) => (
          <details key={item.question} className="premium-faq__item">
            <summary>{item.question}</summary>
            <div className="prose" dangerouslySetInnerHTML={{ __html: item.html }} />
          </details>
        ))}
      </div>
      {block.more && (
        <p className="premium-faq__more">
          <TextLink href={block.more.href}>{block.more.label}</TextLink>
        </p>
      )}
    </BlockSection>
  );
}

export function PremiumOneTimeOffersBlock({ block, context }: { block: PremiumOneTimeOffersView; context: BlockContext }) {
  return (
    <BlockSection id={block.id} heading={block.heading} intro={block.intro} context={context}>
      <ul className="premium-offers">
        {block.offers.map((offer) => (
          <li key={offer.title} className="premium-offers__item">
            <h3 className="premium-offers__title">{offer.title}</h3>
            <p>{offer.text}</p>
            <ServiceBuy price={offer.price} primary={false} />
          </li>
        ))}
      </ul>
    </BlockSection>
  );
}

export function PremiumOfferSectionBlock({ block, context }: { block: PremiumOfferSectionView; context: BlockContext }) {
  return (
    <section className="container section" id={block.id}>
      <div className="premium-offer">
        <div>
          {block.eyebrow && <p className="eyebrow">{block.eyebrow}</p>}
          <Heading level={context.headingLevel} className="premium-offer__heading">
            {block.heading}
          </Heading>
          <p>{block.text}</p>
          {block.includes.length > 0 && (
            <ul className="checklist">
              {block.includes.map((item) => (
                <li key={item}>{item}</li>
              ))}
            </ul>
          )}
          <ServiceBuy price={block.price} />
        </div>
        {block.image && <ContentImage className="premium-offer__image" image={block.image} />}
      </div>
    </section>
  );
}

export function PremiumSectionListBlock({ block, context }: { block: BlockOf<"premium-section-list">; context: BlockContext }) {
  return (
    <nav className="container section premium-sections" id={block.id} aria-label={block.heading}>
      {block.heading && (
        <Heading level={context.headingLevel} className="section__heading">
          {block.heading}
        </Heading>
      )}
      <ol className="premium-sections__list">
        {block.sections.map((section) => (
          <li key={section.href}>
            <TextLink href={section.href}>{section.title}</TextLink>
            {section.text && <p>{section.text}</p>}
          </li>
        ))}
      </ol>
    </nav>
  );
}
