import { ApiError } from '../../shared/contract/api-client';
import { DISCOUNT_CODE_MESSAGES } from '../../shared/contract/cart-messages';

// The cart's words, named once: components show them and tests look for them. The BFF answers
// refused discount codes with the shared ones.

export const CART_MESSAGES = {
  added: (title: string, quantity: number) => `Added ${quantity} × ${title} to your cart.`,
  quantityUpdated: (title: string, quantity: number) => `${title}: quantity is now ${quantity}.`,
  removed: (title: string) => `Removed ${title} from your cart.`,
  codeApplied: (code: string) => `Discount code ${code} applied.`,
  codeRemoved: (code: string) => `Discount code ${code} removed.`,
  codeInvalid: DISCOUNT_CODE_MESSAGES.invalid,
  codeAlreadyApplied: DISCOUNT_CODE_MESSAGES.alreadyApplied,
  codeEmpty: 'Enter a discount code.',
  freeShipping: (code: string) => `${code} gives you free shipping; it is applied at checkout.`,
  noteSaved: 'Order note saved.',
  checkoutFailed: 'We could not start checkout. Please try again.',
  failed: 'Something went wrong updating your cart. Please try again.',
} as const;

/** The BFF's messages are written for people (validation, 'Cart not found'); anything else is generic. */
export function cartErrorMessage(err: unknown): string {
  return err instanceof ApiError ? err.message : CART_MESSAGES.failed;
}
