import { useRef } from 'react';
import { Form } from '../../../lib/forms/route-form';
import type { Order } from '../../../../shared/contract/models';
import { FormAlert } from '../../../components/ui/form/FormAlert';
import { SubmitButton } from '../../../components/ui/form/SubmitButton';
import { useFocusFirstError } from '../../../components/ui/form/use-focus-first-error';
import type { AccountAnswer } from '../action-answers';

/** "Buy again": a POST form to the order page's action, which fills the cart and opens it. */
export function BuyAgainForm({ order, answer }: { order: Order; answer: AccountAnswer | undefined }) {
  const ref = useRef<HTMLFormElement>(null);
  useFocusFirstError(ref, answer?.errors);
  if (!order.lineItems.some((l) => l.product && l.price > 0)) return null;
  return (
    <Form method="post" ref={ref} className="buy-again">
      <FormAlert error={answer?.errors?.form} />
      <SubmitButton name="intent" value="buy-again" pendingText="Adding to your cart…">
        Buy again
      </SubmitButton>
      <p className="form-hint">Puts this order’s products in your cart at today’s prices.</p>
    </Form>
  );
}
