import type { SignedInStaff } from '../console-feature';
import { ConsoleLayout, PostForm } from '../ui/console-layout';
import type { LineError } from './stock-csv';
import { MAX_QUANTITY, STOCK_REASON_MAX, type StockMode } from './stock-rules';
import type { StockFilter, StockPage as StockList, StockRow } from './stock-store';

// The Stock screen: the variants (search, low, sold out, pages), each with a small form to set
// or adjust its quantity with a reason, and the CSV upload for many at once. A refused value is
// shown again with its message next to the field; a refused file lists its bad lines.

export const STOCK_NOTICES: Record<string, string> = {
  saved: 'Stock saved. The shop shows it within seconds.',
  imported: 'File applied: every row is saved. The shop shows it within seconds.',
};

export interface StockView {
  q: string;
  filter: StockFilter;
  page: number;
}

export interface RowError {
  sku: string;
  field: 'quantity' | 'reason' | null;
  message: string;
  mode: StockMode;
  quantity: string;
  reason: string;
}

export interface ImportError {
  field: 'file' | 'reason';
  errors: LineError[];
  mode: StockMode;
  reason: string;
}

export interface StockPageProps {
  staff: SignedInStaff;
  view: StockView;
  list: StockList;
  threshold: number;
  canAdjust: boolean;
  notice?: string | null;
  rowError?: RowError | null;
  importError?: ImportError | null;
}

/** The list's own address with the view's query, so a form comes back to where it was sent from. */
export function stockHref(view: StockView, extra: Record<string, string> = {}): string {
  const params = new URLSearchParams();
  if (view.q) params.set('q', view.q);
  if (view.filter === 'low') params.set('low', '1');
  if (view.filter === 'sold-out') params.set('soldout', '1');
  if (view.page > 1) params.set('page', String(view.page));
  for (const [k, v] of Object.entries(extra)) params.set(k, v);
  const query = params.toString();
  return query ? `/stock?${query}` : '/stock';
}

export function StockPage(props: StockPageProps) {
  const { staff, view, list, threshold, canAdjust, notice, rowError } = props;
  return (
    <ConsoleLayout title="Stock" staff={staff} current="/stock" notice={notice ?? null}>
      <form method="get" action="/stock" className="console-filters" role="search">
        <div className="console-field">
          <label htmlFor="stock-q">Search product, variant or SKU</label>
          <input id="stock-q" name="q" type="search" defaultValue={view.q} />
        </div>
        <div className="console-field">
          <label htmlFor="stock-show">Show</label>
          <select id="stock-show" name="show" defaultValue={view.filter}>
            <option value="all">All variants</option>
            <option value="low">Low ({threshold} or fewer)</option>
            <option value="sold-out">Sold out</option>
          </select>
        </div>
        <button type="submit">Show</button>
      </form>
      {rowError && !list.rows.some((r) => r.sku === rowError.sku) ? (
        <p className="console-error console-form-error" role="alert">
          {rowError.message}
        </p>
      ) : null}
      <div className="console-table-wrap">
        <table className="console-table console-stock-table">
          <caption className="console-visually-hidden">Stock per variant</caption>
          <thead>
            <tr>
              <th scope="col">Product</th>
              <th scope="col">Variant</th>
              <th scope="col">SKU</th>
              <th scope="col" className="console-num">
                Quantity
              </th>
              {canAdjust ? <th scope="col">Change</th> : null}
            </tr>
          </thead>
          <tbody>
            {list.rows.length === 0 ? (
              <tr>
                <td colSpan={canAdjust ? 5 : 4}>No variant matches.</td>
              </tr>
            ) : (
              list.rows.map((row) => (
                <StockLine
                  key={row.sku}
                  row={row}
                  {...props}
                  rowError={rowError && rowError.sku === row.sku ? rowError : null}
                />
              ))
            )}
          </tbody>
        </table>
      </div>
      <Pages view={view} page={list.page} pageCount={list.pageCount} total={list.total} />
      {canAdjust ? <ImportForm {...props} /> : null}
    </ConsoleLayout>
  );
}

