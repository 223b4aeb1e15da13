import type { ConsumerAnswers } from "./consumer";
import {
  answerUniversal,
  type ConsoleType,
  type UniversalAnswer,
  type UniversalConfig,
  type UniversalState,
  type UniversalStep,
  universalStart,
} from "./universal";

/**
 * The wizards' state in a URL: each answer is a query parameter, so every step is a page of its
 * own (shareable; the browser's back button goes one step back) and the no-JavaScript form is a
 * plain GET form that sends the earlier answers again as hidden fields.
 */

export const consumerParams = { os: "hmc-os", need: "hmc-need" } as const;

/** The consumer answers a query names, by the ids of the answers offered (unknown ids count as not given). */
export function consumerAnswersFrom(
  params: URLSearchParams,
  offered: { os: readonly string[]; needs: readonly string[] },
): ConsumerAnswers {
  const os = offered.os.indexOf(params.get(consumerParams.os) ?? "");
  if (os < 0) return {};
  const need = offered.needs.indexOf(params.get(consumerParams.need) ?? "");
  return need < 0 ? { os } : { os, need };
}

/** The query of some consumer answers (ids, in step order). */
export function consumerQuery(answers: ConsumerAnswers, offered: { os: readonly string[]; needs: readonly string[] }) {
  const entries: Array<[string, string]> = [];
  const os = answers.os === undefined ? undefined : offered.os[answers.os];
  if (os === undefined) return entries;
  entries.push([consumerParams.os, os]);
  const need = answers.need === undefined ? undefined : offered.needs[answers.need];
  if (need !== undefined) entries.push([consumerParams.need, need]);
  return entries;
}

export const universalParams = {
  init: "hmcu-init",
  license_number_detection: "hmcu-licences",
  console_type: "hmcu-console",
  area_mailboxes: "hmcu-mailboxes",
  area_patch: "hmcu-patch",
} as const satisfies Record<UniversalStep, string>;

/** What a step may be answered with, as content offers it. */
export interface UniversalOffer {
  /** The values each choice step offers. */
  choices: (step: UniversalStep) => readonly string[];
  /** The licence number's bounds. */
  licences: { min: number; max: number };
}

/** One step's answer from its query value, or null when the value is not one the step takes. */
export function parseUniversalAnswer(step: UniversalStep, raw: string, offer: UniversalOffer): UniversalAnswer | null {
  const value = raw.trim();
  if (step === "license_number_detection") {
    if (!/^\d{1,9}$/.test(value)) return null;
    const licences = Number(value);
    return licences >= offer.licences.min && licences <= offer.licences.max ? { step, licences } : null;
  }
  if (!offer.choices(step).includes(value)) return null;
  switch (step) {
    case "init":
      return value === "licences" || value === "console" ? { step, path: value } : null;
    case "console_type":
      return { step, console: value as ConsoleType };
    case "area_mailboxes":
      return { step, mailboxes: value === "yes" };
    case "area_patch":
      return { step, patch: value === "yes" };
  }
}

/** An answer's query value. */
export function universalAnswerValue(answer: UniversalAnswer): string {
  switch (answer.step) {
    case "init":
      return answer.path;
    case "license_number_detection":
      return String(answer.licences);
    case "console_type":
      return answer.console;
    case "area_mailboxes":
      return answer.mailboxes ? "yes" : "no";
    case "area_patch":
      return answer.patch ? "yes" : "no";
  }
}

/**
 * The business wizard's state from a query: the answers are replayed from init, each read from
 * the parameter of the step it reaches; the replay ends at the first step without an answer, or
 * with one it does not take (that step is `invalid`, so the page can say what is wrong).
 */
export function universalStateFrom(
  params: URLSearchParams,
  config: UniversalConfig,
  offer: UniversalOffer,
): { state: UniversalState; invalid: { step: UniversalStep; value: string } | null } {
  let state = universalStart;
  while ("step" in state.at) {
    const step = state.at.step;
    const raw = params.get(universalParams[step]);
    if (raw === null || raw === "") return { state, invalid: null };
    const answer = parseUniversalAnswer(step, raw, offer);
    if (!answer) return { state, invalid: { step, value: raw } };
    state = answerUniversal(state, answer, config);
  }
  return { state, invalid: null };
}

/** The query of some business answers. */
export function universalQuery(answers: readonly UniversalAnswer[]): Array<[string, string]> {
  return answers.map((answer) => [universalParams[answer.step], universalAnswerValue(answer)]);
}
