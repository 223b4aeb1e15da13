import { cjkBigrams, stripHtml } from "~/domain/search/text";

/**
 * The question bot's ranking (spec 3 §7 "answers[0] with answer and score", §8 "score 0 shows the
 * configured failedAnswer"): Okapi BM25 over the site's FAQ entries — question and answer, the
 * question counting twice — with the search index's text rules (diacritics folded, Japanese and
 * Chinese as character pairs). Pure.
 *
 * Words found in more than a fifth of the entries ("what", "the", "your") carry no meaning here and
 * are ignored; an entry scores only when the words it shares with the question carry at least
 * half of the question's weight, so a question of unknown words, or of common ones only, scores 0.
 */

export interface FaqEntry {
  question: string;
  /** Plain text. */
  answer: string;
  source: { title: string; href: string };
}

export interface RankedAnswer {
  entry: FaqEntry;
  score: number;
}

/** Most characters of a question that are read (spec 3 §5: sanitised; capped too). */
export const maxQuestionLength = 300;

const wordPattern = /[\p{L}\p{N}]+/gu;
const k1 = 1.2;
const b = 0.75;
const commonShare = 0.2;

/**
 * Terms of a text: lower case, accents removed, CJK as pairs.
 *
 * @example terms("Où est le siège ?") // ["ou", "est", "le", "siege"]
 */
export function terms(text: string): string[] {
  // Accents off Latin, Greek and Cyrillic letters only: Japanese voicing marks (で, ど) stay.
  const folded = cjkBigrams(
    text
      .normalize("NFKD")
      .replace(/([\p{Script=Latin}\p{Script=Greek}\p{Script=Cyrillic}])\p{M}+/gu, "$1")
      .normalize("NFC")
      .toLowerCase(),
  );
  return [...folded.matchAll(wordPattern)].map((match) => match[0]);
}

/** Whether a question term finds a document term: equal, or one a prefix of the other (4+ letters: "office" finds "offices"). */
function sameWord(a: string, c: string): boolean {
  if (a === c) return true;
  const [short, long] = a.length < c.length ? [a, c] : [c, a];
  return short.length >= 4 && long.startsWith(short) && long.length - short.length <= 3;
}

export interface FaqIndex {
  entries: FaqEntry[];
  documents: string[][];
  averageLength: number;
}

export function buildFaqIndex(entries: readonly FaqEntry[]): FaqIndex {
  const documents = entries.map((entry) => {
    const question = terms(entry.question);
    return [...question, ...question, ...terms(entry.answer)];
  });
  const total = documents.reduce((sum, document) => sum + document.length, 0);
  return { entries: [...entries], documents, averageLength: documents.length ? total / documents.length : 0 };
}

/** The question as the bot reads it: markup stripped, control characters removed, capped. */
export function cleanQuestion(raw: string): string {
  return stripHtml(raw.normalize("NFKC"))
    .replace(/[\p{Cc}\p{Cf}]/gu, "")
    .slice(0, maxQuestionLength)
    .trim();
}

/** Entries by score, best first; entries scoring 0 are left out. */
export function rankAnswers(index: FaqIndex, question: string, limit = 3): RankedAnswer[] {
  const count = index.documents.length;
  if (count === 0) return [];
  const queryTerms = [...new Set(terms(cleanQuestion(question)))];
  const frequency = (term: string) => index.documents.filter((document) => document.some((word) => sameWord(term, word))).length;
  const weighted = queryTerms
    .map((term) => ({ term, df: frequency(term) }))
    .filter(({ df }) => df / count <= commonShare)
    .map(({ term, df }) => ({ term, idf: Math.log(1 + (count - df + 0.5) / (df + 0.5)) }));
  const totalWeight = weighted.reduce((sum, { idf }) => sum + idf, 0);
  if (totalWeight === 0) return [];
  const ranked: RankedAnswer[] = [];
  index.documents.forEach((document, position) => {
    let score = 0;
    let matchedWeight = 0;
    for (const { term, idf } of weighted) {
      const tf = document.filter((word) => sameWord(term, word)).length;
      if (tf === 0) continue;
      matchedWeight += idf;
      score += idf * ((tf * (k1 + 1)) / (tf + k1 * (1 - b + (b * document.length) / (index.averageLength || 1))));
    }
    const entry = index.entries[position];
    if (entry && score > 0 && matchedWeight >= totalWeight / 2) ranked.push({ entry, score: Math.round(score * 1000) / 1000 });
  });
  return ranked.sort((x, y) => y.score - x.score).slice(0, limit);
}
