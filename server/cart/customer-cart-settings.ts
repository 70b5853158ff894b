import type { ApiClient } from '../../shared/contract/api-client';
import { BuyerIdentityInput } from '../../shared/contract/cart';
import type { Cart, User } from '../../shared/contract/models';
import { signInBuyerIdentity } from '../../shared/rules/buyer-identity';
import { professionalAttribute } from '../../shared/rules/professional-attribute';

// What every cart of a signed-in customer carries (SPEC sections 3, 4 "Chosen professional",
// 5 and 9): the buyer identity (only with an e-mail and a token) and the `professional`
// attribute (the chosen name cut to 59 characters, 'Error with professional name' when none).
// Applied at sign-in, when the customer chooses a professional and when a cart is created for
// them later. Every step is a side step: its failure is told and swallowed (SPEC section 8),
// never the customer's own action.

/** Told of a side step that failed; the action around it goes on. */
export type StepFailed = (step: string, err: unknown) => void;

/** The professional attribute on that cart; the cart as the update answered it, or null. */
export async function setCartProfessional(
  cartId: string,
  professional: unknown,
  client: ApiClient,
  failed: StepFailed,
): Promise<Cart | null> {
  try {
    return (await client.call('update-cart-attributes', { cartId, attributes: [professionalAttribute(professional)] }))
      .cart;
  } catch (err) {
    failed('update-cart-attributes', err);
    return null;
  }
}

/**
 * At sign-in: the customer's identity and chosen professional on the cart they go on with.
 * The token travels as the client's Authorization header, never in a body.
 */
export async function applyCustomerCartSettings(
  cartId: string,
  user: User,
  token: string,
  client: ApiClient,
  failed: StepFailed,
): Promise<void> {
  const identity = signInBuyerIdentity(user, token);
  if (identity) {
    try {
      await client.call('update-cart-buyer-identity', { cartId, buyerIdentity: identity.buyerIdentity });
    } catch (err) {
      failed('update-cart-buyer-identity', err);
    }
  }
  await setCartProfessional(cartId, user.professional?.value, client, failed);
}

/** How a cart created for a signed-in customer is made theirs (cart-service createWith). */
export interface NewCustomerCart {
  /** The buyer identity the create call carries instead of the browser's; null keeps the browser's. */
  buyerIdentity: BuyerIdentityInput | null;
  /** The created cart with the professional attribute; never throws (the created cart on failure). */
  finish(cart: Cart): Promise<Cart>;
}

/**
 * For a cart about to be created: one user-info with the session token, then the identity goes
 * in the create call itself and the attribute follows it (two calls more than a visitor's
 * create, only when a cart is created and only with a session). Null when signed out, when
 * the token finds no user, or when user-info fails: the cart is then created as asked.
 */
export async function prepareNewCustomerCart(
  client: ApiClient,
  token: string | undefined,
  failed: StepFailed,
): Promise<NewCustomerCart | null> {
  if (token === undefined) return null;
  let user: User | null;
  try {
    user = (await client.call('user-info', {})).user;
  } catch (err) {
    failed('user-info', err);
    return null;
  }
  if (!user) return null;
  const identity = signInBuyerIdentity(user, token);
  // An identity the contract refuses (an odd saved address) would fail the create: kept out.
  const parsed = identity ? BuyerIdentityInput.safeParse(identity.buyerIdentity) : null;
  if (parsed && !parsed.success) failed('buyer identity', parsed.error);
  const professional = user.professional?.value;
  return {
    buyerIdentity: parsed?.success ? identity!.buyerIdentity : null,
    finish: async (cart) => (await setCartProfessional(cart.id, professional, client, failed)) ?? cart,
  };
}
