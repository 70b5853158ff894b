import type { QueryClient } from '@tanstack/react-query';
import { ApiError } from '../../../shared/contract/api-client';
import { fieldTextOf } from '../../../shared/format/field-message';
import type { CartNotice } from '../../../shared/contract/cart-action';
import { CART_MESSAGES } from '../../../shared/contract/cart-messages';
import type { Cart } from '../../../shared/contract/models';
import { postCartAction } from '../../lib/cart/cart-action-client';
import { cartActionFromForm } from '../../lib/cart/cart-action-form';
import { reportCart } from '../../lib/cart/cart-reports';
import { CART_QUERY_KEY } from '../../lib/cart/cart-query';
import type { Submitter } from '../../lib/forms/form-submitter';

// "Add the whole routine" once the page runs: loaded on the form's first pointerdown, focus or
// submit, never with the page. The form's fields read as the one cart action (intent
// 'add-lines'), sent as JSON to the cart action the form posts to without JavaScript; the
// settled cart goes into the ['cart'] query (the header's count) and what it added to analytics.

/** The routine form's fields to the cart: the cart action's notice, or the message to show. */
export async function addRoutineToCart(
  form: FormData,
  submitter: Submitter | null,
  queryClient: QueryClient,
): Promise<CartNotice> {
  const parsed = cartActionFromForm(form, submitter);
  if (!parsed.ok) {
    const text = parsed.errors.form ?? Object.values(parsed.errors.fields)[0] ?? CART_MESSAGES.failed;
    return { kind: 'error', text };
  }
  // A cart read still on its way must not land over the settled cart.
  await queryClient.cancelQueries({ queryKey: CART_QUERY_KEY, exact: true });
  const before = queryClient.getQueryData<Cart | null>(CART_QUERY_KEY) ?? null;
  try {
    const answer = await postCartAction(parsed.action);
    queryClient.setQueryData<Cart | null>(CART_QUERY_KEY, answer.cart);
    void reportCart((a) => a.sendCartReports(a.cartChangeReports(parsed.action, before, answer.cart)));
    return answer.notice;
  } catch (err) {
    if (!(err instanceof ApiError)) return { kind: 'error', text: CART_MESSAGES.failed };
    return { kind: 'error', text: err.field ? fieldTextOf(err) : err.message };
  }
}
