import { brand } from "~/config/brand";
import { messageArguments } from "~/lib/messages";
import { defaultLocale, type LocaleCode, localeCodes, requireSite } from "~/sites/locales";
import type { CheckedDocument } from "./catalogue-check.server";
import type { ContentProblem } from "./check.server";
import { documentKindOf } from "./schemas.server";

/**
 * The messages part of `content:check`. Interface text lives in message documents whose every
 * string is an ICU message (`app/lib/messages.ts`); the verdicts' day texts are ICU messages too.
 * - Every message parses.
 * - A translation uses exactly the arguments of the global site's message of the same key (a
 *   missing `{days}` would drop the number; an extra `{partner}` would print nothing).
 * - A translated message document has every key of the global one.
 * - Every site whose language is not English has its own message documents, in its language —
 *   never the English ones by fallback.
 */

/** Documents whose every string is an interface message. */
export const messageDocuments = [
  "localization/general-translations.json",
  "localization/buyblock-texts.json",
  "localization/renewal-texts.json",
  "localization/download-texts.json",
  "localization/list-texts.json",
  "localization/form-texts.json",
  "home-security/help-me-choose/hmc-ui-fields.json",
  "site-header/geoip-notification-bar.json",
  "site-header/site-bar.json",
  "site-footer/footer.json",
] as const;

/** Verdict fields that count days: ICU messages with `{days}`. */
const verdictMessageFields = new Set(["daysLeftText", "daysLeftNote", "expiredText", "expiredNote", "expiresTodayText"]);

/** Strings of a document by JSON path (fields only), `{brand}` filled in as the content service does. */
function strings(json: unknown, path: string[] = [], out = new Map<string, string>()): Map<string, string> {
  if (typeof json === "string") out.set(path.join("."), json.replaceAll("{brand}", brand.name));
  else if (Array.isArray(json)) json.forEach((item, index) => void strings(item, [...path, String(index)], out));
  else if (json && typeof json === "object") for (const [key, value] of Object.entries(json)) strings(value, [...path, key], out);
  return out;
}

/** Only interface strings: link targets and image paths are not messages. */
const isMessagePath = (path: string) => path.startsWith("fields.") && !/\.(href|src|url|width|height)$/.test(path);

export function checkMessages(documents: readonly CheckedDocument[]): ContentProblem[] {
  const problems: ContentProblem[] = [];
  const global = new Map(
    documents.filter((document) => document.locale === defaultLocale).map((document) => [document.relative, document]),
  );
  for (const document of documents) {
    const isMessages = (messageDocuments as readonly string[]).includes(document.relative);
    const isVerdict = documentKindOf(document.relative) === "verdict";
    if (!isMessages && !isVerdict) continue;
    const own = strings(document.json);
    const reference = global.get(document.relative);
    const referenceStrings = reference ? strings(reference.json) : new Map<string, string>();
    for (const [path, message] of own) {
      if (!isMessagePath(path)) continue;
      if (isVerdict && !verdictMessageFields.has(path.split(".").at(-1) ?? "")) continue;
      const parsed = messageArguments(message);
      if ("error" in parsed) {
        problems.push({ file: document.file, path, message: `is not a valid ICU message (${parsed.error})` });
        continue;
      }
      const globalMessage = referenceStrings.get(path);
      if (document.locale === defaultLocale || globalMessage === undefined) continue;
      const expected = messageArguments(globalMessage);
      if ("error" in expected) continue;
      if (expected.arguments.join() !== parsed.arguments.join()) {
        problems.push({
          file: document.file,
          path,
          message: `uses {${parsed.arguments.join("}, {")}} where ${defaultLocale} uses {${expected.arguments.join("}, {")}}`,
        });
      }
    }
    if (isMessages && document.locale !== defaultLocale) {
      for (const path of referenceStrings.keys()) {
        if (isMessagePath(path) && !path.match(/\.\d+\./) && !own.has(path)) {
          problems.push({ file: document.file, path, message: `is missing; ${defaultLocale} has it` });
        }
      }
    }
  }
  return problems;
}

/** Message documents every site must have in its own language (the site bar is optional). */
const requiredOwnMessages = messageDocuments.filter((relative) => relative !== "site-header/site-bar.json");

/**
 * Every site whose language is not English has each message document in its own folder, in its
 * own language and written for its market (es-mx is not es-es).
 */
export function checkOwnMessages(
  filesByLocale: ReadonlyMap<LocaleCode, ReadonlySet<string>>,
  display: (locale: LocaleCode, relative: string) => string,
): ContentProblem[] {
  const problems: ContentProblem[] = [];
  for (const locale of localeCodes) {
    const site = requireSite(locale);
    if (site.language === "en") continue;
    for (const relative of requiredOwnMessages) {
      if (!filesByLocale.get(locale)?.has(relative)) {
        problems.push({
          file: display(locale, relative),
          path: "",
          message: `is missing: ${locale} would show its interface in English`,
        });
      }
    }
  }
  return problems;
}
