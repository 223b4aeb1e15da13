const formats = new Map<string, Intl.NumberFormat>();

/**
 * An `Intl.NumberFormat`, made once per locale and options and then reused: making one costs
 * far more than formatting with it, and a page formats hundreds of numbers.
 *
 * @example numberFormat("de-DE", { style: "percent" }).format(0.25) // "25 %"
 */
export function numberFormat(locale: string, options: Intl.NumberFormatOptions = {}): Intl.NumberFormat {
  const key = `${locale}\u0000${JSON.stringify(options)}`;
  let format = formats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(locale, options);
    if (formats.size >= 5000) formats.clear();
    formats.set(key, format);
  }
  return format;
}
