import { useEffect, useState } from "react";
import { Dialog } from "~/components/ui/dialog";
import { useLinkedDialog } from "./open-link";
import type { DisclaimerPopupView } from "./view";

/**
 * Disclaimer popup: a "Disclaimer" link. Without JavaScript it leads to the block's anchor, where
 * the text is on the page; once the page runs, the link opens the same text in a modal dialog and
 * the copy on the page is put away (the dialog is where it is read).
 */
export function DisclaimerPopup({ block }: { block: DisclaimerPopupView }) {
  const dialog = useLinkedDialog<true>();
  const [enhanced, setEnhanced] = useState(false);
  // A visitor sent to the anchor itself still finds the text there.
  useEffect(() => setEnhanced(window.location.hash !== `#${block.id}`), [block.id]);
  return (
    <div className="container disclaimer-popup">
      <p className="disclaimer-popup__link">
        <a href={`#${block.id}`} {...dialog.opener(true)}>
          {block.label}
        </a>
      </p>
      <section id={block.id} className="disclaimer-popup__text" aria-labelledby={`${block.id}-title`} hidden={enhanced}>
        <h2 id={`${block.id}-title`} className="disclaimer-popup__heading">
          {block.title}
        </h2>
        {/* Sanitised when the document was loaded. */}
        <div dangerouslySetInnerHTML={{ __html: block.html }} />
      </section>
      <Dialog {...dialog.state} title={block.title} closeLabel={block.closeLabel} className="disclaimer-popup__dialog">
        <div className="disclaimer-popup__body" dangerouslySetInnerHTML={{ __html: block.html }} />
      </Dialog>
    </div>
  );
}
