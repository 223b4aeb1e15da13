import EmblaCarousel, { type EmblaCarouselType } from "embla-carousel";
import { useEffect, useState } from "react";
import type { CarouselTexts } from "./carousel";

/**
 * The carousel's moving part (decision 026): Embla Carousel on the row of slides, its autoplay
 * plugin when the carousel plays, the keys on the focused row, and the buttons. `carousel.tsx`
 * loads this module (and with it Embla) in its effect once the page has hydrated, so none of it
 * weighs on a page before then; the buttons appear when they can move the slides.
 */
export interface CarouselMotion {
  api: EmblaCarouselType;
  /** Whether the carousel plays: autoplay asked for, and the visitor does not prefer reduced motion. */
  plays: boolean;
  /** Whether autoplay should run, the pointer and the focus aside (the pause button, a drag, a hidden tab). */
  want(on: boolean): void;
  destroy(): void;
  Controls: typeof CarouselControls;
}

/** The arrow keys (mirrored right to left), Home and End on the focused row of slides. */
function arrowKeys(api: EmblaCarouselType) {
  return (event: KeyboardEvent) => {
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

/**
 * Starts Embla on a carousel's row of slides (`viewport`), with autoplay every `autoplayDelay`
 * milliseconds (null: none), which holds while the pointer or the focus is in the carousel (`root`).
 * For visitors who prefer reduced motion it never plays, and the slides jump instead of gliding.
 */
export async function startCarouselMotion(
  root: HTMLElement,
  viewport: HTMLElement,
  autoplayDelay: number | null,
): Promise<CarouselMotion> {
  const reduced = window.matchMedia("(prefers-reduced-motion: reduce)").matches;
  const plays = autoplayDelay !== null && !reduced;
  const Autoplay = plays ? (await import("embla-carousel-autoplay")).default : null;
  const api = EmblaCarousel(
    viewport,
    {
      align: "start",
      containScroll: "trimSnaps",
      direction: getComputedStyle(viewport).direction === "rtl" ? "rtl" : "ltr",
      duration: reduced ? 0 : 25,
    },
    Autoplay
      ? [Autoplay({ delay: autoplayDelay ?? undefined, playOnInit: false, stopOnFocusIn: false, stopOnInteraction: true })]
      : [],
  );
  let wanted = false;
  // The pointer or the focus may be in the carousel already when Embla arrives.
  const held = { pointer: root.matches(":hover"), focus: root.contains(document.activeElement) };
  const apply = () => applyAutoplay(api, wanted && !held.pointer && !held.focus);
  const hold = (by: keyof typeof held, on: boolean) => {
    held[by] = on;
    apply();
  };
  // Embla starts its plugins afresh on a reInit (a resize, a hidden tab shown).
  api.on("reInit", apply);
  const listeners: Array<[HTMLElement, string, (event: Event) => void]> = [
    [viewport, "keydown", arrowKeys(api) as (event: Event) => void],
    [root, "mouseenter", () => hold("pointer", true)],
    [root, "mouseleave", () => hold("pointer", false)],
    [root, "focusin", () => hold("focus", true)],
    // Focus moving between the carousel's own controls keeps it held.
    [root, "focusout", (event) => hold("focus", root.contains((event as FocusEvent).relatedTarget as Node | null))],
  ];
  for (const [target, type, listener] of listeners) target.addEventListener(type, listener);
  return {
    api,
    plays,
    want(on) {
      wanted = on;
      apply();
    },
    destroy() {
      for (const [target, type, listener] of listeners) target.removeEventListener(type, listener);
      api.destroy();
    },
    Controls: CarouselControls,
  };
}

const edgesOf = (api: EmblaCarouselType) => ({ previous: api.canScrollPrev(), next: api.canScrollNext() });

/**
 * The carousel's buttons: pause and play (WCAG 2.2.2; first in the tab order, only when it plays),
 * previous and next (`aria-disabled` at the ends, so a focused button keeps the focus).
 */
export function CarouselControls({ motion, texts, active }: { motion: CarouselMotion; texts: CarouselTexts; active: boolean }) {
  const { api } = motion;
  const [edges, setEdges] = useState(() => edgesOf(api));
  const [playing, setPlaying] = useState(motion.plays);

  useEffect(() => {
    const update = () => setEdges(edgesOf(api));
    // Dragging the slides is an interaction: autoplay stops until the visitor starts it again.
    const stop = () => setPlaying(false);
    api.on("select", update).on("reInit", update).on("pointerDown", stop);
    return () => {
      api.off("select", update).off("reInit", update).off("pointerDown", stop);
    };
  }, [api]);

  useEffect(() => {
    motion.want(playing && active);
  }, [motion, playing, active]);

  return (
    <>
      {motion.plays && (
        <button
          type="button"
          className="carousel__button carousel__button--rotation"
          aria-label={playing ? texts.pause : texts.play}
          onClick={() => setPlaying((value) => !value)}
        >
          <span aria-hidden="true" className={playing ? "carousel__icon-pause" : "carousel__icon-play"} />
        </button>
      )}
      <StepButton direction="previous" label={texts.previous} atEnd={!edges.previous} onStep={() => api.scrollPrev()} />
      <StepButton direction="next" label={texts.next} atEnd={!edges.next} onStep={() => api.scrollNext()} />
    </>
  );
}

/** A previous or next button; at its end it stays focusable, `aria-disabled`. */
function StepButton({
  direction,
  label,
  atEnd,
  onStep,
}: {
  direction: "previous" | "next";
  label: string;
  atEnd: boolean;
  onStep: () => void;
}) {
  return (
    <button
      type="button"
      className={`carousel__button carousel__button--${direction}`}
      aria-label={label}
      aria-disabled={atEnd}
      onClick={onStep}
    >
      <span aria-hidden="true" className={`carousel__icon-${direction}`} />
    </button>
  );
}
