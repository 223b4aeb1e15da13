import { describe, expect, it } from "vitest";
import { countryClass, isProhibited, restrictedProductNames } from "~/domain/pricing/country-rules";
import { localeCodes } from "~/sites/locales";
import { vpnRedirect } from "./rules";
import { factKey, Visitor } from "./visitor";

const letters = "abcdefghijklmnopqrstuvwxyz";
const everyCode = [...letters].flatMap((first) => [...letters].map((second) => `${first}${second}`));

describe("countryClass", () => {
  it("tells apart every country the country rules tell apart (spec 2 §6, spec 1 §4)", () => {
    // What each rule answers for a country, on every site and page the rules look at.
    const answers = (country: string | null) =>
      JSON.stringify([
        ...localeCodes.flatMap((locale) => restrictedProductNames.map((product) => isProhibited(product, country, locale))),
        vpnRedirect(country, "ksec", {}),
        vpnRedirect(country, "home-download", { jsonName: "vpn-secure-connection" }),
        vpnRedirect(country, "home-product", { jsonName: "ksec" }),
      ]);
    const byClass = new Map<string, string>();
    for (const country of [null, ...everyCode]) {
      const known = byClass.get(countryClass(country));
      if (known === undefined) byClass.set(countryClass(country), answers(country));
      else expect(answers(country), `${country} in class ${countryClass(country)}`).toBe(known);
    }
    expect([...byClass.keys()].sort()).toEqual(["none", "vpn", "vpn+family", "vpn+family+by"].sort());
  });

  it.each([
    ["de", "none"],
    [null, "none"],
    ["ae", "vpn"],
    ["CN", "vpn+family"],
    ["by", "vpn+family+by"],
  ])("%s is %s", (country, expected) => {
    expect(countryClass(country)).toBe(expected);
  });
});

describe("Visitor", () => {
  const source = {
    country: "ae",
    userAgent: "Mozilla/5.0 (Macintosh; Intel Mac OS X 14_5)",
    cookie: "bst_utm_source=news; theme=dark",
  };

  it("notes each fact a page reads, and only those", () => {
    const visitor = new Visitor(source);
    expect(visitor.read.size).toBe(0);
    expect(visitor.country).toBe("ae");
    expect([...visitor.read]).toEqual(["country"]);
    expect(visitor.userAgent).toBe(source.userAgent);
    expect(visitor.storeArgs(new URLSearchParams("utm_medium=mail"))).toBe("utm_source=news&utm_medium=mail");
    expect([...visitor.read].sort()).toEqual(["campaign", "country", "platform"]);
  });

  it("answers no store arguments when there are none", () => {
    expect(new Visitor({ ...source, cookie: "theme=dark" }).storeArgs(new URLSearchParams())).toBeUndefined();
  });

  it.each([
    ["country", "vpn"],
    ["platform", "macos"],
    ["campaign", "utm_source=news"],
  ] as const)("keys the %s fact by what the pages use of it: %s", (fact, expected) => {
    expect(factKey(fact, source)).toBe(expected);
  });

  it("keys a visitor without a platform we know, or without campaign cookies, alike", () => {
    const bare = { country: null, userAgent: "curl/8.0", cookie: null };
    expect(factKey("platform", bare)).toBe("other");
    expect(factKey("campaign", bare)).toBe(factKey("campaign", { ...bare, cookie: "theme=dark" }));
  });
});
