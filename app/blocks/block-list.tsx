import type { Translations } from "~/domain/content/schemas.server";
import { renderBlock } from "./registry";
import type { RenderBlock } from "./resolve.server";

/** Whether a page's blocks supply its `<h1>`: a leading hero or page header does; otherwise the page title is. */
export const blocksProvideTitle = (blocks: RenderBlock[]) => blocks[0]?.type === "hero" || blocks[0]?.type === "page-header";

/** Renders a page's blocks in order. */
export function BlockList({ blocks, translations }: { blocks: RenderBlock[]; translations?: Translations }) {
  const leadingHero = blocksProvideTitle(blocks);
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
