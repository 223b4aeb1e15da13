import type { ReactNode } from "react";
import { type BlockContext, Heading } from "../types";

/**
 * The frame of a carousel block: a centred section whose heading names the carousel
 * (`aria-labelledby` on the carousel points at `headingId`).
 */
export function CarouselSection({
  id,
  headingId,
  heading,
  intro,
  context,
  className,
  children,
}: {
  id?: string;
  headingId: string;
  heading?: string;
  intro?: string;
  context: BlockContext;
  className: string;
  children: ReactNode;
}) {
  return (
    <section className={`container section carousel-block ${className}`} id={id}>
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
