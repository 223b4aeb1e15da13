import { productNames } from "~/domain/content/product-names.server";
import type { ContentService } from "~/domain/content/service.server";
import { bbSettingsSchema } from "~/domain/pricing/bb-settings";
import {
  asksNeeds,
  type ConsumerConfig,
  consumerBack,
  consumerResult,
  consumerStep,
  defaultDevices,
  osChoices,
} from "~/domain/wizards/consumer";
import {
  type HmcUiFields,
  type HmcUniversalStepDoc,
  hmcFiles,
  universalChoiceValues,
  universalDocumentPath,
} from "~/domain/wizards/content";
import { launcherView, offersConsumerWizard, verdictOpensWizard } from "~/domain/wizards/launcher";
import {
  consumerAnswersFrom,
  consumerParams,
  consumerQuery,
  type UniversalOffer,
  universalAnswerValue,
  universalParams,
  universalQuery,
  universalStateFrom,
} from "~/domain/wizards/params";
import { type UniversalConfig, type UniversalStep, universalSteps, universalStepsLeft } from "~/domain/wizards/universal";
import { messageFormatter } from "~/lib/messages";
import type { LocaleCode } from "~/sites/locales";
import { type BuyBlockContext, resolveBuyBlock } from "../buy-block/resolve.server";
import type { BuyBlockView } from "../buy-block/view";
import type { BlockOf } from "../schemas.server";
import type { WizardBlockView, WizardLauncherView, WizardOutcomeView, WizardQuestionView, WizardView } from "./view";

/** What resolving a wizard needs: what a buy block needs, and where the wizard's form goes. */
export type WizardContext = BuyBlockContext & { pathname?: string };

const queryString = (entries: Array<[string, string]>) => new URLSearchParams(entries).toString();

/** The product's own page, when the site has one. */
async function productPage(content: ContentService, locale: LocaleCode, product: string): Promise<string | undefined> {
  const page = await content.getDocument(locale, `home-security/products/${product}/page.json`, "page");
  return page ? `/home-security/products/${product}` : undefined;
}

async function uiFields(content: ContentService, locale: LocaleCode): Promise<HmcUiFields> {
  return (await content.requireDocument(locale, hmcFiles["hmc-ui-fields"], "hmc-ui-fields")).document.fields;
}

function frameTexts(ui: HmcUiFields) {
  return { continue: ui.continue, back: ui.back, restart: ui.restart };
}

/** The recommended product's buy block: its form keeps the wizard's answers and comes back here. */
async function outcomeBuyBlock(
  context: WizardContext,
  input: {
    id: string;
    product: string;
    variant: BuyBlockView["variant"];
    pack?: number;
    term?: number;
    action: string;
    keep: Array<[string, string]>;
  },
): Promise<BuyBlockView> {
  const view = await resolveBuyBlock(
    {
      type: "buy-block",
      id: input.id,
      variant: input.variant,
      product: input.product,
      bbSettings: bbSettingsSchema.parse({ selectedPack: input.pack, selectedTerm: input.term }),
      texts: {},
    },
    context,
  );
  return { ...view, form: { action: input.action, keep: input.keep.map(([name, value]) => ({ name, value })) } };
}

/** The consumer wizard's configuration from the site's content (spec 2 §3, §9). */
export async function consumerWizardContent(content: ContentService, locale: LocaleCode) {
  const [ui, step1, step2, logic] = await Promise.all([
    uiFields(content, locale),
    content.requireDocument(locale, hmcFiles["hmc-step-1"], "hmc-step-1"),
    content.requireDocument(locale, hmcFiles["hmc-step-2"], "hmc-step-2"),
    content.requireDocument(locale, hmcFiles["hmc-logic"], "hmc-logic"),
  ]);
  const logicFields = logic.document.fields;
  const config: ConsumerConfig = {
    osOptions: step1.document.fields.options.map((option) => option.id),
    needs: step2.document.fields.options.map((option) => option.id),
    cloudEnabled: logicFields.cloudEnabled,
    skipNeedsForOs: step1.document.fields.options.flatMap((option, index) => (option.skipNeedsWithoutCloud ? [index] : [])),
    logic: logicFields.entries,
    devicesFor: (product) =>
      defaultDevices({
        locale,
        mobileTotal: logicFields.mobileTotalProducts.includes(product),
        chinaOnly: logicFields.chinaProducts.includes(product),
      }),
  };
  return { ui, step1: step1.document.fields, step2: step2.document.fields, config };
}

/**
 * One state of the consumer wizard (spec 2 §4) from the query: the OS question, the needs
 * question, or the recommendation with its buy block preselected to the recommended devices and
 * years. `action` is the page the GET form goes to.
 */
