/**
 * A data table with its caption and column headers, in a container that scrolls sideways on a
 * narrow screen (and so takes focus). With `rowHeaders`, each row's first cell names the row.
 */
export function DataTable({
  caption,
  head,
  rows,
  rowHeaders,
  scrollClassName,
  tableClassName,
}: {
  caption: string;
  head: readonly string[];
  rows: ReadonlyArray<readonly string[]>;
  rowHeaders: boolean;
  scrollClassName: string;
  tableClassName?: string;
}) {
  return (
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a table wider than the screen scrolls, so it takes focus.
    <section className={scrollClassName} tabIndex={0} aria-label={caption}>
      <table className={tableClassName}>
        <caption>{caption}</caption>
        <thead>
          <tr>
            {head.map((cell) => (
              <th key={cell} scope="col">
                {cell}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row, rowIndex) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: rows are positional.
            <tr key={rowIndex}>
              {row.map((cell, index) =>
                index === 0 && rowHeaders ? (
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
  );
}
