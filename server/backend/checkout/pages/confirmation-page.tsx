import type { PlacedOrder } from '../placed-order';
import { money } from './format';
import { CheckoutLayout } from './layout';

function Totals({ order: o }: { order: PlacedOrder }) {
  return (
    <dl className="sum-totals">
      <div className="row">
        <dt>Subtotal</dt>
        <dd>{money(o.subtotalCents)}</dd>
      </div>
      {o.discountCents > 0 ? (
        <div className="row discount">
          <dt>{o.discountCode ? `Discount (${o.discountCode})` : 'Discount'}</dt>
          <dd>{money(-o.discountCents)}</dd>
        </div>
      ) : null}
      <div className="row">
        <dt>{o.shippingMethod ? `Shipping (${o.shippingMethod})` : 'Shipping'}</dt>
        <dd>{o.shippingCents === 0 ? 'Free' : money(o.shippingCents)}</dd>
      </div>
      <div className="row">
        <dt>Tax</dt>
        <dd>{money(o.taxCents)}</dd>
      </div>
      <div className="row total">
        <dt>Total</dt>
        <dd>{money(o.totalCents)}</dd>
      </div>
    </dl>
  );
}

function ShippingTo({ address: a }: { address: NonNullable<PlacedOrder['address']> }) {
  return (
    <>
      <h2>Shipping to</h2>
      <address>
        {`${a.firstName} ${a.lastName}`}
        <br />
        {a.company ? (
          <>
            {a.company}
            <br />
          </>
        ) : null}
        {a.address2 ? `${a.address1}, ${a.address2}` : a.address1}
        <br />
        {`${a.city}, ${a.provinceCode} ${a.zip}`}
      </address>
    </>
  );
}

/** The end of the checkout: the order number, what was bought, where it goes, and the way back. */
export function ConfirmationPage({ siteUrl, order: o }: { siteUrl: string; order: PlacedOrder }) {
  const name = `#${o.number}`;
  return (
    <CheckoutLayout title={`Order ${name}`} siteUrl={siteUrl} step="confirmation">
      <div className="confirmation">
        <p className="eyebrow">Thank you!</p>
        <h1>{`Order ${name} is confirmed`}</h1>
        <p>
          Your order number is <strong className="order-number">{name}</strong>.
          {o.email ? (
            <>
              {' We will send updates to '}
              <strong>{o.email}</strong>.
            </>
          ) : null}
        </p>
        {o.last4 ? (
          <p className="hint">{`Paid with the TEST card ending in ${o.last4}: nothing was charged.`}</p>
        ) : null}
        <ul className="sum-lines">
          {o.lines.map((l, i) => (
            <li key={i} className="sum-line">
              <span className="sum-qty">{`${l.quantity} ×`}</span>
              <span className="sum-title">
                {l.title}
                <small>{l.variantTitle}</small>
              </span>
              <span className="sum-price">{money(l.priceCents * l.quantity)}</span>
            </li>
          ))}
        </ul>
        <Totals order={o} />
        {o.address ? <ShippingTo address={o.address} /> : null}
        <div className="actions">
          <a className="btn" href={`${siteUrl}/`}>
            Continue shopping
          </a>
          {o.customerId !== null ? <a href={`${siteUrl}/account/orders`}>View your orders</a> : null}
        </div>
      </div>
    </CheckoutLayout>
  );
}
