import type { CatalogueIndex, CheckedDocument } from "~/domain/content/catalogue-check.server";
import type { ContentProblem } from "~/domain/content/check.server";
import { type LocaleCode, localeCodes, requireSite } from "~/sites/locales";
import { asksNeeds, osChoices } from "./consumer";
import {
  type HmcLogic,
  type HmcStep1,
  type HmcStep2,
  type HmcUniversalStepDoc,
  hmcFiles,
  hmcLogicDocument,
  hmcStep1Document,
  hmcStep2Document,
  hmcUniversalDocument,
  universalChoiceValues,
  universalDocumentPath,
  universalPathPattern,
} from "./content";
import { parseUniversalAnswer } from "./params";
import { type UniversalAnswer, type UniversalNext, type UniversalStep, universalNext, universalSteps } from "./universal";

/**
 * The wizards' part of `content:check`, site by site (each site reads its documents through its
 * fallback chain): every answer a site offers leads to a logic entry or a step or verdict that
 * exists, and every product recommended there has prices on that site, in each of its currencies.
 */
export function checkWizards(documents: readonly CheckedDocument[], index: CatalogueIndex): ContentProblem[] {
  const byPath = new Map(documents.map((document) => [`${document.locale}/${document.relative}`, document]));
  const served = (site: LocaleCode, relative: string) =>
    [site, ...requireSite(site).fallbacks].map((locale) => byPath.get(`${locale}/${relative}`)).find(Boolean);
  const problems = new Map<string, ContentProblem>();
  const report = (problem: ContentProblem) => problems.set(`${problem.file}|${problem.path}|${problem.message}`, problem);
  const priced = (site: LocaleCode, product: string) =>
    requireSite(site).currencies.filter(
      (currency) => !(index.prices.get(`${site}|${currency}|${product}|Purchase`)?.length ?? 0),
    );

  const resources = new Set(
    documents.flatMap((document) => {
      const match = universalPathPattern.exec(document.relative);
      return match?.[1] ? [match[1]] : [];
    }),
  );

  const known = new Set(index.products);
  for (const document of documents) {
    if (document.relative !== hmcFiles["hmc-logic"]) continue;
    const logic = parsed<HmcLogic>(document, hmcLogicDocument);
    logic?.entries.forEach((entry, position) => {
      entry.hmcResultComponents.forEach((product, component) => {
        if (!known.has(product))
          report({
            file: document.file,
            path: `fields.entries[${position}].hmcResultComponents[${component}]`,
            message: `names "${product}", which is no product of the catalogue`,
          });
      });
    });
  }

  for (const site of localeCodes) {
    checkConsumer(site, served, priced, report);
    for (const resource of resources) checkUniversal(site, resource, served, priced, report);
  }
  return [...problems.values()];
}

type Served = (site: LocaleCode, relative: string) => CheckedDocument | undefined;
type Priced = (site: LocaleCode, product: string) => string[];
type Report = (problem: ContentProblem) => void;

function parsed<T>(
  document: CheckedDocument | undefined,
  schema: { safeParse(json: unknown): { success: boolean; data?: unknown } },
) {
  if (!document) return null;
  const result = schema.safeParse(document.json);
  return result.success ? ((result.data as { fields: T }).fields ?? null) : null;
}

function checkConsumer(site: LocaleCode, served: Served, priced: Priced, report: Report) {
  const step1Doc = served(site, hmcFiles["hmc-step-1"]);
  const step2Doc = served(site, hmcFiles["hmc-step-2"]);
  const logicDoc = served(site, hmcFiles["hmc-logic"]);
  const step1 = parsed<HmcStep1>(step1Doc, hmcStep1Document);
  const step2 = parsed<HmcStep2>(step2Doc, hmcStep2Document);
  const logic = parsed<HmcLogic>(logicDoc, hmcLogicDocument);
  if (!step1 || !step2 || !logic || !logicDoc) return;
  const config = {
    osOptions: step1.options.map((option) => option.id),
    needs: step2.options.map((option) => option.id),
    cloudEnabled: logic.cloudEnabled,
    skipNeedsForOs: step1.options.flatMap((option, position) => (option.skipNeedsWithoutCloud ? [position] : [])),
  };
  const offered = osChoices(config);
  offered.forEach((os, osIndex) => {
    const needs: Array<number | null> = asksNeeds({ ...config, logic: [], devicesFor: () => 3 }, osIndex)
      ? config.needs.map((_, needIndex) => needIndex)
      : [null];
    for (const need of needs) {
      const entries = logic.entries
        .map((entry, position) => ({ entry, position }))
        .filter(({ entry }) => entry.hmcOsIndex === osIndex && entry.hmcQuestionIndex === need);
      const answers = need === null ? os : `${os}, ${config.needs[need]}`;
      if (entries.length === 0) {
        report({
          file: logicDoc.file,
          path: "fields.entries",
          message: `on ${site}, the answers (${answers}) lead to no entry (hmcOsIndex ${osIndex}, hmcQuestionIndex ${need})`,
        });
        continue;
      }
      const best = entries.sort((a, b) => b.entry.priority - a.entry.priority)[0];
      const product = best?.entry.hmcResultComponents[0];
      if (!best || !product) continue;
      const missing = priced(site, product);
      if (missing.length > 0) {
        report({
          file: logicDoc.file,
          path: `fields.entries[${best.position}].hmcResultComponents[0]`,
          message: `recommends "${product}" for (${answers}), which has no prices on ${site} in ${missing.join(", ")}`,
        });
      }
    }
  });
}

