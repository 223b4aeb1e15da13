import { describe, expect, it } from "vitest";
import { closedSiteBar, cookieAssignment, IGNORE_REDIRECTS_DAYS, ignoresRedirects, readCookie } from "./cookies";

describe("geo cookies", () => {
  it("reads one cookie out of a header", () => {
    expect(readCookie("a=1; siteBar=No; b=x%20y", "siteBar")).toBe("No");
    expect(readCookie("a=1; b=x%20y", "b")).toBe("x y");
    expect(readCookie("xsiteBar=No", "siteBar")).toBeNull();
    expect(readCookie(null, "siteBar")).toBeNull();
  });

  it.each([
    ["ignoreredirects=1", true],
    ["ignoreredirects=true", true],
    ["other=1; ignoreredirects=yes", true],
    ["ignoreredirects=", false],
    ["ignoreredirects=0", false],
    ["ignoreredirects=false", false],
    ["", false],
  ])("ignore flag in %j → %s", (header, ignored) => {
    expect(ignoresRedirects(header)).toBe(ignored);
  });

  it("closes the site bar only on the value No (spec 3 §4)", () => {
    expect(closedSiteBar("siteBar=No")).toBe(true);
    expect(closedSiteBar("siteBar=Yes")).toBe(false);
  });

  it("stores the ignore flag for 7 days (spec 1 §9, README point 9: days)", () => {
    expect(IGNORE_REDIRECTS_DAYS).toBe(7);
    expect(cookieAssignment("ignoreredirects", "1", IGNORE_REDIRECTS_DAYS)).toBe(
      "ignoreredirects=1; Path=/; Max-Age=604800; SameSite=Lax",
    );
    expect(cookieAssignment("ignoreredirects", "", 0, true)).toBe("ignoreredirects=; Path=/; Max-Age=0; SameSite=Lax; Secure");
  });
});
