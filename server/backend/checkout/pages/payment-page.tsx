import type { Checkout } from '../checkout-store';
import type { FieldErrors } from '../checkout-forms';
import type { Review } from '../checkout-review';
import { ContactRecap } from './contact-recap';
import { Field, FormAlert } from './fields';
import { checkoutPath, money } from './format';
import { CheckoutLayout } from './layout';
import { OrderSummary } from './order-summary';

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

function StockProblems({ problems, siteUrl }: { problems: string[]; siteUrl: string }) {
  return (
    <div className="alert" role="alert">
      <p>Some items are no longer available as ordered:</p>
      <ul>
        {problems.map((m, i) => (
          <li key={i}>{m}</li>
        ))}
      </ul>
      <p>
        <a href={`${siteUrl}/cart`}>Update your cart</a>
      </p>
    </div>
  );
}

function PaymentForm({ checkout, review, values, errors, idempotencyKey }: PaymentProps) {
  return (
    <form method="post" action={checkoutPath(checkout.token, 'place')} className="co-form payment">
      <fieldset>
        <legend>
          Payment <span className="badge test">TEST</span>
        </legend>
        <p className="hint test-note">
          This is a test payment: no card is charged. Approved: <strong>4242 4242 4242 4242</strong>. Declined:{' '}
          <strong>4000 0000 0000 0002</strong>. Any future expiry and any 3 digits.
        </p>
        <Field name="cardNumber" label="Card number (test)" errors={errors} autoComplete="off" inputMode="numeric" />
        <Field
          name="nameOnCard"
          label="Name on card"
          value={values.nameOnCard}
          errors={errors}
          autoComplete="cc-name"
        />
        <div className="grid-2">
          <Field
            name="expiry"
            label="Expiry (MM/YY)"
            value={values.expiry}
            errors={errors}
            autoComplete="off"
            inputMode="numeric"
          />
          <Field name="cvc" label="Security code" errors={errors} autoComplete="off" inputMode="numeric" />
        </div>
      </fieldset>
      <input type="hidden" name="idempotencyKey" value={idempotencyKey} />
      <input type="hidden" name="reviewFingerprint" value={review.fingerprint} />
      <div className="actions">
        <a href={checkoutPath(checkout.token, 'shipping')}>Return to shipping</a>
        <button type="submit" className="btn">{`Place order · ${money(review.totalCents)}`}</button>
      </div>
    </form>
  );
}

export function PaymentPage(p: PaymentProps) {
  const { review, checkout } = p;
  const { form: formError, ...fieldErrors } = p.errors;
  const notice = p.notice ?? formError;
  const blocked = review.stockProblems.length > 0;
  return (
    <CheckoutLayout
      title="Review and pay"
      siteUrl={p.siteUrl}
      step="payment"
      reachable={{
        information: checkoutPath(checkout.token, 'information'),
        shipping: checkoutPath(checkout.token, 'shipping'),
      }}
    >
      <h1>Review and pay</h1>
      {notice ? (
        <div className="alert" role="alert">
          <p>{notice}</p>
        </div>
      ) : null}
      {blocked ? <StockProblems problems={review.stockProblems} siteUrl={p.siteUrl} /> : null}
      <FormAlert errors={fieldErrors} />
      <ContactRecap checkout={checkout}>
        {review.shipping ? (
          <div className="row">
            <dt>Shipping method</dt>
            <dd>{`${review.shipping.name} · ${review.shipping.cents === 0 ? 'Free' : money(review.shipping.cents)}`}</dd>
            <dd>
              <a href={checkoutPath(checkout.token, 'shipping')}>
                Change<span className="visually-hidden"> shipping method</span>
              </a>
            </dd>
          </div>
        ) : null}
      </ContactRecap>
      <section className="review" aria-labelledby="review-heading">
        <h2 id="review-heading" className="visually-hidden">
          Your order
        </h2>
        <OrderSummary review={review} showShipping={true} showTax={true} />
      </section>
      {blocked ? null : <PaymentForm {...p} errors={fieldErrors} />}
    </CheckoutLayout>
  );
}
