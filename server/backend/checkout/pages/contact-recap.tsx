import type { ReactNode } from 'react';
import type { Checkout } from '../checkout-store';
import { checkoutPath } from './format';
import { oneLine } from './information-page';

/** Who and where, with a way back to change it; the payment step adds the shipping method. */
export function ContactRecap({ checkout, children }: { checkout: Checkout; children?: ReactNode }) {
  return (
    <dl className="recap">
      <div className="row">
        <dt>Contact</dt>
        <dd>{checkout.email}</dd>
        <dd>
          <a href={checkoutPath(checkout.token, 'information')}>
            Change<span className="visually-hidden"> contact or address</span>
          </a>
        </dd>
      </div>
      <div className="row">
        <dt>Ship to</dt>
        <dd>{checkout.address ? oneLine(checkout.address) : ''}</dd>
        <dd></dd>
      </div>
      {children}
    </dl>
  );
}
