import type { Order } from '../../../../shared/contract/models';
import { formatDate } from '../../../../shared/format/date';

/** Where the order is: each parcel with its carrier, date and tracking link, or why it was cancelled. */
export function OrderFulfilment({ order }: { order: Order }) {
  const shipments = order.shipments ?? [];
  if (shipments.length === 0 && !order.cancellation) return null;
  return (
    <section className="order-fulfilment" aria-labelledby="order-fulfilment-title">
      <h2 id="order-fulfilment-title">{order.cancellation ? 'Cancelled' : 'Shipments'}</h2>
      {order.cancellation && (
        <p className="order-cancellation">
          {`Cancelled ${formatDate(order.cancellation.cancelledAt)}: ${order.cancellation.reason}`}
        </p>
      )}
      {shipments.length > 0 && (
        <ul className="order-shipments">
          {shipments.map((s, i) => (
            <li key={`${s.trackingNumber}-${i}`} className="order-shipment">
              <span>{`Shipped ${formatDate(s.shippedAt)} with ${s.carrier}`}</span>
              <span>
                Tracking:{' '}
                {s.trackingUrl ? (
                  <a href={s.trackingUrl} target="_blank" rel="noopener noreferrer">
                    {s.trackingNumber}
                  </a>
                ) : (
                  s.trackingNumber
                )}
              </span>
              {s.items.length > 0 && (
                <span className="order-line-meta">
                  {s.items.map((item) => `${item.quantity} × ${item.title}`).join(', ')}
                </span>
              )}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
