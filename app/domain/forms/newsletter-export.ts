/**
 * The newsletter export (`npm run newsletter:export`): the confirmed subscribers of a site as CSV,
 * with the marketing fields of spec 3 §7 (EMAIL_FIELD, LOCALE_FIELD, SEGMENT_FIELD,
 * OPT_IN_EMAIL_IND_FIELD). Pure.
 */

export interface ExportRow {
  email: string;
  localeCode: string;
  segment: string;
  optIn: number;
  confirmedAt: string | null;
}

export const exportColumns = ["EMAIL_FIELD", "LOCALE_FIELD", "SEGMENT_FIELD", "OPT_IN_EMAIL_IND_FIELD", "CONFIRMED_AT"] as const;

/**
 * One CSV cell (RFC 4180): quoted when it holds a comma, quote or line break; a cell a spreadsheet
 * would run as a formula (`=`, `+`, `-`, `@` first) is prefixed with an apostrophe.
 *
 * @example csvCell('say "hi"') // "\"say \"\"hi\"\"\""
 * @example csvCell("=1+1") // "'=1+1"
 */
export function csvCell(value: string | number | null): string {
  let text = value === null ? "" : String(value);
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

export function toCsv(rows: readonly ExportRow[]): string {
  const lines = [exportColumns.join(",")];
  for (const row of rows) lines.push([row.email, row.localeCode, row.segment, row.optIn, row.confirmedAt].map(csvCell).join(","));
  return `${lines.join("\r\n")}\r\n`;
}
