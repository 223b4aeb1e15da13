import { ContentImage } from "../content-image";
import { IntroText } from "../intro-text";
import type { BlockOf } from "../schemas.server";
import type { BlockContext } from "../types";

/** The enterprise page's banner: full width under template 3.0, framed under legacy (CSS by layout). */
export function EnterpriseBanner({ block, context }: { block: BlockOf<"enterprise-banner">; context: BlockContext }) {
  return (
    <section className="enterprise-banner" id={block.id}>
      <div className="container enterprise-banner__inner">
        <div className="enterprise-banner__text">
          <IntroText prefix="enterprise-banner" {...block} context={context} />
        </div>
        {block.image && (
          <ContentImage className="enterprise-banner__image" image={block.image} eager={context.headingLevel === 1} />
        )}
      </div>
    </section>
  );
}
