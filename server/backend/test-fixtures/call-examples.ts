import type { CallInput, CallName } from '../../../shared/contract/registry';
import { locationById } from '../locations/location-store';
import type { TestBackend } from './test-backend';
import { DEMO } from './seed-fixture';

// One valid request per contract call against the fixture store, for the table-driven
// happy-path and bad-input tests. Ids come from a live store (a fresh cart, the demo
// customer's token), so `prepare` runs first.

export interface ExampleContext {
  token: string;
  cartId: string;
  lineId: string;
  variantId: string;
  addressId: string;
  favoritesId: string;
  orderId: string;
  subscriptionId: string;
}

/**
 * Fresh ids from the live store: a new cart, the demo customer's first address, …. Pass the
 * token of a session signed in elsewhere (through the BFF) to skip a second, slow sign-in.
 */
export async function prepareExamples(t: TestBackend, options: { token?: string } = {}): Promise<ExampleContext> {
  const token = options.token ?? (await t.login());
  const info = await t.call('user-info', {}, token);
  const user = info.body.user!;
  const product = (await t.call('get-product-by-handle', { handle: 'vitamin-c-serum' })).body.product!;
  const variantId = product.variants[0]!.id;
  const cart = (await t.call('create-cart', { lineItems: [{ variantId }] })).body.cart;
  return {
    token,
    cartId: cart.id,
    lineId: cart.lineItems[0]!.id,
    variantId,
    addressId: user.addresses.edges[0]!.node.id,
    favoritesId: user.favorites.id!,
    orderId: user.orders[0]!.id,
    subscriptionId: user.subscriptions[0]!.id,
  };
}

type Examples = { [N in CallName]: (c: ExampleContext, t: TestBackend) => CallInput<N> };

/** The fixture's sold-out size (RNC-50), as the contract names variants. */
const soldOutVariant = (t: TestBackend) =>
  `gid://shopify/ProductVariant/${(t.db.prepare("SELECT id FROM variants WHERE sku = 'RNC-50'").get() as { id: number }).id}`;

const address = {
  firstName: 'Ann',
  lastName: 'Lee',
  address1: '1 Test Rd',
  city: 'Austin',
  provinceCode: 'TX',
  zip: '73301',
  country: 'United States',
};

