import { CART_NOT_FOUND_MESSAGE } from '../../shared/messages';
import { FREE_SHIPPING_DISCOUNT_TYPE } from '../../shared/cart-constants';
import { ApiError } from '../../shared/contract/api-client';
import type { CartAction, CartNotice } from '../../shared/contract/cart-action';
import { CART_MESSAGES } from '../../shared/contract/cart-messages';
import type { Cart } from '../../shared/contract/models';
import { appliedCodes, normalizeCode } from '../../shared/rules/discount-codes';
import { isGiftLine } from '../../shared/rules/gift-rules';
import type { BrowserCart } from './browser-cart';

// What each intent of the cart action asks of the browser's cart (browser-cart.ts: the
// cart service with the call's validation, the cart cookie, gift rules, code checks and
// attribution); a refusal is thrown as ApiError(status, error, field) with the field renamed
// to the form's own field.

export interface IntentOutcome {
  /** The settled cart; null when the browser has no cart (left). */
  cart: Cart | null;
  notice: CartNotice;
}

const status = (text: string): CartNotice => ({ kind: 'status', text });

/** A line's name for a notice; a generic one when the line is not (or no longer) there. */
const titleOf = (line: Cart['lineItems'][number] | undefined) => line?.product.title ?? 'The item';

/** The cart the browser has; 404 'Cart not found' when none (a stale cookie is cleared by the read). */
async function existingCart(cart: BrowserCart): Promise<Cart> {
  const found = await cart.read();
  if (!found) throw new ApiError(404, CART_NOT_FOUND_MESSAGE);
  return found;
}

/** What a code does, said to the shopper (SPEC sections 7 and 9); a failed lookup only loses the detail. */
async function codeNotice(api: BrowserCart, code: string): Promise<CartNotice> {
  try {
    const type = await api.discountType(code);
    return status(
      type === FREE_SHIPPING_DISCOUNT_TYPE ? CART_MESSAGES.freeShipping(code) : CART_MESSAGES.codeApplied(code),
    );
  } catch {
    return status(CART_MESSAGES.codeApplied(code));
  }
}

async function run(api: BrowserCart, action: CartAction): Promise<IntentOutcome> {
  switch (action.intent) {
    case 'add': {
      const { variantId, quantity, sellingPlanId } = action;
      const cart = await api.change('add-cart-line-items', {
        lineItems: [{ variantId, quantity, ...(sellingPlanId !== undefined && { sellingPlanId }) }],
      });
      const line = cart?.lineItems.find((l) => l.merchandise.id === variantId && !isGiftLine(l));
      return { cart, notice: status(CART_MESSAGES.added(titleOf(line), quantity)) };
    }
    case 'add-lines':
      return addLines(api, action);
    case 'quantity': {
      const { lineId, quantity } = action;
      if (quantity === 0) return run(api, { intent: 'remove', lineId });
      const before = await existingCart(api);
      if (!before.lineItems.some((l) => l.id === lineId))
        return { cart: before, notice: status(CART_MESSAGES.lineGone) };
      const cart = await api.change('update-cart-line-items', { lineItems: [{ lineId, quantity }] });
      const line = cart?.lineItems.find((l) => l.id === lineId);
      return { cart, notice: status(CART_MESSAGES.quantityUpdated(titleOf(line), line?.quantity ?? quantity)) };
    }
    case 'remove': {
      // Read first: the settled cart no longer has the line to name.
      const before = await existingCart(api);
      const line = before.lineItems.find((l) => l.id === action.lineId);
      // A form sent twice (a double click without JavaScript): the line went with the first.
      if (!line) return { cart: before, notice: status(CART_MESSAGES.lineGone) };
      const cart = await api.change('remove-cart-line-items', { lineItemIds: [action.lineId] });
      return { cart, notice: status(CART_MESSAGES.removed(titleOf(line))) };
    }
    case 'apply-code': {
      const code = normalizeCode(action.code);
      const before = await existingCart(api);
      // The service refuses a repeated or unknown code with 422 'codes' and leaves the codes as they were.
      const cart = await api.change('update-cart-discount-codes', { codes: [...appliedCodes(before), code] });
      return { cart, notice: await codeNotice(api, code) };
    }
    case 'remove-code': {
      const code = normalizeCode(action.code);
      const before = await existingCart(api);
      const cart = await api.change('update-cart-discount-codes', {
        codes: appliedCodes(before).filter((c) => normalizeCode(c) !== code),
      });
      return { cart, notice: status(CART_MESSAGES.codeRemoved(code)) };
    }
    case 'note': {
      await existingCart(api);
      const cart = await api.change('update-cart-note', { note: action.note });
      return { cart, notice: status(CART_MESSAGES.noteSaved) };
    }
    case 'clear':
      return clear(api);
    case 'professional':
      return { cart: await api.professional(), notice: status(CART_MESSAGES.professionalSet) };
    case 'attribution':
      return { cart: await api.attribution(), notice: status(CART_MESSAGES.attributionSynced) };
  }
}

