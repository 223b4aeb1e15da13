import { describe, expect, it } from "vitest";
import { isOwnHost, resolveLocale, siteOrigin } from "./resolve-site";

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

describe("isOwnHost", () => {
  it.each([
    ["de-de.localhost:3000", true],
    ["www.bastion.example", true],
    ["localhost:5173", true],
    ["attacker.example", false],
    ["bastion.example.attacker.example", false],
  ])("%s → %s", (host, own) => {
    expect(isOwnHost(host)).toBe(own);
  });
});
