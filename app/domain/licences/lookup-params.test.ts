import { describe, expect, it } from "vitest";
import { acceptedLookupParams, activationLookupKeys, commonLookupKeys, lookupParamKeys } from "./lookup-params";

const all = [...commonLookupKeys, ...activationLookupKeys].map((Key) => ({ Key, Value: `v-${Key}` }));

describe("acceptedLookupParams", () => {
  // Spec 2 §3: "For en-us the list includes the extra activation parameters; otherwise only
  // kpc-license-ownership, edu, uni, kscup, target-tier."
  it("passes every parameter on en-us", () => {
    expect(Object.keys(acceptedLookupParams("en-us", all)).sort()).toEqual([...commonLookupKeys, ...activationLookupKeys].sort());
    expect(lookupParamKeys("en-us")).toHaveLength(20);
  });

  it.each(["en-global", "de-de", "en-ca", "ja-jp"] as const)("passes only the five common keys on %s", (locale) => {
    expect(acceptedLookupParams(locale, all)).toEqual({
      "kpc-license-ownership": "v-kpc-license-ownership",
      edu: "v-edu",
      uni: "v-uni",
      kscup: "v-kscup",
      "target-tier": "v-target-tier",
    });
  });

  it("ignores unknown keys, matches keys without letter case and keeps a repeated key's last value", () => {
    const entries = [
      { Key: "EDU", Value: "1" },
      { Key: "serial", Value: "KTS1-ACTIVE0-0000001" },
      { Key: "__proto__", Value: "x" },
      { Key: "edu", Value: "2" },
    ];
    const accepted = acceptedLookupParams("fr-fr", entries);
    expect(accepted).toEqual({ edu: "2" });
    expect(Object.getPrototypeOf(accepted)).toBe(Object.prototype);
  });
});
