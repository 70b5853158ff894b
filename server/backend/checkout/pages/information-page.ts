import type { FieldErrors, ShippingAddress } from '../checkout-forms';
import type { Review } from '../checkout-review';
import { field, formAlert, stateSelect } from './fields';
import { checkoutPath, esc } from './html';
import { layout } from './layout';
import { orderSummary } from './order-summary';

export interface SavedAddress {
  id: number;
  address: ShippingAddress;
}

export interface InformationProps {
  token: string;
  siteUrl: string;
  review: Review;
  values: Record<string, string>;
  errors: FieldErrors;
  saved: SavedAddress[];
  signedIn: boolean;
}

export function oneLine(a: ShippingAddress): string {
  return [
    `${a.firstName} ${a.lastName}`.trim(),
    a.company,
    a.address1,
    a.address2,
    a.city,
    `${a.provinceCode} ${a.zip}`,
  ]
    .filter(Boolean)
    .join(', ');
}

function savedChoice(p: InformationProps): string {
  if (p.saved.length === 0) return '';
  const chosen = p.values.savedAddress ?? String(p.saved[0]!.id);
  const options = p.saved.map(
    (s) =>
      `<label class="choice"><input type="radio" name="savedAddress" value="${s.id}"${chosen === String(s.id) ? ' checked' : ''}> <span>${esc(oneLine(s.address))}</span></label>`,
  );
  options.push(
    `<label class="choice"><input type="radio" name="savedAddress" value="new"${chosen === 'new' ? ' checked' : ''}> <span>Use a new address (below)</span></label>`,
  );
  const error = p.errors.savedAddress
    ? `<p class="field-error" id="savedAddress-error">${esc(p.errors.savedAddress)}</p>`
    : '';
  return `<fieldset class="choices"${p.errors.savedAddress ? ' aria-describedby="savedAddress-error"' : ''}><legend>Ship to one of your addresses</legend>${options.join('')}${error}</fieldset>`;
}

export function informationPage(p: InformationProps): string {
  const v = p.values;
  const e = p.errors;
  // beside saved addresses, the new one's fields are needed only when it is chosen
  const entered = p.saved.length === 0 ? true : 'when-entered';
  const main = `<h1>Contact and shipping address</h1>
${formAlert(e)}
<form method="post" action="${checkoutPath(p.token, 'information')}" class="co-form" novalidate>
  <fieldset><legend>Contact</legend>
  ${field({ name: 'email', label: 'E-mail', type: 'email', value: v.email, errors: e, autocomplete: 'email', hint: p.signedIn ? 'Your order confirmation goes here.' : 'Your order confirmation goes here. Sign up or sign in with it later to see the order in your account.' })}
  </fieldset>
  ${savedChoice(p)}
  <fieldset><legend>${p.saved.length ? 'New address' : 'Shipping address'}</legend>
  <p class="hint">We ship within the United States.</p>
  <div class="grid-2">
    ${field({ name: 'firstName', label: 'First name', value: v.firstName, errors: e, autocomplete: 'shipping given-name', required: entered })}
    ${field({ name: 'lastName', label: 'Last name', value: v.lastName, errors: e, autocomplete: 'shipping family-name', required: entered })}
  </div>
  ${field({ name: 'company', label: 'Company', value: v.company, errors: e, autocomplete: 'shipping organization', required: false })}
  ${field({ name: 'address1', label: 'Address', value: v.address1, errors: e, autocomplete: 'shipping address-line1', required: entered })}
  ${field({ name: 'address2', label: 'Apartment, suite, etc.', value: v.address2, errors: e, autocomplete: 'shipping address-line2', required: false })}
  <div class="grid-3">
    ${field({ name: 'city', label: 'City', value: v.city, errors: e, autocomplete: 'shipping address-level2', required: entered })}
    ${stateSelect(v.provinceCode ?? '', e, p.saved.length === 0)}
    ${field({ name: 'zip', label: 'ZIP code', value: v.zip, errors: e, autocomplete: 'shipping postal-code', inputmode: 'numeric', required: entered })}
  </div>
  ${field({ name: 'phone', label: 'Phone', type: 'tel', value: v.phone, errors: e, autocomplete: 'shipping tel', required: false })}
  </fieldset>
  <div class="actions"><a href="${esc(p.siteUrl)}/cart">Return to cart</a><button type="submit" class="btn">Continue to shipping</button></div>
</form>`;
  return layout({
    title: 'Information',
    siteUrl: p.siteUrl,
    step: 'information',
    main,
    aside: orderSummary(p.review, { showShipping: false, showTax: false }),
  });
}
