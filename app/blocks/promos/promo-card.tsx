import type { PromoView } from "./view";

/**
 * One promo: its art-directed `<picture>` (mobile up to 479 px, tablet up to 768 px, desktop;
 * modern formats first, each source with its size so nothing shifts) and its text and link.
 * Static, so the single promo and the rotating promos draw the same markup.
 */
export function PromoCard({ promo, eager, level }: { promo: PromoView; eager: boolean; level: 2 | 3 }) {
  const Title = level === 2 ? "h2" : "h3";
  const { sources, fallback } = promo.picture;
  return (
    <article className="promo-card">
      <picture className="promo-card__picture">
        {sources.map((source) => (
          <source
            key={`${source.media ?? "desktop"} ${source.type}`}
            media={source.media}
            type={source.type}
            srcSet={source.srcSet}
            width={source.width}
            height={source.height}
          />
        ))}
        <img
          className="promo-card__image"
          src={fallback.src}
          alt={promo.alt}
          width={fallback.width}
          height={fallback.height}
          loading={eager ? "eager" : "lazy"}
          decoding="async"
        />
      </picture>
      <div className="promo-card__body">
        <Title className="promo-card__title">{promo.title}</Title>
        {promo.text && <p className="promo-card__text">{promo.text}</p>}
        <p className="promo-card__actions">
          <a className="button button--primary" href={promo.href}>
            {promo.linkLabel}
            <span className="visually-hidden">: {promo.title}</span>
          </a>
        </p>
      </div>
    </article>
  );
}
