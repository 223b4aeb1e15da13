import { describe, expect, it } from "vitest";
import { ipInfoUrl } from "./ipinfo";
import { parseIpInfoQuery } from "./ipinfo-query";

const parse = (query: string, acceptLanguage: string | null = null) =>
  parseIpInfoQuery(new URLSearchParams(query), acceptLanguage);

describe("ipinfo input (spec 2 §8 'Geo check without URL: error (URL required)')", () => {
  it.each([
    ["", "no url"],
    ["url=", "empty url"],
    ["url=%20%20", "blank url"],
    ["languages=de", "languages but no url"],
    ["url=javascript:alert(1)", "not an http(s) URL"],
    ["url=mailto:a@b.example", "not an http(s) URL"],
    [`url=/${"a".repeat(2100)}`, "url longer than 2048 characters"],
  ])("refuses %j (%s)", (query) => {
    expect(parse(query)).toBeNull();
  });

  it.each([
    ["url=/about", "/about"],
    ["url=%2Fdownloads%3Fx%3D1", "/downloads?x=1"],
    ["url=https://de-de.example/Home-Security/?a=b#top", "/Home-Security/?a=b"],
    ["url=//evil.example/about", "/about"],
    ["url=http://a//evil.example/x", "/evil.example/x"],
    ["url=about", "/about"],
  ])("reads %j as the path %j", (query, path) => {
    expect(parse(query)?.path).toBe(path);
  });

  it("takes the browser's languages from the parameter, else from Accept-Language", () => {
    expect(parse("url=/&languages=ar-AE,en-US", "de-DE")?.languages).toEqual(["ar", "en"]);
    expect(parse("url=/", "fr-BE,nl;q=0.8")?.languages).toEqual(["fr", "nl"]);
    expect(parse("url=/&languages=", "ja")?.languages).toEqual(["ja"]);
    expect(parse("url=/")?.languages).toEqual([]);
  });

  it("round-trips the URL the geo bar asks for", () => {
    const url = new URL(ipInfoUrl("/home-security?x=1", ["de-DE", "en"]), "http://localhost");
    expect(url.pathname).toBe("/_svc/page/ipinfo");
    expect(parse(url.search.slice(1))).toEqual({ path: "/home-security?x=1", languages: ["de", "en"] });
  });
});
