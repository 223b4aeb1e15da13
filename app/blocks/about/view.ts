import type { MapTiles } from "./map-tiles";
import type { StaticMapPin } from "./rules";

/** An office as the headquarters map draws it: texts and links finished on the server. */
export interface OfficeView {
  id: string;
  title: string;
  headquarters: boolean;
  lat: number;
  lon: number;
  address: string[];
  phone?: { text: string; href: string };
  email?: string;
  /** The office on openstreetmap.org: the "view on map" link, with or without JavaScript. */
  mapHref: string;
}

/** The headquarters map's view (spec 3 §3, §4, §9). */
export interface HeadquartersMapView {
  type: "headquarters-map";
  id: string;
  heading: string;
  intro?: string;
  /** The headquarters first, then the regional offices. */
  offices: OfficeView[];
  link?: { label: string; href: string };
  renewalBalancer?: { label: string; href: string };
  zoom: number;
  tiles: MapTiles;
  /** The self-drawn map shown without JavaScript or tiles. */
  staticMap: { width: number; height: number; pins: StaticMapPin[] };
  texts: {
    officeTabs: string;
    map: string;
    zoomIn: string;
    zoomOut: string;
    openExternal: string;
    unavailable: string;
    mapImage: string;
    headquarters: string;
    email: string;
    phone: string;
  };
}

export interface OpeningView {
  title: string;
  locations: string[];
  team: string;
  type: string;
  summary?: string;
  href: string;
}

/** The careers block's view: the openings the query's filter keeps, and the filter's choices. */
export interface CareersView {
  type: "careers";
  id: string;
  heading?: string;
  intro?: string;
  openings: OpeningView[];
  filter: { locations: string[]; teams: string[]; location: string | null; team: string | null };
  texts: {
    location: string;
    team: string;
    allLocations: string;
    allTeams: string;
    filter: string;
    /** "3 open positions", formatted for the openings shown. */
    count: string;
    none: string;
  };
}
