import { PERCENTAGE_DISCOUNT_TYPE } from '../../shared/cart-constants';
import type { ApiClient } from '../../shared/contract/api-client';
import { DISCOUNT_CODE_MESSAGES } from '../../shared/contract/cart-messages';
import type { CallDef } from '../../shared/contract/define';
import type { Cart } from '../../shared/contract/models';
import type { CallInput } from '../../shared/contract/registry';
import { issueProblem } from '../../shared/contract/validation-issue';
import { appliedCodes, firstRepeatedCode, normalizeCode, refusedCodes } from '../../shared/rules/discount-codes';
import { refuseClientCartAttributes } from '../../shared/rules/cart-attribute-guard';
import { refuseClientGiftLines, refuseClientGiftUpdates } from '../../shared/rules/gift-guard';
import type { NewCustomerCart } from './customer-cart-settings';

// The cart service (ARCHITECTURE, server/cart): every cart-changing call goes through
// changeCart, which applies the change, settles it (gift-with-purchase) and answers with the
// settled cart, so the browser needs one request per change whatever happens upstream.

/** What the cart cookie must hold after the change. */
export type CartCookie = { set: string } | 'keep' | 'clear';

export type CartOutcome =
  | { ok: true; cart: Cart | null; cookie: CartCookie }
  | { ok: false; status: 400 | 422; error: string; field: string; cookie: CartCookie };

export interface CartChange {
  /** A contract entry with `changesCart`. */
  call: CallDef;
  /** The browser's validated input, without its cartId. */
  input: Record<string, unknown>;
  /** The cart the browser acts on (its cookie); undefined when it has none yet. */
  cartId: string | undefined;
}

export interface CartServiceDeps {
  /** The request's one upstream client (token, forwarded headers, public cache). */
  client: ApiClient;
  /** Gift-with-purchase on the changed cart; never throws (the caller logs and keeps the cart). */
  settle(cart: Cart): Promise<Cart>;
  /**
   * Asked only when a cart is about to be created: for a signed-in customer, how the new cart
   * is made theirs (customer-cart-settings.ts); null or absent for a visitor. Never throws.
   */
  newCart?(): Promise<NewCustomerCart | null>;
}

type CartAnswer = { cart: Cart | null };

/** One upstream cart call by name (the service picks names from the contract at run time). */
function send(client: ApiClient, name: string, input: Record<string, unknown>): Promise<CartAnswer> {
  return client.call(name as 'update-cart-note', input as CallInput<'update-cart-note'>);
}

/**
 * Every new cart (create-cart, or an add with no cart or a gone one): a signed-in customer's
 * carries their buyer identity and professional from the start, e.g. the next cart after an
 * order is placed; then the gift rules.
 */
async function createWith(deps: CartServiceDeps, input: Record<string, unknown>): Promise<CartOutcome> {
  const customer = (await deps.newCart?.()) ?? null;
  const identity = customer?.buyerIdentity ? { buyerIdentity: customer.buyerIdentity } : {};
  const { cart } = await deps.client.call('create-cart', { ...input, ...identity } as CallInput<'create-cart'>);
  const theirs = customer ? await customer.finish(cart) : cart;
  return { ok: true, cart: await deps.settle(theirs), cookie: { set: cart.id } };
}

/**
 * A new code the cart does not accept is taken out again here, so the browser gets one
 * answer: 422 naming 'codes', with the message the cart page shows.
 */