export async function consumerWizardView(context: WizardContext, action: string): Promise<WizardView> {
  const { content, site, searchParams } = context;
  const { ui, step1, step2, config } = await consumerWizardContent(content, site.locale);
  const format = messageFormatter(site.intlLocale);
  const offered = { os: osChoices(config), needs: config.needs };
  const answers = consumerAnswersFrom(searchParams, offered);
  const step = consumerStep(config, answers);
  const answered = consumerQuery(answers, offered);
  const back = step === "step-1" ? null : queryString(consumerQuery(consumerBack(config, answers), offered));
  const everyOsSkips = offered.os.every((_, index) => !asksNeeds(config, index));
  const total = answers.os !== undefined && !asksNeeds(config, answers.os) ? 1 : everyOsSkips ? 1 : 2;
  const base = {
    wizard: "consumer" as const,
    action,
    at: step,
    backQuery: back,
    answered: answered.length,
    texts: frameTexts(ui),
    event:
      answers.os === undefined
        ? null
        : {
            event: "hmc_answer" as const,
            hmcWizard: "consumer" as const,
            hmcStep: answers.need === undefined ? "step-1" : "step-2",
            hmcAnswer: answers.need === undefined ? (offered.os[answers.os] ?? "") : (offered.needs[answers.need] ?? ""),
            hmcNext: step,
          },
  };

  if (step !== "results") {
    const document = step === "step-1" ? step1 : step2;
    const chosen = step === "step-1" ? answers.os : answers.need;
    const options = step === "step-1" ? step1.options.slice(0, offered.os.length) : step2.options;
    return {
      ...base,
      hidden: step === "step-2" ? answered.slice(0, 1).map(([name, value]) => ({ name, value })) : [],
      stepLabel: format(ui.stepOf, { step: step === "step-1" ? 1 : 2, total }),
      question: {
        kind: "choice",
        name: step === "step-1" ? consumerParams.os : consumerParams.need,
        question: document.question,
        hint: document.hint,
        options: options.map((option, index) => ({
          value: option.id,
          label: option.label,
          description: option.description,
          checked: chosen === index,
        })),
      },
      outcome: null,
      noResult: null,
    };
  }

  const result = consumerResult(config, answers);
  if (!result) {
    return {
      ...base,
      hidden: [],
      stepLabel: null,
      question: null,
      outcome: null,
      noResult: { text: ui.noResult, href: ui.compareHref, label: ui.compareLink },
    };
  }
  const names = await productNames(content, site.locale);
  const [first, ...others] = result.products as [string, ...string[]];
  const [buyBlock, href, alsoLinks, productDoc] = await Promise.all([
    outcomeBuyBlock(context, {
      id: "hmc-buy",
      product: first,
      variant: "radio",
      pack: result.devices,
      term: result.years,
      action,
      keep: answered,
    }),
    productPage(content, site.locale, first),
    Promise.all(others.map((name) => productPage(content, site.locale, name))),
    // What the product is and does, in the product document's own words.
    content.getDocument(site.locale, `home-security/products/${first}/${first}.json`, "product"),
  ]);
  const title = names(first);
  const outcome: WizardOutcomeView = {
    heading: ui.resultHeading,
    title: format(ui.resultProduct, { product: title }),
    text: productDoc?.document.fields.shortDesc,
    plan: format(ui.resultPlan, { devices: result.devices, years: result.years }),
    features: productDoc?.document.fields.features.slice(0, 4) ?? [],
    product: first,
    productHref: href,
    productLink: href ? format(ui.productLink, { product: title }) : undefined,
    also: others.map((name, index) => ({ name, title: names(name), href: alsoLinks[index] })),
    alsoHeading: ui.alsoConsider,
    buyBlock,
  };
  return { ...base, hidden: [], stepLabel: null, question: null, outcome, noResult: null };
}

/** The business wizard's documents, every step's; the verdicts' are read when reached. */
async function universalDocuments(content: ContentService, locale: LocaleCode, resource: string) {
  const documents = await Promise.all(
    universalSteps.map(async (step) => {
      const found = await content.requireDocument(locale, universalDocumentPath(resource, step), "hmc-universal");
      return [step, found.document.fields] as const;
    }),
  );
  return new Map<UniversalStep, HmcUniversalStepDoc>(documents);
}

/** The business wizard's configuration: the licence threshold from content; ru-ru's console rule (spec 2 §4). */
export function universalConfigFor(locale: LocaleCode, steps: ReadonlyMap<UniversalStep, HmcUniversalStepDoc>) {
  const licences = steps.get("license_number_detection");
  const number = licences?.kind === "number" ? licences : { min: 1, max: 100_000, threshold: 50 };
  const config: UniversalConfig = { licenceThreshold: number.threshold, consoleStraightToCloud: locale === "ru-ru" };
  const offer: UniversalOffer = {
    licences: { min: number.min, max: number.max },
    choices: (step) => {
      const document = steps.get(step);
      const known: readonly string[] = step === "license_number_detection" ? [] : universalChoiceValues[step];
      return document?.kind === "choice" ? document.answers.map((answer) => answer.value).filter((v) => known.includes(v)) : [];
    },
  };
  return { config, offer };
}

/**
 * One state of the business wizard (spec 2 §4) from the query: a step's question (a licence
 * number that is not one says so beside the field), or the verdict with the recommended
 * product's buy block, starting at the pack for the licences named.
 */
