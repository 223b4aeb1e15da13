import { describe, expect, it } from "vitest";
import type { CheckedDocument } from "./catalogue-check.server";
import { checkMessages, checkOwnMessages } from "./messages-check.server";

const doc = (locale: string, relative: string, fields: Record<string, unknown>): CheckedDocument => ({
  locale: locale as CheckedDocument["locale"],
  relative,
  file: `content/${locale}/${relative}`,
  json: { title: "t", fields },
});

describe("checkMessages", () => {
  const texts = "localization/renewal-texts.json";
  const global = doc("en-global", texts, {
    lostDaysDisclaimer: "Bought through {partner}. {days, plural, one {# day} other {# days}} left.",
    submit: "Check",
  });

  it("accepts a translation with the same arguments and the language's plural categories", () => {
    const russian = doc("ru-ru", texts, {
      lostDaysDisclaimer: "Куплено у {partner}. Осталось {days, plural, one {# день} few {# дня} many {# дней} other {# дня}}.",
      submit: "Проверить",
    });
    expect(checkMessages([global, russian])).toEqual([]);
  });

  it("refuses a message that does not parse, a lost or extra argument, and a missing key", () => {
    const broken = doc("de-de", texts, { lostDaysDisclaimer: "Gekauft bei {partner. Noch {days} Tage." });
    const lost = doc("fr-fr", texts, {
      lostDaysDisclaimer: "Acheté chez {partenaire}, il reste {days} jours.",
      submit: "Vérifier",
    });
    expect(checkMessages([global, broken, lost]).map((problem) => `${problem.file} ${problem.path} ${problem.message}`)).toEqual([
      expect.stringMatching(/^content\/de-de\/.* fields\.lostDaysDisclaimer is not a valid ICU message/),
      "content/de-de/localization/renewal-texts.json fields.submit is missing; en-global has it",
      "content/fr-fr/localization/renewal-texts.json fields.lostDaysDisclaimer uses {days}, {partenaire} where en-global uses {days}, {partner}",
    ]);
  });

  it("checks the verdicts' day texts as messages too", () => {
    const verdict = "lrc/verdicts/b2c/kts_active.json";
    const problems = checkMessages([
      doc("en-global", verdict, { daysLeftText: "Expires in {days, plural, one {# day} other {# days}}." }),
      doc("ru-ru", verdict, { daysLeftText: "Истекает через {дни} дней." }),
    ]);
    expect(problems.map((problem) => problem.message)).toEqual(["uses {дни} where en-global uses {days}"]);
  });
});

describe("checkOwnMessages", () => {
  it("wants every non-English site to have its own message documents, and lets English sites share", () => {
    const files = new Map([["de-de", new Set(["localization/general-translations.json"])]] as const);
    const problems = checkOwnMessages(files, (locale, relative) => `content/${locale}/${relative}`);
    const files_ = problems.map((problem) => problem.file);
    expect(files_).toContain("content/de-de/localization/buyblock-texts.json");
    expect(files_).not.toContain("content/de-de/localization/general-translations.json");
    expect(files_.some((file) => file.startsWith("content/en-gb/"))).toBe(false);
    expect(files_).toContain("content/es-mx/localization/renewal-texts.json");
  });
});
