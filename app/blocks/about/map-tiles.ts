/**
 * Where the headquarters map's tiles come from (decision 025). A site chooses its source in
 * `localization/general-settings.json` (`mapTiles`); the source must be served from one of
 * `mapTileOrigins`, which the Content-Security-Policy allows as image sources and nothing more.
 * Adding a tile provider means adding its origin here.
 */
export const mapTileOrigins = ["https://tile.openstreetmap.org"] as const;

export interface MapTiles {
  /** Leaflet's URL template: `{z}`, `{x}`, `{y}` (and optionally `{s}`, `{r}`). */
  url: string;
  /** The credit the provider requires, shown on the map. */
  attribution: { text: string; href: string };
  maxZoom: number;
}

/** OpenStreetMap's standard tiles, with the attribution its tile usage policy asks for. */
export const defaultMapTiles: MapTiles = {
  url: "https://tile.openstreetmap.org/{z}/{x}/{y}.png",
  attribution: { text: "© OpenStreetMap contributors", href: "https://www.openstreetmap.org/copyright" },
  maxZoom: 19,
};

/**
 * Whether a tile URL template is served from an allowed origin.
 *
 * @example isAllowedTileUrl("https://tile.openstreetmap.org/{z}/{x}/{y}.png") // true
 * @example isAllowedTileUrl("https://tiles.example/{z}/{x}/{y}.png") // false
 */
export function isAllowedTileUrl(template: string): boolean {
  let origin: string;
  try {
    origin = new URL(template.replaceAll(/\{[a-z]\}/g, "0")).origin;
  } catch {
    return false;
  }
  return (mapTileOrigins as readonly string[]).includes(origin);
}
