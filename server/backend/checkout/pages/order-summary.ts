import type { Review } from '../checkout-review';
import { esc, money } from './html';

/** The order summary beside every step: lines (gift lines at $0.00), discount, shipping, tax, total. */
export function orderSummary(review: Review, opts: { showShipping: boolean; showTax: boolean }): string {
  const lines = review.lines
    .map(
      (l) => `<li class="sum-line">
    <span class="sum-qty" aria-label="Quantity">${l.quantity} ×</span>
    <span class="sum-title">${esc(l.title)}<small>${esc(l.variantTitle)}${l.sellingPlan ? ` · ${esc(l.sellingPlan)}` : ''}</small>${l.gift ? '<span class="badge">Gift</span>' : ''}</span>
    <span class="sum-price">${money(l.totalCents)}</span>
  </li>`,
    )
    .join('');
  const goods = review.linesCents - review.discountCents;
  // The total adds up what the summary shows: shipping and tax once known ('Next step' before).
  const shown =
    goods + (opts.showShipping && review.shipping ? review.shipping.cents : 0) + (opts.showTax ? review.taxCents : 0);
  const away = review.thresholdCents - goods;
  const rows = [
    `<div class="row"><dt>Subtotal</dt><dd>${money(review.linesCents)}</dd></div>`,
    review.discountCents > 0
      ? `<div class="row discount"><dt>Discount${review.discountCodes.length ? ` (${esc(review.discountCodes.join(', '))})` : ''}</dt><dd>${money(-review.discountCents)}</dd></div>`
      : '',
    `<div class="row"><dt>Shipping</dt><dd>${opts.showShipping && review.shipping ? (review.shipping.cents === 0 ? 'Free' : money(review.shipping.cents)) : 'Next step'}</dd></div>`,
    `<div class="row"><dt>Tax${opts.showTax && review.taxRatePercent > 0 ? ` (${review.taxRatePercent}%)` : ''}</dt><dd>${opts.showTax ? money(review.taxCents) : 'Next step'}</dd></div>`,
    `<div class="row total"><dt>Total</dt><dd>${money(shown)}</dd></div>`,
  ].join('');
  const note = review.freeShippingCode
    ? `<p class="note">${esc(review.freeShippingCode)}: free standard shipping.</p>`
    : away > 0
      ? `<p class="note">${money(away)} away from free standard shipping.</p>`
      : '<p class="note">Standard shipping is free on this order.</p>';
  return `<h2 class="sum-heading">Order summary</h2><ul class="sum-lines">${lines}</ul><dl class="sum-totals">${rows}</dl>${note}`;
}
