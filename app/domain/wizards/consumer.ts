/**
 * The consumer help-me-choose wizard (spec 2 §2, §4 "Help-me-choose (consumer)", §9), as a pure
 * state machine over its content (`hmc-step-1`, `hmc-step-2`, `hmc-logic`):
 * - "Steps: step-1 (OS), step-2 (needs), results. Back returns one step.";
 * - "Step 2 is skipped for some OS selections when the cloud product is not enabled";
 * - "OS question limit 3 (8 when cloud enabled)";
 * - "Help-me-choose default devices 3 (5 for the mobile total product in US and Chinese English,
 *   1 for a Chinese product)";
 * - logic entries: devices, years, priority, hmcResultComponents, hmcOsIndex, hmcQuestionIndex.
 */

export type ConsumerStep = "step-1" | "step-2" | "results";

export interface LogicEntry {
  /** The OS answer (its index in step 1) the entry is for. */
  hmcOsIndex: number;
  /** The needs answer (its index in step 2); null for an OS whose step 2 is skipped. */
  hmcQuestionIndex: number | null;
  /** The products recommended, best first (catalogue names). */
  hmcResultComponents: string[];
  devices?: number;
  years?: number;
  /** Among entries that match, the highest wins. */
  priority: number;
}

export interface ConsumerConfig {
  /** Step 1's answers, in order (their index is `hmcOsIndex`). */
  osOptions: readonly string[];
  /** Step 2's answers, in order (their index is `hmcQuestionIndex`). */
  needs: readonly string[];
  cloudEnabled: boolean;
  /** OS answers (indexes) after which step 2 is skipped while the cloud product is not enabled. */
  skipNeedsForOs: readonly number[];
  logic: readonly LogicEntry[];
  /** The site's default devices for a product (see `defaultDevices`). */
  devicesFor: (product: string) => number;
}

export interface ConsumerAnswers {
  os?: number;
  need?: number;
}

export interface ConsumerResult {
  products: string[];
  devices: number;
  years: number;
}

/** Spec 2 §9: the OS question offers at most 3 answers, 8 when the cloud product is enabled. */
export function osChoices(config: Pick<ConsumerConfig, "osOptions" | "cloudEnabled">): string[] {
  return config.osOptions.slice(0, config.cloudEnabled ? 8 : 3);
}

/**
 * Spec 2 §9 default devices: 3; 5 for the mobile total product on the US and Chinese English
 * sites; 1 for a product sold in China only.
 *
 * @example defaultDevices({ locale: "de-de", mobileTotal: false, chinaOnly: false }) // 3
 */
export function defaultDevices(input: { locale: string; mobileTotal: boolean; chinaOnly: boolean }): number {
  if (input.chinaOnly) return 1;
  if (input.mobileTotal && (input.locale === "en-us" || input.locale === "en-cn")) return 5;
  return 3;
}

/** Whether step 2 is asked after this OS answer. */
export function asksNeeds(config: ConsumerConfig, os: number): boolean {
  return config.cloudEnabled || !config.skipNeedsForOs.includes(os);
}

/** The step the answers lead to; answers that are out of range count as not given. */
export function consumerStep(config: ConsumerConfig, answers: ConsumerAnswers): ConsumerStep {
  const os = validOs(config, answers.os);
  if (os === undefined) return "step-1";
  if (!asksNeeds(config, os)) return "results";
  return validNeed(config, answers.need) === undefined ? "step-2" : "results";
}

const validOs = (config: ConsumerConfig, os: number | undefined) =>
  os !== undefined && Number.isInteger(os) && os >= 0 && os < osChoices(config).length ? os : undefined;
const validNeed = (config: ConsumerConfig, need: number | undefined) =>
  need !== undefined && Number.isInteger(need) && need >= 0 && need < config.needs.length ? need : undefined;

/** Back one step (spec 2 §4): from the results to the step before them, from step 2 to step 1. */
export function consumerBack(config: ConsumerConfig, answers: ConsumerAnswers): ConsumerAnswers {
  const step = consumerStep(config, answers);
  if (step === "results" && answers.need !== undefined && asksNeeds(config, answers.os ?? -1)) return { os: answers.os };
  return {};
}

/**
 * The recommendation: the matching logic entry of highest priority (for a skipped step 2, the
 * entries without a question index), its products, devices (else the product's default) and
 * years (else 1). Null before the results, or when no entry matches.
 */
export function consumerResult(config: ConsumerConfig, answers: ConsumerAnswers): ConsumerResult | null {
  if (consumerStep(config, answers) !== "results") return null;
  const os = answers.os as number;
  const need = asksNeeds(config, os) ? (answers.need as number) : null;
  const entry = config.logic
    .filter(
      (candidate) =>
        candidate.hmcOsIndex === os && candidate.hmcQuestionIndex === need && candidate.hmcResultComponents.length > 0,
    )
    .sort((a, b) => b.priority - a.priority)[0];
  if (!entry) return null;
  const [first] = entry.hmcResultComponents as [string];
  return {
    products: [...entry.hmcResultComponents],
    devices: entry.devices ?? config.devicesFor(first),
    years: entry.years ?? 1,
  };
}
