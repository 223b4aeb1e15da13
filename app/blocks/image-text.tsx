import { ActionLink } from "./action-link";
import { ContentImage } from "./content-image";
import type { ImageTextView } from "./resolve.server";
import { type BlockContext, Heading } from "./types";

export function ImageTextBlock({ block, context }: { block: ImageTextView; context: BlockContext }) {
  return (
    <section className={`container section image-text image-text--image-${block.imagePosition}`} id={block.id}>
      <ContentImage className="image-text__image" image={block.image} />
      <div className="image-text__body">
        <Heading level={context.headingLevel}>{block.heading}</Heading>
        <div className="prose" dangerouslySetInnerHTML={{ __html: block.html }} />
        {block.action && <ActionLink action={block.action} />}
      </div>
    </section>
  );
}
