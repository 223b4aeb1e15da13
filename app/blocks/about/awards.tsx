import type { BlockOf } from "../schemas.server";
import type { BlockContext } from "../types";
import { CardListBlock } from "./card-list";

const classes = { list: "awards", card: "award", image: "award__badge", title: "award__title", link: "award__link" };

/** Awards and certificates: badge, title, year and issuer, and what it was given for. */
export function AwardsBlock({ block, context }: { block: BlockOf<"awards">; context: BlockContext }) {
  return (
    <CardListBlock
      block={block}
      context={context}
      classes={classes}
      cards={block.awards.map((award) => ({
        key: `${award.year}-${award.title}`,
        image: award.badge,
        title: award.title,
        lines: (
          <>
            <p className="award__meta">
              <span className="award__issuer">{award.issuer}</span>
              {" · "}
              <time className="award__year" dateTime={String(award.year)}>
                {award.year}
              </time>
            </p>
            <p className="award__text">{award.text}</p>
          </>
        ),
        link: award.link,
      }))}
    />
  );
}
