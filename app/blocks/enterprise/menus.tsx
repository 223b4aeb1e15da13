import { Icon } from "~/components/ui/icon";
import type { BlockOf } from "../schemas.server";
import { type BlockContext, BlockSection } from "../types";

/** The enterprise home's categories (solutions, products, services), each a titled list of links. */
export function EnterpriseCategoryMenu({
  block,
  context,
}: {
  block: BlockOf<"enterprise-category-menu">;
  context: BlockContext;
}) {
  return (
    <BlockSection id={block.id} heading={block.heading} intro={block.intro} context={context} className="enterprise-section">
      <div className="enterprise-category-menu">
        {block.categories.map((category) => (
          <nav key={category.title} className="enterprise-card enterprise-category-menu__group" aria-label={category.title}>
            {category.icon && (
              <span className="enterprise-card__icon">
                <Icon name={category.icon} />
              </span>
            )}
            <h3 className="enterprise-card__title">
              {category.href ? <a href={category.href}>{category.title}</a> : category.title}
            </h3>
            {category.text && <p>{category.text}</p>}
            <ul className="enterprise-category-menu__links">
              {category.links.map((link) => (
                <li key={link.href}>
                  <a className="text-link" href={link.href}>
                    {link.label}
                  </a>
                </li>
              ))}
            </ul>
          </nav>
        ))}
      </div>
    </BlockSection>
  );
}

/** The enterprise home's quick menu: a named navigation of its main destinations. */
export function EnterpriseHomeMenu({ block }: { block: BlockOf<"enterprise-home-menu"> }) {
  return (
    <nav className="container section enterprise-home-menu" id={block.id} aria-label={block.label}>
      <ul className="enterprise-home-menu__list">
        {block.items.map((item) => (
          <li key={item.href}>
            <a className="enterprise-home-menu__link" href={item.href}>
              <span className="enterprise-home-menu__label">{item.label}</span>
              {item.text && <span className="enterprise-home-menu__text">{item.text}</span>}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
