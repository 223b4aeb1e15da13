import { ContentImage } from "./content-image";
import { IntroText } from "./intro-text";
import type { HeroView } from "./resolve.server";
import type { BlockContext } from "./types";

export function HeroBlock({ block, context }: { block: HeroView; context: BlockContext }) {
  return (
    <section className={`hero hero--${block.tone}`} id={block.id}>
      <div className="container hero__inner">
        <div className="hero__text">
          <IntroText prefix="hero" {...block} context={context} />
        </div>
        {block.image && <ContentImage className="hero__image" image={block.image} eager={context.headingLevel === 1} />}
      </div>
    </section>
  );
}
