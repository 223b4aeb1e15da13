import { ContentImage } from "../content-image";
import type { BlockOf } from "../schemas.server";
import { type BlockContext, BlockSection } from "../types";

/** Awards and certificates: badge, title, year and issuer, and what it was given for. */
export function AwardsBlock({ block, context }: { block: BlockOf<"awards">; context: BlockContext }) {
  return (
    <BlockSection id={block.id} heading={block.heading} intro={block.intro} context={context}>
      <ul className="awards">
        {block.awards.map((award) => (
          <li key={`${award.year}-${award.title}`} className="award">
            <ContentImage className="award__badge" image={award.badge} />
            <h3 className="award__title">{award.title}</h3>
            <p className="award__meta">
              <span className="award__issuer">{award.issuer}</span>
              {" · "}
              <time className="award__year" dateTime={String(award.year)}>
                {award.year}
              </time>
            </p>
            <p className="award__text">{award.text}</p>
            {award.link && (
              <p className="award__link">
                <a href={award.link.href}>{award.link.label}</a>
              </p>
            )}
          </li>
        ))}
      </ul>
    </BlockSection>
  );
}
