import type { Translations } from "~/domain/content/schemas.server";
import { renderBlock } from "./registry";
import type { RenderBlock } from "./resolve.server";

/** Whether a page's blocks supply its `<h1>`: a leading hero or page header does; otherwise the page title is. */
export const blocksProvideTitle = (blocks: RenderBlock[]) => blocks[0]?.type === "hero" || blocks[0]?.type === "page-header";

/**
 * Renders a page's blocks in order. A leading hero's heading is the page's `<h1>`; a list that
 * continues a page (`leadingLevel` 2) has none.
 */
export function BlockList({
  blocks,
  translations,
  leadingLevel = 1,
}: {
  blocks: RenderBlock[];
  translations?: Translations;
  leadingLevel?: 1 | 2;
}) {
  const leadingHero = leadingLevel === 1 && blocksProvideTitle(blocks);
  return (
    <>
      {blocks.map((block, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: blocks have no identity beyond their position in the document.
        <div key={index} className={`block block--${block.type}`}>
          {renderBlock(block, { headingLevel: leadingHero && index === 0 ? 1 : 2, translations })}
        </div>
      ))}
    </>
  );
}