export const examples: Examples = {
  'user-login': () => ({ email: DEMO.email, password: DEMO.password }),
  'activate-account': () => ({
    password: 'new-password-1',
    activationUrl: 'http://shop.test/account/activateAccount?id=1&token=x&expires=1&signature=y',
  }),
  'user-info': () => ({}),
  'user-create': () => ({
    email: 'new@example.com',
    firstName: 'New',
    lastName: 'Person',
    password: 'long-enough-1',
    marketing: true,
  }),
  'user-professional': (_c, t) => ({ id: 'pro-la', location: { ...locationById(t.db, 'pro-la')! } }),
  'reset-password': () => ({
    password: 'new-password-1',
    resetUrl: 'http://shop.test/account/resetPassword?id=1&token=x&expires=1&signature=y',
  }),
  'user-recover': () => ({ email: DEMO.email }),
  'newsletter-subscribe': () => ({ email: 'reader@example.com', consent: true, formLocation: 'footer' }),
  'newsletter-confirm': () => ({ token: 'an-unknown-token-0123456789' }),
  'newsletter-unsubscribe': () => ({ email: 'reader@example.com', signature: 'x'.repeat(43) }),
  'stock-alert-subscribe': (_c, t) => ({ variantId: soldOutVariant(t), email: 'waiting@example.com', consent: true }),
  'stock-alert-confirm': () => ({ token: 'an-unknown-token-0123456789' }),
  'stock-alert-unsubscribe': () => ({ email: 'waiting@example.com', signature: 'x'.repeat(43) }),
  'stock-alerts': () => ({}),
  'stock-alert-remove': () => ({ id: '1' }),
  'user-logout': () => ({}),
  'checkout-url': (c) => ({ email: DEMO.email, cartUrl: c.cartId }),
  'store-locations': () => ({ search: '', lat: 34, long: -118 }),
  'lat-long': () => ({ zipcode: '90210' }),
  'update-metafield': () => ({ payload: { key: 'favorites', value: ['vitamin-c-serum'] } }),
  'update-existing-metafield': (c) => ({
    payload: { id: c.favoritesId, key: 'favorites', value: ['gentle-cleanser', 'vitamin-c-serum'] },
  }),
  'update-user-address': (c) => ({ id: c.addressId, address: { ...address, city: 'Houston' } }),
  'delete-user-address': (c) => ({ id: c.addressId }),
  'create-user-address': () => ({ address }),
  'set-default-user-address': (c) => ({ addressId: c.addressId }),
  'update-customer': () => ({ customer: { firstName: 'Dee' } }),
  'order-detail': (c) => ({ orderId: c.orderId }),
  'generate-ordergroove-cookie': () => ({}),
  'subscription-detail': (c) => ({ subscriptionId: c.subscriptionId }),
  'skip-subscription-delivery': (c) => ({ subscriptionId: c.subscriptionId }),
  'pause-subscription': (c) => ({ subscriptionId: c.subscriptionId }),
  'resume-subscription': (c) => ({ subscriptionId: c.subscriptionId }),
  'update-subscription-plan': (c) => ({ subscriptionId: c.subscriptionId, sellingPlanId: 'plan-30' }),
  'cancel-subscription': (c) => ({ subscriptionId: c.subscriptionId }),
  'get-products-by-handles': () => ({ handles: ['gentle-cleanser', 'vitamin-c-serum'] }),
  'get-product-by-handle': () => ({ handle: 'vitamin-c-serum', extraFields: ['relatedProducts'] }),
  'get-product-by-handle-uncached': () => ({ handle: 'vitamin-c-serum' }),
  'get-products-by-tags': () => ({ tags: ['skin-type:dry'], page: 1, limit: 2, sort: 'price-asc', logicalOr: false }),
  'get-shopify-products-by-tags': () => ({
    tags: ['skin-type:dry'],
    page: 1,
    limit: 2,
    sort: 'title',
    endCursor: null,
  }),
  'get-all-products': () => ({}),
  'get-quiz-step': () => ({ query: 'skin=oily' }),
  'answer-quiz-step': () => ({ form: 'question=skinType&skin=oily' }),
  'get-routine': () => ({
    query: 'skin=oily&concern=acne&sensitivity=sometimes&time=both&steps=essentials&sun=moderate&fragrance-free=no',
  }),
  'get-saved-routine': () => ({}),
  'save-routine': () => ({
    answers: 'skin=oily&concern=acne&sensitivity=sometimes&time=both&steps=essentials&sun=moderate&fragrance-free=no',
  }),
  'get-cart': (c) => ({ cartId: c.cartId }),
  'create-cart': (c) => ({
    buyerIdentity: { email: 'buyer@example.com', countryCode: 'US' },
    lineItems: [{ variantId: c.variantId, quantity: 2 }],
  }),
  'add-cart-line-items': (c) => ({
    cartId: c.cartId,
    lineItems: [{ variantId: c.variantId, quantity: 1, sellingPlanId: 'plan-30' }],
  }),
  'remove-cart-line-items': (c) => ({ cartId: c.cartId, lineItemIds: [c.lineId] }),
  'update-cart-line-items': (c) => ({ cartId: c.cartId, lineItems: [{ lineId: c.lineId, quantity: 3 }] }),
  'update-cart-attributes': (c) => ({ cartId: c.cartId, attributes: [{ key: 'gift_message', value: 'For NY' }] }),
  'update-cart-buyer-identity': (c) => ({
    cartId: c.cartId,
    buyerIdentity: { email: 'buyer@example.com', phone: null, countryCode: 'US' },
  }),
  'update-cart-discount-codes': (c) => ({ cartId: c.cartId, codes: ['WELCOME10'] }),
  'update-cart-note': (c) => ({ cartId: c.cartId, note: 'Gift wrap, please' }),
  'get-discount-type': () => ({ code: 'FREESHIP' }),
  'get-globals': () => ({ fields: ['site_legal_copy', 'site_404_image'] }),
  'get-navigation': () => ({ handle: 'main' }),
  'get-announcements': () => ({}),
  'get-plp': () => ({ fields: ['title', 'filters'] }),
  'get-category-plp': () => ({ handle: 'serums' }),
  'get-discounts': () => ({}),
  'get-redirects': () => ({}),
  'get-blog-page-data': () => ({ categorySlug: 'ingredients' }),
  'get-blogs': () => ({ categorySlug: '' }),
  'get-featured-blogs': () => ({ categorySlug: '' }),
  'get-blog-by-blog-slug': () => ({ slug: 'all-about-vitamin-c' }),
  'get-blogs-by-category-slug': () => ({ categorySlug: 'routines' }),
  'get-blog-categories': () => ({}),
  'get-content-page': () => ({ path: '/what-is-retinol' }),
  'get-content-pages': () => ({ prefix: '/skincare-101' }),
  search: () => ({ q: 'vitamin serum' }),
  'get-home': () => ({}),
  'get-product-reviews': () => ({ handle: 'vitamin-c-serum', sort: 'helpful', rating: 5 }),
  'review-eligibility': () => ({ handle: 'vitamin-c-serum' }),
  // the fixture's demo customer bought the vitamin C serum (order 1001)
  'submit-review': () => ({
    handle: 'vitamin-c-serum',
    rating: 5,
    title: 'Bright and calm',
    text: 'My skin looks brighter after a month of mornings.',
    skinType: 'dry',
  }),
};
