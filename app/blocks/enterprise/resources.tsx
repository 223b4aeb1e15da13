import { useEffect, useRef, useState } from "react";
import { useLocation } from "react-router";
import { type BlockContext, BlockSection } from "../types";
import type { EnterpriseResourcesView } from "./more-view";
import { resourceQuery, resourceShown } from "./resource-filter";

/**
 * The enterprise resource library (spec 3 §3, §5): a GET form of filter groups (`?sel=`, one per
 * group, "all" by default) above the items whose class contains every selected id. Without
 * JavaScript the Show button sends the form and the server filters; with it, a change filters in
 * place and replaces the page's URL, so the address always carries the filters.
 */
export function EnterpriseResources({ block, context }: { block: EnterpriseResourcesView; context: BlockContext }) {
  const [selected, setSelected] = useState<string[]>(block.selected);
  const [enhanced, setEnhanced] = useState(false);
  useEffect(() => setEnhanced(true), []);
  // A client navigation to the page with another query brings a new selection from the server.
  // NOTE: the router does not see the query this block writes, so a revalidation of the same
  // location (its data drawn again) must not undo the visitor's choice.
  const { search } = useLocation();
  const seenSearch = useRef(search);
  useEffect(() => {
    if (seenSearch.current === search) return;
    seenSearch.current = search;
    setSelected(block.selected);
  }, [search, block.selected]);

  const shown = block.items.filter((item) => resourceShown(item.itemClass, selected));
  const formId = `${block.id ?? "resources"}-filters`;
  const itemLevel = context.headingLevel === 1 ? "h2" : "h3";
  const ItemHeading = itemLevel;

  const choose = (form: HTMLFormElement) => {
    const next = new FormData(form)
      .getAll("sel")
      .map(String)
      .filter((id) => id !== "all");
    setSelected(next);
    const query = resourceQuery(next);
    const url = `${window.location.pathname}${query ? `?${query}` : ""}${window.location.hash}`;
    // NOTE: the router's own history state is kept, so back and forward still work with it.
    window.history.replaceState(window.history.state, "", url);
  };

  return (
    <BlockSection id={block.id} heading={block.heading} context={context} className="enterprise-section enterprise-resources">
      {block.subheading && <p className="enterprise-resources__subheading">{block.subheading}</p>}
      {block.description && <p className="section__intro">{block.description}</p>}
      <form
        id={formId}
        method="get"
        action={block.id ? `#${block.id}` : undefined}
        className="enterprise-resources__filters"
        onChange={(event) => choose(event.currentTarget)}
        onSubmit={(event) => {
          event.preventDefault();
          choose(event.currentTarget);
        }}
      >
        {block.filters.map((group, index) => {
          const id = `${formId}-${index}`;
          const current = group.options.find((option) => selected.includes(option.filterId))?.filterId ?? "all";
          return (
            <div key={group.label} className="enterprise-resources__field">
              <label htmlFor={id}>{group.label}</label>
              <select id={id} name="sel" value={current} onChange={() => {}}>
                <option value="all">{block.texts.all}</option>
                {group.options.map((option) => (
                  <option key={option.filterId} value={option.filterId}>
                    {option.label}
                  </option>
                ))}
              </select>
            </div>
          );
        })}
        {!enhanced && (
          <button type="submit" className="button button--secondary">
            {block.texts.submit}
          </button>
        )}
        <p className="enterprise-resources__count" aria-live="polite">
          {/* Interface text in the site's language may sit in another language's content (an English page on ar-ae). */}
          <bdi>{block.texts.counts[shown.length]}</bdi>
        </p>
      </form>
      {shown.length === 0 ? (
        <p className="enterprise-resources__none">
          <bdi>{block.texts.none}</bdi>
        </p>
      ) : (
        <ul className="enterprise-cards enterprise-resources__items">
          {shown.map((item) => (
            <li key={item.href} className="enterprise-card enterprise-card--link" data-item-class={item.itemClass.join(" ")}>
              {item.label && <p className="enterprise-resources__label">{item.label}</p>}
              <ItemHeading className="enterprise-card__title">
                <a href={item.href}>{item.title}</a>
              </ItemHeading>
              {item.summary && !item.hideSummary && <p>{item.summary}</p>}
            </li>
          ))}
        </ul>
      )}
    </BlockSection>
  );
}
