import { useState } from "react";
import { type BlockContext, BlockSection } from "../types";
import type { OtaInstallView } from "./view";

type State = "ready" | "signing-in" | "unavailable";

/**
 * The over-the-air install (spec 3 §3, §8): the button loads the identity provider on demand
 * (`ota-identity.ts`), and once the visitor has signed in opens the app's store page, where it
 * installs on their phone. When the provider cannot start, the button goes and says why; the
 * store link stays, and is all there is without JavaScript.
 */
export function OtaInstall({ block, context }: { block: OtaInstallView; context: BlockContext }) {
  const [state, setState] = useState<State>("ready");

  async function install() {
    setState("signing-in");
    const { signInForInstall } = await import("./ota-identity");
    const result = await signInForInstall(block.otaClientId);
    if (result.kind === "signed-in") {
      window.location.assign(block.playHref);
      return;
    }
    setState(result.outcome === "unavailable" ? "unavailable" : "ready");
  }

  return (
    <BlockSection id={block.id} heading={block.heading} context={context} className="ota">
      {block.text && <p className="ota__text">{block.text}</p>}
      <div className="ota__actions">
        {state !== "unavailable" && (
          <button
            type="button"
            className="button button--primary ota__install"
            onClick={install}
            disabled={state === "signing-in"}
          >
            {state === "signing-in" ? block.texts.signingIn : block.texts.install}
          </button>
        )}
        <a className="button button--secondary" href={block.playHref}>
          {block.texts.getOnPlay}
        </a>
      </div>
      <p className="ota__status" role="status">
        {state === "unavailable" ? block.texts.unavailable : ""}
      </p>
    </BlockSection>
  );
}
