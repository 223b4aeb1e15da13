import { type KeyboardEvent, useEffect, useRef, useState } from "react";
import { type BlockContext, Heading } from "../types";
import type { OfficeMap } from "./leaflet-map";
import { nextTab } from "./rules";
import { StaticOfficeMap } from "./static-office-map";
import type { HeadquartersMapView } from "./view";

type Status = "waiting" | "loading" | "ready" | "failed";

/**
 * The headquarters map (spec 3 §3, §4, §9): office tabs (WAI-ARIA tabs) beside a Leaflet map at
 * zoom 13; choosing a tab or a marker selects the office and pans the map to it. Leaflet and its
 * stylesheet load when the map comes near the viewport. Without JavaScript, and when no tile of
 * the first view loads, the self-drawn map and every office's address with its
 * "view on map" link are shown instead.
 */
export function HeadquartersMap({ block, context }: { block: HeadquartersMapView; context: BlockContext }) {
  const { offices, texts } = block;
  const [selected, setSelected] = useState(0);
  const [status, setStatus] = useState<Status>("waiting");
  const [center, setCenter] = useState<string | undefined>(undefined);
  const figure = useRef<HTMLDivElement>(null);
  const canvas = useRef<HTMLDivElement>(null);
  const map = useRef<OfficeMap | null>(null);
  const selectedRef = useRef(selected);
  const tabs = useRef<Array<HTMLButtonElement | null>>([]);

  // The map's markers choose offices too, with the render's own `select`.
  const selectLatest = useRef(select);
  selectLatest.current = select;

  useEffect(() => {
    const element = figure.current;
    if (!element) return;
    let cancelled = false;
    const start = () => {
      setStatus("loading");
      import("./leaflet-map")
        .then(({ createOfficeMap }) => {
          if (cancelled || !canvas.current) return null;
          return createOfficeMap(canvas.current, {
            offices,
            selected: selectedRef.current,
            zoom: block.zoom,
            tiles: block.tiles,
            texts: { zoomIn: texts.zoomIn, zoomOut: texts.zoomOut },
            reducedMotion: window.matchMedia("(prefers-reduced-motion: reduce)").matches,
            onSelect: (index) => selectLatest.current(index),
            onMove: ({ lat, lon }) => setCenter(`${lat.toFixed(4)},${lon.toFixed(4)}`),
            onSettled: (outcome) => {
              if (outcome === "failed") {
                // NOTE: after Leaflet's own handlers for the tile layer's `load`, which still use the map.
                window.setTimeout(() => {
                  map.current?.remove();
                  map.current = null;
                });
              }
              setStatus(outcome);
            },
          });
        })
        .then((created) => {
          if (!created) return;
          if (cancelled) created.remove();
          else map.current = created;
        })
        .catch((error: unknown) => {
          console.warn("map could not be loaded", error);
          if (!cancelled) setStatus("failed");
        });
    };
    // Leaflet loads when the map is about to be seen, not with the page.
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          observer.disconnect();
          start();
        }
      },
      { rootMargin: "300px" },
    );
    observer.observe(element);
    return () => {
      cancelled = true;
      observer.disconnect();
      map.current?.remove();
      map.current = null;
    };
  }, [offices, block.zoom, block.tiles, texts.zoomIn, texts.zoomOut]);

  function select(index: number) {
    setSelected(index);
    selectedRef.current = index;
    // Spec 3 §8: choosing an office before the map exists only warns; the list still changes.
    if (map.current) map.current.show(index);
    else console.warn("map have not been initiated");
  }

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    const rtl = getComputedStyle(event.currentTarget).direction === "rtl";
    const target = nextTab(event.key, selected, offices.length, rtl);
    if (target === null) return;
    event.preventDefault();
    select(target);
    tabs.current[target]?.focus();
  }

  const id = block.id;
  return (
    <section className="container section hq-map" id={id} aria-labelledby={`${id}-heading`}>
      <Heading level={context.headingLevel} className="section__heading" id={`${id}-heading`}>
        {block.heading}
      </Heading>
      {block.intro && <p className="section__intro">{block.intro}</p>}
      <div className="hq-map__layout">
        <div className="hq-map__offices">
          <div className="hq-map__tabs" role="tablist" aria-label={texts.officeTabs} onKeyDown={onKeyDown}>
            {offices.map((office, index) => (
              <button
                key={office.id}
                ref={(element) => {
                  tabs.current[index] = element;
                }}
                type="button"
                role="tab"
                id={`${id}-tab-${office.id}`}
                aria-controls={`${id}-panel-${office.id}`}
                aria-selected={index === selected}
                tabIndex={index === selected ? 0 : -1}
                className="hq-map__tab"
                onClick={() => select(index)}
              >
                {office.title}
              </button>
            ))}
          </div>
          {offices.map((office, index) => (
            <div
              key={office.id}
              role="tabpanel"
              id={`${id}-panel-${office.id}`}
              aria-labelledby={`${id}-tab-${office.id}`}
              hidden={index !== selected}
              className="hq-map__office"
            >
              <h3 className="hq-map__office-title">
                {office.title}
                {office.headquarters && <span className="hq-map__badge">{texts.headquarters}</span>}
              </h3>
              <address className="hq-map__address">
                {office.address.map((line) => (
                  <span key={line}>{line}</span>
                ))}
              </address>
              {(office.phone || office.email) && (
                <dl className="hq-map__contact">
                  {office.phone && (
                    <>
                      <dt>{texts.phone}</dt>
                      <dd>
                        <a href={office.phone.href}>{office.phone.text}</a>
                      </dd>
                    </>
                  )}
                  {office.email && (
                    <>
                      <dt>{texts.email}</dt>
                      <dd>
                        <a href={`mailto:${office.email}`}>{office.email}</a>
                      </dd>
                    </>
                  )}
                </dl>
              )}
              <p className="hq-map__external">
                <a href={office.mapHref} rel="noopener">
                  {texts.openExternal}
                  <span className="visually-hidden">: {office.title}</span>
                </a>
              </p>
            </div>
          ))}
        </div>
        <div className="hq-map__figure" ref={figure} data-status={status}>
          <StaticOfficeMap map={block.staticMap} label={texts.mapImage} selected={offices[selected]?.id} />
          <section
            className="hq-map__canvas"
            aria-label={texts.map}
            hidden={status === "failed"}
            data-center={center}
            data-zoom={block.zoom}
          >
            <div className="hq-map__leaflet" ref={canvas} />
          </section>
          <p className="hq-map__unavailable" role="status">
            {status === "failed" ? texts.unavailable : ""}
          </p>
        </div>
      </div>
      {(block.link || block.renewalBalancer) && (
        <p className="hq-map__actions">
          {block.renewalBalancer && (
            <a className="button button--primary" href={block.renewalBalancer.href}>
              {block.renewalBalancer.label}
            </a>
          )}
          {block.link && (
            <a className="button button--secondary" href={block.link.href}>
              {block.link.label}
            </a>
          )}
        </p>
      )}
    </section>
  );
}
