import type { FieldErrors, ShippingAddress } from '../checkout-forms';
import type { Review } from '../checkout-review';
import { Field, FieldError, FormAlert, StateSelect } from './fields';
import { checkoutPath } from './format';
import { CheckoutLayout } from './layout';
import { OrderSummary } from './order-summary';

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

function SavedChoice({ saved, values, errors }: Pick<InformationProps, 'saved' | 'values' | 'errors'>) {
  if (saved.length === 0) return null;
  const chosen = values.savedAddress ?? String(saved[0]!.id);
  const choices = [
    ...saved.map((s) => ({ value: String(s.id), label: oneLine(s.address) })),
    { value: 'new', label: 'Use a new address (below)' },
  ];
  return (
    <fieldset className="choices" aria-describedby={errors.savedAddress ? 'savedAddress-error' : undefined}>
      <legend>Ship to one of your addresses</legend>
      {choices.map((c) => (
        <label key={c.value} className="choice">
          <input type="radio" name="savedAddress" value={c.value} defaultChecked={chosen === c.value} />{' '}
          <span>{c.label}</span>
        </label>
      ))}
      <FieldError name="savedAddress" errors={errors} />
    </fieldset>
  );
}

export function InformationPage(p: InformationProps) {
  const v = p.values;
  const e = p.errors;
  // beside saved addresses, the new one's fields are needed only when it is chosen
  const entered = p.saved.length === 0 ? true : 'when-entered';
  const emailHint = p.signedIn
    ? 'Your order confirmation goes here.'
    : 'Your order confirmation goes here. Sign up or sign in with it later to see the order in your account.';
  return (
    <CheckoutLayout
      title="Information"
      siteUrl={p.siteUrl}
      step="information"
      aside={<OrderSummary review={p.review} showShipping={false} showTax={false} />}
    >
      <h1>Contact and shipping address</h1>
      <FormAlert errors={e} />
      <form method="post" action={checkoutPath(p.token, 'information')} className="co-form" noValidate>
        <fieldset>
          <legend>Contact</legend>
          <Field
            name="email"
            label="E-mail"
            type="email"
            value={v.email}
            errors={e}
            autoComplete="email"
            hint={emailHint}
          />
        </fieldset>
        <SavedChoice saved={p.saved} values={v} errors={e} />
        <fieldset>
          <legend>{p.saved.length ? 'New address' : 'Shipping address'}</legend>
          <p className="hint">We ship within the United States.</p>
          <div className="grid-2">
            <Field
              name="firstName"
              label="First name"
              value={v.firstName}
              errors={e}
              autoComplete="shipping given-name"
              required={entered}
            />
            <Field
              name="lastName"
              label="Last name"
              value={v.lastName}
              errors={e}
              autoComplete="shipping family-name"
              required={entered}
            />
          </div>
          <Field
            name="company"
            label="Company"
            value={v.company}
            errors={e}
            autoComplete="shipping organization"
            required={false}
          />
          <Field
            name="address1"
            label="Address"
            value={v.address1}
            errors={e}
            autoComplete="shipping address-line1"
            required={entered}
          />
          <Field
            name="address2"
            label="Apartment, suite, etc."
            value={v.address2}
            errors={e}
            autoComplete="shipping address-line2"
            required={false}
          />
          <div className="grid-3">
            <Field
              name="city"
              label="City"
              value={v.city}
              errors={e}
              autoComplete="shipping address-level2"
              required={entered}
            />
            <StateSelect value={v.provinceCode ?? ''} errors={e} required={p.saved.length === 0} />
            <Field
              name="zip"
              label="ZIP code"
              value={v.zip}
              errors={e}
              autoComplete="shipping postal-code"
              inputMode="numeric"
              required={entered}
            />
          </div>
          <Field
            name="phone"
            label="Phone"
            type="tel"
            value={v.phone}
            errors={e}
            autoComplete="shipping tel"
            required={false}
          />
        </fieldset>
        <div className="actions">
          <a href={`${p.siteUrl}/cart`}>Return to cart</a>
          <button type="submit" className="btn">
            Continue to shipping
          </button>
        </div>
      </form>
    </CheckoutLayout>
  );
}
