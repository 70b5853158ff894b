import { formatDate } from '../../../../shared/format/date';
import type { SignedInStaff } from '../console-feature';
import { ConsoleLayout } from '../ui/console-layout';
import type { FieldErrors } from './order-form-input';
import { PAGE_SIZE, STATUSES, type ListFilters, type ListRow } from './order-list-query';
import { FieldFrame, invalid } from '../ui/form-fields';
import { cents, STATUS_LABEL, StatusBadge } from './order-views';

// GET /orders: the filter form (a plain GET form, so every filter is a link) and one page of
// orders, newest first.

export interface OrdersListProps {
  staff: SignedInStaff;
  filters: ListFilters;
  errors: FieldErrors;
  rows: ListRow[];
  total: number;
}

function pageHref(f: ListFilters, page: number): string {
  const q = new URLSearchParams();
  for (const key of ['status', 'from', 'to', 'shipped', 'q'] as const) if (f[key]) q.set(key, f[key]);
  if (page > 1) q.set('page', String(page));
  const s = q.toString();
  return s ? `/orders?${s}` : '/orders';
}

function Filters({ filters: f, errors }: { filters: ListFilters; errors: FieldErrors }) {
  return (
    <form method="get" action="/orders" className="console-filters" role="search" aria-label="Find orders">
      <FieldFrame id="q" label="Search">
        <input id="q" type="search" name="q" defaultValue={f.q} placeholder="Number, e-mail or name" />
      </FieldFrame>
      <FieldFrame id="status" label="Status" error={errors.status}>
        <select id="status" name="status" defaultValue={f.status} {...invalid('status', errors.status)}>
          <option value="">Any</option>
          {STATUSES.map((s) => (
            <option key={s} value={s}>
              {STATUS_LABEL[s]}
            </option>
          ))}
        </select>
      </FieldFrame>
      <FieldFrame id="shipped" label="Shipped" error={errors.shipped}>
        <select id="shipped" name="shipped" defaultValue={f.shipped} {...invalid('shipped', errors.shipped)}>
          <option value="">Either</option>
          <option value="yes">Shipped</option>
          <option value="no">Not shipped</option>
        </select>
      </FieldFrame>
      <FieldFrame id="from" label="Placed from" error={errors.from}>
        <input
          id="from"
          name="from"
          size={10}
          defaultValue={f.from}
          placeholder="MM/DD/YYYY"
          inputMode="numeric"
          {...invalid('from', errors.from)}
        />
      </FieldFrame>
      <FieldFrame id="to" label="Placed to" error={errors.to}>
        <input
          id="to"
          name="to"
          size={10}
          defaultValue={f.to}
          placeholder="MM/DD/YYYY"
          inputMode="numeric"
          {...invalid('to', errors.to)}
        />
      </FieldFrame>
      <button type="submit">Find</button>
      <a href="/orders">Clear</a>
    </form>
  );
}

export function OrdersListPage({ staff, filters, errors, rows, total }: OrdersListProps) {
  const pages = Math.max(1, Math.ceil(total / PAGE_SIZE));
  const first = total === 0 ? 0 : (filters.page - 1) * PAGE_SIZE + 1;
  const summary = `Orders ${first}–${first + rows.length - 1} of ${total}, newest first`;
  return (
    <ConsoleLayout title="Orders" staff={staff} current="/orders">
      <Filters filters={filters} errors={errors} />
      {rows.length === 0 ? (
        <p className="console-hint">No orders match these filters.</p>
      ) : (
        <div className="console-table-wrap">
          <p className="console-hint console-table-summary" aria-hidden="true">
            {summary}
          </p>
          <table className="console-table">
            <caption className="console-visually-hidden">{summary}</caption>
            <thead>
              <tr>
                <th scope="col">Order</th>
                <th scope="col">Status</th>
                <th scope="col" className="console-num">
                  Total
                </th>
                <th scope="col">Placed</th>
                <th scope="col">Customer</th>
                <th scope="col">Shipped</th>
                <th scope="col">Items</th>
              </tr>
            </thead>
            <tbody>
              {rows.map((r) => (
                <tr key={r.id} data-order={r.number}>
                  <td>
                    <a href={`/orders/${r.number}`}>#{r.number}</a>
                  </td>
                  <td>
                    <StatusBadge status={r.status} />
                  </td>
                  <td className="console-num">
                    {cents(r.totalCents)}
                    {r.refundedCents > 0 ? (
                      <>
                        <br />
                        <span className="console-hint">{`${cents(r.refundedCents)} refunded`}</span>
                      </>
                    ) : null}
                  </td>
                  <td>{formatDate(r.placedAt)}</td>
                  <td>
                    {r.name || 'Guest'}
                    {r.email ? (
                      <>
                        <br />
                        <span className="console-hint">{r.email}</span>
                      </>
                    ) : null}
                  </td>
                  <td>{r.shipped ? 'Yes' : 'No'}</td>
                  <td>{r.items}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {pages > 1 ? (
        <nav className="console-pages" aria-label="Pages">
          {filters.page > 1 ? (
            <a href={pageHref(filters, filters.page - 1)} rel="prev">
              Previous
            </a>
          ) : null}
          <span>{`Page ${filters.page} of ${pages}`}</span>
          {filters.page < pages ? (
            <a href={pageHref(filters, filters.page + 1)} rel="next">
              Next
            </a>
          ) : null}
        </nav>
      ) : null}
    </ConsoleLayout>
  );
}
