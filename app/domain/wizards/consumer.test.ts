import { describe, expect, it } from "vitest";
import {
  asksNeeds,
  type ConsumerConfig,
  consumerBack,
  consumerResult,
  consumerStep,
  defaultDevices,
  osChoices,
} from "./consumer";

const config: ConsumerConfig = {
  osOptions: ["windows", "mac", "android", "ios", "all"],
  needs: ["basic", "privacy", "family"],
  cloudEnabled: false,
  // Android (2) skips the needs question while the cloud product is not enabled.
  skipNeedsForOs: [2],
  logic: [
    { hmcOsIndex: 0, hmcQuestionIndex: 0, hmcResultComponents: ["antivirus"], priority: 1 },
    { hmcOsIndex: 0, hmcQuestionIndex: 1, hmcResultComponents: ["internet-security"], years: 2, priority: 1 },
    { hmcOsIndex: 0, hmcQuestionIndex: 2, hmcResultComponents: ["total-security", "safe-kids"], devices: 5, priority: 1 },
    { hmcOsIndex: 0, hmcQuestionIndex: 2, hmcResultComponents: ["internet-security"], priority: 0 },
    { hmcOsIndex: 1, hmcQuestionIndex: 0, hmcResultComponents: ["mac-security"], priority: 1 },
    { hmcOsIndex: 2, hmcQuestionIndex: null, hmcResultComponents: ["android-security"], devices: 1, priority: 1 },
  ],
  devicesFor: () => 3,
};

describe("the consumer wizard (spec 2 §4: step-1 (OS), step-2 (needs), results)", () => {
  it.each([
    [{}, "step-1"],
    [{ os: 0 }, "step-2"],
    [{ os: 0, need: 1 }, "results"],
    // "Step 2 is skipped for some OS selections when the cloud product is not enabled"
    [{ os: 2 }, "results"],
    // Answers out of range count as not given.
    [{ os: 4 }, "step-1"],
    [{ os: -1 }, "step-1"],
    [{ os: 0, need: 9 }, "step-2"],
    [{ os: 1.5 }, "step-1"],
  ] as const)("answers %j are at %s", (answers, step) => {
    expect(consumerStep(config, answers)).toBe(step);
  });

  it("asks step 2 for every OS once the cloud product is enabled", () => {
    expect(asksNeeds(config, 2)).toBe(false);
    expect(asksNeeds({ ...config, cloudEnabled: true }, 2)).toBe(true);
    expect(consumerStep({ ...config, cloudEnabled: true }, { os: 2 })).toBe("step-2");
  });

  it("offers at most 3 OS answers, 8 when cloud is enabled (spec 2 §9)", () => {
    expect(osChoices(config)).toEqual(["windows", "mac", "android"]);
    const many = { ...config, osOptions: Array.from({ length: 10 }, (_, index) => `os${index}`), cloudEnabled: true };
    expect(osChoices(many)).toHaveLength(8);
  });

  it.each([
    // "Back returns one step."
    [{ os: 0, need: 2 }, { os: 0 }],
    [{ os: 0 }, {}],
    [{ os: 2 }, {}],
    [{}, {}],
  ])("goes back one step from %j to %j", (answers, back) => {
    expect(consumerBack(config, answers)).toEqual(back);
  });

  it.each([
    [
      { os: 0, need: 0 },
      { products: ["antivirus"], devices: 3, years: 1 },
    ],
    [
      { os: 0, need: 1 },
      { products: ["internet-security"], devices: 3, years: 2 },
    ],
    // The highest priority wins among matching entries.
    [
      { os: 0, need: 2 },
      { products: ["total-security", "safe-kids"], devices: 5, years: 1 },
    ],
    [{ os: 2 }, { products: ["android-security"], devices: 1, years: 1 }],
  ])("recommends for %j: %j", (answers, result) => {
    expect(consumerResult(config, answers)).toEqual(result);
  });

  it("recommends nothing before the results or when no entry matches", () => {
    expect(consumerResult(config, { os: 0 })).toBeNull();
    expect(consumerResult(config, { os: 1, need: 2 })).toBeNull();
  });
});

describe("default devices (spec 2 §9: 3, 5 for the mobile total product in US and Chinese English, 1 for a Chinese product)", () => {
  it.each([
    [{ locale: "de-de", mobileTotal: false, chinaOnly: false }, 3],
    [{ locale: "de-de", mobileTotal: true, chinaOnly: false }, 3],
    [{ locale: "en-us", mobileTotal: true, chinaOnly: false }, 5],
    [{ locale: "en-cn", mobileTotal: true, chinaOnly: false }, 5],
    [{ locale: "en-us", mobileTotal: false, chinaOnly: false }, 3],
    [{ locale: "zh-cn", mobileTotal: false, chinaOnly: true }, 1],
  ])("%j → %i", (input, devices) => {
    expect(defaultDevices(input)).toBe(devices);
  });
});
