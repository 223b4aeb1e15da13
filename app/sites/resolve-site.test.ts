import { describe, expect, it } from "vitest";
import { isSiteOrigin, resolveLocale, siteOrigin } from "./resolve-site";

describe("resolveLocale", () => {
  it.each([
    ["de-de.localhost:3000", "de-de"],
    ["AR-AE.LOCALHOST:3000", "ar-ae"],
    ["ja-jp.localhost", "ja-jp"],
    ["localhost:3000", "en-global"],
    ["127.0.0.1:3000", "en-global"],
    ["xx-yy.localhost:3000", "en-global"],
    ["de-de.bastion.example", "de-de"],
    ["www.bastion.example", "en-global"],
    ["evil.example", "en-global"],
    ["", "en-global"],
    [null, "en-global"],
  ])("%s → %s", (host, locale) => {
    expect(resolveLocale(host)).toBe(locale);
  });
});

describe("siteOrigin", () => {
  it("keeps scheme and port in development", () => {
    expect(siteOrigin("fr-fr", new URL("http://de-de.localhost:3000/about"))).toBe("http://fr-fr.localhost:3000");
    expect(siteOrigin("en-global", new URL("http://de-de.localhost:3000/"))).toBe("http://localhost:3000");
  });

  it("uses the production host over https in production", () => {
    expect(siteOrigin("ja-jp", new URL("https://www.bastion.example/"))).toBe("https://ja-jp.bastion.example");
  });
});

describe("isSiteOrigin", () => {
  it.each([
    ["https://www.bastion.example", false, true],
    ["https://de-de.bastion.example", false, true],
    ["http://de-de.bastion.example", false, false],
    ["https://de-de.bastion.example:8443", false, false],
    ["https://unknown.bastion.example", false, false],
    ["http://localhost:9999", false, false],
    ["http://de-de.localhost:3000", false, false],
    ["http://localhost:9999", true, true],
    ["http://de-de.localhost:3000", true, true],
    ["https://attacker.example", true, false],
    ["https://bastion.example.attacker.example", false, false],
  ])("%s (development %s) → %s", (origin, development, own) => {
    expect(isSiteOrigin(new URL(origin), { development })).toBe(own);
  });
});
