/** Pure rules of the about section's blocks (decision 025): no I/O, shared by server and browser. */

/** Spec 3 §9 "Map zoom 13": the zoom the map shows an office at. */
export const officeZoom = 13;

/**
 * The address of an office on openstreetmap.org, marked and at the map's zoom: the "view on map"
 * link of the list, which works without JavaScript and without tiles.
 *
 * @example osmLink(53.3441, -6.2375) // "https://www.openstreetmap.org/?mlat=53.3441&mlon=-6.2375#map=13/53.3441/-6.2375"
 */
export function osmLink(lat: number, lon: number, zoom = officeZoom): string {
  return `https://www.openstreetmap.org/?mlat=${lat}&mlon=${lon}#map=${zoom}/${lat}/${lon}`;
}

/** A `tel:` link's target: the digits of a number as written for people, with its leading +. */
export const telHref = (phone: string) => `tel:${phone.replaceAll(/[^\d+]/g, "")}`;

/**
 * The tab a key moves to in a tab list of `count` tabs (WAI-ARIA tabs: arrows wrap, Home, End),
 * or null for other keys. In right-to-left text the arrows swap.
 *
 * @example nextTab("ArrowRight", 2, 3, false) // 0
 * @example nextTab("ArrowRight", 0, 3, true) // 2
 */
export function nextTab(key: string, current: number, count: number, rtl: boolean): number | null {
  const forward = rtl ? "ArrowLeft" : "ArrowRight";
  const back = rtl ? "ArrowRight" : "ArrowLeft";
  const moves: Record<string, number> = { [forward]: current + 1, [back]: current - 1, Home: 0, End: count - 1 };
  const target = moves[key];
  return target === undefined ? null : (target + count) % count;
}

/**
 * Whether the map has failed and the static fallback should show instead: once the tiles of the
 * first view have settled, none of them loaded. Tiles failing later, after some loaded (a pan to
 * an area the provider refuses), leave the map as it is.
 *
 * @example mapFailed({ loaded: 0, failed: 6 }) // true
 * @example mapFailed({ loaded: 4, failed: 2 }) // false
 */
export function mapFailed(tiles: { loaded: number; failed: number }): boolean {
  return tiles.loaded === 0 && tiles.failed > 0;
}

/** An office's pin on the static map and its label, in the drawing's units. */
export interface StaticMapPin {
  id: string;
  label: string;
  x: number;
  y: number;
  labelX: number;
  labelY: number;
  anchor: "start" | "middle" | "end";
}

interface Box {
  x1: number;
  y1: number;
  x2: number;
  y2: number;
}

const overlaps = (a: Box, b: Box) => a.x1 < b.x2 && b.x1 < a.x2 && a.y1 < b.y2 && b.y1 < a.y2;

/** The drawing's label metrics: an 18-unit font, about 10 units a character. */
const label = { charWidth: 10, height: 20, gap: 14, pinRadius: 11 };

/**
 * Places the offices on the self-drawn static map (`width` × `height`, equirectangular), fitted to
 * the box around them with a margin, and puts each label beside its pin where it overlaps no other
 * pin or label: right, left, above or below (offices of one region sit close together).
 *
 * @example placePins([{ id: "a", label: "A", lat: 0, lon: 0 }, { id: "b", label: "B", lat: 10, lon: 20 }], 100, 50).map((pin) => [pin.x, pin.y]) // [[12, 44], [88, 6]]
 */
