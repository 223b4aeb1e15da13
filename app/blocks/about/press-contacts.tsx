import type { BlockOf } from "../schemas.server";
import { type BlockContext, BlockSection } from "../types";
import { telHref } from "./rules";

/** Regional press offices: who to ask, by e-mail or telephone, and when they answer. */
export function PressContactsBlock({ block, context }: { block: BlockOf<"press-contacts">; context: BlockContext }) {
  const emailLabel = context.translations?.contactEmail ?? "Email";
  const phoneLabel = context.translations?.contactPhone ?? "Phone";
  return (
    <BlockSection id={block.id} heading={block.heading} intro={block.intro} context={context}>
      <ul className="press-contacts">
        {block.contacts.map((contact) => (
          <li key={contact.region} className="press-contact">
            <h3 className="press-contact__region">{contact.region}</h3>
            <p className="press-contact__name">
              {contact.name}
              {contact.role && <span className="press-contact__role">{contact.role}</span>}
            </p>
            <dl className="press-contact__ways">
              <dt>{emailLabel}</dt>
              <dd>
                <a href={`mailto:${contact.email}`}>{contact.email}</a>
              </dd>
              <dt>{phoneLabel}</dt>
              <dd>
                <a href={telHref(contact.phone)}>{contact.phone}</a>
              </dd>
            </dl>
            {contact.hours && <p className="press-contact__hours">{contact.hours}</p>}
          </li>
        ))}
      </ul>
    </BlockSection>
  );
}
