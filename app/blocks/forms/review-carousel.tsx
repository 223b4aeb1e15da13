import { useEffect, useRef, useState } from "react";
import type { BlockContext } from "../types";
import type { ReviewCarouselView } from "./view";

/** Spec 3 §9: autoplay every 4 000 ms; texts longer than this many characters start truncated with a "more". */
export const autoplayMs = 4000;
const longText = 180;

/**
 * The customer-review carousel (spec 3 §3, §9): two reviews a slide, up to three slides in view,
 * autoplay every 4 s that stops on hover, on focus, with its pause button and for visitors who ask
 * for reduced motion. Without JavaScript it is a row of slides that scrolls sideways; long texts
 * open with their "more" toggle either way.
 */
export function ReviewCarousel({ block }: { block: ReviewCarouselView; context?: BlockContext }) {
  const viewport = useRef<HTMLDivElement>(null);
  const [current, setCurrent] = useState(0);
  const [playing, setPlaying] = useState(false);
  const [held, setHeld] = useState(false);
  const slides: ReviewCarouselView["reviews"][] = [];
  for (let index = 0; index < block.reviews.length; index += 2) slides.push(block.reviews.slice(index, index + 2));

  useEffect(() => {
    setPlaying(!window.matchMedia("(prefers-reduced-motion: reduce)").matches && slides.length > 1);
  }, [slides.length]);

  const show = (index: number) => {
    const target = (index + slides.length) % slides.length;
    const element = viewport.current?.children[0]?.children[target] as HTMLElement | undefined;
    if (element && viewport.current) {
      const rtl = getComputedStyle(viewport.current).direction === "rtl";
      const start = viewport.current.getBoundingClientRect();
      const box = element.getBoundingClientRect();
      const offset = rtl ? box.right - start.right : box.left - start.left;
      viewport.current.scrollBy({ left: offset, behavior: "smooth" });
    }
    setCurrent(target);
  };

  useEffect(() => {
    if (!playing || held) return;
    const timer = window.setInterval(() => show(current + 1), autoplayMs);
    return () => window.clearInterval(timer);
  });

  return (
    <section
      className="review-carousel container"
      id={block.id}
      aria-roledescription="carousel"
      aria-labelledby={`${block.id}-heading`}
      onMouseEnter={() => setHeld(true)}
      onMouseLeave={() => setHeld(false)}
      onFocus={() => setHeld(true)}
      onBlur={() => setHeld(false)}
    >
      <div className="review-carousel__head">
        <h2 id={`${block.id}-heading`}>{block.heading}</h2>
        <p>
          {block.average} · <a href={block.writeReview.href}>{block.writeReview.label}</a>
        </p>
      </div>
      <div className="review-carousel__viewport" ref={viewport}>
        <div className="review-carousel__track">
          {slides.map((slide, index) => (
            // biome-ignore lint/a11y/useSemanticElements: the WAI-ARIA carousel pattern names each slide a group.
            <div
              key={slide[0]?.id}
              className="review-carousel__slide"
              role="group"
              aria-roledescription="slide"
              aria-label={block.texts.slides[index]}
            >
              {slide.map((review) => (
                <article key={review.id} className="review-card">
                  <p className="review-card__stars" role="img" aria-label={review.ratingText}>
                    {"★".repeat(review.rating)}
                    {"☆".repeat(5 - review.rating)}
                  </p>
                  <h3 className="review-card__title">{review.title}</h3>
                  {review.text.length > longText ? (
                    <>
                      <input type="checkbox" id={`more-${review.id}`} className="review-card__toggle visually-hidden" />
                      <p className="review-card__text review-card__text--clamped">{review.text}</p>
                      <label htmlFor={`more-${review.id}`} className="review-card__more">
                        <span className="review-card__more-label">{block.texts.more}</span>
                        <span className="review-card__less-label">{block.texts.less}</span>
                      </label>
                    </>
                  ) : (
                    <p className="review-card__text">{review.text}</p>
                  )}
                  <p className="review-card__byline">{review.byline}</p>
                </article>
              ))}
            </div>
          ))}
        </div>
      </div>
      {slides.length > 1 && (
        <div className="review-carousel__controls">
          <button type="button" onClick={() => show(current - 1)} aria-label={block.texts.previous}>
            ‹
          </button>
          <div className="review-carousel__dots">
            {slides.map((slide, index) => (
              <button
                key={slide[0]?.id}
                type="button"
                aria-label={block.texts.slides[index]}
                aria-current={index === current ? "true" : undefined}
                onClick={() => show(index)}
              >
                {index + 1}
              </button>
            ))}
          </div>
          <button type="button" onClick={() => show(current + 1)} aria-label={block.texts.next}>
            ›
          </button>
          <button type="button" onClick={() => setPlaying((value) => !value)} aria-pressed={!playing}>
            {playing ? block.texts.pause : block.texts.play}
          </button>
        </div>
      )}
    </section>
  );
}
