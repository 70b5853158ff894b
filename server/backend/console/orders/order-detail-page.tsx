import { CARRIER_NAMES } from '../../../../shared/rules/carriers';
import { formatDate } from '../../../../shared/format/date';
import { offeredActions, paidCents } from '../../../../shared/rules/order-transitions';
import type { SignedInStaff } from '../console-feature';
import { can } from '../permissions';
import { ConsoleLayout } from '../ui/console-layout';
import { CancelForm, NoteForm, RefundForm, ShipForm, type FormProblem } from './order-action-forms';
import type { OrderRecord } from './order-record';
import { AddressBlock, cents, StatusBadge } from './order-views';

// GET /orders/:number: everything about one order and the actions it allows now (only those the
// staff member's role may take). A refused or conflicting post renders this page again with
// the sentence that says why.

export interface OrderDetailProps {
  staff: SignedInStaff;
  order: OrderRecord;
  notice?: string | null;
  /** a post that lost to someone else's change */
  conflict?: string | null;
  problem?: FormProblem | null;
}

function Lines({ order }: { order: OrderRecord }) {
  const allShipped = order.status === 'shipped' || order.status === 'fulfilled';
  return (
    <div className="console-table-wrap">
      <table className="console-table">
        <caption className="console-visually-hidden">Lines</caption>
        <thead>
          <tr>
            <th scope="col">Product</th>
            <th scope="col">Qty</th>
            <th scope="col">Shipped</th>
            <th scope="col">Refunded</th>
            <th scope="col" className="console-num">
              Total
            </th>
          </tr>
        </thead>
        <tbody>
          {order.lines.map((l) => (
            <tr key={l.id} data-line={l.id}>
              <td>
                {l.title}
                {l.priceCents === 0 ? (
                  <>
                    {' '}
                    <span className="console-status">Free gift</span>
                  </>
                ) : null}
                <br />
                <span className="console-hint">{`${l.variantTitle} · ${l.sku}`}</span>
              </td>
              <td>{l.quantity}</td>
              <td>{allShipped ? l.quantity : l.shipped}</td>
              <td>{l.refunded}</td>
              <td className="console-num">
                {cents(l.priceCents * l.quantity)}
                <br />
                <span className="console-hint">{`${cents(l.priceCents)} each`}</span>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

function Fact({ label, value }: { label: string; value: string }) {
  return (
    <>
      <dt>{label}</dt>
      <dd>{value}</dd>
    </>
  );
}

function Totals({ order }: { order: OrderRecord }) {
  const rows: [string, string][] = [
    ['Subtotal', cents(order.subtotalCents)],
    ...(order.discountCode || order.discountCents > 0
      ? ([[`Discount${order.discountCode ? ` (${order.discountCode})` : ''}`, `−${cents(order.discountCents)}`]] as [
          string,
          string,
        ][])
      : []),
    [`Shipping${order.shippingMethod ? ` (${order.shippingMethod})` : ''}`, cents(order.shippingCents)],
    ['Tax', cents(order.taxCents)],
    ['Total paid', cents(paidCents(order))],
    ...(order.refundedCents > 0 ? ([['Refunded', `−${cents(order.refundedCents)}`]] as [string, string][]) : []),
  ];
  return (
    <dl className="console-facts console-card">
      {rows.map(([label, value]) => (
        <Fact key={label} label={label} value={value} />
      ))}
      <Fact label="Payment" value={order.last4 ? `Test card ending ${order.last4}` : 'Not recorded'} />
    </dl>
  );
}

function Customer({ order }: { order: OrderRecord }) {
  return (
    <section className="console-card" aria-labelledby="customer-title">
      <h2 id="customer-title">Customer</h2>
      <p>
        {order.customerName ?? 'Guest'}
        {order.customerId === null ? ' (guest checkout)' : ''}
        {order.email ? (
          <>
            <br />
            <a href={`mailto:${order.email}`}>{order.email}</a>
          </>
        ) : null}
      </p>
      <h3>Ships to</h3>
      <AddressBlock address={order.shippingAddress} />
      <h3>Bills to</h3>
      <AddressBlock address={order.billingAddress} />
    </section>
  );
}

function Fulfilment({ order }: { order: OrderRecord }) {
  const lineTitle = (id: number) => order.lines.find((l) => l.id === id)?.title ?? 'item';
  return (
    <section className="console-card" aria-labelledby="fulfilment-title">
      <h2 id="fulfilment-title">Shipments and refunds</h2>
      {order.cancelledAt ? (
        <p className="console-error">{`Cancelled ${formatDate(order.cancelledAt)}: ${order.cancelReason ?? ''}`}</p>
      ) : null}
      {order.shipments.length === 0 && order.refunds.length === 0 && !order.cancelledAt ? <p>None yet.</p> : null}
      <ul className="console-list">
        {order.shipments.map((s) => (
          <li key={`s${s.id}`} data-shipment={s.id}>
            {`Shipped ${formatDate(s.shippedAt)} with ${CARRIER_NAMES[s.carrier]}: `}
            {s.trackingUrl ? (
              <a href={s.trackingUrl} rel="noreferrer" target="_blank">
                {s.trackingNumber}
              </a>
            ) : (
              s.trackingNumber
            )}
            <br />
            <span className="console-hint">
              {s.lines.map((l) => `${l.quantity} × ${lineTitle(l.lineId)}`).join(', ')}
            </span>
          </li>
        ))}
        {order.refunds.map((f) => (
          <li key={`r${f.id}`} data-refund={f.id}>
            {`Refunded ${cents(f.amountCents)} on ${formatDate(f.refundedAt)}${f.reason ? `: ${f.reason}` : ''}`}
          </li>
        ))}
      </ul>
    </section>
  );
}

function History({ order }: { order: OrderRecord }) {
  return (
    <section className="console-card" aria-labelledby="history-title">
      <h2 id="history-title">History</h2>
      <ol className="console-list">
        <li>{`${formatDate(order.placedAt)} · Placed`}</li>
        {order.events.map((e, i) => (
          <li key={i}>{`${formatDate(e.createdAt)} · ${e.summary}${e.staffEmail ? ` · ${e.staffEmail}` : ''}`}</li>
        ))}
      </ol>
    </section>
  );
}

function Notes({ order, staff, problem }: { order: OrderRecord; staff: SignedInStaff; problem: FormProblem | null }) {
  return (
    <section className="console-card" aria-labelledby="notes-title">
      <h2 id="notes-title">Internal notes</h2>
      {order.notes.length === 0 ? <p>No notes.</p> : null}
      <ul className="console-list">
        {order.notes.map((n) => (
          <li key={n.id}>
            <p className="console-note">{n.body}</p>
            <span className="console-hint">{`${n.staffEmail} · ${formatDate(n.createdAt)}`}</span>
          </li>
        ))}
      </ul>
      {can(staff.role, 'orders.note') ? (
        <NoteForm order={order} csrfToken={staff.csrfToken} problem={problem?.form === 'note' ? problem : null} />
      ) : null}
    </section>
  );
}

export function OrderDetailPage({ staff, order, notice, conflict, problem = null }: OrderDetailProps) {
  const offered = offeredActions(order);
  const formProblem = (form: FormProblem['form']) => (problem?.form === form ? problem : null);
  const props = { order, csrfToken: staff.csrfToken };
  return (
    <ConsoleLayout title={`Order #${order.number}`} staff={staff} current="/orders" notice={notice}>
      <p>
        <a href="/orders">← All orders</a>
      </p>
      {conflict ? (
        <p className="console-error console-form-error" role="alert">
          {conflict}
        </p>
      ) : null}
      <p>
        <StatusBadge status={order.status} /> {`Placed ${formatDate(order.placedAt)} · ${cents(paidCents(order))}`}
      </p>
      <Lines order={order} />
      <div className="console-columns">
        <div>
          <Totals order={order} />
          <Fulfilment order={order} />
          {offered.ship && can(staff.role, 'orders.ship') ? (
            <ShipForm {...props} problem={formProblem('ship')} />
          ) : null}
          {offered.refund && can(staff.role, 'orders.refund') ? (
            <RefundForm {...props} problem={formProblem('refund')} />
          ) : null}
          {offered.cancel && can(staff.role, 'orders.cancel') ? (
            <CancelForm {...props} problem={formProblem('cancel')} />
          ) : null}
        </div>
        <div>
          <Customer order={order} />
          <Notes order={order} staff={staff} problem={problem} />
          <History order={order} />
        </div>
      </div>
    </ConsoleLayout>
  );
}
