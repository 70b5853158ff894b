import { z } from 'zod';
import { defineCall, FRESH_READ, type CallProperties, type TokenUse } from './define';
import { AttributeInput, Email, Id, Quantity } from './fields';
import { Cart } from './models';

// Cart API (SPEC section 7), service 'ecom'. Every call answers `{ cart }`, null when the
// cart id is unknown (the client shows 'Cart not found'). A variant that does not exist is
// 422 `{error}` and changes nothing. The cart id travels in the BFF's httpOnly cookie, never
// in a browser body (see onCart).

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
  countryCode: z
    .string()
    .regex(/^[A-Z]{2}$/, 'must be a two-letter country code')
    .default('US'),
  deliveryAddressPreferences: z.strictObject({ deliveryAddress: BuyerAddressInput }).nullable().optional(),
});
export type BuyerIdentityInput = z.input<typeof BuyerIdentityInput>;

const CartResponse = z.object({ cart: Cart.nullable() });
const LineItems = z.array(LineInput).min(1, 'must not be empty').max(50);

/**
 * The two request schemas of a call on an existing cart. The browser never sends the cart id:
 * the BFF fills it in from the httpOnly cart cookie, as it does the token, so `request` (what
 * the BFF accepts and what callers type) has it optional; the upstream still needs the id it
 * acts on, so `upstreamRequest` (what the embedded backend validates) requires it.
 */
function onCart<const Shape extends z.ZodRawShape>(shape: Shape) {
  return {
    request: z.strictObject({ cartId: Id.optional(), ...shape }),
    upstreamRequest: z.strictObject({ cartId: Id, ...shape }),
  };
}

/** A call on an existing cart: both request schemas (see onCart) beside the contract entry. */
function cartCall<const N extends string, Req extends z.ZodType, Up extends z.ZodType, Res extends z.ZodType>(
  name: N,
  schemas: { request: Req; upstreamRequest: Up },
  response: Res,
  token: TokenUse,
  properties: CallProperties<z.output<Res>>,
) {
  return {
    ...defineCall('ecom', name, schemas.request, response, token, properties),
    upstreamRequest: schemas.upstreamRequest,
  };
}

/** The cart service settles these (gift rules, missing cart) and answers with the settled cart. */
const CHANGE = { changesCart: true } as const;

export const cartCalls = {
  'get-cart': cartCall('get-cart', onCart({}), CartResponse, 'none', FRESH_READ),
  'create-cart': defineCall(
    'ecom',
    'create-cart',
    z.strictObject({
      buyerIdentity: BuyerIdentityInput.default({ countryCode: 'US' }),
      lineItems: z.array(LineInput).max(50).default([]),
    }),
    z.object({ cart: Cart }),
    'optional-header',
    CHANGE,
  ),
  'add-cart-line-items': cartCall(
    'add-cart-line-items',
    onCart({ lineItems: LineItems }),
    CartResponse,
    'none',
    CHANGE,
  ),
  'remove-cart-line-items': cartCall(
    'remove-cart-line-items',
    onCart({ lineItemIds: z.array(Id).min(1, 'must not be empty').max(100) }),
    CartResponse,
    'none',
    CHANGE,
  ),
  'update-cart-line-items': cartCall(
    'update-cart-line-items',
    onCart({ lineItems: z.array(LineUpdateInput).min(1, 'must not be empty').max(50) }),
    CartResponse,
    'none',
    CHANGE,
  ),
  /** merged by key; an empty value removes the attribute */
  'update-cart-attributes': cartCall(
    'update-cart-attributes',
    onCart({ attributes: z.array(AttributeInput).max(50) }),
    CartResponse,
    'none',
    CHANGE,
  ),
  'update-cart-buyer-identity': cartCall(
    'update-cart-buyer-identity',
    onCart({ buyerIdentity: BuyerIdentityInput }),
    CartResponse,
    'optional-header',
    CHANGE,
  ),
  /**
   * Replaces the codes; unknown codes stay listed with applicable false. Through the BFF a
   * refused new code is taken out again and answered 422 `{error, field: 'codes'}`.
   */
  'update-cart-discount-codes': cartCall(
    'update-cart-discount-codes',
    onCart({ codes: z.array(z.string().trim().min(1).max(50)).max(10) }),
    CartResponse,
    'none',
    CHANGE,
  ),
  'update-cart-note': cartCall(
    'update-cart-note',
    onCart({ note: z.string().max(1000) }),
    CartResponse,
    'none',
    CHANGE,
  ),
  /** type is compared with 'DiscountCodeFreeShipping' (SPEC section 9); null for unknown codes */
  'get-discount-type': defineCall(
    'ecom',
    'get-discount-type',
    z.strictObject({ code: z.string().trim().min(1).max(50) }),
    z.object({ code: z.string(), type: z.enum(['DiscountCodeBasic', 'DiscountCodeFreeShipping']).nullable() }),
    'none',
    FRESH_READ,
  ),
} as const;
