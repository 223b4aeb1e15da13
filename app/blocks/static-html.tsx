import { createContext, useContext, useMemo } from "react";
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

/**
 * A static block's frame. On the server it holds the block's HTML; when a document hydrates, it is
 * empty and React leaves the server's HTML in place (it does not compare inner HTML); after a
 * client navigation it holds the HTML the loader sent.
 */
export function StaticBlockHtml({ block, className }: { block: StaticBlock; className: string }) {
  const documentHtml = useContext(StaticHtmlContext);
  const drawn = block.slot === undefined ? undefined : documentHtml?.[block.slot];
  for (const hint of drawn?.preloads ?? []) {
    preload(hint.href ?? "", {
      as: "image",
      fetchPriority: hint.fetchPriority,
      imageSrcSet: hint.imageSrcSet,
      imageSizes: hint.imageSizes,
    });
  }
  const html = block.html ?? drawn?.html ?? "";
  // The same object while the HTML is the same: React rewrites inner HTML whenever the prop changes,
  // which would empty a hydrated block on its next render.
  const inner = useMemo(() => ({ __html: html }), [html]);
  return <div className={className} suppressHydrationWarning dangerouslySetInnerHTML={inner} />;
}
