/**
 * Text for the search index and for what a visitor reads of a hit: the searchable text of a page
 * document, the query as the engines receive it, and highlighted snippets. Pure.
 *
 * Japanese and Chinese have no spaces between words, and neither SQLite's nor PostgreSQL's
 * tokenizer splits them; both engines index them as overlapping character pairs (bigrams), and a
 * query of such text becomes a phrase of its bigrams, which finds exactly the pages containing it.
 */

/** Keys whose strings are headings of a block (titles of items included). */
const headingKeys = new Set(["heading", "title"]);
/** Keys whose strings are read as body text. Links, ids, images, products and settings are not. */
const bodyKeys = new Set([
  "eyebrow",
  "text",
  "html",
  "intro",
  "caption",
  "summary",
  "description",
  "badge",
  "values",
  "tips",
  "features",
]);

/** Longest body kept for snippets and indexing. */
export const maxBodyLength = 30_000;
/** Longest query kept (spec 3 §5: queries are sanitised; they are capped too). */
export const maxQueryLength = 200;

const entities: Record<string, string> = { amp: "&", lt: "<", gt: ">", quot: '"', apos: "'", nbsp: " " };

/**
 * Plain text of editor HTML: tags removed (block tags end a sentence), entities decoded,
 * white space folded.
 *
 * @example stripHtml("<p>Safe &amp; sound</p><p>Next</p>") // "Safe & sound Next"
 */
export function stripHtml(html: string): string {
  return html
    .replace(/<(script|style)\b[^>]*>[\s\S]*?<\/\1\s*>/gi, " ")
    .replace(/<[^>]*>/g, " ")
    .replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, name: string) => {
      if (name[0] === "#") {
        const code = name[1]?.toLowerCase() === "x" ? Number.parseInt(name.slice(2), 16) : Number.parseInt(name.slice(1), 10);
        return Number.isFinite(code) && code > 0 && code < 0x110000 ? String.fromCodePoint(code) : " ";
      }
      return entities[name.toLowerCase()] ?? whole;
    })
    .replace(/\s+/g, " ")
    .trim();
}

export interface PageText {
  headings: string;
  body: string;
}

/**
 * What a visitor reads on a page, from its blocks: headings (block and item titles) and body text
 * (texts, rich text, captions, table cells), each as one plain string.
 *
 * @example extractPageText([{ type: "hero", heading: "Antivirus", text: "Stops <b>viruses</b>" }])
 * // { headings: "Antivirus", body: "Stops viruses" }
 */
export function extractPageText(blocks: readonly unknown[]): PageText {
  const headings: string[] = [];
  const body: string[] = [];
  const visit = (value: unknown, key: string | null): void => {
    if (typeof value === "string") {
      if (key && headingKeys.has(key)) headings.push(stripHtml(value));
      else if (key && bodyKeys.has(key)) body.push(stripHtml(value));
      return;
    }
    if (Array.isArray(value)) {
      for (const item of value) visit(item, key);
      return;
    }
    if (value && typeof value === "object") {
      for (const [childKey, child] of Object.entries(value)) visit(child, childKey);
    }
  };
  for (const block of blocks) visit(block, null);
  return {
    headings: headings.filter(Boolean).join(" · "),
    body: body.filter(Boolean).join(" ").slice(0, maxBodyLength),
  };
}

/** Han ideographs, kana and the CJK marks between them. */
const cjkRun = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}ー々]+/gu;
const isCjk = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}]/u;

/**
 * The text with every run of Japanese or Chinese characters replaced by its overlapping
 * character pairs, so that word-based tokenizers index them.
 *
 * @example cjkBigrams("ウイルス対策 Bastion") // "ウイ イル ルス ス対 対策 Bastion"
 */
export function cjkBigrams(text: string): string {
  return text
    .replace(cjkRun, (run) => ` ${bigramsOf(run).join(" ")} `)
    .replace(/\s+/g, " ")
    .trim();
}

function bigramsOf(run: string): string[] {
  const chars = [...run];
  if (chars.length < 2) return chars;
  return chars.slice(0, -1).map((char, index) => char + chars[index + 1]);
}

/** One part of a query: a word (matched by its stem and as a prefix) or a CJK phrase of bigrams. */
export type QueryTerm = { kind: "word"; value: string } | { kind: "phrase"; value: string; bigrams: string[] };

export interface ParsedQuery {
  /** The query as the visitor meant it: tags stripped, white space folded, at most 200 characters. */
  text: string;
  terms: QueryTerm[];
}

