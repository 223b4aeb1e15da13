import { FormBlock } from "../forms/form-block";
import { type BlockContext, Heading } from "../types";
import type { SmbContactUsView } from "./view";

/**
 * The SMB contact block: sales numbers and hours for each region beside the form engine's form,
 * which posts to the page like any form block (so it works without JavaScript too).
 */
export function SmbContactUs({ block, context }: { block: SmbContactUsView; context: BlockContext }) {
  const headingId = block.id ? `${block.id}-heading` : undefined;
  return (
    <section className="container section smb-contact" id={block.id} aria-labelledby={headingId}>
      {block.heading && (
        <Heading level={context.headingLevel} className="section__heading" id={headingId}>
          {block.heading}
        </Heading>
      )}
      {block.intro && <p className="section__intro">{block.intro}</p>}
      <div className={`smb-contact__grid${block.form ? "" : " smb-contact__grid--numbers"}`}>
        <ul className="smb-contact__regions">
          {block.regions.map((region) => (
            <li key={region.name} className="smb-contact__region">
              <Heading level={block.heading ? 3 : 2} className="smb-contact__region-name">
                {region.name}
              </Heading>
              <dl className="smb-contact__facts">
                <dt>{block.labels.phone}</dt>
                <dd>
                  <a href={region.phone.href}>{region.phone.label}</a>
                </dd>
                <dt>{block.labels.hours}</dt>
                <dd>{region.hours}</dd>
                {region.email && (
                  <>
                    <dt>{block.labels.email}</dt>
                    <dd>
                      <a href={`mailto:${region.email}`}>{region.email}</a>
                    </dd>
                  </>
                )}
              </dl>
            </li>
          ))}
        </ul>
        {block.form && (
          <div className="smb-contact__form">
            <FormBlock block={block.form} context={context} />
          </div>
        )}
      </div>
    </section>
  );
}
