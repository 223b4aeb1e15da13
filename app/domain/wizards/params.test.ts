import { describe, expect, it } from "vitest";
import { consumerAnswersFrom, consumerQuery, parseUniversalAnswer, universalQuery, universalStateFrom } from "./params";
import type { UniversalConfig } from "./universal";

const offered = { os: ["windows", "mac", "android"], needs: ["essentials", "family"] };

describe("the consumer wizard's answers in the URL (each step a page of its own)", () => {
  it.each([
    ["", {}],
    ["hmc-os=mac", { os: 1 }],
    ["hmc-os=windows&hmc-need=family", { os: 0, need: 1 }],
    // Unknown ids (an answer this site does not offer, a typo) count as not given.
    ["hmc-os=iphone&hmc-need=family", {}],
    ["hmc-os=windows&hmc-need=cheap", { os: 0 }],
    ["hmc-need=family", {}],
  ])("?%s → %j", (query, answers) => {
    expect(consumerAnswersFrom(new URLSearchParams(query), offered)).toEqual(answers);
  });

  it("writes answers back as ids in step order", () => {
    expect(consumerQuery({ os: 0, need: 1 }, offered)).toEqual([
      ["hmc-os", "windows"],
      ["hmc-need", "family"],
    ]);
    expect(consumerQuery({}, offered)).toEqual([]);
  });
});

const config: UniversalConfig = { licenceThreshold: 50, consoleStraightToCloud: false };
const offer = {
  choices: (step: string) =>
    ({
      init: ["licences", "console"],
      console_type: ["cloud", "on-premises", "doesnt-matter"],
      area_mailboxes: ["yes", "no"],
      area_patch: ["yes", "no"],
    })[step] ?? [],
  licences: { min: 1, max: 100_000 },
};

describe("the business wizard's answers in the URL, replayed from init", () => {
  it.each([
    ["", { step: "init" }],
    ["hmcu-init=licences", { step: "license_number_detection" }],
    ["hmcu-init=licences&hmcu-licences=50", { verdict: "online-office" }],
    ["hmcu-init=licences&hmcu-licences=51", { step: "area_mailboxes" }],
    ["hmcu-init=licences&hmcu-licences=51&hmcu-mailboxes=no", { verdict: "office-suite" }],
    ["hmcu-init=console&hmcu-console=on-premises&hmcu-patch=no", { verdict: "select" }],
    // An answer for a step the replay does not reach is ignored.
    ["hmcu-init=console&hmcu-console=on-premises&hmcu-mailboxes=yes", { step: "area_patch" }],
    ["hmcu-patch=yes", { step: "init" }],
  ])("?%s → %j", (query, at) => {
    const { state, invalid } = universalStateFrom(new URLSearchParams(query), config, offer);
    expect(state.at).toEqual(at);
    expect(invalid).toBeNull();
  });

  it.each(["abc", "0", "100001", "-3", "2.5", "1e3"])(
    "stops at the licence step for %s and says which value it refused",
    (value) => {
      const { state, invalid } = universalStateFrom(
        new URLSearchParams({ "hmcu-init": "licences", "hmcu-licences": value }),
        config,
        offer,
      );
      expect(state.at).toEqual({ step: "license_number_detection" });
      expect(invalid).toEqual({ step: "license_number_detection", value });
    },
  );

  it("refuses a console type the site's content does not offer", () => {
    expect(parseUniversalAnswer("console_type", "hybrid", offer)).toBeNull();
    expect(parseUniversalAnswer("console_type", "cloud", offer)).toEqual({ step: "console_type", console: "cloud" });
  });

  it("writes the history back in order (the page's hidden fields; one fewer is one step back)", () => {
    const { state } = universalStateFrom(
      new URLSearchParams("hmcu-init=licences&hmcu-licences=120&hmcu-mailboxes=yes"),
      config,
      offer,
    );
    expect(universalQuery(state.answers)).toEqual([
      ["hmcu-init", "licences"],
      ["hmcu-licences", "120"],
      ["hmcu-mailboxes", "yes"],
    ]);
  });
});
