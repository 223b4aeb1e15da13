import { describe, expect, it } from "vitest";
import { buildFaqIndex, cleanQuestion, type FaqEntry, maxQuestionLength, rankAnswers, terms } from "./rank";

const entry = (question: string, answer: string): FaqEntry => ({
  question,
  answer,
  source: { title: question, href: "/about/faq" },
});

/** The FAQ of an imaginary vendor, Harbour Labs, in Tallinn. */
const faq = [
  entry("Where are your headquarters?", "Our main office is in Tallinn, Estonia, at 12 Harbour Street, close to the old town."),
  entry("How do I get a refund?", "Ask for your money back within 30 days of purchase and we refund the full price."),
  entry(
    "How many devices does one licence cover?",
    "A standard licence protects up to five devices; the family licence covers ten.",
  ),
  entry(
    "How do I install the application on Windows?",
    "Download the installer from your account, run it and follow the setup wizard.",
  ),
  entry(
    "How does automatic renewal work?",
    "Subscriptions renew at the end of the term; you can switch off auto-renewal in your account.",
  ),
  entry("Are you hiring?", "Open positions and internships are listed on our careers page."),
  entry("What data do you collect?", "Only the telemetry needed to detect threats; the privacy policy lists every item."),
  entry("Où est le siège ?", "Le siège social se trouve à Tallinn, en Estonie."),
  entry("本社はどこにありますか？", "本社はエストニアのタリンにあります。"),
  entry("返金はできますか？", "購入から30日以内であれば全額を返金します。"),
];
const index = buildFaqIndex(faq);

/** The questions of the entries found, best first. */
const found = (question: string, limit?: number) => rankAnswers(index, question, limit).map((answer) => answer.entry.question);

describe('rankAnswers (spec 3 §7: "answers[0] with answer and score")', () => {
  it.each([
    ["Where is your main office?", "Where are your headquarters?"],
    ["Can I get my money back?", "How do I get a refund?"],
    ["money back after purchase", "How do I get a refund?"],
    ["Which licence protects five devices?", "How many devices does one licence cover?"],
    ["installing on windows", "How do I install the application on Windows?"],
    ["switch off auto renewal", "How does automatic renewal work?"],
    ["what telemetry is collected", "What data do you collect?"],
    ["WHERE IS YOUR MAIN OFFICE", "Where are your headquarters?"],
  ])("%j finds %j first, with a score above 0", (question, expected) => {
    const [best] = rankAnswers(index, question);
    expect(best?.entry.question).toBe(expected);
    expect(best?.score).toBeGreaterThan(0);
  });

  it("gives the entry itself, answer and source included", () => {
    expect(rankAnswers(index, "How do I get a refund?")[0]?.entry).toBe(faq[1]);
  });

  it.each(["xyzzy plugh", "", "   ", "?!", "qwertyuiop"])(
    'finds nothing for %j (spec 3 §8: "Bot with score 0 shows the configured failedAnswer")',
    (question) => {
      expect(rankAnswers(index, question)).toEqual([]);
    },
  );

  it("finds nothing in an empty FAQ", () => {
    expect(rankAnswers(buildFaqIndex([]), "Where is your main office?")).toEqual([]);
  });

  it("ignores words found in more than a fifth of the entries, so a question of such words only finds nothing", () => {
    const question = "how do you do the";
    for (const term of terms(question)) {
      const entriesWithTerm = faq.filter((item) => terms(`${item.question} ${item.answer}`).includes(term)).length;
      expect(entriesWithTerm / faq.length, term).toBeGreaterThan(1 / 5);
    }
    expect(rankAnswers(index, question)).toEqual([]);
    expect(found("how do you do the refund")).toEqual(["How do I get a refund?"]);
  });

  it("finds nothing when the words an entry shares with the question carry less than half of its weight", () => {
    expect(found("office")).toEqual(["Where are your headquarters?"]);
    expect(found("office xyzzy")).toEqual([]);
  });

  it.each([
    ["offices", "Where are your headquarters?"],
    ["refunds", "How do I get a refund?"],
    ["licences", "How many devices does one licence cover?"],
    ["installing", "How do I install the application on Windows?"],
  ])("matches a word and its longer forms: %j finds %j", (question, expected) => {
    expect(found(question)).toEqual([expected]);
  });

  it("does not prefix-match words under four letters, nor forms more than three letters longer", () => {
    expect(found("off")).toEqual(["How does automatic renewal work?"]);
    expect(found("installation")).toEqual([]);
  });

  it("orders the entries by score, best first, and returns at most `limit`", () => {
    const answers = rankAnswers(index, "your account");
    expect(answers.map((answer) => answer.entry.question).sort()).toEqual([
      "How do I install the application on Windows?",
      "How does automatic renewal work?",
    ]);
    expect(answers[0]?.score).toBeGreaterThanOrEqual(answers[1]?.score ?? Number.POSITIVE_INFINITY);
    expect(rankAnswers(index, "your account", 1)).toEqual(answers.slice(0, 1));
  });
});

