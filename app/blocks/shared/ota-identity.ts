import { classifyIdentityError, type IdentityErrorOutcome } from "./ota-rules";

/**
 * The identity provider's sign-in for the over-the-air install (spec 3 §3, §8), loaded on demand:
 * its script is fetched only when the visitor asks to install. Every failure is classified
 * (`classifyIdentityError`): "unavailable" hides the button for the visit and is announced as a
 * `ota:unavailable` window event for whoever listens (analytics, the page); "retry" leaves it.
 */

export const identityScriptSrc = "https://accounts.google.com/gsi/client";
const loadTimeoutMs = 10_000;

interface IdentityApi {
  accounts: {
    id: {
      initialize(options: {
        client_id: string;
        callback: (answer: { credential?: string }) => void;
        use_fedcm_for_prompt?: boolean;
      }): void;
      prompt(listener?: (notification: { isNotDisplayed(): boolean; getNotDisplayedReason(): string }) => void): void;
    };
  };
}

declare global {
  interface Window {
    google?: IdentityApi;
  }
}

let loading: Promise<void> | null = null;

/** Loads the provider's script once; a failed load may be tried again. */
function loadScript(): Promise<void> {
  loading ??= new Promise<void>((resolve, reject) => {
    const script = document.createElement("script");
    script.src = identityScriptSrc;
    script.async = true;
    const timer = window.setTimeout(() => reject({ type: "timeout" }), loadTimeoutMs);
    script.onload = () => {
      window.clearTimeout(timer);
      resolve();
    };
    script.onerror = () => {
      window.clearTimeout(timer);
      script.remove();
      reject({ type: "script_load_failed" });
    };
    document.head.append(script);
  }).catch((error: unknown) => {
    loading = null;
    throw error;
  });
  return loading;
}

export type SignInResult = { kind: "signed-in" } | { kind: "failed"; outcome: IdentityErrorOutcome; reason: string };

/** Signs the visitor in with the provider for `clientId`; resolves when they did, or why not. */
export async function signInForInstall(clientId: string): Promise<SignInResult> {
  try {
    await loadScript();
    return await new Promise<SignInResult>((resolve, reject) => {
      try {
        // A missing or changed API throws a TypeError here: the provider is unavailable.
        const id = (window.google as IdentityApi).accounts.id;
        id.initialize({
          client_id: clientId,
          callback: (answer) => (answer.credential ? resolve({ kind: "signed-in" }) : reject({ error: "no_credential" })),
        });
        id.prompt((notification) => {
          if (notification.isNotDisplayed()) reject({ error: notification.getNotDisplayedReason() });
        });
      } catch (error) {
        reject(error);
      }
    });
  } catch (error) {
    const outcome = classifyIdentityError(error);
    const reason =
      error instanceof Error
        ? error.message
        : String((error as { error?: string; type?: string })?.error ?? (error as { type?: string })?.type ?? error);
    if (outcome === "unavailable") window.dispatchEvent(new CustomEvent("ota:unavailable", { detail: { reason } }));
    return { kind: "failed", outcome, reason };
  }
}
