/** Reviews a slide of the review carousel shows (spec 3 §9: "two per slide"). */
export const reviewsPerSlide = 2;

/**
 * The reviews in slides of `reviewsPerSlide`, in order; the last slide may hold fewer.
 *
 * @example reviewSlides([a, b, c]) // [[a, b], [c]]
 */
export function reviewSlides<Review>(reviews: readonly Review[]): Review[][] {
  const slides: Review[][] = [];
  for (let index = 0; index < reviews.length; index += reviewsPerSlide) {
    slides.push(reviews.slice(index, index + reviewsPerSlide));
  }
  return slides;
}
