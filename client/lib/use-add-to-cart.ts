import type { LineInput } from '../../shared/contract/cart';
import { useCartMutation } from './use-cart-mutation';

/**
 * Add to cart, shared by every screen that sells (product page, cart): with no cart yet, or an
 * expired one, the BFF creates it with these lines and sets the cookie, in the same request.
 */
export function useAddToCart() {
  return useCartMutation((apply, lineItems: LineInput[]) => apply({ call: 'add-cart-line-items', input: { lineItems } }));
}
