import type { EmblaCarouselType } from "embla-carousel";
import { type FocusEvent, type ReactNode, useEffect, useRef, useState } from "react";

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

/** The arrow keys (mirrored right to left), Home and End on the focused row of slides. */
function arrowKeys(api: EmblaCarouselType) {
  return (event: globalThis.KeyboardEvent) => {
    const row = event.currentTarget as HTMLElement;
    if (event.target !== row || event.altKey || event.ctrlKey || event.metaKey) return;
    const rtl = getComputedStyle(row).direction === "rtl";
    const moves: Record<string, () => void> = {
      [rtl ? "ArrowLeft" : "ArrowRight"]: () => api.scrollNext(),
      [rtl ? "ArrowRight" : "ArrowLeft"]: () => api.scrollPrev(),
      Home: () => api.scrollTo(0),
      End: () => api.scrollTo(api.scrollSnapList().length - 1),
    };
    const move = moves[event.key];
    if (!move) return;
    event.preventDefault();
    move();
  };
}

/**
 * Plays or stops a carousel's autoplay. NOTE: Embla measures a carousel in a hidden tab as one
 * snap, and its autoplay plugin then stays uninitialised until a `reInit` gives the slides a size:
 * it must not be asked to play before (it throws).
 */
function applyAutoplay(api: EmblaCarouselType, play: boolean) {
  const plugin = api.plugins().autoplay;
  if (!plugin) return;
  if (play && api.scrollSnapList().length > 1) plugin.play();
  else plugin.stop();
}

const reducedMotion = () => window.matchMedia("(prefers-reduced-motion: reduce)").matches;

/**
 * An accessible carousel (WAI-ARIA carousel pattern) on Embla Carousel, which its effect loads on
 * demand: the server draws a row of slides that scrolls sideways with scroll snapping, as it stays
 * without JavaScript; in the browser Embla moves it, with previous and next buttons, the arrow keys
 * on the focused slide row, and autoplay (when asked for, and never for visitors who prefer reduced
 * motion) that stops while the pointer or focus is in the carousel and has its pause button.
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
  const [embla, setEmbla] = useState<EmblaCarouselType | null>(null);
  const [edges, setEdges] = useState({ previous: false, next: false });
  const [motion, setMotion] = useState(false);
  const [playing, setPlaying] = useState(autoplay);
  const [held, setHeld] = useState(false);
  /** Whether autoplay should run now, for Embla's `reInit` (between renders). */
  const shouldPlay = useRef(false);

  useEffect(() => {
    const node = viewport.current;
    if (!node) return;
    let api: EmblaCarouselType | undefined;
    let onKeyDown: ((event: globalThis.KeyboardEvent) => void) | undefined;
    let cancelled = false;
    const reduced = reducedMotion();
    const plays = autoplay && !reduced;
    setMotion(plays);
    Promise.all([import("embla-carousel"), plays ? import("embla-carousel-autoplay") : null]).then(
      ([{ default: EmblaCarousel }, autoplayModule]) => {
        if (cancelled) return;
        const plugins = autoplayModule
          ? [autoplayModule.default({ delay: autoplayDelay, playOnInit: false, stopOnFocusIn: false, stopOnInteraction: true })]
          : [];
        api = EmblaCarousel(
          node,
          {
            align: "start",
            containScroll: "trimSnaps",
            direction: getComputedStyle(node).direction === "rtl" ? "rtl" : "ltr",
            // Reduced motion: the slides jump instead of gliding.
            duration: reduced ? 0 : 25,
          },
          plugins,
        );
        const update = (instance: EmblaCarouselType) =>
          setEdges({ previous: instance.canScrollPrev(), next: instance.canScrollNext() });
        api.on("select", update).on("reInit", (instance) => {
          update(instance);
          // Embla starts its plugins afresh on a reInit (a resize, a hidden tab shown).
          applyAutoplay(instance, shouldPlay.current);
        });
        // Dragging the slides is an interaction: autoplay stops until the visitor starts it again.
        api.on("pointerDown", () => setPlaying(false));
        update(api);
        onKeyDown = arrowKeys(api);
        node.addEventListener("keydown", onKeyDown);
        setEmbla(api);
      },
      () => {
        // Without Embla the slides stay the row that scrolls sideways.
      },
    );
    return () => {
      cancelled = true;
      if (onKeyDown) node.removeEventListener("keydown", onKeyDown);
      api?.destroy();
      setEmbla(null);
    };
  }, [autoplay, autoplayDelay]);

  useEffect(() => {
    shouldPlay.current = playing && !held && active;
    if (embla) applyAutoplay(embla, shouldPlay.current);
  }, [embla, playing, held, active]);

  const release = (event: FocusEvent<HTMLElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setHeld(false);
  };

  return (
    <section
      className={`carousel carousel--max-${perView}${embla ? " is-enhanced" : ""}${className ? ` ${className}` : ""}`}
      aria-roledescription={texts.carousel}
      aria-labelledby={labelledBy}
      aria-label={labelledBy ? undefined : label}
      onMouseEnter={() => setHeld(true)}
      onMouseLeave={() => setHeld(false)}
      onFocus={() => setHeld(true)}
      onBlur={release}
    >
      <div className="carousel__controls">
        {motion && (
          <button
            type="button"
            className="carousel__button carousel__button--rotation"
            aria-label={playing ? texts.pause : texts.play}
            onClick={() => setPlaying((value) => !value)}
          >
            <span aria-hidden="true" className={playing ? "carousel__icon-pause" : "carousel__icon-play"} />
          </button>
        )}
        <button
          type="button"
          className="carousel__button carousel__button--previous"
          aria-label={texts.previous}
          aria-disabled={!edges.previous}
          onClick={() => embla?.scrollPrev()}
        >
          <span aria-hidden="true" className="carousel__icon-previous" />
        </button>
        <button
          type="button"
          className="carousel__button carousel__button--next"
          aria-label={texts.next}
          aria-disabled={!edges.next}
          onClick={() => embla?.scrollNext()}
        >
          <span aria-hidden="true" className="carousel__icon-next" />
        </button>
      </div>
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
