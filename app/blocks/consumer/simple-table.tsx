import { DataTable } from "~/components/ui/data-table";
import type { BlockOf } from "../schemas.server";
import { type BlockContext, BlockSection } from "../types";

/** A plain data table (spec 3 §1 simple table); scrolls sideways on narrow screens. */
export function SimpleTableBlock({ block, context }: { block: BlockOf<"simple-table">; context: BlockContext }) {
  return (
    <BlockSection id={block.id} heading={block.heading} context={context}>
      <DataTable
        caption={block.caption}
        head={block.head}
        rows={block.rows}
        rowHeaders={block.rowHeaders}
        scrollClassName="table-scroll"
        tableClassName="simple-table"
      />
    </BlockSection>
  );
}