/**
 * A whole routine in one upstream call, so the gift rules settle once: one unit of each size,
 * a size named twice (the same product morning and evening) once, on its plan when subscribing.
 */
async function addLines(
  api: BrowserCart,
  action: Extract<CartAction, { intent: 'add-lines' }>,
): Promise<IntentOutcome> {
  const bySize = new Map<string, string | undefined>();
  for (const line of action.lines) if (!bySize.has(line.variantId)) bySize.set(line.variantId, line.sellingPlanId);
  const lineItems = [...bySize].map(([variantId, plan]) => ({
    variantId,
    quantity: 1,
    ...(action.subscribe && plan !== undefined && { sellingPlanId: plan }),
  }));
  const cart = await api.change('add-cart-line-items', { lineItems });
  const subscribed = lineItems.some((l) => 'sellingPlanId' in l);
  return { cart, notice: status(CART_MESSAGES.addedMany(lineItems.length, subscribed)) };
}

/** SPEC section 4: clearing removes every line and resets the discount codes to none. */
async function clear(api: BrowserCart): Promise<IntentOutcome> {
  let cart: Cart | null;
  try {
    cart = await existingCart(api);
  } catch (err) {
    // No cart (or a stale one): already as clear as it gets.
    if (err instanceof ApiError && err.status === 404) return { cart: null, notice: status(CART_MESSAGES.cleared) };
    throw err;
  }
  if (cart.lineItems.length > 0) {
    cart = await api.change('remove-cart-line-items', { lineItemIds: cart.lineItems.map((l) => l.id) });
  }
  if (cart && cart.discountCodes.length > 0) cart = await api.change('update-cart-discount-codes', { codes: [] });
  return { cart, notice: status(CART_MESSAGES.cleared) };
}

/**
 * The form field a call's refusal belongs to: validation names the call's field
 * ('lineItems.0.quantity', 'codes', 'lineItemIds.0'), the shopper's form has its own.
 */
export function formFieldOf(field: string | undefined): string | undefined {
  if (field === undefined) return undefined;
  const last =
    field
      .split('.')
      .filter((part) => !/^\d+$/.test(part))
      .at(-1) ?? field;
  const renamed: Record<string, string> = { codes: 'code', lineItemIds: 'lineId' };
  return renamed[last] ?? last;
}

/** Runs one validated cart action; a refusal is ApiError with the form's field. */
export async function runCartIntent(api: BrowserCart, action: CartAction): Promise<IntentOutcome> {
  try {
    return await run(api, action);
  } catch (err) {
    if (err instanceof ApiError) {
      // The message names the form's field as it named the call's ('quantity: …', not 'lineItems.0.quantity: …').
      const field = formFieldOf(err.field);
      const message =
        field !== undefined && err.field !== undefined && err.message.startsWith(`${err.field}:`)
          ? `${field}:${err.message.slice(err.field.length + 1)}`
          : err.message;
      throw new ApiError(err.status, message, field);
    }
    throw err;
  }
}
