/** A size as the Overview lists it: the product, the size and one figure about it. */
export interface SizeRow {
  sku: string;
  product: string;
  variant: string;
  figure: number;
}

/**
 * The Overview's tables of sizes (sold out, low on stock, most wanted): product and size, SKU,
 * and the figure the table is about. The SKU links to its row of the stock screen for a role that
 * may open it.
 */
export function SizesTable({ rows, figure, stockLinks }: { rows: SizeRow[]; figure: string; stockLinks: boolean }) {
  return (
    <table className="console-table">
      <thead>
        <tr>
          <th scope="col">Product</th>
          <th scope="col">SKU</th>
          <th scope="col" className="console-num">
            {figure}
          </th>
        </tr>
      </thead>
      <tbody>
        {rows.map((r) => (
          <tr key={r.sku}>
            <td>
              {r.product} <span className="console-hint">{r.variant}</span>
            </td>
            <td>
              {stockLinks ? (
                <a href={`/stock?${new URLSearchParams({ q: r.sku })}`}>
                  <code>{r.sku}</code>
                </a>
              ) : (
                <code>{r.sku}</code>
              )}
            </td>
            <td className="console-num">{r.figure}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
