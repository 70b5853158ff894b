import type { Checkout } from '../checkout-store';
import type { FieldErrors } from '../checkout-forms';
import type { Review } from '../checkout-review';
import { formAlert } from './fields';
import { checkoutPath, esc, money } from './html';
import { oneLine } from './information-page';
import { layout } from './layout';
import { orderSummary } from './order-summary';

/** Who and where, with a way back to change it. */
export function contactRecap(checkout: Checkout): string {
  const change = `<a href="${checkoutPath(checkout.token, 'information')}">Change<span class="visually-hidden"> contact or address</span></a>`;
  return `<dl class="recap">
  <div class="row"><dt>Contact</dt><dd>${esc(checkout.email)}</dd><dd>${change}</dd></div>
  <div class="row"><dt>Ship to</dt><dd>${esc(checkout.address ? oneLine(checkout.address) : '')}</dd><dd></dd></div>
</dl>`;
}

export function shippingPage(p: { checkout: Checkout; siteUrl: string; review: Review; errors: FieldErrors }): string {
  const chosen = p.checkout.shippingMethod ?? p.review.options[0]?.id;
  const options = p.review.options
    .map(
      (o) => `<label class="choice method">
    <input type="radio" name="shippingMethod" value="${esc(o.id)}"${o.id === chosen ? ' checked' : ''}>
    <span class="method-name">${esc(o.name)}<small>${esc(o.description)}</small></span>
    <span class="method-price">${o.cents === 0 ? 'Free' : money(o.cents)}</span>
  </label>`,
    )
    .join('');
  const error = p.errors.shippingMethod
    ? `<p class="field-error" id="shippingMethod-error">${esc(p.errors.shippingMethod)}</p>`
    : '';
  const main = `<h1>Shipping method</h1>
${formAlert(p.errors)}
${contactRecap(p.checkout)}
<form method="post" action="${checkoutPath(p.checkout.token, 'shipping')}" class="co-form">
  <fieldset class="choices"${error ? ' aria-describedby="shippingMethod-error"' : ''}><legend>Choose how your order ships</legend>${options}${error}</fieldset>
  <div class="actions"><a href="${checkoutPath(p.checkout.token, 'information')}">Return to information</a><button type="submit" class="btn">Continue to payment</button></div>
</form>`;
  return layout({
    title: 'Shipping',
    siteUrl: p.siteUrl,
    step: 'shipping',
    reachable: { information: checkoutPath(p.checkout.token, 'information') },
    main,
    aside: orderSummary(p.review, { showShipping: false, showTax: true }),
  });
}
