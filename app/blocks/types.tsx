import type { Translations } from "~/domain/content/schemas.server";
import type { Layout } from "~/domain/pages/rules";

/** What every block component gets besides its own content. */
export interface BlockContext {
  /** 1 for the page's first block (its heading is the page title), else 2. */
  headingLevel: 1 | 2;
  translations?: Translations;
  /** The page's layout, for blocks drawn differently by template (the enterprise page navigation). */
  layout?: Layout;
}

export function Heading({
  level,
  className,
  children,
  id,
}: {
  level: 1 | 2 | 3;
  className?: string;
  children: React.ReactNode;
  id?: string;
}) {
  const Tag = level === 1 ? "h1" : level === 2 ? "h2" : "h3";
  return (
    <Tag className={className} id={id}>
      {children}
    </Tag>
  );
}

/**
 * The frame most blocks share: a centred section with an optional heading and intro, addressable
 * by the block's anchor id; `headingId` names the heading for what it labels (a carousel, tabs).
 */
export function BlockSection({
  id,
  heading,
  headingId,
  intro,
  context,
  className,
  children,
}: {
  id?: string;
  heading?: string;
  headingId?: string;
  intro?: string;
  context: BlockContext;
  className?: string;
  children: React.ReactNode;
}) {
  return (
    <section className={`container section${className ? ` ${className}` : ""}`} id={id}>
      {heading && (
        <Heading level={context.headingLevel} className="section__heading" id={headingId}>
          {heading}
        </Heading>
      )}
      {intro && <p className="section__intro">{intro}</p>}
      {children}
    </section>
  );
}
