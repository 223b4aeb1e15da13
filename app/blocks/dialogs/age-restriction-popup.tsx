import { useEffect, useId, useRef, useState } from "react";
import { Dialog } from "~/components/ui/dialog";
import type { BlockContext } from "../types";
import { ageConfirmed, rememberAgeConfirmed } from "./age-gate";
import type { AgeRestrictionPopupView } from "./view";

/**
 * Age-restriction popup: the page opens with the question in a modal dialog until the visitor
 * confirms their age (remembered in this browser); declining goes to the configured page. Escape
 * puts the dialog away but not the question: the notice stays above the content with both answers.
 * Without JavaScript that notice is all there is: a link on to the content and one away.
 */
export function AgeRestrictionPopup({ block, context }: { block: AgeRestrictionPopupView; context: BlockContext }) {
  const [state, setState] = useState<"unknown" | "asking" | "dismissed" | "confirmed">("unknown");
  const notice = useRef<HTMLElement>(null);
  const confirm = useRef<HTMLButtonElement>(null);
  const headingId = useId();
  const textId = useId();
  const contentId = `${block.id ?? "age-restriction"}-content`;

  useEffect(() => setState(ageConfirmed(block.minimumAge) ? "confirmed" : "asking"), [block.minimumAge]);

  const accept = () => {
    rememberAgeConfirmed(block.minimumAge);
    setState("confirmed");
  };

  return (
    <>
      {state !== "confirmed" && (
        <section ref={notice} id={block.id} className="container age-gate" aria-labelledby={headingId} tabIndex={-1}>
          <div className="age-gate__box">
            {context.headingLevel === 1 ? (
              <h1 id={headingId} className="age-gate__heading">
                {block.heading}
              </h1>
            ) : (
              <h2 id={headingId} className="age-gate__heading">
                {block.heading}
              </h2>
            )}
            <p>{block.text}</p>
            <div className="age-gate__actions">
              <a
                className="button button--primary"
                href={`#${contentId}`}
                onClick={(event) => {
                  event.preventDefault();
                  accept();
                  document.getElementById(contentId)?.focus();
                }}
              >
                {block.confirmLabel}
              </a>
              <a className="button button--secondary" href={block.declineHref}>
                {block.declineLabel}
              </a>
            </div>
          </div>
        </section>
      )}
      {/* Where the content starts: the confirming link's target. */}
      <span id={contentId} className="age-gate__content" tabIndex={-1} />
      <Dialog
        open={state === "asking"}
        onClose={() => setState((current) => (current === "asking" ? "dismissed" : current))}
        title={block.heading}
        describedBy={textId}
        className="age-gate__dialog"
        initialFocus={confirm}
        dismissOnBackdrop={false}
        fallbackFocus={() => notice.current ?? document.getElementById(contentId)}
      >
        <p id={textId}>{block.text}</p>
        <div className="age-gate__actions">
          <button ref={confirm} type="button" className="button button--primary" onClick={accept}>
            {block.confirmLabel}
          </button>
          <a className="button button--secondary" href={block.declineHref}>
            {block.declineLabel}
          </a>
        </div>
      </Dialog>
    </>
  );
}
