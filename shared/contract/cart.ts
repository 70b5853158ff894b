import { z } from 'zod';
import { defineCall, FRESH_READ } from './define';
import { AttributeInput, Email, Id, Quantity } from './fields';
import { Cart } from './models';

// Cart API (SPEC section 7), service 'ecom'. Every call answers `{ cart }`, null when the
// cart id is unknown (the client shows 'Cart not found'). A variant that does not exist is
// 422 `{error}` and changes nothing.

/** Line input (SPEC section 3): quantity defaults to 1. */
export const LineInput = z.strictObject({
  variantId: Id,
  quantity: Quantity.default(1),
  customAttributes: z.array(AttributeInput).max(20).default([]),
  sellingPlanId: Id.nullable().optional(),
});
export type LineInput = z.input<typeof LineInput>;

/** Line update: only the given fields change; sellingPlanId null removes the plan. */
export const LineUpdateInput = z.strictObject({
  lineId: Id,
  variantId: Id.optional(),
  quantity: Quantity.optional(),
  customAttributes: z.array(AttributeInput).max(20).optional(),
  sellingPlanId: Id.nullable().optional(),
});
export type LineUpdateInput = z.input<typeof LineUpdateInput>;

const BuyerAddressInput = z.strictObject({
  address1: z.string().trim().max(200).default(''),
  address2: z.string().trim().max(200).default(''),
  city: z.string().trim().max(100).default(''),
  company: z.string().trim().max(100).default(''),
  country: z.string().trim().max(60).default(''),
  firstName: z.string().trim().max(100).default(''),
  lastName: z.string().trim().max(100).default(''),
  phone: z.string().trim().max(30).default(''),
  province: z.string().trim().max(60).default(''),
  zip: z.string().trim().max(20).default(''),
});

/**
 * Buyer identity as the browser sends it. customerAccessToken is deliberately absent: the
 * BFF sends the session token as the Authorization header and the backend links the customer.
 */
export const BuyerIdentityInput = z.strictObject({
  email: Email.nullable().optional(),
  phone: z.string().trim().max(30).nullable().optional(),
  countryCode: z.string().regex(/^[A-Z]{2}$/, 'must be a two-letter country code').default('US'),
  deliveryAddressPreferences: z.strictObject({ deliveryAddress: BuyerAddressInput }).nullable().optional(),
});
export type BuyerIdentityInput = z.input<typeof BuyerIdentityInput>;

const CartResponse = z.object({ cart: Cart.nullable() });
const LineItems = z.array(LineInput).min(1, 'must not be empty').max(50);

export const cartCalls = {
  'get-cart': defineCall('ecom', 'get-cart', z.strictObject({ cartId: Id }), CartResponse, 'none', FRESH_READ),
  'create-cart': defineCall(
    'ecom', 'create-cart',
    z.strictObject({ buyerIdentity: BuyerIdentityInput.default({ countryCode: 'US' }), lineItems: z.array(LineInput).max(50).default([]) }),
    z.object({ cart: Cart }),
    'optional-header',
  ),
  'add-cart-line-items': defineCall('ecom', 'add-cart-line-items', z.strictObject({ cartId: Id, lineItems: LineItems }), CartResponse, 'none', { changesCart: true }),
  'remove-cart-line-items': defineCall(
    'ecom', 'remove-cart-line-items',
    z.strictObject({ cartId: Id, lineItemIds: z.array(Id).min(1, 'must not be empty').max(100) }),
    CartResponse,
    'none', { changesCart: true },
  ),
  'update-cart-line-items': defineCall(
    'ecom', 'update-cart-line-items',
    z.strictObject({ cartId: Id, lineItems: z.array(LineUpdateInput).min(1, 'must not be empty').max(50) }),
    CartResponse,
    'none', { changesCart: true },
  ),
  /** merged by key; an empty value removes the attribute */
  'update-cart-attributes': defineCall(
    'ecom', 'update-cart-attributes',
    z.strictObject({ cartId: Id, attributes: z.array(AttributeInput).max(50) }),
    CartResponse,
    'none', { changesCart: true },
  ),
  'update-cart-buyer-identity': defineCall(
    'ecom', 'update-cart-buyer-identity',
    z.strictObject({ cartId: Id, buyerIdentity: BuyerIdentityInput }),
    CartResponse,
    'optional-header',
    { changesCart: true },
  ),
  /** replaces the codes; unknown codes stay listed with applicable false */
  'update-cart-discount-codes': defineCall(
    'ecom', 'update-cart-discount-codes',
    z.strictObject({ cartId: Id, codes: z.array(z.string().trim().min(1).max(50)).max(10) }),
    CartResponse,
    'none', { changesCart: true },
  ),
  'update-cart-note': defineCall('ecom', 'update-cart-note', z.strictObject({ cartId: Id, note: z.string().max(1000) }), CartResponse, 'none', { changesCart: true }),
  /** type is compared with 'DiscountCodeFreeShipping' (SPEC section 9); null for unknown codes */
  'get-discount-type': defineCall(
    'ecom', 'get-discount-type',
    z.strictObject({ code: z.string().trim().min(1).max(50) }),
    z.object({ code: z.string(), type: z.enum(['DiscountCodeBasic', 'DiscountCodeFreeShipping']).nullable() }),
    'none', FRESH_READ,
  ),
} as const;
