import { ContentImage } from "../content-image";
import type { BlockOf } from "../schemas.server";
import { type BlockContext, BlockSection } from "../types";

/** People with their illustrated portraits, roles and a link to their own page. */
export function TeamBlock({ block, context }: { block: BlockOf<"team">; context: BlockContext }) {
  return (
    <BlockSection id={block.id} heading={block.heading} intro={block.intro} context={context}>
      <ul className="team">
        {block.people.map((person) => (
          <li key={person.name} className="team__person">
            <ContentImage className="team__photo" image={person.photo} />
            <h3 className="team__name">{person.name}</h3>
            <p className="team__role">{person.role}</p>
            {person.bio && <p className="team__bio">{person.bio}</p>}
            {person.link && (
              <p className="team__more">
                <a href={person.link.href}>{person.link.label}</a>
              </p>
            )}
          </li>
        ))}
      </ul>
    </BlockSection>
  );
}