export async function universalWizardView(context: WizardContext, resource: string, action: string): Promise<WizardView> {
  const { content, site, searchParams } = context;
  const [ui, steps] = await Promise.all([uiFields(content, site.locale), universalDocuments(content, site.locale, resource)]);
  const format = messageFormatter(site.intlLocale);
  const { config, offer } = universalConfigFor(site.locale, steps);
  const { state, invalid } = universalStateFrom(searchParams, config, offer);
  const answered = universalQuery(state.answers);
  const last = state.answers.at(-1);
  const base = {
    wizard: "business" as const,
    action,
    at: "step" in state.at ? state.at.step : state.at.verdict,
    backQuery: state.answers.length === 0 ? null : queryString(answered.slice(0, -1)),
    answered: answered.length,
    texts: frameTexts(ui),
    event: last
      ? {
          event: "hmc_answer" as const,
          hmcWizard: "business" as const,
          hmcStep: last.step,
          hmcAnswer: universalAnswerValue(last),
          hmcNext: "step" in state.at ? state.at.step : state.at.verdict,
        }
      : null,
  };

  if ("step" in state.at) {
    const step = state.at.step;
    const document = steps.get(step);
    const total = state.answers.length + 1 + universalStepsLeft(step);
    const name = universalParams[step];
    let question: WizardQuestionView;
    if (document?.kind === "number") {
      question = {
        kind: "number",
        name,
        question: document.question,
        hint: document.hint,
        label: document.label,
        min: document.min,
        max: document.max,
        value: invalid?.value,
        error: invalid ? format(ui.numberInvalid, { min: document.min, max: document.max }) : undefined,
      };
    } else {
      const allowed = offer.choices(step);
      const answers = document?.kind === "choice" ? document.answers.filter((answer) => allowed.includes(answer.value)) : [];
      question = {
        kind: "choice",
        name,
        question: document?.kind === "choice" ? document.question : "",
        hint: document?.kind === "choice" ? document.hint : undefined,
        options: answers.map((answer) => ({
          value: answer.value,
          label: answer.label,
          description: answer.description,
          checked: false,
        })),
      };
    }
    return {
      ...base,
      hidden: answered.map(([name, value]) => ({ name, value })),
      stepLabel: format(ui.stepOf, { step: state.answers.length + 1, total }),
      question,
      outcome: null,
      noResult: null,
    };
  }

  const verdict = (await content.requireDocument(site.locale, universalDocumentPath(resource, state.at.verdict), "hmc-universal"))
    .document.fields;
  if (verdict.kind !== "verdict") throw new Error(`hmc-universal/${resource}/${state.at.verdict}.json is no verdict`);
  const licences = state.answers.find((answer) => answer.step === "license_number_detection");
  const names = await productNames(content, site.locale);
  const buyBlock = await outcomeBuyBlock(
    { ...context, licenceSize: licences?.step === "license_number_detection" ? licences.licences : undefined },
    { id: `${resource}-buy`, product: verdict.product, variant: "vsb-dropdown", action, keep: answered },
  );
  const title = names(verdict.product);
  return {
    ...base,
    hidden: [],
    stepLabel: null,
    question: null,
    outcome: {
      heading: ui.verdictHeading,
      title: verdict.heading,
      text: verdict.text,
      features: verdict.features,
      product: verdict.product,
      productHref: verdict.href,
      productLink: verdict.href ? format(ui.productLink, { product: title }) : undefined,
      also: [],
      alsoHeading: ui.alsoConsider,
      buyBlock,
    },
    noResult: null,
  };
}

/** The blocks: the wizard's state for this page, its form coming back to the block's anchor. */
export async function resolveHelpMeChoose(block: BlockOf<"help-me-choose">, context: WizardContext): Promise<WizardBlockView> {
  const view = await consumerWizardView(context, `${context.pathname ?? ""}#${block.id}`);
  return { type: block.type, id: block.id, heading: block.heading, intro: block.intro, view };
}

export async function resolveHmcUniversal(block: BlockOf<"hmc-universal">, context: WizardContext): Promise<WizardBlockView> {
  const [view, ui] = await Promise.all([
    universalWizardView(context, block.resource, `${context.pathname ?? ""}#${block.id}`),
    uiFields(context.content, context.site.locale),
  ]);
  // Without its own heading, the block says what it is in the words of the wizard's content.
  return {
    type: block.type,
    id: block.id,
    heading: block.heading ?? ui.businessHeading,
    intro: block.heading ? block.intro : (block.intro ?? ui.businessIntro),
    view,
  };
}

/**
 * The consumer dialog's launcher for a page (spec 2 §4), or null: on the home-security hub and
 * product pages, opening by itself after the configured delay; on a verdict page, only for a
 * verdict the wizard is for, at once.
 */
export async function wizardLauncherFor(
  content: ContentService,
  locale: LocaleCode,
  page: { routeName: string } | { verdict: string },
): Promise<WizardLauncherView | null> {
  if ("routeName" in page && !offersConsumerWizard(page.routeName)) return null;
  const ui = await uiFields(content, locale);
  if ("verdict" in page)
    return verdictOpensWizard(ui.autoOpen.verdicts, page.verdict) ? launcherView(ui, { openNow: true }) : null;
  return launcherView(ui, { openNow: false });
}
