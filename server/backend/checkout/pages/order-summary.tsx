import type { Review } from '../checkout-review';
import { money } from './format';

function Row({ label, value, className }: { label: string; value: string; className?: string }) {
  return (
    <div className={className ? `row ${className}` : 'row'}>
      <dt>{label}</dt>
      <dd>{value}</dd>
    </div>
  );
}

function note(review: Review, goods: number): string {
  const away = review.thresholdCents - goods;
  if (review.freeShippingCode) return `${review.freeShippingCode}: free standard shipping.`;
  if (away > 0) return `${money(away)} away from free standard shipping.`;
  return 'Standard shipping is free on this order.';
}

/** The order summary beside every step: lines (gift lines at $0.00), discount, shipping, tax, total. */
export function OrderSummary({
  review,
  showShipping,
  showTax,
}: {
  review: Review;
  showShipping: boolean;
  showTax: boolean;
}) {
  const goods = review.linesCents - review.discountCents;
  // The total adds up what the summary shows: shipping and tax once known ('Next step' before).
  const shown = goods + (showShipping && review.shipping ? review.shipping.cents : 0) + (showTax ? review.taxCents : 0);
  const codes = review.discountCodes.length ? ` (${review.discountCodes.join(', ')})` : '';
  const shipping =
    showShipping && review.shipping
      ? review.shipping.cents === 0
        ? 'Free'
        : money(review.shipping.cents)
      : 'Next step';
  const taxRate = showTax && review.taxRatePercent > 0 ? ` (${review.taxRatePercent}%)` : '';
  return (
    <>
      <h2 className="sum-heading">Order summary</h2>
      <ul className="sum-lines">
        {review.lines.map((l, i) => (
          <li key={i} className="sum-line">
            <span className="sum-qty" aria-label="Quantity">{`${l.quantity} ×`}</span>{' '}
            <span className="sum-title">
              {l.title}
              <small>{l.sellingPlan ? `${l.variantTitle} · ${l.sellingPlan}` : l.variantTitle}</small>
              {l.gift ? <span className="badge">Gift</span> : null}
            </span>{' '}
            <span className="sum-price">{money(l.totalCents)}</span>
          </li>
        ))}
      </ul>
      <dl className="sum-totals">
        <Row label="Subtotal" value={money(review.linesCents)} />
        {review.discountCents > 0 ? (
          <Row label={`Discount${codes}`} value={money(-review.discountCents)} className="discount" />
        ) : null}
        <Row label="Shipping" value={shipping} />
        <Row label={`Tax${taxRate}`} value={showTax ? money(review.taxCents) : 'Next step'} />
        <Row label="Total" value={money(shown)} className="total" />
      </dl>
      <p className="note">{note(review, goods)}</p>
    </>
  );
}
