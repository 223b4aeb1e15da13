/**
 * Licence keys as people type them (spec 2 §5): letters and digits, upper-cased, with dashes added
 * as the key grows — after 4 and 11 characters for the 18-character key, and at 8, 13, 18 and 23
 * once it is longer (the 32-character activation code). Used by the form in the browser and by
 * the server for what the form sent.
 *
 * @example formatSerialInput("abcd1234567xyz9876") // "ABCD-1234567-XYZ9876"
 * @example formatSerialInput("0123456789abcdef0123456789abcdef") // "01234567-89ABC-DEF01-23456-789ABCDEF"
 */
export function formatSerialInput(raw: string): string {
  const chars = raw
    .toUpperCase()
    .replace(/[^A-Z0-9]/g, "")
    .slice(0, 32);
  const cuts = chars.length > 18 ? [8, 13, 18, 23] : [4, 11];
  let out = "";
  for (let index = 0; index < chars.length; index++) {
    if (cuts.includes(index)) out += "-";
    out += chars[index];
  }
  return out;
}

/** Whether a key is complete: the 18- or the 32-character form. */
export function isCompleteSerial(formatted: string): boolean {
  const length = formatted.replaceAll("-", "").length;
  return length === 18 || length === 32;
}
