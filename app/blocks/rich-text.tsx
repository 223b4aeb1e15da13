import type { BlockOf } from "./schemas.server";
import { type BlockContext, Heading } from "./types";

/** Editor HTML, sanitised when the document was loaded (see `richText` in the schemas). */
export function RichTextBlock({ block, context }: { block: BlockOf<"rich-text">; context: BlockContext }) {
  return (
    <section className="container section rich-text-block" id={block.id}>
      {block.heading && <Heading level={context.headingLevel}>{block.heading}</Heading>}
      <div className="prose" dangerouslySetInnerHTML={{ __html: block.html }} />
    </section>
  );
}
