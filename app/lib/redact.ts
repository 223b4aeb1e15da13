/**
 * Keeps licence serials out of logs, wherever they hide: a path, a query string, an error message,
 * a forwarded header. Pure; applied to every log line (`createLogger`), so no caller can forget.
 *
 * A serial (spec 2 §5) is 18 or 32 letters and digits, typed with or without dashes or spaces, and
 * in URLs with `+`, `%20` or `%2D` between groups. This finds every run of letter/digit groups so
 * joined, and masks each stretch of whole groups that adds up to 18 or 32 characters and holds a
 * digit (as every serial we issue does; requiring one keeps ordinary hyphenated words readable):
 * the first and last four characters stay, the rest become `*`, separators are kept.
 */

const separator = String.raw`(?:-|\+|%20|%2[dD]| )`;
/**
 * A run starts where the character before is not a letter, digit or backslash — or right after a
 * JSON escape (`\n`, `\u00e9`), so a serial that follows an escaped newline in a log line is found.
 */
const runStart = String.raw`(?:(?<=\\[nrtbf])|(?<=\\u[0-9a-fA-F]{4})|(?<![A-Za-z0-9\\]))`;
const groups = new RegExp(`${runStart}[A-Za-z0-9]+(?:${separator}[A-Za-z0-9]+)*`, "g");
const separatorPattern = new RegExp(separator, "g");
/** Request ids are UUIDs (32 hex digits): kept readable where a log line names them. */
const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
const requestIdKey = '"requestId":"';

/**
 * @example redactSerials("/lrc?serial=KTS1-ACTIVE0-0000001") // "/lrc?serial=KTS1-*******-***0001"
 * @example redactSerials("serial=kts1active00000001&x=1") // "serial=kts1**********0001&x=1"
 * @example redactSerials("small-office-security") // "small-office-security"
 */
export function redactSerials(text: string): string {
  return text.replace(groups, (run: string, offset: number) =>
    run.length < 18 || (uuid.test(run) && text.endsWith(requestIdKey, offset)) ? run : maskRun(run),
  );
}

function maskRun(run: string): string {
  // Split into groups and the separators between them, keeping both.
  const parts: string[] = [];
  const seps: string[] = [];
  let last = 0;
  for (const match of run.matchAll(separatorPattern)) {
    parts.push(run.slice(last, match.index));
    seps.push(match[0]);
    last = (match.index ?? 0) + match[0].length;
  }
  parts.push(run.slice(last));

  const masked = [...parts];
  for (let start = 0; start < parts.length; start += 1) {
    // The longest stretch wins: a 32-character code starts with 18 characters that would also fit.
    let found: { end: number; length: number } | null = null;
    let length = 0;
    for (let end = start; end < parts.length && length <= 32; end += 1) {
      length += parts[end]?.length ?? 0;
      if ((length === 18 || length === 32) && /\d/.test(parts.slice(start, end + 1).join(""))) found = { end, length };
    }
    if (found) {
      maskGroups(masked, start, found.end, found.length);
      start = found.end;
    }
  }
  return masked.map((part, index) => part + (seps[index] ?? "")).join("");
}

/** Masks groups start..end in place: the first and last four characters of the stretch stay. */
function maskGroups(parts: string[], start: number, end: number, length: number) {
  let index = 0;
  for (let part = start; part <= end; part += 1) {
    parts[part] = [...(parts[part] ?? "")]
      .map((character) => {
        index += 1;
        return index <= 4 || index > length - 4 ? character : "*";
      })
      .join("");
  }
}
