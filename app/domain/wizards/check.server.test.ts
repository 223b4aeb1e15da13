import { describe, expect, it } from "vitest";
import type { CatalogueIndex, CheckedDocument } from "~/domain/content/catalogue-check.server";
import type { PriceOption } from "~/domain/pricing/types";
import { localeCodes, requireSite } from "~/sites/locales";
import { checkWizards } from "./check.server";
import { hmcFiles, universalDocumentPath } from "./content";

/** A catalogue where `priced` products have a price on every site in every currency. */
function catalogue(priced: string[], products = [...priced, "unpriced"]): CatalogueIndex {
  const prices = new Map<string, PriceOption[]>();
  const option = { id: 1, product_id: 1, term: 1, pack: 1, price: 0, price_striked: null, autorenew: false } as PriceOption;
  for (const site of localeCodes)
    for (const currency of requireSite(site).currencies)
      for (const product of priced) prices.set(`${site}|${currency}|${product}|Purchase`, [{ ...option, currency }]);
  return { prices, products };
}

const doc = (relative: string, fields: unknown, locale: CheckedDocument["locale"] = "en-global"): CheckedDocument => ({
  locale,
  relative,
  file: `content/${locale}/${relative}`,
  json: { title: relative, fields },
});

const consumer = (entries: unknown[], overrides: { cloudEnabled?: boolean } = {}) => [
  doc(hmcFiles["hmc-step-1"], {
    question: "Which device?",
    options: [
      { id: "windows", label: "Windows" },
      { id: "mac", label: "Mac", skipNeedsWithoutCloud: true },
    ],
  }),
  doc(hmcFiles["hmc-step-2"], {
    question: "What matters?",
    options: [
      { id: "basic", label: "Basic" },
      { id: "family", label: "Family" },
    ],
  }),
  doc(hmcFiles["hmc-logic"], { cloudEnabled: overrides.cloudEnabled ?? false, entries }),
];

const complete = [
  { hmcOsIndex: 0, hmcQuestionIndex: 0, hmcResultComponents: ["antivirus"] },
  { hmcOsIndex: 0, hmcQuestionIndex: 1, hmcResultComponents: ["total-security"] },
  { hmcOsIndex: 1, hmcQuestionIndex: null, hmcResultComponents: ["mac-security"] },
];
const prices = catalogue(["antivirus", "total-security", "mac-security", "endpoint-cloud", "endpoint-select"]);

describe("content:check on the consumer wizard (every answer a site offers reaches a priced product)", () => {
  it("accepts logic that answers every path", () => {
    expect(checkWizards(consumer(complete), prices)).toEqual([]);
  });

  it("names the answers that lead nowhere", () => {
    const problems = checkWizards(consumer(complete.slice(1)), prices);
    expect(problems.map((problem) => problem.message)).toContain(
      "on en-global, the answers (windows, basic) lead to no entry (hmcOsIndex 0, hmcQuestionIndex 0)",
    );
  });

  it("asks for step-2 entries for every OS once cloud is enabled", () => {
    const problems = checkWizards(consumer(complete, { cloudEnabled: true }), prices);
    expect(problems.map((problem) => problem.message)).toContain(
      "on en-global, the answers (mac, basic) lead to no entry (hmcOsIndex 1, hmcQuestionIndex 0)",
    );
  });

  it("refuses a recommendation without prices, and products the catalogue does not have", () => {
    const entries = [...complete.slice(1), { hmcOsIndex: 0, hmcQuestionIndex: 0, hmcResultComponents: ["unpriced", "ghost"] }];
    const messages = checkWizards(consumer(entries), prices).map((problem) => problem.message);
    expect(messages).toContain('names "ghost", which is no product of the catalogue');
    expect(
      messages.some((message) =>
        message.startsWith('recommends "unpriced" for (windows, basic), which has no prices on en-global'),
      ),
    ).toBe(true);
  });
});

const choice = (question: string, values: string[]) => ({
  kind: "choice",
  question,
  answers: values.map((value) => ({ value, label: value })),
});
const verdict = (product: string) => ({ kind: "verdict", heading: "Verdict", text: "Why", product });
const universal = (overrides: Record<string, unknown> = {}) =>
  Object.entries({
    init: choice("How?", ["licences", "console"]),
    license_number_detection: { kind: "number", question: "How many?", label: "Devices", threshold: 50 },
    console_type: choice("Console?", ["cloud", "on-premises"]),
    area_mailboxes: choice("Mail?", ["yes", "no"]),
    area_patch: choice("Patch?", ["yes", "no"]),
    "online-office": verdict("endpoint-cloud"),
    cloud: verdict("endpoint-cloud"),
    "cloud-endpoint": verdict("endpoint-cloud"),
    "office-suite": verdict("endpoint-select"),
    advanced: verdict("endpoint-select"),
    select: verdict("endpoint-select"),
    ...overrides,
  }).flatMap(([step, fields]) => (fields ? [doc(universalDocumentPath("business", step), fields)] : []));

describe("content:check on the universal wizard (every transition reaches a step or verdict with prices)", () => {
  it("accepts a complete wizard", () => {
    expect(checkWizards(universal(), prices)).toEqual([]);
  });

  it("names a verdict an answer reaches without a document, from the step that leads there", () => {
    const problems = checkWizards(universal({ advanced: null }), prices);
    expect(problems).toContainEqual({
      file: "content/en-global/hmc-universal/business/area_patch.json",
      path: "fields",
      message: 'on en-global, an answer leads to "advanced", which has no document (hmc-universal/business/advanced.json)',
    });
  });

  it("refuses an unknown answer, a step of the wrong kind and a verdict product without prices", () => {
    const problems = checkWizards(
      universal({
        console_type: choice("Console?", ["cloud", "mainframe", "on-premises"]),
        area_patch: verdict("endpoint-select"),
        "office-suite": verdict("unpriced"),
      }),
      prices,
    ).map((problem) => `${problem.file} ${problem.message}`);
    expect(problems).toContain(
      'content/en-global/hmc-universal/business/console_type.json "mainframe" is no answer of the step "console_type" (cloud, doesnt-matter, on-premises, hybrid)',
    );
    expect(problems).toContain(
      'content/en-global/hmc-universal/business/area_patch.json is the step "area_patch", which takes a choice answer',
    );
  });

  it("follows ru-ru's cloud console straight to the cloud verdict, so that verdict must exist there", () => {
    const ruOnly = universal({ cloud: null });
    const problems = checkWizards(ruOnly, prices).map((problem) => problem.message);
    expect(problems).toContain('on ru-ru, an answer leads to "cloud", which has no document (hmc-universal/business/cloud.json)');
    expect(problems.some((message) => message.startsWith("on de-de"))).toBe(false);
  });
});
