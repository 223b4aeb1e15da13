import { type MessageFormatElement, parse, TYPE } from "@formatjs/icu-messageformat-parser";
import { IntlMessageFormat } from "intl-messageformat";

/**
 * Interface text is ICU MessageFormat, formatted by FormatJS's `intl-messageformat` with the
 * site's locale: arguments (`{partner}`), plurals with the language's own categories (Russian
 * one/few/many, Arabic zero/one/two/few/many) and `Intl` for numbers. A sentence is one message,
 * never glued from parts. The server formats; components receive finished text.
 */

const compiled = new Map<string, IntlMessageFormat>();

/**
 * A message formatted for a locale (an Intl locale such as "ru-RU").
 *
 * @example formatMessage("ru-RU", "{days, plural, one {# день} few {# дня} many {# дней} other {# дня}}", { days: 5 }) // "5 дней"
 */
export function formatMessage(locale: string, message: string, values: Record<string, string | number> = {}): string {
  // Without an argument or an escaped quote, the message is its own text.
  if (!message.includes("{") && !message.includes("'")) return message;
  const key = `${locale}\u0000${message}`;
  let format = compiled.get(key);
  if (!format) {
    format = new IntlMessageFormat(message, locale, undefined, { ignoreTag: true });
    if (compiled.size > 5000) compiled.clear();
    compiled.set(key, format);
  }
  return String(format.format(values));
}

/** A formatter bound to one locale, for the many messages of one page. */
export function messageFormatter(locale: string) {
  return (message: string, values?: Record<string, string | number>) => formatMessage(locale, message, values);
}

export type FormatMessage = ReturnType<typeof messageFormatter>;

/**
 * The argument names a message uses (`{partner}`, `{days, plural, …}` → partner, days), or the
 * parse error; for the content checker's parity of placeholders across translations.
 *
 * @example messageArguments("Save {rate} on {days, plural, one {# day} other {# days}}") // { arguments: ["days", "rate"] }
 */
export function messageArguments(message: string): { arguments: string[] } | { error: string } {
  let elements: MessageFormatElement[];
  try {
    elements = parse(message, { ignoreTag: true });
  } catch (error) {
    return { error: (error as Error).message };
  }
  const names = new Set<string>();
  const visit = (list: MessageFormatElement[]) => {
    for (const element of list) {
      if (element.type === TYPE.literal || element.type === TYPE.pound) continue;
      if ("value" in element && typeof element.value === "string" && element.type !== TYPE.tag) names.add(element.value);
      if (element.type === TYPE.plural || element.type === TYPE.select) {
        for (const option of Object.values(element.options)) visit(option.value);
      }
      if (element.type === TYPE.tag) visit(element.children);
    }
  };
  visit(elements);
  return { arguments: [...names].sort() };
}
