import { useEffect, useId, useRef, useState } from "react";
import type { BlockContext } from "../types";
import { nextSectionTarget, sectionInView } from "./rules";
import type { EnterprisePageNavView } from "./view";

type Sections = EnterprisePageNavView["sections"];

/**
 * The enterprise page's section navigation (spec 3 §4 "Enterprise header"). Under template 3.0 a
 * bar that sticks below the site header, marks the section in view (`aria-current`) and brings the
 * back-to-top button; under legacy the contents list of the left column. Without JavaScript both
 * are plain anchor links, and back-to-top a link to the top of the page.
 */
export function EnterprisePageNav({ block, context }: { block: EnterprisePageNavView; context: BlockContext }) {
  const label = context.translations?.onThisPage ?? "On this page";
  if (context.layout !== "enterprise-new") return <ContentsList sections={block.sections} label={label} />;
  return (
    <StickyNav
      sections={block.sections}
      label={label}
      backToTop={context.translations?.backToTop ?? "Back to top"}
      nextSection={context.translations?.nextSection ?? "Next section"}
    />
  );
}

function ContentsList({ sections, label }: { sections: Sections; label: string }) {
  const headingId = useId();
  return (
    <nav className="enterprise-toc" aria-labelledby={headingId}>
      <h2 className="enterprise-toc__heading" id={headingId}>
        {label}
      </h2>
      <ol className="enterprise-toc__list">
        {sections.map((section) => (
          <li key={section.id}>
            <a href={`#${section.id}`}>{section.label}</a>
          </li>
        ))}
      </ol>
    </nav>
  );
}

const reducedMotion = () => window.matchMedia("(prefers-reduced-motion: reduce)").matches;

/**
 * Where the page is scrolled to when a section is scrolled to: its top, less its scroll margin and
 * the page's scroll padding (room for the sticky bars).
 */
function startOf(element: HTMLElement): number {
  const margin = Number.parseFloat(getComputedStyle(element).scrollMarginTop) || 0;
  const padding = Number.parseFloat(getComputedStyle(document.documentElement).scrollPaddingTop) || 0;
  return window.scrollY + element.getBoundingClientRect().top - margin - padding;
}

function StickyNav({
  sections,
  label,
  backToTop,
  nextSection,
}: {
  sections: Sections;
  label: string;
  backToTop: string;
  nextSection: string;
}) {
  const [active, setActive] = useState<number | null>(null);
  const [next, setNext] = useState<number | "top">(0);
  const [enhanced, setEnhanced] = useState(false);
  const nav = useRef<HTMLElement>(null);
  /** The section a smooth scroll is heading for: a press during it goes on from there. */
  const heading = useRef<number | "top" | null>(null);

  useEffect(() => {
    setEnhanced(true);
    const elements = sections
      .map((section) => document.getElementById(section.id))
      .filter((element): element is HTMLElement => element !== null);
    if (elements.length === 0) return;
    // The reading line: a quarter down the part of the window below the sticky bars (where the bar
    // sticks, also while the banner is still above it).
    const line = () => {
      const bar = nav.current;
      const barBottom = bar ? (Number.parseFloat(getComputedStyle(bar).top) || 0) + bar.offsetHeight : 0;
      return Math.max(0, Math.round(barBottom + (window.innerHeight - barBottom) / 4));
    };
    const update = () => {
      const maxScrollY = document.documentElement.scrollHeight - window.innerHeight;
      setActive(
        sectionInView({
          tops: elements.map((element) => element.getBoundingClientRect().top - 1),
          line: line(),
          atEnd: window.scrollY >= maxScrollY - 2,
          viewportHeight: window.innerHeight,
        }),
      );
      setNext(nextSectionTarget({ starts: elements.map(startOf), scrollY: window.scrollY, maxScrollY }));
    };
    // A section crossing the reading line changes the highlight; the observer watches a band there.
    let observer: IntersectionObserver | undefined;
    const observe = () => {
      observer?.disconnect();
      const at = line();
      observer = new IntersectionObserver(update, {
        rootMargin: `-${at}px 0px -${Math.max(0, window.innerHeight - at - 2)}px 0px`,
      });
      for (const element of elements) observer.observe(element);
    };
    const settled = () => {
      heading.current = null;
      update();
    };
    observe();
    update();
    window.addEventListener("resize", observe);
    // The end of the page and the button's next target are known when a scroll ends.
    window.addEventListener("scrollend", settled);
    return () => {
      observer?.disconnect();
      window.removeEventListener("resize", observe);
      window.removeEventListener("scrollend", settled);
    };
  }, [sections]);

  // On a narrow screen the bar scrolls sideways: the marked link is brought into its view (by the
  // bar alone; scrolling the link into view would also move, and stop, the page's own scrolling).
  useEffect(() => {
    const list = nav.current?.querySelector("ul");
    const link = active === null ? null : list?.querySelectorAll("a")[active];
    if (!list || !link) return;
    const [outer, inner] = [list.getBoundingClientRect(), link.getBoundingClientRect()];
    if (inner.left >= outer.left && inner.right <= outer.right) return;
    list.scrollBy({
      left: inner.left - outer.left - (outer.width - inner.width) / 2,
      behavior: reducedMotion() ? "instant" : "smooth",
    });
  }, [active]);

  const goNext = () => {
    const elements = sections.map((section) => document.getElementById(section.id));
    const from = heading.current;
    const target =
      typeof from === "number"
        ? from + 1 < elements.length
          ? from + 1
          : "top"
        : nextSectionTarget({
            starts: elements.map((element) => (element ? startOf(element) : Number.POSITIVE_INFINITY)),
            scrollY: window.scrollY,
            maxScrollY: document.documentElement.scrollHeight - window.innerHeight,
          });
    const behavior: ScrollBehavior = reducedMotion() ? "instant" : "smooth";
    heading.current = target;
    if (target === "top") window.scrollTo({ top: 0, behavior });
    else elements[target]?.scrollIntoView({ behavior, block: "start" });
    setNext(target === "top" ? 0 : target + 1 < elements.length ? target + 1 : "top");
  };

  const buttonLabel = next === "top" ? backToTop : nextSection;
  return (
    <>
      <nav className="enterprise-nav" aria-label={label} ref={nav}>
        <div className="container enterprise-nav__inner">
          <span className="enterprise-nav__label" aria-hidden="true">
            {label}
          </span>
          <ul className="enterprise-nav__list">
            {sections.map((section, index) => (
              <li key={section.id}>
                <a
                  href={`#${section.id}`}
                  aria-current={active === index ? "location" : undefined}
                  className={active === index ? "is-current" : undefined}
                >
                  {section.label}
                </a>
              </li>
            ))}
          </ul>
        </div>
      </nav>
      {enhanced ? (
        <button type="button" className="back-to-top" data-next={next} title={buttonLabel} onClick={goNext}>
          <Arrow up={next === "top"} />
          <span className="visually-hidden">{buttonLabel}</span>
        </button>
      ) : (
        <a className="back-to-top" href="#top" title={backToTop} data-next="top">
          <Arrow up />
          <span className="visually-hidden">{backToTop}</span>
        </a>
      )}
    </>
  );
}

function Arrow({ up }: { up: boolean }) {
  return (
    <svg aria-hidden="true" focusable="false" width="24" height="24" viewBox="0 0 24 24" className={up ? undefined : "is-down"}>
      <path
        d="M12 19V5m-6 6 6-6 6 6"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}
