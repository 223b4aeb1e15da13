import { describe, expect, it } from "vitest";
import { debugEnabled, type HostKind, hostKind } from "./debug-mode";
import { sites } from "./locales";

describe("hostKind: production hosts are the site registry's, development hosts *.localhost", () => {
  it.each<[string, HostKind]>([
    ["www.bastion.example", "production"],
    ["de-de.bastion.example", "production"],
    ["AR-AE.Bastion.Example.", "production"],
    ["localhost", "development"],
    ["de-de.localhost", "development"],
    ["anything.localhost", "development"],
    ["bastion.example", "other"],
    ["127.0.0.1", "other"],
    ["[::1]", "other"],
    ["staging.bastion.example", "other"],
    ["localhost.evil.example", "other"],
  ])("%s is %s", (host, kind) => {
    expect(hostKind(host)).toBe(kind);
  });

  it("knows every site's production host", () => {
    for (const site of sites.values()) expect(hostKind(site.host)).toBe("production");
  });
});

describe("debugEnabled: spec 2 §6 'Debug features are disabled on production hosts unless debug=prod'", () => {
  it.each<[string, string, string | null, boolean]>([
    ["production host, no parameter", "de-de.bastion.example", null, false],
    ["production host, debug=1", "de-de.bastion.example", "1", false],
    ["production host, debug (empty)", "www.bastion.example", "", false],
    ["production host, debug=true", "www.bastion.example", "true", false],
    ["production host, debug=prod", "de-de.bastion.example", "prod", true],
    ["production host, debug=PROD (the spec's value, exactly)", "de-de.bastion.example", "PROD", false],
    ["development host, no parameter", "de-de.localhost", null, false],
    ["development host, debug=1", "de-de.localhost", "1", true],
    ["development host, debug (empty)", "localhost", "", true],
    ["development host, debug=prod", "localhost", "prod", true],
    ["other host follows the production rule: debug=1", "127.0.0.1", "1", false],
    ["other host follows the production rule: debug=prod", "127.0.0.1", "prod", true],
  ])("%s → %s", (_case, host, param, enabled) => {
    expect(debugEnabled(host, param)).toBe(enabled);
  });
});
