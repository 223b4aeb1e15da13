/**
 * The universal help-me-choose wizard for business (spec 2 §2, §4 "Universal help-me-choose"), as
 * a pure state machine: steps, answers, transitions, and a history that supports back.
 *
 * Spec 2 §4:
 * - "init leads to a branch: a licence number above a threshold leads to the mailboxes area, else
 *   to the online-office verdict" — init asks whether the visitor knows how many licences they
 *   need (license_number_detection) or chooses by management console (console_type);
 * - "Console type Cloud or Doesn't matter leads to the mailboxes area or the cloud verdict (the
 *   Russian locale goes straight to the cloud verdict). Other console types lead to the patch area";
 * - "Mailboxes Yes leads to the cloud endpoint verdict, otherwise to the office-suite verdict";
 * - "Patch Yes leads to the advanced verdict, else the select verdict";
 * - "A step history supports back".
 */

export const universalSteps = ["init", "license_number_detection", "console_type", "area_mailboxes", "area_patch"] as const;
export type UniversalStep = (typeof universalSteps)[number];

export const universalVerdicts = ["online-office", "cloud", "cloud-endpoint", "office-suite", "advanced", "select"] as const;
export type UniversalVerdict = (typeof universalVerdicts)[number];

export const consoleTypes = ["cloud", "doesnt-matter", "on-premises", "hybrid"] as const;
export type ConsoleType = (typeof consoleTypes)[number];

export type UniversalAnswer =
  | { step: "init"; path: "licences" | "console" }
  | { step: "license_number_detection"; licences: number }
  | { step: "console_type"; console: ConsoleType }
  | { step: "area_mailboxes"; mailboxes: boolean }
  | { step: "area_patch"; patch: boolean };

export interface UniversalConfig {
  /** Licences above this lead to the mailboxes area (spec 2 §9: the value is the site's to set). */
  licenceThreshold: number;
  /** ru-ru: a cloud (or "doesn't matter") console goes straight to the cloud verdict. */
  consoleStraightToCloud: boolean;
}

export type UniversalNext = { step: UniversalStep } | { verdict: UniversalVerdict };

/** Where an answer leads. */
export function universalNext(answer: UniversalAnswer, config: UniversalConfig): UniversalNext {
  switch (answer.step) {
    case "init":
      return { step: answer.path === "licences" ? "license_number_detection" : "console_type" };
    case "license_number_detection":
      return answer.licences > config.licenceThreshold ? { step: "area_mailboxes" } : { verdict: "online-office" };
    case "console_type":
      if (answer.console === "cloud" || answer.console === "doesnt-matter")
        return config.consoleStraightToCloud ? { verdict: "cloud" } : { step: "area_mailboxes" };
      return { step: "area_patch" };
    case "area_mailboxes":
      return { verdict: answer.mailboxes ? "cloud-endpoint" : "office-suite" };
    case "area_patch":
      return { verdict: answer.patch ? "advanced" : "select" };
  }
}

/**
 * The most questions still to come after this step's (for "Step 2 of 3"): init leads through
 * one more question to one more area; the licence and console questions to at most one area.
 */
export function universalStepsLeft(step: UniversalStep): number {
  switch (step) {
    case "init":
      return 2;
    case "license_number_detection":
    case "console_type":
      return 1;
    default:
      return 0;
  }
}

/** Where the wizard is: the answers so far (its history) and the step or verdict they lead to. */
export interface UniversalState {
  answers: UniversalAnswer[];
  at: UniversalNext;
}

export const universalStart: UniversalState = { answers: [], at: { step: "init" } };

/**
 * Answers the current step. An answer for another step than the current one is ignored (a
 * stale form posted twice): the state stays as it is.
 */
export function answerUniversal(state: UniversalState, answer: UniversalAnswer, config: UniversalConfig): UniversalState {
  if (!("step" in state.at) || state.at.step !== answer.step) return state;
  return { answers: [...state.answers, answer], at: universalNext(answer, config) };
}

/** Back one step: the last answer is taken back; at the start, nothing changes. */
export function backUniversal(state: UniversalState, config: UniversalConfig): UniversalState {
  return replayUniversal(state.answers.slice(0, -1), config);
}

/**
 * The state a list of answers leads to, each checked against the step it reaches: the wizard's
 * state is its answers (in a URL, a form), and an answer out of turn ends the replay there.
 */
export function replayUniversal(answers: readonly UniversalAnswer[], config: UniversalConfig): UniversalState {
  let state = universalStart;
  for (const answer of answers) {
    const next = answerUniversal(state, answer, config);
    if (next === state) break;
    state = next;
  }
  return state;
}
