import { CarouselBlock } from "../carousels/carousel-section";
import type { BlockContext } from "../types";
import type { ReviewCarouselView, ReviewView } from "./view";

/** Texts longer than this many characters start truncated (spec 3 §9: at 70 px), with a "more". */
const longText = 180;

/**
 * The customer-review carousel (spec 3 §3, §9) on the site's carousel (decision 026): two reviews
 * a slide, three slides at most in view (fewer on narrow screens), autoplay every 4 s that stops on
 * hover, on focus, with its pause button and never for visitors who ask for reduced motion.
 * Above it, the product's average rating and the link to write a review. Without JavaScript it is
 * a row of slides that scrolls sideways; long texts open with their "more" toggle either way.
 */
export function ReviewCarousel({ block, context }: { block: ReviewCarouselView; context: BlockContext }) {
  return (
    <CarouselBlock
      block={block}
      context={context}
      className="review-carousel"
      perView={3}
      slides={block.items.map((slide) => ({
        key: slide[0]?.id ?? "",
        content: (
          <div className="review-carousel__pair">
            {slide.map((review) => (
              <ReviewCard key={review.id} review={review} texts={block.texts} />
            ))}
          </div>
        ),
      }))}
    >
      <p className="review-carousel__summary">
        {block.average} · <a href={block.writeReview.href}>{block.writeReview.label}</a>
      </p>
    </CarouselBlock>
  );
}

function ReviewCard({ review, texts }: { review: ReviewView; texts: ReviewCarouselView["texts"] }) {
  return (
    <article className="review-card">
      <p className="review-card__stars" role="img" aria-label={review.ratingText}>
        {"★".repeat(review.rating) + "☆".repeat(5 - review.rating)}
      </p>
      <h3 className="review-card__title">{review.title}</h3>
      {review.text.length > longText ? (
        <>
          <input type="checkbox" id={`more-${review.id}`} className="review-card__toggle visually-hidden" />
          <p className="review-card__text review-card__text--clamped">{review.text}</p>
          <label htmlFor={`more-${review.id}`} className="review-card__more">
            <span className="review-card__more-label">{texts.more}</span>
            <span className="review-card__less-label">{texts.less}</span>
          </label>
        </>
      ) : (
        <p className="review-card__text">{review.text}</p>
      )}
      <p className="review-card__byline">{review.byline}</p>
    </article>
  );
}
