import { describe, expect, it } from "vitest";
import { careersChoice, filterOpenings, mapFailed, nextTab, officeZoom, osmLink, placePins, telHref } from "./rules";

describe("officeZoom", () => {
  it("is the zoom of spec 3 §9 ('Map zoom 13')", () => {
    expect(officeZoom).toBe(13);
  });
});

describe("osmLink", () => {
  it("marks the office on openstreetmap.org at the map's zoom", () => {
    expect(osmLink(1.2789, 103.8536)).toBe("https://www.openstreetmap.org/?mlat=1.2789&mlon=103.8536#map=13/1.2789/103.8536");
  });
});

describe("telHref", () => {
  it.each([
    ["+353 1 555 0100", "tel:+35315550100"],
    ["+1 (512) 555-0140", "tel:+15125550140"],
  ])("dials %s as %s", (phone, href) => {
    expect(telHref(phone)).toBe(href);
  });
});

describe("nextTab", () => {
  it.each([
    ["ArrowRight", 0, false, 1],
    ["ArrowRight", 5, false, 0],
    ["ArrowLeft", 0, false, 5],
    ["ArrowLeft", 0, true, 1],
    ["ArrowRight", 0, true, 5],
    ["Home", 3, false, 0],
    ["End", 1, false, 5],
    ["Enter", 1, false, null],
  ] as const)("%s from tab %i (right to left: %s) goes to %s", (key, current, rtl, expected) => {
    expect(nextTab(key, current, 6, rtl)).toBe(expected);
  });
});

describe("mapFailed", () => {
  it.each([
    [{ loaded: 0, failed: 6 }, true],
    [{ loaded: 0, failed: 1 }, true],
    [{ loaded: 4, failed: 2 }, false],
    [{ loaded: 6, failed: 0 }, false],
    [{ loaded: 0, failed: 0 }, false],
  ])("tiles %o: the fallback shows = %s", (tiles, failed) => {
    expect(mapFailed(tiles)).toBe(failed);
  });
});

describe("placePins", () => {
  const offices = [
    { id: "dublin", label: "Dublin", lat: 53.3458, lon: -6.2387 },
    { id: "austin", label: "Austin", lat: 30.2655, lon: -97.7467 },
    { id: "tallinn", label: "Tallinn", lat: 59.4445, lon: 24.7597 },
    { id: "munich", label: "Munich", lat: 48.1372, lon: 11.5756 },
    { id: "dubai", label: "Dubai", lat: 25.2131, lon: 55.2817 },
    { id: "singapore", label: "Singapore", lat: 1.2789, lon: 103.8536 },
  ];
  const pins = placePins(offices, 800, 420);

  it("keeps west to the left and north at the top, inside the drawing", () => {
    const at = (id: string) => pins.find((pin) => pin.id === id) ?? { x: Number.NaN, y: Number.NaN };
    expect(at("austin").x).toBeLessThan(at("dublin").x);
    expect(at("dublin").x).toBeLessThan(at("singapore").x);
    expect(at("tallinn").y).toBeLessThan(at("dublin").y);
    expect(at("singapore").y).toBeGreaterThan(at("dubai").y);
    for (const pin of pins) {
      expect(pin.x).toBeGreaterThanOrEqual(0);
      expect(pin.x).toBeLessThanOrEqual(800);
      expect(pin.y).toBeGreaterThanOrEqual(0);
      expect(pin.y).toBeLessThanOrEqual(420);
    }
  });

  it("keeps the labels of offices close together from overlapping", () => {
    const boxes = pins.map((pin) => {
      const width = pin.label.length * 10;
      const x1 = pin.anchor === "start" ? pin.labelX : pin.anchor === "end" ? pin.labelX - width : pin.labelX - width / 2;
      return { x1, x2: x1 + width, y1: pin.labelY - 16, y2: pin.labelY + 4 };
    });
    for (const [index, box] of boxes.entries()) {
      for (const other of boxes.slice(index + 1)) {
        const overlap = box.x1 < other.x2 && other.x1 < box.x2 && box.y1 < other.y2 && other.y1 < box.y2;
        expect(overlap).toBe(false);
      }
    }
  });

  it("puts a single office in the middle", () => {
    const [pin] = placePins([{ id: "dublin", label: "Dublin", lat: 53.3, lon: -6.2 }], 800, 420);
    expect([pin?.x, pin?.y]).toEqual([400, 210]);
  });
});

describe("careers filter", () => {
  const openings = [
    { title: "Senior Malware Analyst", locations: ["Tallinn", "Dublin"], team: "Threat Research Lab" },
    { title: "Frontend Engineer", locations: ["Dublin", "Remote (EU)"], team: "Web Platform" },
    { title: "Partner Account Manager", locations: ["Munich"], team: "Channel Sales" },
  ];
  const titles = (query: string) =>
    filterOpenings(openings, careersChoice(new URLSearchParams(query), openings)).map((o) => o.title);

  it.each([
    ["", ["Senior Malware Analyst", "Frontend Engineer", "Partner Account Manager"]],
    ["location=Dublin", ["Senior Malware Analyst", "Frontend Engineer"]],
    ["location=Dublin&team=Web+Platform", ["Frontend Engineer"]],
    ["team=Channel+Sales", ["Partner Account Manager"]],
    ["location=Munich&team=Web+Platform", []],
    ["location=Atlantis", ["Senior Malware Analyst", "Frontend Engineer", "Partner Account Manager"]],
    ["location=&team=", ["Senior Malware Analyst", "Frontend Engineer", "Partner Account Manager"]],
  ])("?%s keeps %o", (query, expected) => {
    expect(titles(query)).toEqual(expected);
  });

  it("ignores a value no opening has, so the form shows no choice for it", () => {
    expect(careersChoice(new URLSearchParams("location=Atlantis&team=Web Platform"), openings)).toEqual({
      location: null,
      team: "Web Platform",
    });
  });
});
