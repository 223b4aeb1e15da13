/**
 * Spec 2 §5: "Email check pattern: word characters with optional dots/dashes, an @, a domain and
 * a suffix of 2-3 letters." Pure and dependency-free, so the server's validation and the
 * browser's check before sending are the same rule.
 *
 * @example isValidEmail("name.surname@example.com") // true
 * @example isValidEmail("name@example.info") // false (a 4-letter suffix)
 */
export const emailPattern = /^\w+([.-]?\w+)*@\w+([.-]?\w+)*(\.[A-Za-z]{2,3})+$/;

export function isValidEmail(value: string): boolean {
  return value.length <= 254 && emailPattern.test(value);
}
