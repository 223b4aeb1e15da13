import type { BlockOf } from "../schemas.server";
import { type BlockContext, BlockSection } from "../types";

/** A plain data table (spec 3 §1 simple table); scrolls sideways on narrow screens. */
export function SimpleTableBlock({ block, context }: { block: BlockOf<"simple-table">; context: BlockContext }) {
  return (
    <BlockSection id={block.id} heading={block.heading} context={context}>
      {/* biome-ignore lint/a11y/noNoninteractiveTabindex: the scroll container must be reachable by keyboard to scroll. */}
      <section className="table-scroll" tabIndex={0} aria-label={block.caption}>
        <table className="simple-table">
          <caption>{block.caption}</caption>
          <thead>
            <tr>
              {block.head.map((cell) => (
                <th key={cell} scope="col">
                  {cell}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {block.rows.map((row, rowIndex) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: rows are positional.
              <tr key={rowIndex}>
                {row.map((cell, index) =>
                  index === 0 && block.rowHeaders ? (
                    // biome-ignore lint/suspicious/noArrayIndexKey: cells are positional, matching the columns.
                    <th key={index} scope="row">
                      {cell}
                    </th>
                  ) : (
                    // biome-ignore lint/suspicious/noArrayIndexKey: as above.
                    <td key={index}>{cell}</td>
                  ),
                )}
              </tr>
            ))}
          </tbody>
        </table>
      </section>
    </BlockSection>
  );
}
