import type { Order } from '../../../../shared/contract/models';
import { formatDate } from '../../../../shared/format/date';
import { formatMoney } from '../../../../shared/format/money';
import { Image } from '../../../components/ui/Image';
import { OrderFulfilment } from './OrderFulfilment';
import { OrderStatus } from './OrderTable';
import { PostalAddress } from './PostalAddress';

/** One order: its lines, totals that add up, where it went and who paid. */
export function OrderDetail({ order }: { order: Order }) {
  return (
    <div className="order-detail">
      <p className="order-state">
        Status: <OrderStatus status={order.status} />
      </p>
      <OrderFulfilment order={order} />
      <div className="order-layout">
        <section aria-labelledby="order-lines-title">
          <h2 id="order-lines-title">Items</h2>
          <ul className="order-lines">
            {order.lineItems.map((l, i) => (
              <li key={`${l.sku}-${i}`} className="order-line" data-sku={l.sku}>
                <span className="order-line-media">
                  {l.product?.image && <Image src={l.product.image} decorative sizes="xs:72px md:96px" />}
                </span>
                <span className="order-line-info">
                  <span className="order-line-title">
                    {l.product ? <a href={`/products/${l.product.handle}`}>{l.title}</a> : l.title}
                  </span>
                  <span className="order-line-meta">
                    {l.variantTitle} · Qty {l.quantity}
                    {l.price > 0 && ` × ${formatMoney(l.price)}`}
                  </span>
                  {l.price === 0 && <span className="badge badge-gift">Free gift</span>}
                </span>
                <span className="order-line-total">{formatMoney(l.total)}</span>
              </li>
            ))}
          </ul>
        </section>
        <section className="order-summary" aria-labelledby="order-summary-title">
          <h2 id="order-summary-title">Summary</h2>
          <dl className="summary-rows">
            <div>
              <dt>Subtotal</dt>
              <dd>{formatMoney(order.subtotal)}</dd>
            </div>
            {order.discountCode && (
              <div className="summary-discount">
                <dt>Discount ({order.discountCode})</dt>
                <dd>{order.discount > 0 ? `−${formatMoney(order.discount)}` : 'Free shipping'}</dd>
              </div>
            )}
            <div>
              <dt>Shipping</dt>
              <dd>{order.shipping > 0 ? formatMoney(order.shipping) : 'Free'}</dd>
            </div>
            <div>
              <dt>Tax</dt>
              <dd>{formatMoney(order.tax)}</dd>
            </div>
            <div className="summary-subtotal">
              <dt>Total</dt>
              <dd data-testid="order-total">{formatMoney(order.total)}</dd>
            </div>
            {order.refunds?.map((r, i) => (
              <div key={i} className="summary-refund">
                <dt>{`Refunded ${formatDate(r.refundedAt)}`}</dt>
                <dd>{`−${formatMoney(r.amount)}`}</dd>
              </div>
            ))}
          </dl>
          {order.status === 'refunded' && (
            <p className="form-hint">The full amount was refunded to the original payment method.</p>
          )}
          {order.status === 'cancelled' && (
            <p className="form-hint">This order was cancelled before it shipped; you were not charged.</p>
          )}
        </section>
      </div>
      <div className="order-addresses">
        <section aria-labelledby="order-ship-title">
          <h2 id="order-ship-title">Shipping address</h2>
          {order.shippingAddress ? <PostalAddress address={order.shippingAddress} /> : <p>None</p>}
        </section>
        <section aria-labelledby="order-bill-title">
          <h2 id="order-bill-title">Billing address</h2>
          {order.billingAddress ? <PostalAddress address={order.billingAddress} /> : <p>None</p>}
        </section>
      </div>
    </div>
  );
}