function StockLine({ row, staff, view, threshold, canAdjust, rowError }: StockPageProps & { row: StockRow }) {
  const id = `stock-${row.sku}`;
  const quantityError = rowError?.field === 'quantity' || rowError?.field === null ? rowError : null;
  const reasonError = rowError?.field === 'reason' ? rowError : null;
  return (
    <tr id={id}>
      <td className="console-stock-product">{row.productTitle}</td>
      <td data-label="Variant">{row.variantTitle}</td>
      <td data-label="SKU">
        <code>{row.sku}</code>
      </td>
      <td className="console-num" data-label="Quantity">
        {row.quantity}
        {row.quantity === 0 ? (
          <>
            {' '}
            <span className="console-status console-status-disabled">Sold out</span>
          </>
        ) : row.quantity <= threshold ? (
          <>
            {' '}
            <span className="console-status console-status-invited">Low</span>
          </>
        ) : null}
      </td>
      {canAdjust ? (
        <td>
          <PostForm
            action={`/stock/${encodeURIComponent(row.sku)}`}
            csrfToken={staff.csrfToken}
            className="console-stock-form"
          >
            <input type="hidden" name="back" value={stockHref(view)} />
            <div className="console-field">
              <label htmlFor={`${id}-mode`}>Set or add</label>
              <select id={`${id}-mode`} name="mode" defaultValue={rowError?.mode ?? 'set'}>
                <option value="set">Set to</option>
                <option value="adjust">Add (or −)</option>
              </select>
            </div>
            <div className={quantityError ? 'console-field console-field-error' : 'console-field'}>
              <label htmlFor={`${id}-quantity`}>Quantity</label>
              <input
                id={`${id}-quantity`}
                name="quantity"
                type="text"
                inputMode="numeric"
                required
                size={6}
                defaultValue={rowError ? rowError.quantity : String(row.quantity)}
                aria-invalid={quantityError ? true : undefined}
                aria-describedby={quantityError ? `${id}-quantity-error` : undefined}
              />
              {quantityError ? (
                <p className="console-error" id={`${id}-quantity-error`}>
                  {quantityError.message}
                </p>
              ) : null}
            </div>
            <div className={reasonError ? 'console-field console-field-error' : 'console-field'}>
              <label htmlFor={`${id}-reason`}>Reason</label>
              <input
                id={`${id}-reason`}
                name="reason"
                type="text"
                required
                maxLength={STOCK_REASON_MAX}
                defaultValue={rowError?.reason}
                aria-invalid={reasonError ? true : undefined}
                aria-describedby={reasonError ? `${id}-reason-error` : undefined}
              />
              {reasonError ? (
                <p className="console-error" id={`${id}-reason-error`}>
                  {reasonError.message}
                </p>
              ) : null}
            </div>
            <button type="submit">Save</button>
          </PostForm>
        </td>
      ) : null}
    </tr>
  );
}

function ImportForm({ staff, importError }: StockPageProps) {
  const fileError = importError?.field === 'file' ? importError : null;
  const reasonError = importError?.field === 'reason' ? importError : null;
  return (
    <section className="console-panel" aria-labelledby="stock-import-title">
      <h2 id="stock-import-title">Upload a CSV</h2>
      <p className="console-hint">
        A header line <code>sku,quantity</code>, then one variant a line. The whole file is checked first: if any line
        is wrong, nothing is applied and the lines to fix are listed. Quantities from 0 to{' '}
        {MAX_QUANTITY.toLocaleString('en-US')}.
      </p>
      <PostForm
        action="/stock/import"
        csrfToken={staff.csrfToken}
        encType="multipart/form-data"
        className="console-form"
      >
        <div className={fileError ? 'console-field console-field-error' : 'console-field'}>
          <label htmlFor="stock-file">File</label>
          <input
            id="stock-file"
            name="file"
            type="file"
            accept=".csv,text/csv"
            required
            aria-invalid={fileError ? true : undefined}
            aria-describedby={fileError ? 'stock-file-error' : undefined}
          />
          {fileError ? (
            <div className="console-error" id="stock-file-error" role="alert">
              <p>Nothing was applied. Fix these lines and upload the file again:</p>
              <ul>
                {fileError.errors.map((e, i) => (
                  <li key={i}>{e.line > 0 ? `Line ${e.line}: ${e.message}` : e.message}</li>
                ))}
              </ul>
            </div>
          ) : null}
        </div>
        <div className="console-field">
          <label htmlFor="stock-import-mode">The quantities in the file</label>
          <select id="stock-import-mode" name="mode" defaultValue={importError?.mode ?? 'set'}>
            <option value="set">are the new quantities</option>
            <option value="adjust">are added (or taken away, with −)</option>
          </select>
        </div>
        <div className={reasonError ? 'console-field console-field-error' : 'console-field'}>
          <label htmlFor="stock-import-reason">Reason</label>
          <input
            id="stock-import-reason"
            name="reason"
            type="text"
            required
            maxLength={STOCK_REASON_MAX}
            defaultValue={importError?.reason}
            aria-invalid={reasonError ? true : undefined}
            aria-describedby={reasonError ? 'stock-import-reason-error' : undefined}
          />
          {reasonError ? (
            <p className="console-error" id="stock-import-reason-error">
              {reasonError.errors[0]?.message}
            </p>
          ) : null}
        </div>
        <button type="submit">Check and apply</button>
      </PostForm>
    </section>
  );
}

function Pages({ view, page, pageCount, total }: { view: StockView; page: number; pageCount: number; total: number }) {
  return (
    <nav className="console-pages" aria-label="Pages">
      {page > 1 ? (
        <a href={stockHref({ ...view, page: page - 1 })} rel="prev">
          Previous
        </a>
      ) : null}
      <span>
        Page {page} of {pageCount} · {total} {total === 1 ? 'variant' : 'variants'}
      </span>
      {page < pageCount ? (
        <a href={stockHref({ ...view, page: page + 1 })} rel="next">
          Next
        </a>
      ) : null}
    </nav>
  );
}
