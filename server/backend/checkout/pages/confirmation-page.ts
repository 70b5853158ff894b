import { ACCOUNT_LOGIN_PATH } from '../../../../shared/routes/route-table';
import { RETURN_TO_PARAM } from '../../../../shared/rules/return-path';
import type { PlacedOrder } from '../placed-order';
import { esc, money } from './html';
import { layout } from './layout';

/** The end of the checkout: the order number, what was bought, where it goes, and the way back. */
export function confirmationPage(p: { siteUrl: string; order: PlacedOrder }): string {
  const o = p.order;
  const a = o.address;
  const name = `#${o.number}`;
  const lines = o.lines
    .map(
      (l) =>
        `<li class="sum-line"><span class="sum-qty">${l.quantity} ×</span><span class="sum-title">${esc(l.title)}<small>${esc(l.variantTitle)}</small></span><span class="sum-price">${money(l.priceCents * l.quantity)}</span></li>`,
    )
    .join('');
  const main = `<div class="confirmation">
<p class="eyebrow">Thank you!</p>
<h1>Order ${esc(name)} is confirmed</h1>
<p>Your order number is <strong class="order-number">${esc(name)}</strong>.${o.email ? ` We will send updates to <strong>${esc(o.email)}</strong>.` : ''}</p>
${o.last4 ? `<p class="hint">Paid with the TEST card ending in ${esc(o.last4)}: nothing was charged.</p>` : ''}
<ul class="sum-lines">${lines}</ul>
<dl class="sum-totals">
  <div class="row"><dt>Subtotal</dt><dd>${money(o.subtotalCents)}</dd></div>
  ${o.discountCents > 0 ? `<div class="row discount"><dt>Discount${o.discountCode ? ` (${esc(o.discountCode)})` : ''}</dt><dd>${money(-o.discountCents)}</dd></div>` : ''}
  <div class="row"><dt>Shipping${o.shippingMethod ? ` (${esc(o.shippingMethod)})` : ''}</dt><dd>${o.shippingCents === 0 ? 'Free' : money(o.shippingCents)}</dd></div>
  <div class="row"><dt>Tax</dt><dd>${money(o.taxCents)}</dd></div>
  <div class="row total"><dt>Total</dt><dd>${money(o.totalCents)}</dd></div>
</dl>
${a ? `<h2>Shipping to</h2><address>${esc(`${a.firstName} ${a.lastName}`)}<br>${a.company ? `${esc(a.company)}<br>` : ''}${esc(a.address1)}${a.address2 ? `, ${esc(a.address2)}` : ''}<br>${esc(`${a.city}, ${a.provinceCode} ${a.zip}`)}</address>` : ''}
<div class="actions"><a class="btn" href="${esc(p.siteUrl)}/">Continue shopping</a>${o.customerId !== null ? `<a href="${esc(p.siteUrl)}/account/orders">View your orders</a>` : ''}</div>
</div>`;
  return layout({ title: `Order ${name}`, siteUrl: p.siteUrl, step: 'confirmation', main });
}

/** `signIn`: the page asks the customer to sign in first (their way back is the cart's checkout link). */
export function messagePage(p: { siteUrl: string; title: string; message: string; signIn?: boolean }): string {
  const signIn = `<a class="btn" href="${esc(p.siteUrl)}${ACCOUNT_LOGIN_PATH}?${RETURN_TO_PARAM}=%2Fcart">Sign in</a>`;
  const cart = `<a${p.signIn ? '' : ' class="btn"'} href="${esc(p.siteUrl)}/cart">Go to your cart</a>`;
  const main = `<h1>${esc(p.title)}</h1><p>${esc(p.message)}</p><div class="actions">${p.signIn ? signIn : ''}${cart}<a href="${esc(p.siteUrl)}/">Continue shopping</a></div>`;
  return layout({ title: p.title, siteUrl: p.siteUrl, step: 'confirmation', main });
}
