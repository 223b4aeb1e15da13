import type { Translations } from "~/domain/content/schemas.server";
import { blocksProvideTitle, isInteractiveBlock, type PageBlock } from "./islands";
import { renderBlock } from "./registry";
import { StaticBlockHtml } from "./static-html";

/**
 * Renders a page's blocks in order: interactive blocks by their components, static blocks as the
 * HTML the server drew. A leading hero's heading is the page's `<h1>`; a list that continues a
 * page (`leadingLevel` 2) has none.
 */
export function BlockList({
  blocks,
  translations,
  leadingLevel = 1,
}: {
  blocks: PageBlock[];
  translations?: Translations;
  leadingLevel?: 1 | 2;
}) {
  const leadingHero = leadingLevel === 1 && blocksProvideTitle(blocks);
  return (
    <>
      {blocks.map((block, index) =>
        isInteractiveBlock(block) ? (
          // biome-ignore lint/suspicious/noArrayIndexKey: blocks have no identity beyond their position in the document.
          <div key={index} className={`block block--${block.type}`} data-island={block.type}>
            {renderBlock(block, { headingLevel: leadingHero && index === 0 ? 1 : 2, translations })}
          </div>
        ) : (
          // biome-ignore lint/suspicious/noArrayIndexKey: as above.
          <StaticBlockHtml key={index} className={`block block--${block.type}`} block={block} />
        ),
      )}
    </>
  );
}
