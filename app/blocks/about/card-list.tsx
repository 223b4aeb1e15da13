import type { ReactNode } from "react";
import { ContentImage } from "../content-image";
import type { Image } from "../schemas.server";
import { type BlockContext, BlockSection } from "../types";

/** The class names of a card list's parts: each list keeps its own (`team__photo`, `award__badge`). */
export interface CardListClasses {
  list: string;
  card: string;
  image: string;
  title: string;
  link: string;
}

/** One card: its picture, its title, the lines of its own under the title, and a link on. */
export interface Card {
  key: string;
  image: Image;
  title: string;
  lines: ReactNode;
  link?: { href: string; label: string };
}

/**
 * A block of cards in a list, in the block's frame (the team's people, the awards): each card a
 * lazily loaded picture, a title, its own lines and, when it has one, a link on.
 */
export function CardListBlock({
  block,
  context,
  classes,
  cards,
}: {
  block: { id?: string; heading?: string; intro?: string };
  context: BlockContext;
  classes: CardListClasses;
  cards: Card[];
}) {
  return (
    <BlockSection id={block.id} heading={block.heading} intro={block.intro} context={context}>
      <ul className={classes.list}>
        {cards.map((card) => (
          <li key={card.key} className={classes.card}>
            <ContentImage className={classes.image} image={card.image} />
            <h3 className={classes.title}>{card.title}</h3>
            {card.lines}
            {card.link && (
              <p className={classes.link}>
                <a href={card.link.href}>{card.link.label}</a>
              </p>
            )}
          </li>
        ))}
      </ul>
    </BlockSection>
  );
}
