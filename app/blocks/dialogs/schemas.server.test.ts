import { describe, expect, it } from "vitest";
import { block } from "../schemas.server";
import { embedOrigins, mapEmbedPattern, youtubeEmbedSrc, youtubeWatchHref } from "./embed";

const poster = { src: "/images/dialogs/lab-tour.svg", alt: "", width: 640, height: 360 };
const videoBlock = (embed: unknown) => ({ type: "video-popup", items: [{ title: "Lab tour", poster, embed }] });

describe("video-popup embeds", () => {
  it("accepts a YouTube id and an OpenStreetMap embed", () => {
    expect(block.safeParse(videoBlock({ kind: "youtube", videoId: "Lb3sVq8TnKw" })).success).toBe(true);
    const map = {
      kind: "map",
      src: "https://www.openstreetmap.org/export/embed.html?bbox=-6.248%2C53.3355%2C-6.23%2C53.3435&layer=mapnik&marker=53.3395%2C-6.239",
      href: "https://www.openstreetmap.org/?mlat=53.3395&mlon=-6.2390#map=16/53.3395/-6.2390",
    };
    expect(block.safeParse(videoBlock(map)).success).toBe(true);
  });

  it.each([
    ["a full YouTube address instead of an id", { kind: "youtube", videoId: "https://www.youtube.com/watch?v=Lb3sVq8TnKw" }],
    ["an id that is too short", { kind: "youtube", videoId: "abc" }],
    [
      "a map from another host",
      { kind: "map", src: "https://maps.example.com/export/embed.html?bbox=1", href: "https://maps.example.com/" },
    ],
    [
      "a map page that is not the embed",
      { kind: "map", src: "https://www.openstreetmap.org/?mlat=53.3", href: "https://www.openstreetmap.org/" },
    ],
    [
      "a map address that breaks out of its attribute",
      {
        kind: "map",
        src: 'https://www.openstreetmap.org/export/embed.html?bbox="><script>',
        href: "https://www.openstreetmap.org/",
      },
    ],
  ])("refuses %s", (_, embed) => {
    expect(block.safeParse(videoBlock(embed)).success).toBe(false);
  });

  it("frames only from the origins the Content-Security-Policy allows", () => {
    const src = youtubeEmbedSrc("Lb3sVq8TnKw");
    expect(embedOrigins).toContain(new URL(src).origin);
    expect(src).toBe("https://www.youtube-nocookie.com/embed/Lb3sVq8TnKw?autoplay=1&rel=0");
    expect(youtubeWatchHref("Lb3sVq8TnKw")).toBe("https://www.youtube.com/watch?v=Lb3sVq8TnKw");
    expect(mapEmbedPattern.test("https://www.openstreetmap.org/export/embed.html?bbox=1")).toBe(true);
    expect(embedOrigins).toEqual(["https://www.youtube-nocookie.com", "https://www.openstreetmap.org"]);
  });
});

describe("the other dialog blocks", () => {
  it("need a disclaimer's anchor, since its link leads there without JavaScript", () => {
    expect(block.safeParse({ type: "disclaimer-popup", title: "Terms", html: "<p>Text</p>" }).success).toBe(false);
    expect(block.safeParse({ type: "disclaimer-popup", id: "terms", title: "Terms", html: "<p>Text</p>" }).success).toBe(true);
  });

  it("send a declining visitor to a page of the site, 18 by default", () => {
    const gate = { type: "age-restriction-popup", heading: "Adults only", text: "Rated 18.", declineHref: "/home-security" };
    const parsed = block.parse(gate);
    expect(parsed.type === "age-restriction-popup" && parsed.minimumAge).toBe(18);
    expect(block.safeParse({ ...gate, declineHref: "https://example.com/" }).success).toBe(false);
  });

  it("sanitise a news item's summary and refuse a date that is not one", () => {
    const item = {
      title: "Launch",
      date: "2026-11-03",
      teaser: "New editions.",
      summary: '<p onclick="alert(1)">New <script>alert(1)</script>editions.</p>',
      href: "/about/press-releases/2026-11-03-home-products-2027-launch",
      linkText: "Read the press release",
    };
    const parsed = block.parse({ type: "news-popup", items: [item] });
    expect(parsed.type === "news-popup" && parsed.items[0]?.summary).toBe("<p>New editions.</p>");
    expect(block.safeParse({ type: "news-popup", items: [{ ...item, date: "3 November 2026" }] }).success).toBe(false);
  });
});
