/**
 * `Intl` formatters made once per locale and options, then reused: making one costs far more than
 * formatting with it, and a page formats hundreds of numbers, dates and names.
 */

const made = new Map<string, unknown>();

function once<T>(kind: string, locale: string, options: object, make: () => T): T {
  const key = `${kind}\u0000${locale}\u0000${JSON.stringify(options)}`;
  let formatter = made.get(key) as T | undefined;
  if (formatter === undefined) {
    formatter = make();
    if (made.size >= 5000) made.clear();
    made.set(key, formatter);
  }
  return formatter;
}

/** @example numberFormat("de-DE", { style: "percent" }).format(0.25) // "25 %" */
export function numberFormat(locale: string, options: Intl.NumberFormatOptions = {}): Intl.NumberFormat {
  return once("number", locale, options, () => new Intl.NumberFormat(locale, options));
}

/** @example dateTimeFormat("en-GB", { dateStyle: "long", timeZone: "UTC" }).format(new Date(0)) // "1 January 1970" */
export function dateTimeFormat(locale: string, options: Intl.DateTimeFormatOptions = {}): Intl.DateTimeFormat {
  return once("date", locale, options, () => new Intl.DateTimeFormat(locale, options));
}

/** @example displayNames("de-DE", { type: "language" }).of("en") // "Englisch" */
export function displayNames(locale: string, options: Intl.DisplayNamesOptions): Intl.DisplayNames {
  return once("names", locale, options, () => new Intl.DisplayNames([locale], options));
}
