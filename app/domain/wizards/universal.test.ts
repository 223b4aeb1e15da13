import { describe, expect, it } from "vitest";
import {
  answerUniversal,
  backUniversal,
  replayUniversal,
  type UniversalAnswer,
  type UniversalConfig,
  universalNext,
  universalStart,
} from "./universal";

const global: UniversalConfig = { licenceThreshold: 50, consoleStraightToCloud: false };
const russia: UniversalConfig = { licenceThreshold: 50, consoleStraightToCloud: true };

describe("the universal wizard's transitions (spec 2 §4)", () => {
  it.each([
    ["init, by licences", { step: "init", path: "licences" }, global, { step: "license_number_detection" }],
    ["init, by console", { step: "init", path: "console" }, global, { step: "console_type" }],
    // "a licence number above a threshold leads to the mailboxes area, else to the online-office verdict"
    ["licences above the threshold", { step: "license_number_detection", licences: 51 }, global, { step: "area_mailboxes" }],
    ["licences at the threshold", { step: "license_number_detection", licences: 50 }, global, { verdict: "online-office" }],
    ["few licences", { step: "license_number_detection", licences: 3 }, global, { verdict: "online-office" }],
    // "Console type Cloud or Doesn't matter leads to the mailboxes area or the cloud verdict (the Russian locale goes straight to the cloud verdict)"
    ["cloud console", { step: "console_type", console: "cloud" }, global, { step: "area_mailboxes" }],
    ["console doesn't matter", { step: "console_type", console: "doesnt-matter" }, global, { step: "area_mailboxes" }],
    ["cloud console on ru-ru", { step: "console_type", console: "cloud" }, russia, { verdict: "cloud" }],
    ["console doesn't matter on ru-ru", { step: "console_type", console: "doesnt-matter" }, russia, { verdict: "cloud" }],
    // "Other console types lead to the patch area"
    ["on-premises console", { step: "console_type", console: "on-premises" }, global, { step: "area_patch" }],
    ["hybrid console on ru-ru", { step: "console_type", console: "hybrid" }, russia, { step: "area_patch" }],
    // "Mailboxes Yes leads to the cloud endpoint verdict, otherwise to the office-suite verdict"
    ["mailboxes yes", { step: "area_mailboxes", mailboxes: true }, global, { verdict: "cloud-endpoint" }],
    ["mailboxes no", { step: "area_mailboxes", mailboxes: false }, global, { verdict: "office-suite" }],
    // "Patch Yes leads to the advanced verdict, else the select verdict"
    ["patch yes", { step: "area_patch", patch: true }, global, { verdict: "advanced" }],
    ["patch no", { step: "area_patch", patch: false }, global, { verdict: "select" }],
  ] as Array<[string, UniversalAnswer, UniversalConfig, ReturnType<typeof universalNext>]>)(
    "%s",
    (_name, answer, config, next) => {
      expect(universalNext(answer, config)).toEqual(next);
    },
  );
});

describe("walking the universal wizard", () => {
  const walk = (answers: UniversalAnswer[], config = global) => replayUniversal(answers, config);

  it.each([
    [
      [
        { step: "init", path: "licences" },
        { step: "license_number_detection", licences: 10 },
      ],
      "online-office",
    ],
    [
      [
        { step: "init", path: "licences" },
        { step: "license_number_detection", licences: 200 },
        { step: "area_mailboxes", mailboxes: true },
      ],
      "cloud-endpoint",
    ],
    [
      [
        { step: "init", path: "licences" },
        { step: "license_number_detection", licences: 200 },
        { step: "area_mailboxes", mailboxes: false },
      ],
      "office-suite",
    ],
    [
      [
        { step: "init", path: "console" },
        { step: "console_type", console: "cloud" },
        { step: "area_mailboxes", mailboxes: true },
      ],
      "cloud-endpoint",
    ],
    [
      [
        { step: "init", path: "console" },
        { step: "console_type", console: "on-premises" },
        { step: "area_patch", patch: true },
      ],
      "advanced",
    ],
    [
      [
        { step: "init", path: "console" },
        { step: "console_type", console: "hybrid" },
        { step: "area_patch", patch: false },
      ],
      "select",
    ],
  ] as Array<[UniversalAnswer[], string]>)("every branch reaches its verdict (%#)", (answers, verdict) => {
    expect(walk(answers).at).toEqual({ verdict });
  });

  it("goes back one step at a time, and not before the start", () => {
    const answers: UniversalAnswer[] = [
      { step: "init", path: "console" },
      { step: "console_type", console: "on-premises" },
      { step: "area_patch", patch: true },
    ];
    let state = walk(answers);
    expect(state.at).toEqual({ verdict: "advanced" });
    state = backUniversal(state, global);
    expect(state).toEqual({ answers: answers.slice(0, 2), at: { step: "area_patch" } });
    state = backUniversal(backUniversal(state, global), global);
    expect(state).toEqual(universalStart);
    expect(backUniversal(state, global)).toEqual(universalStart);
  });

  it("ignores an answer for another step than the current one", () => {
    const state = answerUniversal(universalStart, { step: "area_patch", patch: true }, global);
    expect(state).toBe(universalStart);
    expect(
      walk([
        { step: "init", path: "licences" },
        { step: "area_patch", patch: true },
      ]).at,
    ).toEqual({ step: "license_number_detection" });
  });
});