export function placePins(
  offices: ReadonlyArray<{ id: string; label: string; lat: number; lon: number }>,
  width: number,
  height: number,
  margin = 0.12,
): StaticMapPin[] {
  const lons = offices.map((office) => office.lon);
  const lats = offices.map((office) => office.lat);
  const west = Math.min(...lons);
  const east = Math.max(...lons);
  const south = Math.min(...lats);
  const north = Math.max(...lats);
  // One scale for both axes keeps the drawing's proportions; a single office sits in the middle.
  const scale = Math.min(
    (width * (1 - 2 * margin)) / Math.max(east - west, 1),
    (height * (1 - 2 * margin)) / Math.max(north - south, 1),
  );
  const offsetX = (width - (east - west) * scale) / 2;
  const offsetY = (height - (north - south) * scale) / 2;
  const round = (value: number) => Math.round(value * 10) / 10;
  const points = offices.map((office) => ({
    ...office,
    x: round(offsetX + (office.lon - west) * scale),
    y: round(offsetY + (north - office.lat) * scale),
  }));
  const taken: Box[] = points.map(({ x, y }) => ({
    x1: x - label.pinRadius,
    y1: y - label.pinRadius,
    x2: x + label.pinRadius,
    y2: y + label.pinRadius,
  }));
  return points.map(({ id, label: text, x, y }) => {
    const textWidth = text.length * label.charWidth;
    const candidates: Array<{ box: Box; labelX: number; labelY: number; anchor: StaticMapPin["anchor"] }> = [
      {
        box: { x1: x + label.gap, y1: y - 10, x2: x + label.gap + textWidth, y2: y + 10 },
        labelX: x + label.gap,
        labelY: y + 6,
        anchor: "start",
      },
      {
        box: { x1: x - label.gap - textWidth, y1: y - 10, x2: x - label.gap, y2: y + 10 },
        labelX: x - label.gap,
        labelY: y + 6,
        anchor: "end",
      },
      {
        box: { x1: x - textWidth / 2, y1: y - label.gap - label.height, x2: x + textWidth / 2, y2: y - label.gap },
        labelX: x,
        labelY: y - label.gap - 4,
        anchor: "middle",
      },
      {
        box: { x1: x - textWidth / 2, y1: y + label.gap, x2: x + textWidth / 2, y2: y + label.gap + label.height },
        labelX: x,
        labelY: y + label.gap + 15,
        anchor: "middle",
      },
    ];
    const inside = candidates.filter(({ box }) => box.x1 >= 0 && box.y1 >= 0 && box.x2 <= width && box.y2 <= height);
    const chosen = inside.find(({ box }) => !taken.some((other) => overlaps(box, other))) ?? inside[0] ?? candidates[0];
    if (chosen) taken.push(chosen.box);
    return { id, label: text, x, y, labelX: chosen?.labelX ?? x, labelY: chosen?.labelY ?? y, anchor: chosen?.anchor ?? "start" };
  });
}

/** What the careers filter chose, from the page's query: a value only when an opening has it. */
export interface CareersChoice {
  location: string | null;
  team: string | null;
}

/**
 * The careers filter's choice from the query (`?location=Dublin&team=Web Platform`); a value no
 * opening has, or an empty one, is no choice.
 */
export function careersChoice(
  searchParams: URLSearchParams,
  openings: ReadonlyArray<{ locations: string[]; team: string }>,
): CareersChoice {
  const pick = (name: string, known: (value: string) => boolean) => {
    const value = searchParams.get(name)?.trim();
    return value && known(value) ? value : null;
  };
  return {
    location: pick("location", (value) => openings.some((opening) => opening.locations.includes(value))),
    team: pick("team", (value) => openings.some((opening) => opening.team === value)),
  };
}

/**
 * The openings that match the choice: at the chosen location (an opening can be at several) and
 * in the chosen team; no choice keeps all.
 */
export function filterOpenings<T extends { locations: string[]; team: string }>(
  openings: readonly T[],
  choice: CareersChoice,
): T[] {
  return openings.filter(
    (opening) =>
      (choice.location === null || opening.locations.includes(choice.location)) &&
      (choice.team === null || opening.team === choice.team),
  );
}

/** The distinct values of a field over the openings, in the order they first appear. */
export const distinct = (values: readonly string[]): string[] => [...new Set(values)];