async function changeCodes(deps: CartServiceDeps, cartId: string, codes: string[]): Promise<CartOutcome> {
  const repeated = firstRepeatedCode(codes);
  if (repeated !== undefined) {
    return {
      ok: false,
      status: 422,
      error: DISCOUNT_CODE_MESSAGES.alreadyApplied(repeated),
      field: 'codes',
      cookie: 'keep',
    };
  }
  const { cart } = await send(deps.client, 'update-cart-discount-codes', { cartId, codes });
  if (!cart) return { ok: true, cart: null, cookie: 'clear' };
  const refused = refusedCodes(codes, cart);
  if (refused.length === 0) return { ok: true, cart: await deps.settle(cart), cookie: 'keep' };
  const kept = appliedCodes(cart);
  await send(deps.client, 'update-cart-discount-codes', { cartId, codes: kept });
  // a known code outside its dates, under its minimum or used up: the cart said why
  const reason = cart.discountCodes.find((c) => normalizeCode(c.code) === refused[0])?.reason;
  const error = reason ?? (await refusalOf(deps, refused[0]!, kept));
  return { ok: false, status: 422, error, field: 'codes', cookie: 'keep' };
}

/**
 * Why the cart did not take a code: no such code, or a percentage code beside the one applied
 * (they do not combine). Asked only on a refusal: one get-discount-type per code.
 */
async function refusalOf(deps: CartServiceDeps, code: string, kept: readonly string[]): Promise<string> {
  const typeOf = async (c: string) =>
    (await deps.client.call('get-discount-type', { code: c }).catch(() => ({ type: null }))).type;
  if ((await typeOf(code)) === PERCENTAGE_DISCOUNT_TYPE) {
    for (const other of kept)
      if ((await typeOf(other)) === PERCENTAGE_DISCOUNT_TYPE) return DISCOUNT_CODE_MESSAGES.notCombinable(code, other);
  }
  return DISCOUNT_CODE_MESSAGES.invalid(code);
}

type LineUpdates = Parameters<typeof refuseClientGiftUpdates>[0];

/**
 * A client's change that would make or alter a gift line, or set an attribute the shop sets
 * itself, as the 400 to answer; null when it may go upstream. Only line updates need the cart
 * itself (which lines are gifts): one get-cart.
 */
async function giftRefusal(change: CartChange, deps: CartServiceDeps): Promise<CartOutcome | null> {
  const { call, input, cartId } = change;
  let found = null;
  if (call.name === 'create-cart' || call.name === 'add-cart-line-items') {
    found = refuseClientGiftLines((input.lineItems ?? []) as Parameters<typeof refuseClientGiftLines>[0]);
  } else if (call.name === 'update-cart-attributes') {
    found = refuseClientCartAttributes((input.attributes ?? []) as Parameters<typeof refuseClientCartAttributes>[0]);
  } else if (call.name === 'update-cart-line-items' && cartId !== undefined) {
    const { cart } = await deps.client.call('get-cart', { cartId });
    found = refuseClientGiftUpdates(input.lineItems as LineUpdates, cart?.lineItems ?? []);
  }
  return found ? { ok: false, status: 400, ...found, cookie: 'keep' } : null;
}

/** Applies one cart change and answers with the settled cart. */
export async function changeCart(change: CartChange, deps: CartServiceDeps): Promise<CartOutcome> {
  const refused = await giftRefusal(change, deps);
  if (refused) return refused;
  const { call, input, cartId } = change;
  if (call.name === 'create-cart') return createWith(deps, input);
  if (cartId === undefined) {
    // No cart yet: adding creates one with those lines, in this same request.
    if (call.name === 'add-cart-line-items') return createWith(deps, { lineItems: input.lineItems });
    const missing = (call.upstreamRequest ?? call.request).safeParse(input);
    const problem = missing.success ? { field: 'cartId', error: 'cartId: is required' } : issueProblem(missing.error);
    return { ok: false, status: 400, ...problem, cookie: 'keep' };
  }
  if (call.name === 'update-cart-discount-codes') return changeCodes(deps, cartId, input.codes as string[]);
  const { cart } = await send(deps.client, call.name, { ...input, cartId });
  if (cart) return { ok: true, cart: await deps.settle(cart), cookie: 'keep' };
  // The cart is gone upstream ('Cart not found'): adding starts a new one, replacing the stale cookie.
  if (call.name === 'add-cart-line-items') return createWith(deps, { lineItems: input.lineItems });
  return { ok: true, cart: null, cookie: 'clear' };
}
