/** Where the age question's answer is remembered in the browser: one key per minimum age. */
export const ageConfirmedKey = (minimumAge: number) => `age-confirmed-${minimumAge}`;

/** Whether this browser has confirmed the age already (storage unavailable: not yet). */
export function ageConfirmed(minimumAge: number): boolean {
  try {
    return window.localStorage.getItem(ageConfirmedKey(minimumAge)) === "1";
  } catch {
    return false;
  }
}

export function rememberAgeConfirmed(minimumAge: number): void {
  try {
    window.localStorage.setItem(ageConfirmedKey(minimumAge), "1");
  } catch {
    // Storage unavailable (spec 3 §8): the question comes again on the next page; nothing breaks.
  }
}
