import { ApiError } from '../../shared/contract/api-client';
import { CART_MESSAGES } from '../../shared/contract/cart-messages';

/** The BFF's messages are written for people (validation, 'Cart not found'); anything else is generic. */
export function cartErrorMessage(err: unknown): string {
  return err instanceof ApiError ? err.message : CART_MESSAGES.failed;
}
