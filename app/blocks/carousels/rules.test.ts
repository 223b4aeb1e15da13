import { describe, expect, it } from "vitest";
import { platformFromUserAgent } from "~/domain/downloads/rules";
import { carouselTabs, initialCarouselTab } from "./rules";

const agents = {
  windows: "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36",
  mac: "Mozilla/5.0 (Macintosh; Intel Mac OS X 14_6) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.0 Safari/605.1.15",
  android: "Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Mobile Safari/537.36",
  iphone:
    "Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148",
  linux: "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36",
  bot: "curl/8.5.0",
};

describe("initialCarouselTab: the initial tab follows the detected device operating system (spec 3 §4)", () => {
  const tabs = ["windows", "mac", "android", "ios"];
  it.each([
    ["windows", agents.windows, "windows"],
    ["mac", agents.mac, "mac"],
    ["android", agents.android, "android"],
    ["iphone", agents.iphone, "ios"],
    ["linux (no tab of its own)", agents.linux, "windows"],
    ["unknown agent", agents.bot, "windows"],
  ])("a %s visitor starts on the %s tab", (_, agent, expected) => {
    expect(initialCarouselTab(tabs, platformFromUserAgent(agent))).toBe(expected);
  });

  it("knows a Mac tab by either name, and starts on the first tab of any order", () => {
    expect(initialCarouselTab(["android", "macos"], "macos")).toBe("macos");
    expect(initialCarouselTab(["ios", "android"], null)).toBe("ios");
    expect(initialCarouselTab([], "windows")).toBeUndefined();
  });
});

describe("carouselTabs: what the products carousel shows (spec 3 §3, §8)", () => {
  const product = (name: string) => ({ name });
  const tabs = [
    { tabID: "windows", items: [product("total-security"), product("antivirus")] },
    { tabID: "mac", items: [] },
    { tabID: "android", items: [product("android-security"), product("total-security")] },
  ];

  it("leaves out tabs none of whose products resolved", () => {
    expect(carouselTabs(tabs, true).map((tab) => tab.tabID)).toEqual(["windows", "android"]);
  });

  it("shows every product once in one tab when the tab filter is off", () => {
    const [only, ...rest] = carouselTabs(tabs, false);
    expect(rest).toEqual([]);
    expect(only?.items.map((item) => item.name)).toEqual(["total-security", "antivirus", "android-security"]);
  });

  it("has nothing to show, so the block hides itself, when no product resolved", () => {
    expect(carouselTabs([{ tabID: "mac", items: [] }], true)).toEqual([]);
    expect(carouselTabs([{ tabID: "mac", items: [] }], false)).toEqual([]);
  });
});
