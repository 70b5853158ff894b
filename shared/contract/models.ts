import { z } from 'zod';
import { CATEGORIES, SKIN_CONCERNS, SKIN_TYPES } from '../catalog/taxonomy';

// Entity shapes shared by responses of several calls. Response objects are plain
// z.object (unknown keys stripped, never refused) so an upstream may add fields safely.
// Ids follow Shopify's global-id style, e.g. gid://shopify/Product/7, so the numeric id is
// always the last path segment.

/** CMS / catalog image; its bytes are served at `${assetsBase}/${id}` (SPEC: CMS assets path + id). */
export const Image = z.object({
  id: z.string(),
  format: z.string(),
  width: z.number().int(),
  height: z.number().int(),
  alt: z.string(),
});
export type Image = z.infer<typeof Image>;

/** Shopify MoneyV2: the amount is a decimal string ('68.00'). Used in cart and order totals. */
export const MoneyV2 = z.object({ amount: z.string(), currencyCode: z.literal('USD') });
export type MoneyV2 = z.infer<typeof MoneyV2>;

export const SellingPlan = z.object({
  id: z.string(),
  name: z.string(),
  intervalDays: z.number().int(),
  discountPercent: z.number(),
});
export type SellingPlan = z.infer<typeof SellingPlan>;

export const Variant = z.object({
  id: z.string(), // gid://shopify/ProductVariant/<n>
  sku: z.string(),
  title: z.string(),
  /** USD */
  price: z.number(),
  compareAtPrice: z.number().nullable(),
  availableForSale: z.boolean(),
  quantityAvailable: z.number().int(),
});
export type Variant = z.infer<typeof Variant>;

export const Product = z.object({
  id: z.string(), // gid://shopify/Product/<n>
  handle: z.string(),
  title: z.string(),
  subtitle: z.string(),
  descriptionHtml: z.string(),
  keyBenefits: z.array(z.string()),
  keyIngredients: z.array(z.string()),
  howToUse: z.string(),
  /** facet tags (`skin-type:dry`, `concern:acne`, `category:serums`) plus free tags */
  tags: z.array(z.string()),
  skinTypes: z.array(z.enum(SKIN_TYPES)),
  concerns: z.array(z.enum(SKIN_CONCERNS)),
  /** first is the primary category */
  categories: z.array(z.enum(CATEGORIES)),
  variants: z.array(Variant),
  sellingPlans: z.array(SellingPlan),
  featuredImage: Image,
  images: z.array(Image),
  priceRange: z.object({ min: z.number(), max: z.number() }),
  availableForSale: z.boolean(),
  rating: z.number(),
  reviewCount: z.number().int(),
  publishedAt: z.string(),
  /** a "new" badge set by hand: shown through this day (YYYY-MM-DD, UTC), present only when set */
  newUntil: z.string().optional(),
  /** the merchant's own search-engine title and description, present only when set */
  seoTitle: z.string().optional(),
  seoDescription: z.string().optional(),
});
export type Product = z.infer<typeof Product>;

export const ProductPage = z.object({
  products: z.array(Product),
  page: z.number().int(),
  limit: z.number().int(),
  total: z.number().int(),
  hasNextPage: z.boolean(),
  /** opaque cursor for the next page, null on the last page */
  endCursor: z.string().nullable(),
});
export type ProductPage = z.infer<typeof ProductPage>;

export const Attribute = z.object({ key: z.string(), value: z.string() });
export type Attribute = z.infer<typeof Attribute>;

/** Address as used in buyer identity (SPEC section 3); `province` holds the province code. */
export const BuyerAddress = z.object({
  address1: z.string(),
  address2: z.string(),
  city: z.string(),
  company: z.string(),
  country: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  phone: z.string(),
  province: z.string(),
  zip: z.string(),
});
export type BuyerAddress = z.infer<typeof BuyerAddress>;

export const BuyerIdentity = z.object({
  email: z.string().nullable(),
  phone: z.string().nullable(),
  countryCode: z.string(),
  /** the signed-in customer the cart belongs to; the access token itself is never echoed */
  customer: z.object({ id: z.string(), email: z.string() }).nullable(),
  deliveryAddressPreferences: z.object({ deliveryAddress: BuyerAddress }).nullable(),
});
export type BuyerIdentity = z.infer<typeof BuyerIdentity>;

export const CartLine = z.object({
  id: z.string(), // gid://shopify/CartLine/<uuid>
  quantity: z.number().int(),
  merchandise: z.object({
    id: z.string(),
    sku: z.string(),
    title: z.string(),
    price: z.number(),
    compareAtPrice: z.number().nullable(),
  }),
  product: z.object({ id: z.string(), handle: z.string(), title: z.string(), image: Image.nullable() }),
  attributes: z.array(Attribute),
  sellingPlan: SellingPlan.nullable(),
  /** after the selling-plan discount, before discount codes */
  cost: z.object({ amountPerQuantity: MoneyV2, totalAmount: MoneyV2 }),
  /**
   * present when the product is no longer sold (unpublished or archived after it was added):
   * the line stays for the shopper to remove, costs nothing, and checkout waits until it is gone
   */
  unavailable: z.literal(true).optional(),
});
export type CartLine = z.infer<typeof CartLine>;

export const DiscountCodeState = z.object({
  code: z.string(),
  applicable: z.boolean(),
  /** why a known code does not apply now (its dates, minimum or limits), in the cart's words */
  reason: z.string().optional(),
});

