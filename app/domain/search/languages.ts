/**
 * PostgreSQL text-search configuration per site language: the language's Snowball stemmer where
 * PostgreSQL has one; `simple` (no stemming) for Japanese and Chinese, which reach the index as
 * character bigrams. SQLite uses one tokenizer for all (Porter stemming, which changes only
 * English words, and diacritics folded).
 */
const textConfigs: Readonly<Record<string, string>> = {
  en: "english",
  de: "german",
  fr: "french",
  it: "italian",
  es: "spanish",
  pt: "portuguese",
  nl: "dutch",
  sv: "swedish",
  da: "danish",
  nb: "norwegian",
  tr: "turkish",
  ru: "russian",
  ar: "arabic",
};

/** @example textConfigFor("de") // "german"; textConfigFor("ja") // "simple" */
export function textConfigFor(language: string): string {
  return textConfigs[language] ?? "simple";
}
