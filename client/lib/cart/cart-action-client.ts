import { ApiError } from '../../../shared/contract/api-client';
import type { CartAction, CartActionAnswer } from '../../../shared/contract/cart-action';
import { CART_ACTION_PATH } from '../../../shared/contract/cart-intents';
import { CART_MESSAGES } from '../../../shared/contract/cart-messages';
import { NETWORK_ERROR_MESSAGE } from '../api/browser-api';

/**
 * The enhanced cart form's request: the same action a form post makes, as JSON to the same
 * path (the BFF answers `{ cart, notice }`, or `{ error, field }` with the status). Failures are
 * ApiErrors, as from /api.
 */
export async function postCartAction(
  action: CartAction,
  fetchImpl: typeof fetch = (...a) => fetch(...a),
): Promise<CartActionAnswer> {
  let res: Response;
  try {
    res = await fetchImpl(CART_ACTION_PATH, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json' },
      body: JSON.stringify(action),
      credentials: 'same-origin',
    });
  } catch {
    throw new ApiError(0, NETWORK_ERROR_MESSAGE);
  }
  const body = (await res.json().catch(() => ({}))) as { error?: unknown; field?: unknown };
  if (!res.ok) {
    throw new ApiError(
      res.status,
      typeof body.error === 'string' ? body.error : CART_MESSAGES.failed,
      typeof body.field === 'string' ? body.field : undefined,
    );
  }
  // The answer's schema (and zod) load with the first cart change, not with every product page.
  const { CartActionAnswer: schema } = await import('../../../shared/contract/cart-action');
  const answer = schema.safeParse(body);
  // A 2xx that is not the cart action's answer (a page, a proxy's) changed nothing we can show.
  if (!answer.success) throw new ApiError(res.status, CART_MESSAGES.failed);
  return answer.data;
}
