import type { Checkout } from '../checkout-store';
import type { FieldErrors } from '../checkout-forms';
import type { Review } from '../checkout-review';
import { ContactRecap } from './contact-recap';
import { FieldError, FormAlert } from './fields';
import { checkoutPath, money } from './format';
import { CheckoutLayout } from './layout';
import { OrderSummary } from './order-summary';

export interface ShippingProps {
  checkout: Checkout;
  siteUrl: string;
  review: Review;
  errors: FieldErrors;
}

export function ShippingPage({ checkout, siteUrl, review, errors }: ShippingProps) {
  const chosen = checkout.shippingMethod ?? review.options[0]?.id;
  return (
    <CheckoutLayout
      title="Shipping"
      siteUrl={siteUrl}
      step="shipping"
      reachable={{ information: checkoutPath(checkout.token, 'information') }}
      aside={<OrderSummary review={review} showShipping={false} showTax={true} />}
    >
      <h1>Shipping method</h1>
      <FormAlert errors={errors} />
      <ContactRecap checkout={checkout} />
      <form method="post" action={checkoutPath(checkout.token, 'shipping')} className="co-form">
        <fieldset className="choices" aria-describedby={errors.shippingMethod ? 'shippingMethod-error' : undefined}>
          <legend>Choose how your order ships</legend>
          {review.options.map((o) => (
            <label key={o.id} className="choice method">
              <input type="radio" name="shippingMethod" value={o.id} defaultChecked={o.id === chosen} />{' '}
              <span className="method-name">
                {o.name}
                <small>{o.description}</small>
              </span>{' '}
              <span className="method-price">{o.cents === 0 ? 'Free' : money(o.cents)}</span>
            </label>
          ))}
          <FieldError name="shippingMethod" errors={errors} />
        </fieldset>
        <div className="actions">
          <a href={checkoutPath(checkout.token, 'information')}>Return to information</a>
          <button type="submit" className="btn">
            Continue to payment
          </button>
        </div>
      </form>
    </CheckoutLayout>
  );
}
