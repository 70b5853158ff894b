import type { Cart } from '../../../shared/contract/models';
import type { Ctx, HandlerMap } from '../http/context';
import { sql } from '../db/statements';
import { cartRow, loadCart } from './cart-store';
import {
  addLines,
  createCart,
  removeLines,
  updateAttributes,
  updateBuyerIdentity,
  updateDiscountCodes,
  updateLines,
  updateNote,
} from './cart-mutations';

type CartCall =
  | 'get-cart'
  | 'create-cart'
  | 'add-cart-line-items'
  | 'remove-cart-line-items'
  | 'update-cart-line-items'
  | 'update-cart-attributes'
  | 'update-cart-buyer-identity'
  | 'update-cart-discount-codes'
  | 'update-cart-note'
  | 'get-discount-type';

const view = (ctx: Ctx, id: string): Cart | null => loadCart(ctx.db, id, ctx.siteUrl, ctx.now);

/** Runs a change on an existing cart; an unknown cart id answers `{ cart: null }` like get-cart. */
function onCart<I extends { cartId: string }>(change: (input: I, ctx: Ctx) => void) {
  return (input: I, ctx: Ctx): { cart: Cart | null } => {
    if (!cartRow(ctx.db, input.cartId)) return { cart: null };
    change(input, ctx);
    return { cart: view(ctx, input.cartId) };
  };
}

export const cartHandlers: HandlerMap<CartCall> = {
  'get-cart': ({ cartId }, ctx) => ({ cart: view(ctx, cartId) }),
  'create-cart': (input, ctx) => {
    const id = createCart(ctx.db, input, ctx.customerId, ctx.now);
    return { cart: view(ctx, id)! };
  },
  'add-cart-line-items': onCart((i, ctx) => addLines(ctx.db, i.cartId, i.lineItems, ctx.now)),
  'remove-cart-line-items': onCart((i, ctx) => removeLines(ctx.db, i.cartId, i.lineItemIds, ctx.now)),
  'update-cart-line-items': onCart((i, ctx) => updateLines(ctx.db, i.cartId, i.lineItems, ctx.now)),
  'update-cart-attributes': onCart((i, ctx) => updateAttributes(ctx.db, i.cartId, i.attributes, ctx.now)),
  'update-cart-buyer-identity': onCart((i, ctx) =>
    updateBuyerIdentity(ctx.db, i.cartId, i.buyerIdentity, ctx.customerId, ctx.now),
  ),
  'update-cart-discount-codes': onCart((i, ctx) => updateDiscountCodes(ctx.db, i.cartId, i.codes, ctx.now)),
  'update-cart-note': onCart((i, ctx) => updateNote(ctx.db, i.cartId, i.note, ctx.now)),
  'get-discount-type': ({ code }, { db }) => {
    // Codes are stored upper case, as the cart stores them; shoppers type them any way.
    const row = sql(db, 'SELECT code, type FROM discount_codes WHERE code = ? AND enabled = 1').get(
      code.toUpperCase(),
    ) as { code: string; type: 'DiscountCodeBasic' | 'DiscountCodeFreeShipping' } | undefined;
    return { code: row?.code ?? code.toUpperCase(), type: row?.type ?? null };
  },
};