export const Cart = z.object({
  id: z.string(), // gid://shopify/Cart/<hex>
  checkoutUrl: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
  lineItems: z.array(CartLine),
  totalQuantity: z.number().int(),
  attributes: z.array(Attribute),
  buyerIdentity: BuyerIdentity,
  note: z.string(),
  discountCodes: z.array(DiscountCodeState),
  cost: z.object({
    /** sum of line totals minus applicable percentage codes */
    subtotalAmount: MoneyV2,
    totalAmount: MoneyV2,
    discountAmount: MoneyV2,
  }),
  currencyCode: z.literal('USD'),
});
export type Cart = z.infer<typeof Cart>;

/** Customer address (Shopify MailingAddress). */
export const Address = z.object({
  id: z.string(), // gid://shopify/MailingAddress/<n>
  firstName: z.string(),
  lastName: z.string(),
  company: z.string(),
  address1: z.string(),
  address2: z.string(),
  city: z.string(),
  provinceCode: z.string(),
  zip: z.string(),
  country: z.string(),
  phone: z.string(),
});
export type Address = z.infer<typeof Address>;

export const OrderLine = z.object({
  title: z.string(),
  variantTitle: z.string(),
  sku: z.string(),
  quantity: z.number().int(),
  price: z.number(),
  total: z.number(),
  product: z.object({ handle: z.string(), title: z.string(), image: Image.nullable() }).nullable(),
});

export const OrderSummary = z.object({
  id: z.string(), // gid://shopify/Order/<n>
  name: z.string(), // '#1001'
  orderNumber: z.number().int(),
  processedAt: z.string(),
  /**
   * processing: placed, not yet sent; shipped: on its way; fulfilled: delivered;
   * cancelled: stopped before shipping, nothing charged; refunded: paid back in full.
   */
  status: z.enum(['processing', 'shipped', 'fulfilled', 'cancelled', 'refunded']),
  itemCount: z.number().int(),
  /** USD: subtotal - discount + shipping + tax */
  total: z.number(),
});
export type OrderSummary = z.infer<typeof OrderSummary>;

export const Order = OrderSummary.extend({
  lineItems: z.array(OrderLine),
  /** USD, before the discount */
  subtotal: z.number(),
  /** USD taken off by the discount code (0 without one, or for a free-shipping code) */
  discount: z.number(),
  /** the code applied at checkout, null without one */
  discountCode: z.string().nullable(),
  shipping: z.number(),
  tax: z.number(),
  shippingAddress: Address.nullable(),
  billingAddress: Address.nullable(),
  /**
   * Parcels sent, oldest first: the carrier's name ('UPS'), the tracking number, the carrier's
   * tracking page (null for a carrier without one) and the lines in it. Optional: an upstream
   * without shipments leaves it out.
   */
  shipments: z
    .array(
      z.object({
        carrier: z.string(),
        trackingNumber: z.string(),
        trackingUrl: z.string().nullable(),
        shippedAt: z.string(),
        items: z.array(z.object({ title: z.string(), quantity: z.number().int() })),
      }),
    )
    .optional(),
  /** why and when the shop cancelled the order; null while it stands */
  cancellation: z.object({ reason: z.string(), cancelledAt: z.string() }).nullable().optional(),
  /** USD paid back, each refund with its date */
  refunds: z.array(z.object({ amount: z.number(), refundedAt: z.string() })).optional(),
});
export type Order = z.infer<typeof Order>;

export const Subscription = z.object({
  id: z.string(),
  status: z.enum(['active', 'paused', 'cancelled']),
  nextDelivery: z.string(),
  product: z.object({ handle: z.string(), title: z.string(), image: Image.nullable() }),
  variant: z.object({ id: z.string(), sku: z.string(), title: z.string(), price: z.number() }),
  sellingPlan: SellingPlan.nullable(),
});
export type Subscription = z.infer<typeof Subscription>;

/** A metafield as stored per customer; `value` is always a JSON-encoded string (Shopify style). */
export const Metafield = z.object({ id: z.string(), key: z.enum(['favorites', 'professional']), value: z.string() });
export type Metafield = z.infer<typeof Metafield>;

export const User = z.object({
  id: z.string(), // gid://shopify/Customer/<n>; the customer id is the last segment
  email: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  phone: z.string().nullable(),
  acceptsMarketing: z.boolean(),
  addresses: z.object({ edges: z.array(z.object({ node: Address })) }),
  defaultAddress: z.object({ id: z.string() }).nullable(),
  /** value is the JSON-encoded chosen professional (a Location) */
  professional: z.object({ id: z.string(), value: z.string() }).nullable(),
  /** id is the favorites metafield id (null until first saved) */
  favorites: z.object({ id: z.string().nullable(), handles: z.array(z.string()) }),
  orders: z.array(OrderSummary),
  subscriptions: z.array(Subscription),
  /**
   * The customer's cart (the last cart that got them as buyer identity), so it follows them
   * to another browser at sign-in. Optional: an upstream that keeps no such id still validates.
   */
  cartId: z.string().nullable().optional(),
});
export type User = z.infer<typeof User>;

export const Location = z.object({
  id: z.string(),
  kind: z.enum(['store', 'professional']),
  name: z.string(),
  business: z.string().nullable(),
  address1: z.string(),
  city: z.string(),
  provinceCode: z.string(),
  zip: z.string(),
  phone: z.string(),
  lat: z.number(),
  long: z.number(),
  services: z.array(z.string()),
  /** miles from the searched point; null when no point was given */
  distance: z.number().nullable(),
});
export type Location = z.infer<typeof Location>;

/** Errors carried in a 200 response, Shopify userErrors style (SPEC: login errors). */
export const UserError = z.object({ message: z.string(), field: z.array(z.string()).optional() });
export type UserError = z.infer<typeof UserError>;
