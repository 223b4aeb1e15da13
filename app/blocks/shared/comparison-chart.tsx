import { useId, useState } from "react";
import { TextLink } from "../action-link";
import { ContentImage } from "../content-image";
import { type BlockContext, BlockSection } from "../types";
import { moveColumn } from "./chart-rules";
import type { ComparisonChartView } from "./view";

function Value({ value, texts }: { value: boolean | string; texts: ComparisonChartView["texts"] }) {
  if (typeof value === "string") return <>{value}</>;
  return (
    <span
      className={value ? "mark mark--yes" : "mark mark--no"}
      role="img"
      aria-label={value ? texts.included : texts.notIncluded}
    >
      {value ? "✓" : "–"}
    </span>
  );
}

/**
 * A comparison chart (spec 3 §3, §4): a real table. On narrow screens one product column shows at
 * a time, moved by previous and next; rows past the fold open on demand. Both only where scripts
 * run (`html.js`): without them the whole table scrolls sideways and every row shows.
 */
export function ComparisonChart({ block, context }: { block: ComparisonChartView; context: BlockContext }) {
  const [active, setActive] = useState(0);
  const [expanded, setExpanded] = useState(false);
  const baseId = useId();
  const tableId = `${baseId}-table`;
  const moreId = `${baseId}-more`;
  const { texts, products } = block;
  const cellClass = (index: number) =>
    [index === active ? "is-active" : "", products[index]?.highlight ? "is-highlight" : ""].filter(Boolean).join(" ") ||
    undefined;
  const row = (item: ComparisonChartView["rows"][number], rowIndex: number) => (
    <tr key={rowIndex}>
      <th scope="row">{item.header}</th>
      {item.values.map((value, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: cells are positional, matching the products.
        <td key={index} className={cellClass(index)}>
          <Value value={value} texts={texts} />
        </td>
      ))}
    </tr>
  );
  const folded = block.hiddenFrom;
  return (
    <BlockSection id={block.id} heading={block.heading} context={context} className="chart">
      <div className="chart__nav">
        <button
          type="button"
          className="chart__move chart__move--previous"
          aria-controls={tableId}
          disabled={active === 0}
          onClick={() => setActive((current) => moveColumn(current, -1, products.length))}
        >
          <span aria-hidden="true">‹</span>
          <span className="visually-hidden">{texts.previous}</span>
        </button>
        <p className="chart__position" aria-live="polite">
          {texts.position[active]}
        </p>
        <button
          type="button"
          className="chart__move chart__move--next"
          aria-controls={tableId}
          disabled={active === products.length - 1}
          onClick={() => setActive((current) => moveColumn(current, 1, products.length))}
        >
          <span className="visually-hidden">{texts.next}</span>
          <span aria-hidden="true">›</span>
        </button>
      </div>
      {/* biome-ignore lint/a11y/noNoninteractiveTabindex: the scroll container must be reachable by keyboard to scroll. */}
      <section className="table-scroll" tabIndex={0} aria-label={block.caption}>
        <table className="comparison chart__table" id={tableId}>
          <caption>{block.caption}</caption>
          <thead>
            <tr>
              <td />
              {products.map((product, index) => (
                <th key={product.name} scope="col" className={cellClass(index)}>
                  <ContentImage className="chart__image" image={{ ...product.image, alt: "" }} />
                  <span className="chart__product">{product.title}</span>
                  {product.priceText && <span className="chart__price">{product.priceText}</span>}
                  <TextLink href={product.href}>{product.buyText}</TextLink>
                </th>
              ))}
            </tr>
          </thead>
          <tbody>{block.rows.slice(0, folded ?? block.rows.length).map(row)}</tbody>
          {folded !== null && (
            <tbody id={moreId} className={`chart__more${expanded ? " is-open" : ""}`}>
              {block.rows.slice(folded).map((item, index) => row(item, folded + index))}
            </tbody>
          )}
        </table>
      </section>
      {folded !== null && (
        <button
          type="button"
          className="button button--secondary chart__toggle"
          aria-expanded={expanded}
          aria-controls={moreId}
          onClick={() => setExpanded((open) => !open)}
        >
          {expanded ? texts.showFewer : texts.showAll}
        </button>
      )}
    </BlockSection>
  );
}