const termPattern = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}ー々]+|[\p{L}\p{N}]+(?:['’][\p{L}]+)?/gu;

/**
 * A visitor's query made safe and split into terms (spec 3 §5: tags stripped and sanitised). At
 * most 12 terms are used; punctuation and operators of the engines are never passed on.
 *
 * @example parseQuery("<b>Total</b> security") // { text: "Total security", terms: [word total, word security] }
 */
export function parseQuery(raw: string): ParsedQuery {
  const text = stripHtml(raw.normalize("NFKC"))
    .replace(/[\p{Cc}\p{Cf}]/gu, "")
    .slice(0, maxQueryLength)
    .trim();
  const terms: QueryTerm[] = [];
  for (const match of text.matchAll(termPattern)) {
    const value = match[0].toLowerCase().replace(/['’]/g, "");
    if (isCjk.test(value)) terms.push({ kind: "phrase", value, bigrams: bigramsOf(value) });
    else terms.push({ kind: "word", value });
    if (terms.length === 12) break;
  }
  return { text, terms };
}

/** A part of a snippet: text, marked when it matched the query. Rendered escaped, as text. */
export interface SnippetPart {
  text: string;
  hit: boolean;
}

/** Folds case and accents, so that "sécurité" and "Securite" meet. */
function fold(text: string): string {
  return text.normalize("NFD").replace(/\p{M}/gu, "").toLowerCase();
}

/**
 * Whether a word of the text answers a query word: the same, one a prefix of the other, or a
 * shared stem (all but the last three letters, at least four) — the engines match stems, so
 * "protecting" finds "protection", and the snippet marks it.
 */
function wordMatches(word: string, term: string): boolean {
  if (word.startsWith(term) || (term.startsWith(word) && word.length >= 4)) return true;
  const stem = Math.max(4, Math.min(word.length, term.length) - 3);
  return term.length >= stem && word.length >= stem && word.slice(0, stem) === term.slice(0, stem);
}

/**
 * The window of `text` of about `length` characters with the most matches of the query, cut at
 * word boundaries, with the matches marked; the text's start when nothing matches.
 *
 * @example buildSnippet("Our antivirus stops threats", parseQuery("antivirus"), 80)
 * // [{ text: "Our ", hit: false }, { text: "antivirus", hit: true }, { text: " stops threats", hit: false }]
 */
export function buildSnippet(text: string, query: ParsedQuery, length = 220): SnippetPart[] {
  const ranges = matchRanges(text, query);
  let start = 0;
  if (ranges.length > 0) {
    let best = { start: 0, hits: -1 };
    for (const range of ranges) {
      const from = Math.max(0, range.start - 40);
      const hits = ranges.filter((other) => other.start >= from && other.end <= from + length).length;
      if (hits > best.hits) best = { start: from, hits };
    }
    start = best.start;
  }
  let end = Math.min(text.length, start + length);
  if (start > 0) {
    const space = text.indexOf(" ", start);
    if (space !== -1 && space < (ranges[0]?.start ?? Number.POSITIVE_INFINITY) && space - start < 30) start = space + 1;
  }
  if (end < text.length) {
    const space = text.lastIndexOf(" ", end);
    if (space > start + length / 2) end = space;
  }
  const parts: SnippetPart[] = [];
  const push = (part: string, hit: boolean) => {
    if (part) parts.push({ text: part, hit });
  };
  if (start > 0) push("… ", false);
  let cursor = start;
  for (const range of ranges) {
    if (range.start < cursor || range.end > end) continue;
    push(text.slice(cursor, range.start), false);
    push(text.slice(range.start, range.end), true);
    cursor = range.end;
  }
  push(text.slice(cursor, end), false);
  if (end < text.length) push(" …", false);
  return parts;
}

/** Where the query's terms occur in `text`, in order, not overlapping. */
function matchRanges(text: string, query: ParsedQuery): Array<{ start: number; end: number }> {
  const words = query.terms.filter((term) => term.kind === "word").map((term) => fold(term.value));
  const phrases = query.terms.filter((term) => term.kind === "phrase").map((term) => term.value);
  const ranges: Array<{ start: number; end: number }> = [];
  if (words.length > 0) {
    for (const match of text.matchAll(/[\p{L}\p{N}]+/gu)) {
      const word = fold(match[0]);
      if (words.some((term) => wordMatches(word, term))) ranges.push({ start: match.index, end: match.index + match[0].length });
    }
  }
  for (const phrase of phrases) {
    for (let at = text.indexOf(phrase); at !== -1; at = text.indexOf(phrase, at + phrase.length)) {
      ranges.push({ start: at, end: at + phrase.length });
    }
  }
  ranges.sort((a, b) => a.start - b.start);
  return ranges.filter((range, index) => index === 0 || range.start >= (ranges[index - 1]?.end ?? 0));
}
