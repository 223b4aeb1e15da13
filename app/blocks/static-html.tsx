import { createContext, useContext, useLayoutEffect, useMemo, useRef, useState } from "react";
import { preload } from "react-dom";
import type { StaticBlock } from "./islands";

/** A preload hint for an image a static block shows early (React's own, see `drawStaticBlocks`). */
export interface ImagePreload {
  href?: string;
  fetchPriority?: "high" | "low" | "auto";
  imageSrcSet?: string;
  imageSizes?: string;
}

/** A static block's HTML in a document, and the image hints its render made. */
export interface DocumentBlockHtml {
  html: string;
  preloads: ImagePreload[];
}

/**
 * The HTML of the static blocks of the response being rendered, by slot, provided by
 * `entry.server.tsx`. In the browser it is empty: there the HTML is already in the document.
 */
const StaticHtmlContext = createContext<readonly DocumentBlockHtml[] | null>(null);
export const StaticHtmlProvider = StaticHtmlContext.Provider;

/** HTML drawn on the server: itself (in a client navigation's data), or its slot in the document's list. */
export interface DrawnHtml {
  html?: string;
  slot?: number;
}

/** What a frame with a `keep` name held when its document hydrated, for its next mount. */
const kept = new Map<string, string>();

/** The server's `useLayoutEffect` warning is not wanted: on the server nothing is kept. */
const useClientLayoutEffect = typeof document === "undefined" ? () => undefined : useLayoutEffect;

/**
 * The frame of HTML drawn on the server (a static block, the footer). On the server it holds the
 * HTML; when a document hydrates, it is empty and React leaves the server's HTML in place (it does
 * not compare inner HTML); after a client navigation it holds the HTML the loader sent. A frame
 * named `keep` remembers its HTML when it hydrates, so that a later mount without HTML of its own
 * (the shell drawn again for an error page) shows it again.
 */
export function StaticHtml({ drawn: from, className, keep }: { drawn: DrawnHtml; className: string; keep?: string }) {
  const documentHtml = useContext(StaticHtmlContext);
  const element = useRef<HTMLDivElement>(null);
  const drawn = from.slot === undefined ? undefined : documentHtml?.[from.slot];
  for (const hint of drawn?.preloads ?? []) {
    preload(hint.href ?? "", {
      as: "image",
      fetchPriority: hint.fetchPriority,
      imageSrcSet: hint.imageSrcSet,
      imageSizes: hint.imageSizes,
    });
  }
  // Read once per mount: a hydrating frame finds nothing kept and leaves the server's HTML alone.
  const [remembered] = useState(() => (keep && documentHtml === null ? kept.get(keep) : undefined));
  const html = from.html ?? drawn?.html ?? remembered ?? "";
  // The same object while the HTML is the same: React rewrites inner HTML whenever the prop changes,
  // which would empty a hydrated block on its next render.
  const inner = useMemo(() => ({ __html: html }), [html]);
  useClientLayoutEffect(() => {
    if (keep && element.current?.innerHTML) kept.set(keep, element.current.innerHTML);
  });
  return <div ref={element} className={className} suppressHydrationWarning dangerouslySetInnerHTML={inner} />;
}

/** A static block's frame (see `StaticHtml`). */
export function StaticBlockHtml({ block, className }: { block: StaticBlock; className: string }) {
  return <StaticHtml drawn={block} className={className} />;
}
