import { TextLink } from "./action-link";
import type { BlockOf } from "./schemas.server";
import { type BlockContext, BlockSection } from "./types";

function Cell({ value, included, notIncluded }: { value: boolean | string; included: string; notIncluded: string }) {
  if (typeof value === "string") return <>{value}</>;
  return (
    <span className={value ? "mark mark--yes" : "mark mark--no"} role="img" aria-label={value ? included : notIncluded}>
      {value ? "✓" : "–"}
    </span>
  );
}

/** A real table with row and column headers; scrolls sideways on narrow screens. */
export function ComparisonTableBlock({ block, context }: { block: BlockOf<"comparison-table">; context: BlockContext }) {
  const included = context.translations?.included ?? "Included";
  const notIncluded = context.translations?.notIncluded ?? "Not included";
  return (
    <BlockSection id={block.id} heading={block.heading} context={context}>
      {/* biome-ignore lint/a11y/noNoninteractiveTabindex: the scroll container must be reachable by keyboard to scroll. */}
      <section className="table-scroll" tabIndex={0} aria-label={block.caption}>
        <table className="comparison">
          <caption>{block.caption}</caption>
          <thead>
            <tr>
              <td />
              {block.columns.map((column) => (
                <th key={column.title} scope="col" className={column.highlight ? "is-highlight" : undefined}>
                  {column.href ? <TextLink href={column.href}>{column.title}</TextLink> : column.title}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {block.rows.map((row) => (
              <tr key={row.label}>
                <th scope="row">{row.label}</th>
                {row.values.map((value, index) => (
                  // biome-ignore lint/suspicious/noArrayIndexKey: cells are positional, matching the columns.
                  <td key={index} className={block.columns[index]?.highlight ? "is-highlight" : undefined}>
                    <Cell value={value} included={included} notIncluded={notIncluded} />
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </section>
    </BlockSection>
  );
}
