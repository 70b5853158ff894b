import { ATTRIBUTION_ATTRIBUTE_KEY, GIFT_ATTRIBUTE_KEY, PROFESSIONAL_ATTRIBUTE_KEY } from '../cart-constants';
import { CART_ATTRIBUTE_MESSAGES } from '../contract/cart-messages';
import type { IssueProblem } from '../contract/validation-issue';

// Three cart attributes are the BFF's alone (SPEC sections 3 and 4): the gift flag, the signed-in
// customer's chosen professional (cut to 59 characters, set from the account) and the affiliate
// click id (set from the consented attribution cookie). A browser's update-cart-attributes may
// clear the click id (consent withdrawn) and set other keys, never these. The BFF's own calls
// never pass here. Pure, so the cart service checks a change before anything goes upstream.

/** Case-insensitive and trimmed, so no spelling of a key slips past an upstream that compares loosely. */
const same = (key: string, reserved: string) => key.trim().toLowerCase() === reserved.toLowerCase();

export function refuseClientCartAttributes(attributes: readonly { key: string; value: string }[]): IssueProblem | null {
  for (const [i, { key, value }] of attributes.entries()) {
    const field = `attributes.${i}`;
    if (same(key, GIFT_ATTRIBUTE_KEY) || same(key, PROFESSIONAL_ATTRIBUTE_KEY)) {
      return { field: `${field}.key`, error: `${field}.key: ${CART_ATTRIBUTE_MESSAGES.shopOnly(key.trim())}` };
    }
    if (same(key, ATTRIBUTION_ATTRIBUTE_KEY) && value !== '') {
      return { field: `${field}.value`, error: `${field}.value: ${CART_ATTRIBUTE_MESSAGES.attributionClearOnly}` };
    }
  }
  return null;
}
