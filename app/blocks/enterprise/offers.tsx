import { Icon } from "~/components/ui/icon";
import { ContentImage } from "../content-image";
import type { BlockOf } from "../schemas.server";
import { type BlockContext, BlockSection } from "../types";
import { offerColumns } from "./rules";

export function EnterpriseSolutions({ block, context }: { block: BlockOf<"enterprise-solutions">; context: BlockContext }) {
  return (
    <BlockSection id={block.id} heading={block.heading} intro={block.intro} context={context} className="enterprise-section">
      <ul className="enterprise-cards enterprise-solutions">
        {block.items.map((item) => (
          <li key={item.title} className="enterprise-card enterprise-card--link">
            {item.image && <ContentImage className="enterprise-card__image" image={item.image} />}
            <h3 className="enterprise-card__title">
              <a href={item.link.href}>{item.title}</a>
            </h3>
            <p>{item.text}</p>
            <p className="enterprise-card__more" aria-hidden="true">
              {item.link.label}
            </p>
          </li>
        ))}
      </ul>
    </BlockSection>
  );
}

export function EnterpriseSupport({ block, context }: { block: BlockOf<"enterprise-support">; context: BlockContext }) {
  return (
    <BlockSection id={block.id} heading={block.heading} intro={block.intro} context={context} className="enterprise-section">
      <ul className="enterprise-cards enterprise-support">
        {block.channels.map((channel) => (
          <li key={channel.title} className="enterprise-card">
            {channel.icon && (
              <span className="enterprise-card__icon">
                <Icon name={channel.icon} />
              </span>
            )}
            <h3 className="enterprise-card__title">{channel.title}</h3>
            <p>{channel.text}</p>
            {channel.link && (
              <a className="text-link" href={channel.link.href}>
                {channel.link.label}
              </a>
            )}
          </li>
        ))}
      </ul>
    </BlockSection>
  );
}

/** The products on offer, in rows of 4 or 3 by their number (`offerColumns`, spec 3 §9). */
export function EnterpriseOfferSection({
  block,
  context,
}: {
  block: BlockOf<"enterprise-offer-section">;
  context: BlockContext;
}) {
  const columns = offerColumns(block.offers.length);
  return (
    <BlockSection id={block.id} heading={block.heading} intro={block.intro} context={context} className="enterprise-section">
      <ul className={`enterprise-offer enterprise-offer--cols-${columns}`} data-columns={columns}>
        {block.offers.map((product) => (
          <li key={product.title} className="enterprise-card enterprise-offer__item">
            {product.badge && <p className="enterprise-offer__badge">{product.badge}</p>}
            <h3 className="enterprise-card__title">{product.title}</h3>
            <p>{product.text}</p>
            {product.features.length > 0 && (
              <ul className="enterprise-offer__features">
                {product.features.map((feature) => (
                  <li key={feature}>{feature}</li>
                ))}
              </ul>
            )}
            <a className="button button--secondary enterprise-offer__link" href={product.link.href}>
              {product.link.label}
            </a>
          </li>
        ))}
      </ul>
    </BlockSection>
  );
}
