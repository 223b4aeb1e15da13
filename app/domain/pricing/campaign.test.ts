import { describe, expect, it } from "vitest";
import { campaignCookies, campaignStoreArgs } from "./campaign";

describe("campaign parameters (spec 2 §9: 60 days for campaign and admitad, 90 days for klsiteclass)", () => {
  it("keeps each parameter of the landing URL in a first-party cookie for its lifetime", () => {
    const cookies = campaignCookies(new URLSearchParams("utm_campaign=spring-sale&admitad_uid=a1b2&klsiteclass=partner&x=1"), {
      secure: true,
    });
    expect(cookies).toEqual([
      "bst_utm_campaign=spring-sale; Path=/; Max-Age=5184000; SameSite=Lax; Secure",
      "bst_admitad_uid=a1b2; Path=/; Max-Age=5184000; SameSite=Lax; Secure",
      "bst_klsiteclass=partner; Path=/; Max-Age=7776000; SameSite=Lax; Secure",
    ]);
  });

  it.each([["<script>"], ["a;b"], ["x".repeat(101)], [""]])("keeps nothing of the value %j", (value) => {
    expect(campaignCookies(new URLSearchParams({ klsiteclass: value }), { secure: false })).toEqual([]);
  });

  it("passes them to the store, the URL's own value before the cookie's", () => {
    expect(campaignStoreArgs("bst_admitad_uid=abc; bst_klsiteclass=old; other=1", new URLSearchParams("klsiteclass=new"))).toBe(
      "admitad_uid=abc&klsiteclass=new",
    );
    expect(campaignStoreArgs(null, new URLSearchParams())).toBe("");
    // Someone else's cookie of the bare name is not ours.
    expect(campaignStoreArgs("admitad_uid=foreign", new URLSearchParams())).toBe("");
  });
});
