import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import type { TokenUse } from './define';
import { callByPath, callNames, calls, isCallName } from './registry';

// SPEC section 7 (plus the content and subscription calls we added), with the token use of section 6.
const table: [name: string, service: 'ecom' | 'cms', token: TokenUse, fields: string[]][] = [
  ['user-login', 'ecom', 'none', ['email', 'password']],
  ['activate-account', 'ecom', 'none', ['password', 'activationUrl']],
  ['user-info', 'ecom', 'body', []],
  ['user-create', 'ecom', 'none', ['email', 'firstName', 'lastName', 'password', 'marketing']],
  ['user-professional', 'ecom', 'optional-header', ['location', 'id']],
  ['reset-password', 'ecom', 'none', ['password', 'resetUrl']],
  ['user-recover', 'ecom', 'none', ['email']],
  ['newsletter-subscribe', 'ecom', 'none', ['email', 'consent', 'formLocation']],
  ['newsletter-confirm', 'ecom', 'none', ['token']],
  ['newsletter-unsubscribe', 'ecom', 'none', ['email', 'signature']],
  ['user-logout', 'ecom', 'optional-header', []],
  ['checkout-url', 'ecom', 'optional-header', ['email', 'cartUrl']],
  ['store-locations', 'ecom', 'none', ['search', 'lat', 'long']],
  ['lat-long', 'ecom', 'none', ['zipcode']],
  ['update-metafield', 'ecom', 'optional-header', ['payload']],
  ['update-existing-metafield', 'ecom', 'optional-header', ['payload']],
  ['update-user-address', 'ecom', 'header', ['address', 'id']],
  ['delete-user-address', 'ecom', 'header', ['id']],
  ['create-user-address', 'ecom', 'header', ['address']],
  ['set-default-user-address', 'ecom', 'header', ['addressId']],
  ['update-customer', 'ecom', 'header', ['customer']],
  ['order-detail', 'ecom', 'header', ['orderId']],
  ['generate-ordergroove-cookie', 'ecom', 'header', []],
  ['subscription-detail', 'ecom', 'header', ['subscriptionId']],
  ['skip-subscription-delivery', 'ecom', 'header', ['subscriptionId']],
  ['pause-subscription', 'ecom', 'header', ['subscriptionId']],
  ['resume-subscription', 'ecom', 'header', ['subscriptionId']],
  ['update-subscription-plan', 'ecom', 'header', ['subscriptionId', 'sellingPlanId']],
  ['cancel-subscription', 'ecom', 'header', ['subscriptionId']],
  ['get-products-by-handles', 'ecom', 'none', ['handles']],
  ['get-product-by-handle', 'ecom', 'none', ['handle', 'extraFields']],
  ['get-product-by-handle-uncached', 'ecom', 'none', ['handle', 'extraFields']],
  ['get-products-by-tags', 'ecom', 'none', ['tags', 'page', 'limit', 'sort', 'logicalOr']],
  ['get-shopify-products-by-tags', 'ecom', 'none', ['tags', 'page', 'limit', 'sort', 'endCursor']],
  ['get-all-products', 'ecom', 'none', []],
  ['get-quiz-step', 'ecom', 'none', ['query']],
  ['answer-quiz-step', 'ecom', 'none', ['form']],
  ['get-routine', 'ecom', 'none', ['query']],
  ['stock-alert-subscribe', 'ecom', 'optional-header', ['variantId', 'email', 'consent']],
  ['stock-alert-confirm', 'ecom', 'none', ['token']],
  ['stock-alert-unsubscribe', 'ecom', 'none', ['email', 'signature']],
  ['stock-alerts', 'ecom', 'header', []],
  ['stock-alert-remove', 'ecom', 'header', ['id']],
  ['get-saved-routine', 'ecom', 'header', []],
  ['save-routine', 'ecom', 'header', ['answers']],
  ['get-cart', 'ecom', 'none', ['cartId']],
  ['create-cart', 'ecom', 'optional-header', ['buyerIdentity', 'lineItems']],
  ['add-cart-line-items', 'ecom', 'none', ['cartId', 'lineItems']],
  ['remove-cart-line-items', 'ecom', 'none', ['cartId', 'lineItemIds']],
  ['update-cart-line-items', 'ecom', 'none', ['cartId', 'lineItems']],
  ['update-cart-attributes', 'ecom', 'none', ['cartId', 'attributes']],
  ['update-cart-buyer-identity', 'ecom', 'optional-header', ['cartId', 'buyerIdentity']],
  ['update-cart-discount-codes', 'ecom', 'none', ['cartId', 'codes']],
  ['update-cart-note', 'ecom', 'none', ['cartId', 'note']],
  ['get-discount-type', 'ecom', 'none', ['code']],
  ['get-globals', 'cms', 'none', ['fields']],
  ['get-navigation', 'cms', 'none', ['handle']],
  ['get-announcements', 'cms', 'none', []],
  ['get-plp', 'cms', 'none', ['fields']],
  ['get-category-plp', 'cms', 'none', ['handle']],
  ['get-discounts', 'cms', 'none', []],
  ['get-redirects', 'cms', 'none', []],
  ['get-blog-page-data', 'cms', 'none', ['categorySlug']],
  ['get-blogs', 'cms', 'none', ['categorySlug']],
  ['get-featured-blogs', 'cms', 'none', ['categorySlug']],
  ['get-blog-by-blog-slug', 'cms', 'none', ['slug']],
  ['get-blogs-by-category-slug', 'cms', 'none', ['categorySlug']],
  ['get-blog-categories', 'cms', 'none', []],
  ['get-content-page', 'cms', 'none', ['path']],
  ['get-content-pages', 'cms', 'none', ['prefix']],
  ['get-home', 'cms', 'none', []],
  ['search', 'cms', 'none', ['q', 'limit']],
  ['get-product-reviews', 'ecom', 'none', ['handle', 'sort', 'rating', 'skinType', 'page', 'limit']],
  ['review-eligibility', 'ecom', 'optional-header', ['handle']],
  ['submit-review', 'ecom', 'header', ['handle', 'rating', 'title', 'text', 'skinType']],
];

