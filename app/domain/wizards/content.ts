import { z } from "zod";
import { messageFields } from "~/domain/content/message-fields";
import { consoleTypes, type UniversalStep } from "./universal";

/**
 * The wizards' content (spec 2 §3 "Help-me-choose logic entries", §7 "Help-me-choose content
 * GETs"), one document kind each, per locale with the usual fallback chain:
 * - `home-security/help-me-choose/hmc-ui-fields.json`: the interface messages of both wizards and
 *   when the consumer dialog opens by itself;
 * - `…/hmc-step-1.json` (the OS question), `…/hmc-step-2.json` (the needs question);
 * - `…/hmc-logic.json`: whether the cloud product is enabled, and the logic entries (devices, years,
 *   priority, hmcResultComponents, hmcOsIndex, hmcQuestionIndex);
 * - `hmc-universal/{resource}/{step}.json`: the business wizard's steps and verdicts.
 */

const envelope = <T extends z.ZodType>(fields: T) => z.strictObject({ title: z.string().min(1), fields });
const slug = z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, "must be a lower-case id (letters, digits, dashes)");
const text = z.string().trim().min(1);

export const consumerWizardFolder = "home-security/help-me-choose";
export const hmcFiles = {
  "hmc-ui-fields": `${consumerWizardFolder}/hmc-ui-fields.json`,
  "hmc-step-1": `${consumerWizardFolder}/hmc-step-1.json`,
  "hmc-step-2": `${consumerWizardFolder}/hmc-step-2.json`,
  "hmc-logic": `${consumerWizardFolder}/hmc-logic.json`,
} as const;

/** The messages of both wizards' frame; the arguments each must use are named here. */
export const hmcMessageArguments = {
  openLabel: [],
  openHint: [],
  dialogTitle: [],
  stepOf: ["step", "total"],
  continue: [],
  back: [],
  close: [],
  restart: [],
  loading: [],
  resultHeading: [],
  resultProduct: ["product"],
  resultPlan: ["devices", "years"],
  productLink: ["product"],
  alsoConsider: [],
  noResult: [],
  compareLink: [],
  verdictHeading: [],
  numberInvalid: ["min", "max"],
  businessHeading: [],
  businessIntro: [],
} as const satisfies Record<string, readonly string[]>;
export type HmcMessageKey = keyof typeof hmcMessageArguments;

export const hmcUiFieldsDocument = envelope(
  messageFields(hmcMessageArguments).extend({
    /** Where "compare" leads when no entry answers (the consumer products' comparison). */
    compareHref: z.string().startsWith("/"),
    /**
     * The consumer dialog opens by itself at most once a day (spec 2 §4, §9): after this many
     * seconds on a page that offers it (0: never by time), or at once on a verdict page whose
     * verdict is listed.
     */
    autoOpen: z
      .strictObject({
        delaySeconds: z.number().int().min(0).max(600).default(0),
        verdicts: z.array(z.string().regex(/^[a-z0-9_-]+$/i)).default([]),
      })
      .default({ delaySeconds: 0, verdicts: [] }),
  }),
);

const answer = z.strictObject({ id: slug, label: text, description: text.optional() });

/** Step 1, the OS question: at most 3 answers are offered, 8 with the cloud product (spec 2 §9). */
export const hmcStep1Document = envelope(
  z.strictObject({
    question: text,
    hint: text.optional(),
    options: z
      .array(
        answer.extend({
          /** Step 2 is skipped after this answer while the cloud product is not enabled (spec 2 §4). */
          skipNeedsWithoutCloud: z.boolean().default(false),
        }),
      )
      .min(1)
      .max(8),
  }),
);

/** Step 2, the needs question. */
export const hmcStep2Document = envelope(
  z.strictObject({ question: text, hint: text.optional(), options: z.array(answer).min(1).max(8) }),
);

/** One logic entry (spec 2 §3): which products the answers lead to, for how many devices and years. */
export const logicEntrySchema = z.strictObject({
  hmcOsIndex: z.number().int().min(0).max(7),
  /** null: the entry for an OS whose step 2 is skipped. */
  hmcQuestionIndex: z.number().int().min(0).max(7).nullable(),
  hmcResultComponents: z.array(slug).min(1).max(3),
  devices: z.number().int().min(1).max(100).optional(),
  years: z.number().int().min(1).max(3).optional(),
  priority: z.number().int().default(0),
});

export const hmcLogicDocument = envelope(
  z.strictObject({
    /** Whether the cloud product is enabled on the site (8 OS answers, step 2 always asked). */
    cloudEnabled: z.boolean(),
    /** The mobile total product(s): 5 devices by default on the US and Chinese English sites. */
    mobileTotalProducts: z.array(slug).default([]),
    /** Products sold in China only: 1 device by default. */
    chinaProducts: z.array(slug).default([]),
    entries: z.array(logicEntrySchema).min(1),
  }),
);

/** The business wizard's question steps, by the kind of answer they take. */
export const universalChoiceValues = {
  init: ["licences", "console"],
  console_type: consoleTypes,
  area_mailboxes: ["yes", "no"],
  area_patch: ["yes", "no"],
} as const satisfies Partial<Record<UniversalStep, readonly string[]>>;

const choiceStep = z.strictObject({
  kind: z.literal("choice"),
  question: text,
  hint: text.optional(),
  answers: z
    .array(z.strictObject({ value: slug, label: text, description: text.optional() }))
    .min(2)
    .max(6),
});

const numberStep = z
  .strictObject({
    kind: z.literal("number"),
    question: text,
    hint: text.optional(),
    label: text,
    min: z.number().int().min(1).default(1),
    max: z.number().int().min(1).default(100_000),
    /** Licences above this lead to the mailboxes area (spec 2 §4; the value is configurable, §9). */
    threshold: z.number().int().min(1),
  })
  .refine((step) => step.min <= step.threshold && step.threshold < step.max, {
    message: "threshold must lie between min and max",
    path: ["threshold"],
  });

const verdictStep = z.strictObject({
  kind: z.literal("verdict"),
  heading: text,
  text,
  /** The recommended business product (a catalogue name): its buy block follows. */
  product: slug,
  features: z.array(text).max(6).default([]),
  /** The product's own page. */
  href: z.string().startsWith("/").optional(),
});

export const hmcUniversalDocument = envelope(z.discriminatedUnion("kind", [choiceStep, numberStep, verdictStep]));

export type HmcUiFields = z.output<typeof hmcUiFieldsDocument>["fields"];
export type HmcStep1 = z.output<typeof hmcStep1Document>["fields"];
export type HmcStep2 = z.output<typeof hmcStep2Document>["fields"];
export type HmcLogic = z.output<typeof hmcLogicDocument>["fields"];
export type HmcUniversalStepDoc = z.output<typeof hmcUniversalDocument>["fields"];

/** `hmc-universal/{resource}/{step}.json` */
export const universalDocumentPath = (resource: string, step: string) => `hmc-universal/${resource}/${step}.json`;
export const universalPathPattern = /^hmc-universal\/([a-z0-9-]+)\/([a-z0-9_-]+)\.json$/;
