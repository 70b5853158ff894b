// The user-facing messages of SPEC sections 5 and 8, word for word, and the upstream texts they
// answer; the 404's prefixes are with the constants. Imported by server, client and shared rules
// alike, so nothing here may depend on Node or the DOM.

/** The upstream's sign-in error text that is shown as LOGIN_INCORRECT_MESSAGE. */
export const UNIDENTIFIED_CUSTOMER_ERROR = 'Unidentified customer' as const;
export const LOGIN_INCORRECT_MESSAGE = 'E-mail Address or Password is Incorrect' as const;
export const CART_NOT_FOUND_MESSAGE = 'Cart not found' as const;
export const REQUEST_SUPERSEDED_MESSAGE =
  'Request aborted as another request to the same endpoint was initiated.' as const;
export const REQUEST_TIMEOUT_MESSAGE = 'Request aborted due to timeout.' as const;
export const PROFESSIONAL_NAME_ERROR = 'Error with professional name' as const;
export const ANALYTICS_INVALID_KEYS_MESSAGE = 'Invalid analytics integration. keys must be strings.' as const;
export const ANALYTICS_NO_KEY_MESSAGE =
  'Invalid analytics integration. No analytics integration key found in NuxtConfig.' as const;

/**
 * A sign-in the upstream accepted but whose user could not be loaded (SPEC section 4: the state
 * resets to signed out): the form says so instead of pretending the customer is signed in.
 */
export const SIGN_IN_NOT_COMPLETED_MESSAGE = 'We could not sign you in just now. Please try again.' as const;
