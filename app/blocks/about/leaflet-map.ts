import L from "leaflet";
import leafletStyles from "leaflet/dist/leaflet.css?url";
import type { MapTiles } from "./map-tiles";
import { mapFailed } from "./rules";

/**
 * The headquarters map's Leaflet part, loaded on demand by the island (with Leaflet's stylesheet),
 * so no page pays for Leaflet before its map is about to be seen (decision 025).
 */

export interface MapOffice {
  id: string;
  title: string;
  lat: number;
  lon: number;
}

export interface OfficeMapOptions {
  offices: MapOffice[];
  selected: number;
  zoom: number;
  tiles: MapTiles;
  texts: { zoomIn: string; zoomOut: string };
  reducedMotion: boolean;
  /** A marker was chosen (click, or Enter on a focused marker). */
  onSelect: (index: number) => void;
  /** The first view's tiles settled: some loaded (`ready`) or none did (`failed`). */
  onSettled: (outcome: "ready" | "failed") => void;
  /** The map's centre after each move. */
  onMove: (center: { lat: number; lon: number }) => void;
}

export interface OfficeMap {
  show: (index: number) => void;
  remove: () => void;
}

let stylesLoaded: Promise<void> | null = null;

/** Adds Leaflet's stylesheet once (a file of our own origin, as the Content-Security-Policy asks). */
function loadStyles(): Promise<void> {
  stylesLoaded ??= new Promise((resolve) => {
    const link = document.createElement("link");
    link.rel = "stylesheet";
    link.href = leafletStyles;
    link.onload = () => resolve();
    link.onerror = () => resolve();
    document.head.append(link);
  });
  return stylesLoaded;
}

const escapeHtml = (text: string) =>
  text.replaceAll("&", "&amp;").replaceAll("<", "&lt;").replaceAll(">", "&gt;").replaceAll('"', "&quot;");

export async function createOfficeMap(container: HTMLElement, options: OfficeMapOptions): Promise<OfficeMap> {
  await loadStyles();
  const { offices, zoom, tiles, reducedMotion } = options;
  const start = offices[options.selected] ?? offices[0];
  const map = L.map(container, {
    zoomControl: false,
    scrollWheelZoom: false,
    zoomAnimation: !reducedMotion,
    fadeAnimation: !reducedMotion,
    markerZoomAnimation: !reducedMotion,
  });
  L.control.zoom({ zoomInTitle: options.texts.zoomIn, zoomOutTitle: options.texts.zoomOut }).addTo(map);
  map.on("moveend", () => {
    const center = map.getCenter();
    options.onMove({ lat: center.lat, lon: center.lng });
  });

  const layer = L.tileLayer(tiles.url, {
    maxZoom: tiles.maxZoom,
    attribution: `<a href="${escapeHtml(tiles.attribution.href)}">${escapeHtml(tiles.attribution.text)}</a>`,
  });
  const counts = { loaded: 0, failed: 0 };
  let settled = false;
  layer.on("tileload", () => counts.loaded++);
  layer.on("tileerror", () => counts.failed++);
  layer.on("load", () => {
    if (settled) return;
    settled = true;
    options.onSettled(mapFailed(counts) ? "failed" : "ready");
  });
  layer.addTo(map);

  const markers = offices.map((office, index) => {
    const marker = L.marker([office.lat, office.lon], {
      icon: L.divIcon({ className: "hq-map__pin", iconSize: [28, 36], iconAnchor: [14, 36], html: "" }),
      title: office.title,
      keyboard: true,
    });
    marker.on("click", () => options.onSelect(index));
    // A marker is a focusable `role="button"` element, not a button: Enter and Space are ours to handle.
    marker.on("keydown", (event) => {
      const key = (event as L.LeafletKeyboardEvent).originalEvent.key;
      if (key !== "Enter" && key !== " ") return;
      (event as L.LeafletKeyboardEvent).originalEvent.preventDefault();
      options.onSelect(index);
    });
    marker.addTo(map);
    marker.getElement()?.setAttribute("aria-label", office.title);
    return marker;
  });

  const mark = (index: number) =>
    markers.forEach((marker, at) => {
      marker.getElement()?.classList.toggle("is-selected", at === index);
    });

  if (start) map.setView([start.lat, start.lon], zoom, { animate: false });
  mark(options.selected);

  return {
    show(index) {
      const office = offices[index];
      if (!office) return;
      mark(index);
      map.setView([office.lat, office.lon], zoom, { animate: !reducedMotion });
    },
    remove() {
      map.remove();
    },
  };
}
