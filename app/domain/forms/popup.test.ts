import { describe, expect, it } from "vitest";
import { popupStatusFor, popupTrigger, scrolledPast } from "./popup";

describe("popupTrigger (spec 3 §4: \"set by config status (opened, closed, 'opened-N%', 'opened-Ns', and 'closed-...' variants)\")", () => {
  it.each([
    ["opened", { open: true, when: "load" }],
    ["opened-50%", { open: true, when: "scroll", percent: 50 }],
    ["opened-0%", { open: true, when: "scroll", percent: 0 }],
    ["opened-100%", { open: true, when: "scroll", percent: 100 }],
    ["opened-150%", { open: true, when: "scroll", percent: 100 }],
    ["opened-20s", { open: true, when: "delay", seconds: 20 }],
    ["opened-1s", { open: true, when: "delay", seconds: 1 }],
    ["opened-3600s", { open: true, when: "delay", seconds: 3600 }],
    ["closed", { open: false }],
    ["closed-50%", { open: false }],
    ["closed-5s", { open: false }],
  ])("%s → %j", (status, trigger) => {
    expect(popupTrigger(status)).toEqual(trigger);
  });

  it.each([
    "",
    "open",
    "Opened",
    "OPENED",
    " opened",
    "opened ",
    "opened-",
    "opened-50",
    "opened-20m",
    "opened-%",
    "opened-s",
    "opened--5s",
    "opened-5.5s",
    "opened-12345s",
    "opened-50%-20s",
    "opened_50%",
    "garbage",
  ])("an unknown status %j keeps the popup closed", (status) => {
    expect(popupTrigger(status)).toEqual({ open: false });
  });
});

describe('popupStatusFor (spec 3 §3 "Newsletter config: … status, pathsToConfigMapping (key, value)": the longest matching key wins)', () => {
  const config = {
    status: "closed",
    pathsToConfigMapping: [
      { key: "/home-security", value: "opened-50%" },
      { key: "/home-security/antivirus", value: "opened-20s" },
      { key: "/downloads/", value: "closed-5s" },
      { key: "/small-business-security/downloads", value: "opened" },
    ],
  };

  it.each([
    ["/home-security", "opened-50%"],
    ["/home-security/", "opened-50%"],
    ["/home-security///", "opened-50%"],
    ["/home-security/total-security", "opened-50%"],
    ["/home-security/antivirus", "opened-20s"],
    ["/home-security/antivirus/", "opened-20s"],
    ["/home-security/antivirus/mac", "opened-20s"],
    ["/home-security/antivirusx", "opened-50%"],
    ["/Home-Security/AntiVirus", "opened-20s"],
    ["/home-securityx", "closed"],
    ["/home-security-x/antivirus", "closed"],
    ["/downloads", "closed-5s"],
    ["/downloads/thank-you/antivirus", "closed-5s"],
    ["/small-business-security/downloads/small-office-security", "opened"],
    ["/small-business-security", "closed"],
    ["/about", "closed"],
    ["/", "closed"],
    ["", "closed"],
  ])("%j → %s", (pathname, status) => {
    expect(popupStatusFor(config, pathname)).toBe(status);
  });

  it("does not depend on the order of the mapping", () => {
    const reversed = { ...config, pathsToConfigMapping: [...config.pathsToConfigMapping].reverse() };
    expect(popupStatusFor(reversed, "/home-security/antivirus/mac")).toBe("opened-20s");
    expect(popupStatusFor(reversed, "/home-security/firewall")).toBe("opened-50%");
  });

  it.each([
    ["/", "opened-10s"],
    ["/about", "opened-10s"],
    ["/home-security", "opened-50%"],
    ["/home-security/antivirus", "opened-50%"],
  ])('a "/" key matches every page, and longer keys still win: %j → %s', (pathname, status) => {
    const withRoot = {
      status: "closed",
      pathsToConfigMapping: [
        { key: "/", value: "opened-10s" },
        { key: "/home-security", value: "opened-50%" },
      ],
    };
    expect(popupStatusFor(withRoot, pathname)).toBe(status);
  });

  it.each(["opened", "closed", "opened-30%"])("falls back to the configuration's status %s without a mapping", (status) => {
    expect(popupStatusFor({ status, pathsToConfigMapping: [] }, "/home-security")).toBe(status);
  });
});

describe("scrolledPast (an 'opened-N%' popup opens once N% of the page is scrolled)", () => {
  it.each([
    // percent, scrollTop, viewport, document, past
    [50, 0, 800, 2800, false],
    [50, 999, 800, 2800, false],
    [50, 1000, 800, 2800, true],
    [50, 2000, 800, 2800, true],
    [0, 0, 800, 2800, true],
    [100, 1999, 800, 2800, false],
    [100, 2000, 800, 2800, true],
    [20, 100, 800, 1300, true],
    [20, 99, 800, 1300, false],
    [50, 0, 800, 800, true],
    [100, 0, 800, 600, true],
  ])("%i%%, scrolled %i px, viewport %i px, page %i px → %s", (percent, scrollTop, viewport, document, past) => {
    expect(scrolledPast(percent, scrollTop, viewport, document)).toBe(past);
  });
});