/** Sample answers of a step, one per branch it can take (the licence count on both sides of the threshold). */
function branches(step: UniversalStep, document: HmcUniversalStepDoc): UniversalAnswer[] {
  if (document.kind === "number")
    return [
      { step: "license_number_detection", licences: document.threshold },
      { step: "license_number_detection", licences: document.threshold + 1 },
    ];
  if (document.kind !== "choice") return [];
  const values = document.answers.map((answer) => answer.value);
  const offer = { choices: () => values, licences: { min: 1, max: 1 } };
  return values.flatMap((value) => parseUniversalAnswer(step, value, offer) ?? []);
}

function checkUniversal(site: LocaleCode, resource: string, served: Served, priced: Priced, report: Report) {
  const read = (name: string) => {
    const document = served(site, universalDocumentPath(resource, name));
    return { document, fields: parsed<HmcUniversalStepDoc>(document, hmcUniversalDocument) };
  };
  const init = read("init");
  if (!init.document) return;
  const steps = new Map(universalSteps.map((step) => [step, read(step)]));
  const licences = steps.get("license_number_detection")?.fields;
  const config = {
    licenceThreshold: licences?.kind === "number" ? licences.threshold : 50,
    consoleStraightToCloud: site === "ru-ru",
  };
  const seen = new Set<string>();
  const queue: Array<{ at: UniversalNext; from: CheckedDocument }> = [{ at: { step: "init" }, from: init.document }];
  while (queue.length > 0) {
    const { at, from } = queue.shift() as { at: UniversalNext; from: CheckedDocument };
    const name = "step" in at ? at.step : at.verdict;
    if (seen.has(name)) continue;
    seen.add(name);
    const { document, fields } = "step" in at ? (steps.get(at.step) ?? read(at.step)) : read(at.verdict);
    if (!document) {
      report({
        file: from.file,
        path: "fields",
        message: `on ${site}, an answer leads to "${name}", which has no document (${universalDocumentPath(resource, name)})`,
      });
      continue;
    }
    if (!fields) continue;
    if ("verdict" in at) {
      if (fields.kind !== "verdict") {
        report({
          file: document.file,
          path: "fields.kind",
          message: `is the verdict "${name}", but its kind is "${fields.kind}"`,
        });
        continue;
      }
      const missing = priced(site, fields.product);
      if (missing.length > 0)
        report({
          file: document.file,
          path: "fields.product",
          message: `recommends "${fields.product}", which has no prices on ${site} in ${missing.join(", ")}`,
        });
      continue;
    }
    const expected = at.step === "license_number_detection" ? "number" : "choice";
    if (fields.kind !== expected) {
      report({ file: document.file, path: "fields.kind", message: `is the step "${at.step}", which takes a ${expected} answer` });
      continue;
    }
    if (fields.kind === "choice" && at.step !== "license_number_detection") {
      const known: readonly string[] = universalChoiceValues[at.step];
      fields.answers.forEach((answer, position) => {
        if (!known.includes(answer.value))
          report({
            file: document.file,
            path: `fields.answers[${position}].value`,
            message: `"${answer.value}" is no answer of the step "${at.step}" (${known.join(", ")})`,
          });
      });
    }
    for (const answer of branches(at.step, fields)) queue.push({ at: universalNext(answer, config), from: document });
  }
}
