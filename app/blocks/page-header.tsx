import { ActionLink } from "./action-link";
import { ContentImage } from "./content-image";
import { pageHeaderLayouts } from "./page-header-layouts";
import type { PageHeaderView } from "./resolve.server";
import { type BlockContext, Heading } from "./types";

/**
 * The page header in its variants (spec 3 §2): Blank, SMB Product, SMB Targeted Solution, B2C
 * Thank You V1/V2, About Team, SMB MSP, KSC, Taller and Buyblock. The variant's layout
 * (`page-header-layouts.ts`) places the image, the success mark, the actions and the variant's
 * motif; `page-header.css` gives each its look.
 */
export function PageHeaderBlock({ block, context }: { block: PageHeaderView; context: BlockContext }) {
  const layout = pageHeaderLayouts[block.variant];
  const image = block.image && layout.image !== "none" && (
    <ContentImage className="page-header-block__image" image={block.image} eager={context.headingLevel === 1} />
  );
  const heading = (
    <Heading level={context.headingLevel} className="page-header-block__heading">
      {block.heading}
    </Heading>
  );
  const actions = block.actions.length > 0 && (
    <div className="actions">
      {block.actions.map((action) => (
        <ActionLink key={"href" in action ? action.href : "unavailable"} action={action} />
      ))}
    </div>
  );
  return (
    <section
      className={`page-header-block page-header-block--${block.variant} page-header-block--align-${layout.align}`}
      id={block.id}
    >
      {layout.motif === "cloud" && <CloudMotif />}
      <div className="container page-header-block__inner">
        {layout.image === "start" && image}
        <div className="page-header-block__text">
          {layout.mark === "top" && <SuccessMark size={72} />}
          {block.eyebrow && <p className="eyebrow">{block.eyebrow}</p>}
          {layout.mark === "inline" ? (
            <div className="page-header-block__title-row">
              <SuccessMark size={48} />
              {heading}
            </div>
          ) : (
            heading
          )}
          {block.text && <p className="page-header-block__lead">{block.text}</p>}
          {layout.image !== "panel" && actions}
        </div>
        {(layout.image === "end" || layout.image === "below") && image}
        {layout.image === "panel" && (image || actions) && (
          <div className="page-header-block__panel">
            {image}
            {actions}
          </div>
        )}
      </div>
      {layout.motif === "tenants" && <TenantsMotif />}
    </section>
  );
}

function SuccessMark({ size }: { size: number }) {
  return (
    <svg className="page-header-block__mark" aria-hidden="true" focusable="false" width={size} height={size} viewBox="0 0 56 56">
      <circle cx="28" cy="28" r="28" fill="currentColor" />
      <path d="m17 29 7 7 15-16" fill="none" stroke="#fff" strokeWidth="5" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}

/** KSC: a cloud drawn behind the header's text. */
function CloudMotif() {
  return (
    <svg
      className="page-header-block__motif page-header-block__motif--cloud"
      aria-hidden="true"
      focusable="false"
      viewBox="0 0 480 240"
    >
      <path
        d="M110 210h270a70 70 0 0 0 8-139.5A100 100 0 0 0 200 52a80 80 0 0 0-90 79 40 40 0 0 0 0 79Z"
        fill="currentColor"
        opacity="0.35"
      />
      <path d="M300 150h110a40 40 0 0 0 3-79.8A55 55 0 0 0 310 90a45 45 0 0 0-10 60Z" fill="currentColor" opacity="0.2" />
    </svg>
  );
}

/** SMB MSP: one console linked to the many customers a managed service provider looks after. */
function TenantsMotif() {
  const tenants = [40, 160, 280, 400, 520, 640, 760];
  return (
    <div className="page-header-block__tenants">
      <svg className="container page-header-block__motif" aria-hidden="true" focusable="false" viewBox="0 0 840 120">
        <rect x="370" y="6" width="100" height="36" rx="8" fill="currentColor" />
        {tenants.map((x) => (
          <g key={x}>
            <path
              d={`M420 42 C420 70 ${x + 20} 60 ${x + 20} 82`}
              fill="none"
              stroke="currentColor"
              strokeWidth="2"
              opacity="0.6"
            />
            <rect x={x} y="82" width="40" height="28" rx="5" fill="none" stroke="currentColor" strokeWidth="3" />
          </g>
        ))}
      </svg>
    </div>
  );
}
