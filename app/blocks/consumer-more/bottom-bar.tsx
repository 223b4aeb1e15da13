import { useEffect, useState } from "react";
import type { BlockContext } from "../types";
import type { BottomBarView } from "./view";

const storageKey = (campaign: string) => `bottom-bar-closed:${campaign}`;

function closedBefore(campaign: string): boolean {
  try {
    return window.localStorage.getItem(storageKey(campaign)) === "1";
  } catch {
    // Storage unavailable (spec 3 §8): the bar shows.
    return false;
  }
}

/**
 * A sticky call to action at the bottom of the page. It can be closed once scripts run, and stays
 * closed for the campaign (`localStorage`); without JavaScript it is a plain bar at the page's end.
 */
export function BottomBar({ block }: { block: BottomBarView; context: BlockContext }) {
  const [enhanced, setEnhanced] = useState(false);
  const [closed, setClosed] = useState(false);

  useEffect(() => {
    setClosed(closedBefore(block.campaign));
    setEnhanced(true);
  }, [block.campaign]);

  if (closed) return null;
  const close = () => {
    try {
      window.localStorage.setItem(storageKey(block.campaign), "1");
    } catch {
      // Closed for this page view only.
    }
    setClosed(true);
  };
  return (
    <aside className={`bottom-bar${enhanced ? " bottom-bar--sticky" : ""}`} id={block.id} aria-label={block.link.label}>
      <p className="bottom-bar__text">{block.text}</p>
      <a className="button button--primary bottom-bar__link" href={block.link.href}>
        {block.link.label}
      </a>
      {enhanced && (
        <button type="button" className="bottom-bar__close" aria-label={block.closeLabel} onClick={close}>
          <span aria-hidden="true">×</span>
        </button>
      )}
    </aside>
  );
}
