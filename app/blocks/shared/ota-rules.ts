/**
 * Over-the-air install sign-in (spec 3 §3 otaClientId, otaPackageName; §8 "Over-the-air sign-in:
 * error idpiframe_initialization_failed or a type error hides the button and signals it is
 * unavailable"). Pure rules, shared by the adapter and its tests.
 */

/** What an identity error means for the button: gone for this visit, or still there to try again. */
export type IdentityErrorOutcome = "unavailable" | "retry";

/**
 * The identity provider could not start (its frame failed: `idpiframe_initialization_failed`, or
 * its script is missing or broken, which surfaces as a TypeError): the button goes. A visitor who
 * closed the sign-in window may try again.
 *
 * @example classifyIdentityError({ error: "idpiframe_initialization_failed" }) // "unavailable"
 * @example classifyIdentityError({ error: "popup_closed_by_user" }) // "retry"
 */
export function classifyIdentityError(error: unknown): IdentityErrorOutcome {
  if (error instanceof TypeError) return "unavailable";
  const code =
    typeof error === "object" && error !== null
      ? String((error as { error?: unknown; type?: unknown }).error ?? (error as { type?: unknown }).type ?? "")
      : String(error);
  if (
    code === "idpiframe_initialization_failed" ||
    (error instanceof Error && error.message.includes("idpiframe_initialization_failed"))
  ) {
    return "unavailable";
  }
  if (code === "script_load_failed" || code === "timeout") return "unavailable";
  return "retry";
}

/** The package's store page, where a signed-in visitor installs it on their phone. */
export function playStoreHref(packageName: string): string {
  return `https://play.google.com/store/apps/details?id=${encodeURIComponent(packageName)}`;
}
