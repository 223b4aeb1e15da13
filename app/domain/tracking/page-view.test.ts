import { describe, expect, it } from "vitest";
import { buildPageView, ecommerceProvider, nextReferrer, shouldTrackPageView } from "./page-view";

describe("shouldTrackPageView (spec 1 §4)", () => {
  it("tracks each page name once", () => {
    const seen = new Set<string>();
    expect(["homepage", "about", "homepage", "about", "privacy"].map((name) => shouldTrackPageView(name, seen))).toEqual([
      true,
      true,
      false,
      false,
      true,
    ]);
  });

  it("never tracks the renewal verdict and serial pages", () => {
    const seen = new Set<string>();
    expect(shouldTrackPageView("lrc-verdict", seen)).toBe(false);
    expect(shouldTrackPageView("lrc-serial", seen)).toBe(false);
  });
});

describe("nextReferrer (spec 1 §4)", () => {
  it("uses a stored referrer once", () => {
    expect(nextReferrer({ stored: "https://partner.example/", previousUrl: "http://x/about", documentReferrer: "" })).toBe(
      "https://partner.example/",
    );
  });

  it("drops the stored referrer when coming from the renewal-center home", () => {
    expect(
      nextReferrer({ stored: "https://partner.example/", previousUrl: "http://x/renewal-center/home", documentReferrer: "" }),
    ).toBe("http://x/renewal-center/home");
  });

  it("falls back to the previous URL, then the document referrer", () => {
    expect(nextReferrer({ stored: null, previousUrl: "http://x/a", documentReferrer: "https://search.example/" })).toBe(
      "http://x/a",
    );
    expect(nextReferrer({ stored: null, previousUrl: null, documentReferrer: "https://search.example/" })).toBe(
      "https://search.example/",
    );
  });
});

describe("page view event", () => {
  it("clears the verdict fields and names the provider by store", () => {
    const event = buildPageView({
      pageName: "about",
      siteLocale: "de-de",
      searchQuery: "",
      searchCount: null,
      currency: "EUR",
      ecommerceProvider: ecommerceProvider("digital-river"),
      staging: false,
      version: { revision: "1", branch: "main", date: "2026-11-22", sha: "abc", apiServer: "https://de-de.bastion.example" },
      referrer: "",
    });
    expect(event.event).toBe("page_view");
    expect(Object.values(event.verdict).every((value) => value === "")).toBe(true);
    expect(event.ecommerceProvider).toBe("Digital River");
    expect(ecommerceProvider(undefined)).toBe("Hosted store");
  });
});
