import { Link } from "react-router";
import { type BlockContext, BlockSection } from "../types";
import { ItemCard } from "./item-card";
import type { RepositoryCategoriesView, RepositorySidebarView, RepositoryWidgetsView } from "./view";

/** The newest items of a repository, as a compact list (spec 3 §9: sidebar widgets, 5 items). */
export function RepositorySidebar({ block }: { block: RepositorySidebarView; context: BlockContext }) {
  if (block.items.length === 0) return null;
  return (
    <aside className="repo-sidebar container" aria-label={block.heading}>
      {block.heading && <h2 className="repo-sidebar__heading">{block.heading}</h2>}
      <ul className="repo-sidebar__list">
        {block.items.map((item) => (
          <li key={item.href}>
            <ItemCard item={item} headingLevel={3} withImage={false} />
          </li>
        ))}
      </ul>
      {block.moreLink && (
        <Link className="text-link" to={block.moreLink.href}>
          {block.moreLink.label}
        </Link>
      )}
    </aside>
  );
}

/** Bottom widgets (spec 3 §9: 6 a page): related items as cards. */
export function RepositoryWidgets({ block, context }: { block: RepositoryWidgetsView; context: BlockContext }) {
  if (block.items.length === 0) return null;
  return (
    <BlockSection heading={block.heading} context={context} className="repo-widgets">
      <ul className="repo-list repo-list--grid">
        {block.items.map((item) => (
          <li key={item.href}>
            <ItemCard item={item} headingLevel={3} readMore={block.readMore} />
          </li>
        ))}
      </ul>
    </BlockSection>
  );
}

/** Per-category blocks: each category's newest items and a link to the filtered list. */
export function RepositoryCategories({ block, context }: { block: RepositoryCategoriesView; context: BlockContext }) {
  return (
    <BlockSection heading={block.heading} context={context} className="repo-categories">
      <div className="repo-categories__grid">
        {block.categories.map((category) => (
          <section key={category.id} className="repo-categories__category" aria-labelledby={`repo-category-${category.id}`}>
            <h3 id={`repo-category-${category.id}`} className="repo-categories__title">
              {category.href ? <Link to={category.href}>{category.label}</Link> : category.label}
            </h3>
            <ul className="repo-sidebar__list">
              {category.items.map((item) => (
                <li key={item.href}>
                  <ItemCard item={item} headingLevel={4} withImage={false} />
                </li>
              ))}
            </ul>
          </section>
        ))}
      </div>
      {block.moreLink && (
        <p className="repo-categories__more">
          <Link className="button button--secondary" to={block.moreLink.href}>
            {block.moreLink.label}
          </Link>
        </p>
      )}
    </BlockSection>
  );
}
