import { ContentImage } from "./content-image";
import { IntroText } from "./intro-text";
import type { PageHeaderView } from "./resolve.server";
import type { BlockContext } from "./types";

/** Variants that show a success mark before the heading (download thank-you pages). */
const thankYouVariants = new Set(["b2c-thank-you-v1", "b2c-thank-you-v2"]);

/**
 * The page header in its variants (spec 3 §2): Blank, SMB Product, SMB Targeted Solution, B2C
 * Thank You V1/V2, About Team, SMB MSP, KSC, Taller and Buyblock. One structure; the variant
 * sets the look (see `.page-header-block--*` in the styles).
 */
export function PageHeaderBlock({ block, context }: { block: PageHeaderView; context: BlockContext }) {
  return (
    <section className={`page-header-block page-header-block--${block.variant}`} id={block.id}>
      <div className="container page-header-block__inner">
        <div className="page-header-block__text">
          {thankYouVariants.has(block.variant) && (
            <svg
              className="page-header-block__mark"
              aria-hidden="true"
              focusable="false"
              width="56"
              height="56"
              viewBox="0 0 56 56"
            >
              <circle cx="28" cy="28" r="28" fill="currentColor" />
              <path d="m17 29 7 7 15-16" fill="none" stroke="#fff" strokeWidth="5" strokeLinecap="round" strokeLinejoin="round" />
            </svg>
          )}
          <IntroText prefix="page-header-block" {...block} context={context} />
        </div>
        {block.image && block.variant !== "blank" && (
          <ContentImage className="page-header-block__image" image={block.image} eager={context.headingLevel === 1} />
        )}
      </div>
    </section>
  );
}
