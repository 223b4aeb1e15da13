import { describe, expect, it } from "vitest";
import { generalSettingsDocument } from "~/domain/content/schemas.server";
import { block } from "../schemas.server";
import { defaultMapTiles, isAllowedTileUrl } from "./map-tiles";

const headquarters = {
  type: "headquarters-map",
  section: "Our offices",
  hqTitle: "Global headquarters, Dublin",
  city: "Dublin",
  lat: 53.3458,
  lon: -6.2387,
  address: ["40 Kestrel Quay", "Dublin 2"],
  renewalBalancer: { label: "Renew your licence", href: "/renewal-center/home" },
};

describe("headquarters-map schema", () => {
  it("accepts the headquarters alone, with no regional office", () => {
    const parsed = block.safeParse(headquarters);
    expect(parsed.success).toBe(true);
    expect(parsed.data).toMatchObject({ offices: [] });
  });

  it.each([
    ["a latitude past the map's edge", { lat: 89 }],
    ["a longitude out of range", { lon: 181 }],
    ["no address", { address: [] }],
    ["a renewal button leaving the site over plain HTTP", { renewalBalancer: { label: "Renew", href: "http://x.example" } }],
    ["an unknown field", { zoom: 9 }],
  ])("refuses %s", (_case, change) => {
    expect(block.safeParse({ ...headquarters, ...change }).success).toBe(false);
  });

  it("refuses an office without coordinates or with an id that is no slug", () => {
    const office = { id: "austin", title: "Austin", city: "Austin", lat: 30.2, lon: -97.7, address: ["Austin, TX"] };
    expect(block.safeParse({ ...headquarters, offices: [office] }).success).toBe(true);
    expect(block.safeParse({ ...headquarters, offices: [{ ...office, lat: undefined }] }).success).toBe(false);
    expect(block.safeParse({ ...headquarters, offices: [{ ...office, id: "North America" }] }).success).toBe(false);
  });
});

describe("about blocks", () => {
  const photo = { src: "/images/about/team/anna-keller.svg", alt: "Portrait", width: 160, height: 160 };

  it("require images under /images/ for portraits and badges", () => {
    const person = { name: "Anna Keller", role: "Director", photo };
    expect(block.safeParse({ type: "team", people: [person] }).success).toBe(true);
    expect(
      block.safeParse({ type: "team", people: [{ ...person, photo: { ...photo, src: "https://x.example/a.png" } }] }).success,
    ).toBe(false);
    const award = { title: "Product of the Year", year: 2025, issuer: "Lab", text: "Won.", badge: photo };
    expect(block.safeParse({ type: "awards", awards: [award] }).success).toBe(true);
    expect(block.safeParse({ type: "awards", awards: [{ ...award, year: 25 }] }).success).toBe(false);
  });

  it("require a press contact's international telephone number and e-mail address", () => {
    const contact = { region: "Dublin", name: "Siobhán Gallagher", email: "press@bastion.example", phone: "+353 1 555 0150" };
    expect(block.safeParse({ type: "press-contacts", contacts: [contact] }).success).toBe(true);
    expect(block.safeParse({ type: "press-contacts", contacts: [{ ...contact, phone: "01 555 0150" }] }).success).toBe(false);
    expect(block.safeParse({ type: "press-contacts", contacts: [{ ...contact, email: "press" }] }).success).toBe(false);
  });

  it("require each opening's location, team, type and page", () => {
    const opening = {
      title: "Frontend Engineer",
      locations: ["Dublin"],
      team: "Web Platform",
      type: "Full time",
      href: "/about/careers/x",
    };
    expect(block.safeParse({ type: "careers", openings: [opening] }).success).toBe(true);
    expect(block.safeParse({ type: "careers", openings: [{ ...opening, locations: [] }] }).success).toBe(false);
    expect(block.safeParse({ type: "careers", openings: [{ ...opening, href: "javascript:alert(1)" }] }).success).toBe(false);
  });
});

describe("map tile setting", () => {
  const settings = (mapTiles?: unknown) =>
    generalSettingsDocument.safeParse({
      title: "General settings",
      fields: {
        formRecipients: { sales: "a@b.example", partners: "a@b.example", privacy: "a@b.example", reviews: "a@b.example" },
        ...(mapTiles === undefined ? {} : { mapTiles }),
      },
    });

  it("defaults to OpenStreetMap's standard tiles with their attribution", () => {
    expect(settings().data?.fields.mapTiles).toEqual(defaultMapTiles);
    expect(defaultMapTiles.attribution.text).toContain("OpenStreetMap contributors");
  });

  it("accepts only tile servers the Content-Security-Policy allows", () => {
    const attribution = { text: "© OpenStreetMap contributors", href: "https://www.openstreetmap.org/copyright" };
    expect(settings({ url: "https://tile.openstreetmap.org/{z}/{x}/{y}.png", attribution }).success).toBe(true);
    expect(settings({ url: "https://tiles.example/{z}/{x}/{y}.png", attribution }).success).toBe(false);
    expect(isAllowedTileUrl("http://tile.openstreetmap.org/{z}/{x}/{y}.png")).toBe(false);
    expect(isAllowedTileUrl("https://tile.openstreetmap.org.evil.example/{z}/{x}/{y}.png")).toBe(false);
  });
});
