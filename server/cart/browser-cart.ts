import { ApiError } from '../../shared/contract/api-client';
import type { Cart } from '../../shared/contract/models';
import { calls, type CallInput } from '../../shared/contract/registry';
import { failure, loggerFor, upstreamFailure } from '../api/api-response';
import { validateBody } from '../api/validate-body';
import { contextOf } from '../http/request-context';
import { ATTRIBUTION_ATTRIBUTE_KEY } from '../../shared/cart-constants';
import { isAttributionValid } from '../../shared/rules/attribution';
import { attributionOf } from './attribution-sync';
import { cartClientOf, changeBrowserCart, readBrowserCart, type CartRequest } from './cart-handlers';
import { setCartProfessional } from './customer-cart-settings';

// The browser's cart for one cart action request, as its intents use it: each change calls the
// cart service directly (cart-handlers.ts: the same service, cookie and attribution
// steps an /api cart call takes), after the call's own request schema. No cart call is
// throttled (server/api/throttle counts account calls only). A refusal is thrown as
// ApiError(status, error, field), logged once here as /api logs it.

/** The contract's cart changes an intent makes. */
export type CartChangeName =
  | 'add-cart-line-items'
  | 'update-cart-line-items'
  | 'remove-cart-line-items'
  | 'update-cart-discount-codes'
  | 'update-cart-note';

export interface BrowserCart {
  /** The cart of the cookie; null when none (a stale cookie is cleared). */
  read(): Promise<Cart | null>;
  /** One change, settled (gift rules, attribution); the cart it answers. */
  change<N extends CartChangeName>(name: N, input: Omit<CallInput<N>, 'cartId'>): Promise<Cart | null>;
  /** A discount code's type ('DiscountCodeFreeShipping', …), null when it has none. */
  discountType(code: string): Promise<string | null>;
  /** SPEC section 4 "Chosen professional": the signed-in customer's, from their account, on the cart. */
  professional(): Promise<Cart | null>;
  /** SPEC section 4 "Attribution": the cart's click id set from the attribution cookie, removed without a valid one. */
  attribution(): Promise<Cart | null>;
}

export function browserCartFor(request: CartRequest): BrowserCart {
  const { req, deps } = request;
  const context = contextOf(req);
  const client = cartClientOf(request);
  const cartId = () => context.cartId;
  const log = () => loggerFor(req, deps.logger);

  /** Runs one step; an upstream failure becomes the ApiError /api would answer (logged there). */
  const step = async <T>(call: string, run: () => Promise<T>): Promise<T> => {
    try {
      return await run();
    } catch (err) {
      if (err instanceof ApiError) throw err;
      const a = upstreamFailure(req, deps.logger, err, call);
      const body = a.body as { error: string; field?: string };
      throw new ApiError(a.status, body.error, body.field);
    }
  };
  const refuse = (status: number, problem: { error: string; field?: string | undefined }, call: string): never => {
    const body = failure(req, deps.logger, status, problem, { call }).body as { error: string; field?: string };
    throw new ApiError(status, body.error, body.field);
  };
  const read = () => step('get-cart', () => readBrowserCart(request, cartId()));

  return {
    read,
    change: (name, input) =>
      step(name, async () => {
        const call = calls[name];
        const valid = validateBody(call.request, input);
        if (!valid.ok) return refuse(valid.problem.status, valid.problem, name);
        const { cartId: _ignored, ...checked } = valid.data as Record<string, unknown>;
        const outcome = await changeBrowserCart(request, call, checked, cartId());
        if (!outcome.ok) return refuse(outcome.status, outcome, name);
        return outcome.cart;
      }),
    discountType: (code) =>
      step('get-discount-type', async () => (await client.call('get-discount-type', { code })).type),
    professional: () =>
      step('professional', async () => {
        const id = cartId();
        // A visitor's choice stays in their browser (SPEC section 4); no cart, nothing to mark.
        if (id === undefined) return null;
        if (context.token === undefined) return read();
        const { user } = await client.call('user-info', {});
        if (!user) return read();
        // A side step (SPEC section 8): a failed update leaves the cart as it was.
        const set = await setCartProfessional(id, user.professional?.value, client, (s, err) =>
          log().warn({ call: 'professional', step: s, err }, 'cart professional attribute not set'),
        );
        return set ?? read();
      }),
    attribution: () =>
      step('attribution', async () => {
        const id = cartId();
        if (id === undefined) return null;
        // The page asks only when its cart has a click id to change (the purge): one update, with
        // no read first. The upstream merges attributes by key; an empty value removes one.
        const record = attributionOf(req);
        const value = isAttributionValid(record, new Date()) ? record.clickId : '';
        const { cart } = await client.call('update-cart-attributes', {
          cartId: id,
          attributes: [{ key: ATTRIBUTION_ATTRIBUTE_KEY, value }],
        });
        // A cart gone upstream: the read forgets its cookie.
        return cart ?? read();
      }),
  };
}
