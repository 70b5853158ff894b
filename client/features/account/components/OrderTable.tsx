import type { OrderSummary } from '../../../../shared/contract/models';
import { formatDate } from '../../../../shared/format/date';
import { formatMoney } from '../../../../shared/format/money';
import { orderPath } from '../account-paths';
import { ORDER_STATUS_LABEL } from '../order-status';

/**
 * Orders, newest first, as a table: one row each, the order number links to its page. On a phone
 * each row is drawn as a small card (account.css), so no column is out of sight.
 */
export function OrderTable({ orders, caption }: { orders: OrderSummary[]; caption: string }) {
  return (
    <div className="table-scroll">
      <table className="account-table order-table">
        <caption>{caption}</caption>
        <thead>
          <tr>
            <th scope="col">Order</th>
            <th scope="col">Date</th>
            <th scope="col">Status</th>
            <th scope="col" className="num">
              Items
            </th>
            <th scope="col" className="num">
              Total
            </th>
          </tr>
        </thead>
        <tbody>
          {orders.map((o) => (
            <tr key={o.id} data-order={o.orderNumber}>
              <th scope="row">
                <a href={orderPath(o.id)}>Order {o.name}</a>
              </th>
              <td>{formatDate(o.processedAt)}</td>
              <td>
                <OrderStatus status={o.status} />
              </td>
              {/* the unit shows where the cells stack without their column headers (phones) */}
              <td className="num">
                {o.itemCount}
                <span className="cell-unit">{o.itemCount === 1 ? ' item' : ' items'}</span>
              </td>
              <td className="num">{formatMoney(o.total)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

export function OrderStatus({ status }: { status: OrderSummary['status'] }) {
  return <span className={`status-badge status-${status}`}>{ORDER_STATUS_LABEL[status]}</span>;
}
