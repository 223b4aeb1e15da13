import { useEffect, useState } from "react";
import { Link } from "react-router";
import { BlockList } from "~/blocks/block-list";
import type { PageBlock } from "~/blocks/islands";
import type { Translations } from "~/domain/content/schemas.server";
import type { LayoutData, LayoutLink } from "~/domain/pages/layout-data.server";
import type { Layout } from "~/domain/pages/rules";

/** The press centre's navigation sticks to the top once the page is scrolled this far (spec 3 §2, §9). */
export const pressNavStickyAfterPx = 447;

function useScrolledPast(px: number): boolean {
  const [past, setPast] = useState(false);
  useEffect(() => {
    const update = () => setPast(window.scrollY > px);
    update();
    window.addEventListener("scroll", update, { passive: true });
    return () => window.removeEventListener("scroll", update);
  }, [px]);
  return past;
}

function LinkList({ links, className }: { links: LayoutLink[]; className: string }) {
  return (
    <ul className={className}>
      {links.map((link) => (
        <li key={link.href}>
          <Link
            to={link.href}
            aria-current={link.current ? "page" : undefined}
            className={link.current ? "is-current" : undefined}
          >
            {link.label}
            {link.count !== undefined && <span className="layout-count">{link.count}</span>}
          </Link>
        </li>
      ))}
    </ul>
  );
}

/** Spec 3 §2: the press centre's section navigation, sticky after 447 px of scroll. */
function PressNavigation({ links, label, vertical }: { links: LayoutLink[]; label: string; vertical: boolean }) {
  const stuck = useScrolledPast(pressNavStickyAfterPx);
  return (
    <nav
      className={`press-nav${vertical ? " press-nav--vertical" : ""}${stuck ? " is-stuck" : ""}`}
      aria-label={label}
      data-sticky-after={pressNavStickyAfterPx}
    >
      <LinkList links={links} className="press-nav__list" />
    </nav>
  );
}

const isAside = (block: PageBlock) => block.type === "repository-sidebar";

/**
 * The layouts with more than one column (spec 1 §2.3, chosen by `chooseLayout`): the press centre
 * as a section bar over two columns (standard) or a vertical navigation beside the content and its
 * sidebar (advanced, ru-ru); the policy blog with a category column (resources-category) or a
 * featured newest post over the content (new-resources-center). Only their pages load this script
 * (an island, see `PageLayout`): its root names it in `data-island`.
 */
export function SpecialLayout({
  layout,
  data,
  blocks,
  translations,
}: {
  layout: Layout;
  data: LayoutData;
  blocks: PageBlock[];
  translations?: Translations;
}) {
  const main = blocks.filter((block) => !isAside(block));
  const aside = blocks.filter(isAside);
  if (data?.kind === "press") {
    const advanced = layout === "press-advanced";
    const [lead, ...rest] = main;
    return (
      <div className={`press-layout press-layout--${advanced ? "advanced" : "standard"}`} data-island="page-layout">
        {lead && <BlockList blocks={[lead]} translations={translations} />}
        {!advanced && <PressNavigation links={data.navigation} label={data.label} vertical={false} />}
        <div className="press-layout__columns container">
          {advanced && <PressNavigation links={data.navigation} label={data.label} vertical />}
          <div className="press-layout__main">
            <BlockList blocks={rest} translations={translations} leadingLevel={2} />
          </div>
          {aside.length > 0 && (
            <div className="press-layout__aside">
              <BlockList blocks={aside} translations={translations} leadingLevel={2} />
            </div>
          )}
        </div>
      </div>
    );
  }
  if (data?.kind === "categories") {
    const [lead, ...rest] = main;
    return (
      <div className="blog-layout blog-layout--categories" data-island="page-layout">
        {lead && <BlockList blocks={[lead]} translations={translations} />}
        <div className="blog-layout__columns container">
          <nav className="blog-layout__categories" aria-label={data.label}>
            <LinkList links={data.categories} className="blog-layout__category-list" />
          </nav>
          <div className="blog-layout__main">
            <BlockList blocks={[...rest, ...aside]} translations={translations} leadingLevel={2} />
          </div>
        </div>
      </div>
    );
  }
  if (data?.kind === "featured") {
    const [lead, ...rest] = main;
    return (
      <div className="blog-layout blog-layout--featured" data-island="page-layout">
        {lead && <BlockList blocks={[lead]} translations={translations} />}
        {data.featured && (
          <article className="blog-featured container">
            <p className="blog-featured__date">{data.featured.date}</p>
            <h2 className="blog-featured__title">
              <Link to={data.featured.href}>{data.featured.title}</Link>
            </h2>
            <p className="blog-featured__summary">{data.featured.summary}</p>
          </article>
        )}
        <BlockList blocks={[...rest, ...aside]} translations={translations} leadingLevel={2} />
      </div>
    );
  }
  return <BlockList blocks={blocks} translations={translations} />;
}

export default SpecialLayout;
