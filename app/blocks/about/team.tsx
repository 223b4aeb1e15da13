import type { BlockOf } from "../schemas.server";
import type { BlockContext } from "../types";
import { CardListBlock } from "./card-list";

const classes = { list: "team", card: "team__person", image: "team__photo", title: "team__name", link: "team__more" };

/** People with their illustrated portraits, roles and a link to their own page. */
export function TeamBlock({ block, context }: { block: BlockOf<"team">; context: BlockContext }) {
  return (
    <CardListBlock
      block={block}
      context={context}
      classes={classes}
      cards={block.people.map((person) => ({
        key: person.name,
        image: person.photo,
        title: person.name,
        lines: (
          <>
            <p className="team__role">{person.role}</p>
            {person.bio && <p className="team__bio">{person.bio}</p>}
          </>
        ),
        link: person.link,
      }))}
    />
  );
}