function requestKeys(schema: z.ZodType): string[] {
  return Object.keys((schema as unknown as z.ZodObject).shape).sort();
}

describe('contract registry', () => {
  it.each(table)('%s: service %s, token %s, payload %j', (name, service, token, fields) => {
    expect(isCallName(name)).toBe(true);
    const call = calls[name as keyof typeof calls];
    expect(call.name).toBe(name);
    expect(call.service).toBe(service);
    expect(call.path).toBe(`/api/${service}/v1.0/${name}`);
    expect(call.token).toBe(token);
    expect(requestKeys(call.request)).toEqual([...fields].sort());
    expect(callByPath(call.path)).toBe(call);
  });

  it('has no call the table does not list', () => {
    expect([...callNames].sort()).toEqual(table.map((r) => r[0]).sort());
  });

  it('refuses unknown keys in every request', () => {
    for (const name of callNames) {
      const result = calls[name].request.safeParse({ notAField: 1 });
      expect(result.success, name).toBe(false);
    }
  });

  it('never lets the browser send a customerAccessToken', () => {
    const identity = { countryCode: 'US', customerAccessToken: 'x' };
    expect(calls['create-cart'].request.safeParse({ buyerIdentity: identity }).success).toBe(false);
    expect(
      calls['update-cart-buyer-identity'].request.safeParse({ cartId: 'c', buyerIdentity: identity }).success,
    ).toBe(false);
  });

  it('applies line defaults and limits', () => {
    const parsed = calls['add-cart-line-items'].request.parse({ cartId: 'c', lineItems: [{ variantId: 'v' }] });
    expect(parsed.lineItems[0]).toMatchObject({ quantity: 1, customAttributes: [] });
    for (const quantity of [0, 100, 1.5]) {
      expect(
        calls['add-cart-line-items'].request.safeParse({ cartId: 'c', lineItems: [{ variantId: 'v', quantity }] })
          .success,
      ).toBe(false);
    }
  });

  it('validates e-mails', () => {
    expect(calls['user-login'].request.safeParse({ email: 'nope', password: 'x' }).success).toBe(false);
    expect(calls['user-login'].request.safeParse({ email: ' a@b.co ', password: 'x' }).success).toBe(true);
  });
});

describe('call properties (fields of each entry, read by the server upstream client)', () => {
  const changing = [
    'create-cart',
    'add-cart-line-items',
    'remove-cart-line-items',
    'update-cart-line-items',
    'update-cart-attributes',
    'update-cart-buyer-identity',
    'update-cart-discount-codes',
    'update-cart-note',
  ];

  it.each(callNames)('%s: a cached answer is public and changes nothing; a state change is never repeated', (name) => {
    const call = calls[name];
    if (call.cacheMs > 0) {
      expect(call.token).toBe('none');
      expect(call.safeToRepeat).toBe(true);
    }
    if (call.changesCart) expect(call.safeToRepeat).toBe(false);
    expect(call.changesCart).toBe(changing.includes(name));
  });

  it('keeps the uncached product lookup and per-visitor reads out of the cache', () => {
    expect(calls['get-product-by-handle-uncached'].cacheMs).toBe(0);
    expect(calls['get-product-by-handle'].cacheMs).toBeGreaterThan(0);
    for (const name of [
      'get-cart',
      'user-info',
      'order-detail',
      'subscription-detail',
      'create-cart',
      'user-login',
    ] as const)
      expect(calls[name].cacheMs, name).toBe(0);
  });

  it('answers a signed-out user-info and review eligibility itself, and no other call', () => {
    expect(calls['user-info'].signedOut).toEqual({ user: null });
    expect(calls['review-eligibility'].signedOut).toEqual({ eligible: false, reason: 'signed-out' });
    const fixed = new Set<string>(['user-info', 'review-eligibility']);
    for (const name of callNames.filter((n) => !fixed.has(n))) expect(calls[name].signedOut, name).toBeUndefined();
  });

  it('never marks sign-in, sign-up or cart creation as safe to repeat', () => {
    for (const name of [
      'user-login',
      'user-create',
      'create-cart',
      'checkout-url',
      'update-customer',
      'skip-subscription-delivery',
      'pause-subscription',
      'resume-subscription',
      'update-subscription-plan',
      'cancel-subscription',
    ] as const) {
      expect(calls[name].safeToRepeat, name).toBe(false);
    }
  });
});
