import type { Checkout } from '../checkout-store';
import type { FieldErrors } from '../checkout-forms';
import type { Review } from '../checkout-review';
import { field, formAlert } from './fields';
import { checkoutPath, esc, money } from './html';
import { layout } from './layout';
import { orderSummary } from './order-summary';
import { contactRecap } from './shipping-page';

export interface PaymentProps {
  checkout: Checkout;
  siteUrl: string;
  review: Review;
  errors: FieldErrors;
  values: Record<string, string>;
  /** a fresh key per rendering of the form: a double click or a replay re-sends the same one */
  idempotencyKey: string;
  /** why the order was not placed: declined card, or the order changed since the review */
  notice?: string;
}

export function paymentPage(p: PaymentProps): string {
  const { review, checkout } = p;
  const { form: formError, ...fieldErrors } = p.errors;
  const notice = p.notice ?? formError;
  const blocked = review.stockProblems.length > 0;
  const stock = blocked
    ? `<div class="alert" role="alert"><p>Some items are no longer available as ordered:</p><ul>${review.stockProblems.map((m) => `<li>${esc(m)}</li>`).join('')}</ul><p><a href="${esc(p.siteUrl)}/cart">Update your cart</a></p></div>`
    : '';
  const shipping = review.shipping
    ? `<div class="row"><dt>Shipping method</dt><dd>${esc(review.shipping.name)} · ${review.shipping.cents === 0 ? 'Free' : money(review.shipping.cents)}</dd><dd><a href="${checkoutPath(checkout.token, 'shipping')}">Change<span class="visually-hidden"> shipping method</span></a></dd></div>`
    : '';
  const form = blocked
    ? ''
    : `<form method="post" action="${checkoutPath(checkout.token, 'place')}" class="co-form payment">
  <fieldset><legend>Payment <span class="badge test">TEST</span></legend>
  <p class="hint test-note">This is a test payment: no card is charged. Approved: <strong>4242 4242 4242 4242</strong>. Declined: <strong>4000 0000 0000 0002</strong>. Any future expiry and any 3 digits.</p>
  ${field({ name: 'cardNumber', label: 'Card number (test)', errors: fieldErrors, autocomplete: 'off', inputmode: 'numeric' })}
  ${field({ name: 'nameOnCard', label: 'Name on card', value: p.values.nameOnCard, errors: fieldErrors, autocomplete: 'cc-name' })}
  <div class="grid-2">
    ${field({ name: 'expiry', label: 'Expiry (MM/YY)', value: p.values.expiry, errors: fieldErrors, autocomplete: 'off', inputmode: 'numeric' })}
    ${field({ name: 'cvc', label: 'Security code', errors: fieldErrors, autocomplete: 'off', inputmode: 'numeric' })}
  </div>
  </fieldset>
  <input type="hidden" name="idempotencyKey" value="${esc(p.idempotencyKey)}">
  <input type="hidden" name="reviewFingerprint" value="${esc(review.fingerprint)}">
  <div class="actions"><a href="${checkoutPath(checkout.token, 'shipping')}">Return to shipping</a><button type="submit" class="btn">Place order · ${money(review.totalCents)}</button></div>
</form>`;
  const main = `<h1>Review and pay</h1>
${notice ? `<div class="alert" role="alert"><p>${esc(notice)}</p></div>` : ''}
${stock}
${formAlert(fieldErrors)}
${contactRecap(checkout).replace('</dl>', `${shipping}</dl>`)}
<section class="review" aria-labelledby="review-heading"><h2 id="review-heading" class="visually-hidden">Your order</h2>${orderSummary(review, { showShipping: true, showTax: true })}</section>
${form}`;
  return layout({
    title: 'Review and pay',
    siteUrl: p.siteUrl,
    step: 'payment',
    reachable: {
      information: checkoutPath(checkout.token, 'information'),
      shipping: checkoutPath(checkout.token, 'shipping'),
    },
    main,
  });
}
