import type { ContentService } from "~/domain/content/service.server";
import type { Logger } from "~/lib/logger.server";
import { formatMessage } from "~/lib/messages";
import type { Site } from "~/sites/locales";
import type { BlockOf } from "../schemas.server";
import { careersChoice, distinct, filterOpenings, officeZoom, osmLink, placePins, telHref } from "./rules";
import type { CareersView, HeadquartersMapView, OfficeView } from "./view";

export interface AboutResolveContext {
  content: ContentService;
  site: Site;
  searchParams: URLSearchParams;
  logger?: Logger;
}

/** The static map's drawing size (SVG units). */
const staticMapSize = { width: 800, height: 420 };

const translationsOf = async (context: AboutResolveContext) =>
  (await context.content.requireDocument(context.site.locale, "localization/general-translations.json", "general-translations"))
    .document.fields;

/**
 * The headquarters map with its texts, its tile source (the site's `mapTiles` setting) and the
 * static map's pins. Spec 3 §8: a map with no office to show logs a warning and is left out.
 */
export async function resolveHeadquartersMap(
  block: BlockOf<"headquarters-map">,
  context: AboutResolveContext,
): Promise<HeadquartersMapView | null> {
  const headquarters = { id: "headquarters", title: block.hqTitle, lat: block.lat, lon: block.lon, ...officeFieldsOf(block) };
  const offices: OfficeView[] = [headquarters, ...block.offices].map((office, index) => ({
    id: office.id,
    title: office.title,
    headquarters: index === 0,
    lat: office.lat,
    lon: office.lon,
    address: office.address,
    phone: office.phone ? { text: office.phone, href: telHref(office.phone) } : undefined,
    email: office.email,
    mapHref: osmLink(office.lat, office.lon),
  }));
  if (block.offices.length === 0) {
    context.logger?.warn({ block: block.id ?? block.type }, "headquarters list is empty; the map shows the headquarters only");
  }
  const [translations, settings] = await Promise.all([
    translationsOf(context),
    context.content.requireDocument(context.site.locale, "localization/general-settings.json", "general-settings"),
  ]);
  return {
    type: "headquarters-map",
    id: block.id ?? "offices",
    heading: block.section,
    intro: block.intro,
    offices,
    link: block.link,
    renewalBalancer: block.renewalBalancer,
    zoom: officeZoom,
    tiles: settings.document.fields.mapTiles,
    staticMap: {
      ...staticMapSize,
      pins: placePins(
        [headquarters, ...block.offices].map((office) => ({
          id: office.id,
          label: office.city,
          lat: office.lat,
          lon: office.lon,
        })),
        staticMapSize.width,
        staticMapSize.height,
      ),
    },
    texts: {
      officeTabs: translations.officeTabs,
      map: translations.map,
      zoomIn: translations.mapZoomIn,
      zoomOut: translations.mapZoomOut,
      openExternal: translations.mapOpenExternal,
      unavailable: translations.mapUnavailable,
      mapImage: translations.mapImage,
      headquarters: translations.headquarters,
      email: translations.contactEmail,
      phone: translations.contactPhone,
    },
  };
}

const officeFieldsOf = (block: BlockOf<"headquarters-map">) => ({
  city: block.city,
  address: block.address,
  phone: block.phone,
  email: block.email,
});

/** The careers block for this request: the openings its query's filter keeps, the count formatted. */
export async function resolveCareers(block: BlockOf<"careers">, context: AboutResolveContext): Promise<CareersView> {
  const translations = await translationsOf(context);
  const choice = careersChoice(context.searchParams, block.openings);
  const openings = filterOpenings(block.openings, choice);
  return {
    type: "careers",
    id: block.id ?? "open-positions",
    heading: block.heading,
    intro: block.intro,
    openings,
    filter: {
      locations: distinct(block.openings.flatMap((opening) => opening.locations)),
      teams: distinct(block.openings.map((opening) => opening.team)),
      ...choice,
    },
    texts: {
      location: translations.careersLocation,
      team: translations.careersTeam,
      allLocations: translations.careersAllLocations,
      allTeams: translations.careersAllTeams,
      filter: translations.careersFilter,
      count: formatMessage(context.site.intlLocale, translations.careersCount, { count: openings.length }),
      none: translations.careersNone,
    },
  };
}
