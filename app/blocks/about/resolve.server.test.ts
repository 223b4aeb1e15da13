import { describe, expect, it } from "vitest";
import { createContentService } from "~/domain/content/service.server";
import { createLogger, type Logger } from "~/lib/logger.server";
import { requireSite } from "~/sites/locales";
import { createContentFixture, globalShell } from "../../../tests/support/content-fixture";
import { type BlockOf, block as blockSchema } from "../schemas.server";
import { resolveCareers, resolveHeadquartersMap } from "./resolve.server";

async function context(query = "") {
  const contentDir = await createContentFixture({ ...globalShell });
  const content = createContentService({ contentDir, brandName: "Bastion", logger: createLogger({ level: "silent" }) });
  const warnings: string[] = [];
  const logger = { warn: (_data: unknown, message: string) => warnings.push(message) } as unknown as Logger;
  return { content, site: requireSite("en-global"), searchParams: new URLSearchParams(query), logger, warnings };
}

const parse = <T extends "headquarters-map" | "careers">(value: unknown) => blockSchema.parse(value) as BlockOf<T>;

const headquarters = {
  type: "headquarters-map",
  section: "Our offices",
  hqTitle: "Global headquarters, Dublin",
  city: "Dublin",
  lat: 53.3458,
  lon: -6.2387,
  address: ["40 Kestrel Quay", "Dublin 2"],
  phone: "+353 1 555 0100",
};
const singapore = {
  id: "singapore",
  title: "Asia-Pacific, Singapore",
  city: "Singapore",
  lat: 1.2789,
  lon: 103.8536,
  address: ["12 Marina Crescent"],
};

describe("resolveHeadquartersMap", () => {
  it("lists the headquarters first, with its map link, dialable number, zoom 13 and the default tiles", async () => {
    const view = await resolveHeadquartersMap(parse({ ...headquarters, offices: [singapore] }), await context());
    expect(view?.offices.map((office) => [office.id, office.headquarters])).toEqual([
      ["headquarters", true],
      ["singapore", false],
    ]);
    expect(view?.offices[0]?.phone).toEqual({ text: "+353 1 555 0100", href: "tel:+35315550100" });
    expect(view?.offices[1]?.mapHref).toBe("https://www.openstreetmap.org/?mlat=1.2789&mlon=103.8536#map=13/1.2789/103.8536");
    expect(view?.zoom).toBe(13);
    expect(view?.tiles.url).toBe("https://tile.openstreetmap.org/{z}/{x}/{y}.png");
    expect(view?.texts.openExternal).toBe("Open in OpenStreetMap");
    expect(view?.staticMap.pins.map((pin) => pin.label)).toEqual(["Dublin", "Singapore"]);
  });

  it("warns when the list of regional offices is empty (spec 3 §8), and shows the headquarters alone", async () => {
    const resolveContext = await context();
    const view = await resolveHeadquartersMap(parse(headquarters), resolveContext);
    expect(resolveContext.warnings).toEqual(["headquarters list is empty; the map shows the headquarters only"]);
    expect(view?.offices).toHaveLength(1);
  });
});

describe("resolveCareers", () => {
  const careers = {
    type: "careers",
    openings: [
      {
        title: "Senior Malware Analyst",
        locations: ["Tallinn", "Dublin"],
        team: "Threat Research Lab",
        type: "Full time",
        href: "/a",
      },
      { title: "Frontend Engineer", locations: ["Dublin"], team: "Web Platform", type: "Full time", href: "/b" },
      { title: "Partner Account Manager", locations: ["Munich"], team: "Channel Sales", type: "Full time", href: "/c" },
    ],
  };

  it("keeps the openings the query asks for and counts them in words", async () => {
    const view = await resolveCareers(parse(careers), await context("location=Dublin"));
    expect(view.openings.map((opening) => opening.title)).toEqual(["Senior Malware Analyst", "Frontend Engineer"]);
    expect(view.texts.count).toBe("2 open positions");
    expect(view.filter).toEqual({
      locations: ["Tallinn", "Dublin", "Munich"],
      teams: ["Threat Research Lab", "Web Platform", "Channel Sales"],
      location: "Dublin",
      team: null,
    });
    expect((await resolveCareers(parse(careers), await context("team=Channel+Sales"))).texts.count).toBe("1 open position");
  });
});
