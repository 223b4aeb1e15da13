import { TextLink } from "../action-link";
import { ContentImage } from "../content-image";
import { type BlockContext, BlockSection } from "../types";
import type { OfferView, SpecialOffersView, SpecialOfferView } from "./view";

/** An offer's link: in this tab, or in a new one that says so. */
function OfferLink({ offer, newTabText, className }: { offer: OfferView; newTabText: string; className?: string }) {
  if (!offer.newTab) {
    return offer.href.startsWith("/") && !className ? (
      <TextLink href={offer.href}>{offer.linkLabel}</TextLink>
    ) : (
      <a className={className ?? "text-link"} href={offer.href}>
        {offer.linkLabel}
      </a>
    );
  }
  return (
    <a className={className ?? "text-link"} href={offer.href} target="_blank" rel="noopener">
      {offer.linkLabel}
      <span className="visually-hidden"> {newTabText}</span>
      <span aria-hidden="true"> ↗</span>
    </a>
  );
}

function OfferCard({ offer, newTabText }: { offer: OfferView; newTabText: string }) {
  return (
    <li className="offer-card">
      {offer.image && <ContentImage className="offer-card__image" image={offer.image} />}
      <div className="offer-card__body">
        {offer.badge && <p className="offer-card__badge">{offer.badge}</p>}
        <h3 className="offer-card__title">{offer.title}</h3>
        <p>{offer.text}</p>
        {offer.validUntil && <p className="offer-card__dates">{offer.validUntil}</p>}
        <OfferLink offer={offer} newTabText={newTabText} />
      </div>
    </li>
  );
}

/** The current special offers (spec 3 §1, §3); none current: a short notice. */
export function SpecialOffersBlock({ block, context }: { block: SpecialOffersView; context: BlockContext }) {
  return (
    <BlockSection id={block.id} heading={block.heading} intro={block.intro} context={context}>
      {block.items.length > 0 ? (
        <ul className="offer-list">
          {block.items.map((offer) => (
            <OfferCard key={offer.title} offer={offer} newTabText={block.newTabText} />
          ))}
        </ul>
      ) : (
        <p className="offer-list__empty">{block.emptyText}</p>
      )}
    </BlockSection>
  );
}

/** One offer on its own page, or the notice that it has ended with the way to the current ones. */
export function SpecialOfferBlock({ block, context }: { block: SpecialOfferView; context: BlockContext }) {
  const { offer } = block;
  if (!offer) {
    return (
      <BlockSection id={block.id} context={context} className="offer-ended">
        <p className="offer-ended__text">{block.endedText}</p>
        <p>
          <TextLink href={block.offersHref}>{block.offersLinkText}</TextLink>
        </p>
      </BlockSection>
    );
  }
  return (
    <BlockSection id={block.id} context={context} className="offer-detail">
      <div className="offer-detail__panel">
        {offer.image && <ContentImage className="offer-detail__image" image={offer.image} />}
        <div>
          {offer.badge && <p className="offer-card__badge">{offer.badge}</p>}
          <h2 className="offer-detail__title">{offer.title}</h2>
          <p>{offer.text}</p>
          {offer.validUntil && <p className="offer-card__dates">{offer.validUntil}</p>}
          <OfferLink offer={offer} newTabText={block.newTabText} className="button button--primary" />
        </div>
      </div>
    </BlockSection>
  );
}
