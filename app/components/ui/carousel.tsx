import { type ReactNode, useEffect, useRef, useState } from "react";
import type { CarouselMotion } from "./carousel-motion";

/** Spec 3 §9: autoplay moves on every 4 000 ms. */
export const autoplayDelayMs = 4000;

/** The carousel's interface texts in the site's language; `carousel` and `slide` are the `aria-roledescription`s. */
export interface CarouselTexts {
  carousel: string;
  slide: string;
  previous: string;
  next: string;
  pause: string;
  play: string;
}

export interface CarouselProps {
  /** The id of the heading that names the carousel (else `label`). */
  labelledBy?: string;
  label?: string;
  slides: Array<{ key: string; content: ReactNode }>;
  /** Each slide's position for screen readers, "3 of 8", in the site's language. */
  positions: string[];
  texts: CarouselTexts;
  /**
   * Slides in view at most: the stylesheet shows 4 from 901 px, 3 from 769 px, 2 from 480 px and
   * 1 below (spec 3 §9), never more than this.
   */
  perView?: 2 | 3 | 4;
  autoplay?: boolean;
  /** Milliseconds between autoplay moves; spec 3 §9's 4 000 unless a block sets its own (promos). */
  autoplayDelay?: number;
  /** A carousel out of sight (a hidden tab) does not play. */
  active?: boolean;
  className?: string;
}

/**
 * An accessible carousel (WAI-ARIA carousel pattern) on Embla Carousel, which its effect loads on
 * demand: the server draws a row of slides that scrolls sideways with scroll snapping, as it stays
 * without JavaScript; in the browser Embla moves it (`carousel-motion.tsx`), with previous and next
 * buttons, the arrow keys on the focused slide row, and autoplay (when asked for, and never for
 * visitors who prefer reduced motion) that stops while the pointer or focus is in the carousel and
 * has its pause button. The buttons come with Embla, in the room kept for them.
 */
export function Carousel({
  labelledBy,
  label,
  slides,
  positions,
  texts,
  perView = 4,
  autoplay = false,
  autoplayDelay = autoplayDelayMs,
  active = true,
  className,
}: CarouselProps) {
  const viewport = useRef<HTMLDivElement>(null);
  const [motion, setMotion] = useState<CarouselMotion | null>(null);

  useEffect(() => {
    const node = viewport.current;
    const root = node?.parentElement;
    if (!node || !root) return;
    let started: CarouselMotion | undefined;
    let cancelled = false;
    import("./carousel-motion")
      .then((module) => module.startCarouselMotion(root, node, autoplay ? autoplayDelay : null))
      .then(
        (result) => {
          if (cancelled) return result.destroy();
          started = result;
          setMotion(result);
        },
        () => {
          // Without Embla the slides stay the row that scrolls sideways.
        },
      );
    return () => {
      cancelled = true;
      started?.destroy();
      setMotion(null);
    };
  }, [autoplay, autoplayDelay]);

  return (
    <section
      className={`carousel carousel--max-${perView}${motion ? " is-enhanced" : ""}${className ? ` ${className}` : ""}`}
      aria-roledescription={texts.carousel}
      aria-labelledby={labelledBy}
      aria-label={labelledBy ? undefined : label}
    >
      <div className="carousel__controls">{motion && <motion.Controls motion={motion} texts={texts} active={active} />}</div>
      {/* biome-ignore lint/a11y/noNoninteractiveTabindex: the row of slides scrolls (without JavaScript) or moves with the arrow keys, so it takes focus. */}
      <div className="carousel__viewport" ref={viewport} tabIndex={0}>
        <div className="carousel__container">
          {slides.map((slide, index) => (
            // biome-ignore lint/a11y/useSemanticElements: the WAI-ARIA carousel pattern names each slide a group.
            <div
              key={slide.key}
              className="carousel__slide"
              role="group"
              aria-roledescription={texts.slide}
              aria-label={positions[index]}
            >
              {slide.content}
            </div>
          ))}
        </div>
      </div>
    </section>
  );
}