describe("accents and scripts (the search index's text rules)", () => {
  it.each([
    ["Où est le siège ?", ["ou", "est", "le", "siege"]],
    ["ÉCOLE Straße", ["ecole", "straße"]],
    ["ウイルス対策", ["ウイ", "イル", "ルス", "ス対", "対策"]],
  ])("terms(%j) → %j", (text, expected) => {
    expect(terms(text)).toEqual(expected);
  });

  it.each([
    ["ou est le siege", "Où est le siège ?"],
    ["OÙ EST LE SIÈGE", "Où est le siège ?"],
    ["le siege social", "Où est le siège ?"],
  ])("folds accents: %j finds %j", (question, expected) => {
    expect(found(question)[0]).toBe(expected);
  });

  it.each([
    ["本社はどこですか", "本社はどこにありますか？"],
    ["本社の場所はどこにありますか", "本社はどこにありますか？"],
    ["返金できますか", "返金はできますか？"],
  ])("reads Japanese as character pairs: %j finds %j first", (question, expected) => {
    expect(found(question)[0]).toBe(expected);
  });
});

describe('cleanQuestion (spec 3 §5: "Bot question: markup tags stripped and sanitised")', () => {
  it.each([
    ["<b>refund</b> please", "refund please"],
    ["<script>alert(1)</script>refund", "refund"],
    ['<img src="x" onerror="alert(1)">Where?', "Where?"],
    ["Tom &amp; Jerry", "Tom & Jerry"],
    ["zero\u200bwidth\u0000 text", "zerowidth text"],
    ["\u202eright to left", "right to left"],
    ["ｒｅｆｕｎｄ", "refund"],
    ["  lots   of\n\nspace  ", "lots of space"],
  ])("%j → %j", (raw, clean) => {
    expect(cleanQuestion(raw)).toBe(clean);
  });

  it(`keeps at most ${maxQuestionLength} characters`, () => {
    expect(maxQuestionLength).toBe(300);
    expect(cleanQuestion("x".repeat(400))).toHaveLength(300);
    expect(cleanQuestion("x".repeat(300))).toHaveLength(300);
    expect(cleanQuestion("x".repeat(20))).toHaveLength(20);
  });

  it("ranks the cleaned question: tag words do not count", () => {
    expect(found('<img src="x" onerror="alert(1)">How do I get a refund?')).toEqual(["How do I get a refund?"]);
    expect(found("img src x onerror alert 1 How do I get a refund?")).toEqual([]);
  });

  it("ranks the capped question: words past the cap are not read", () => {
    expect(found(`${"the ".repeat(10)}refund`)).toEqual(["How do I get a refund?"]);
    expect(found(`${"the ".repeat(maxQuestionLength / 4)}refund`)).toEqual([]);
  });
});

describe("Japanese voicing marks", () => {
  it("keeps them: ダウンロード and タウンロート are different words", () => {
    expect(terms("ダウンロード")).not.toEqual(terms("タウンロート"));
  });
});
