import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ATTRIBUTION_COOKIE_NAME } from '../../shared/constants';
import { ATTRIBUTION_ATTRIBUTE_KEY } from '../../shared/cart-constants';
import type { Cart } from '../../shared/contract/models';
import { buildAttributionRecord } from '../../shared/rules/attribution';
import { startBreakableStoreApp } from '../test-support/backend-fixture';
import { cartOf, postForm, postJson, SITE_ORIGIN, type Browser } from '../test-support/cart-action-client';
import { BROWSER_UA } from '../test-support/test-app';

// SPEC section 4 "Attribution", the cart side: the click id in the attribution
// cookie reaches the cart on add, remove and quantity 0, through the cart action (JavaScript
// off and on) and the /api call alike; no valid record → the attribute goes. Real app, real
// embedded backend behind a front that counts and can break calls.

const CLEANSER = 'gentle-cleanser';
const SERUM = 'vitamin-c-serum';

let f: Awaited<ReturnType<typeof startBreakableStoreApp>>;
let variant: Map<string, string>;
beforeAll(async () => {
  f = await startBreakableStoreApp();
  variant = new Map();
  for (const handle of [CLEANSER, SERUM])
    variant.set(handle, (await f.backend.call('get-product-by-handle', { handle })).body.product!.variants[0]!.id);
});
afterAll(() => f.close());

const cookieFor = (clickId: string, now = new Date()) =>
  `${ATTRIBUTION_COOKIE_NAME}=${encodeURIComponent(JSON.stringify(buildAttributionRecord(clickId, now)))}`;
const EXPIRED = cookieFor('old-click', new Date(Date.now() - 46 * 86_400_000));

/** Sets a cookie in the browser's jar as the page's own script would (the app listens on 127.0.0.1). */
const setBrowserCookie = (b: Browser, cookie: string) => b.jar.setCookie(cookie, '127.0.0.1', '/');

/** A browser with this attribution cookie. */
function browserWith(cookie?: string): Browser {
  const agent = request.agent(f.app).set('User-Agent', BROWSER_UA);
  if (cookie) setBrowserCookie(agent, `${cookie}; Path=/`);
  return agent;
}
const attributeOf = (cart: Cart | null) => cart?.attributes.find((a) => a.key === ATTRIBUTION_ATTRIBUTE_KEY)?.value;
const add = (b: Browser, handle = CLEANSER) =>
  postJson(b, { intent: 'add', variantId: variant.get(handle), quantity: 1 });
const callsSince = (from: number) => f.reached().slice(from);

describe('add with an attribution cookie → the click id on the cart', () => {
  it.each([
    [
      'cart action, JavaScript off',
      (b: Browser) =>
        postForm(b, { intent: 'add', variantId: variant.get(CLEANSER)!, quantity: '1', returnTo: '/cart' }),
      303,
    ],
    ['cart action, JSON', (b: Browser) => add(b), 200],
    [
      '/api add-cart-line-items',
      (b: Browser) =>
        b
          .post('/api/ecom/v1.0/add-cart-line-items')
          .set('Origin', SITE_ORIGIN)
          .send({ lineItems: [{ variantId: variant.get(CLEANSER), quantity: 1 }] }),
      200,
    ],
  ] as const)('%s', async (_name, send, status) => {
    const b = browserWith(cookieFor('abc'));
    const res = await send(b);
    expect(res.status).toBe(status);
    expect(attributeOf(await cartOf(b))).toBe('abc');
  });

  it('the JSON answer already carries it, and a second add with the same id makes no attribute call', async () => {
    const b = browserWith(cookieFor('abc'));
    const first = await add(b);
    expect(attributeOf(first.body.cart as Cart)).toBe('abc');
    const from = f.reached().length;
    await add(b, SERUM);
    expect(callsSince(from)).not.toContain('update-cart-attributes');
  });
});

describe('no valid record → the attribute removed', () => {
  it.each([
    ['no cookie', undefined],
    ['an expired record', EXPIRED],
    ['a malformed cookie', `${ATTRIBUTION_COOKIE_NAME}=not-json`],
  ] as const)('%s: the next add removes it', async (_name, cookie) => {
    const b = browserWith(cookieFor('abc'));
    await add(b);
    expect(attributeOf(await cartOf(b))).toBe('abc');
    // The cookie is replaced (or gone) as the consent purge leaves it.
    setBrowserCookie(b, `${cookie ?? `${ATTRIBUTION_COOKIE_NAME}=x`}; Path=/${cookie ? '' : '; Max-Age=0'}`);
    await add(b, SERUM);
    expect(attributeOf(await cartOf(b))).toBeUndefined();
  });

  it('remove and quantity 0 sync too', async () => {
    const b = browserWith();
    await add(b);
    await add(b, SERUM);
    expect(attributeOf(await cartOf(b))).toBeUndefined();
    setBrowserCookie(b, `${cookieFor('on-remove')}; Path=/`);
    const lines = (await cartOf(b))!.lineItems.filter((l) => l.attributes.length === 0);
    await postJson(b, { intent: 'remove', lineId: lines[0]!.id });
    expect(attributeOf(await cartOf(b))).toBe('on-remove');
    setBrowserCookie(b, `${cookieFor('on-zero')}; Path=/`);
    await postJson(b, { intent: 'quantity', lineId: lines[1]!.id, quantity: 0 });
    expect(attributeOf(await cartOf(b))).toBe('on-zero');
  });

  it('a cart change that is neither add nor remove leaves it alone', async () => {
    const b = browserWith();
    await add(b);
    setBrowserCookie(b, `${cookieFor('later')}; Path=/`);
    await postJson(b, { intent: 'note', note: 'gift wrap' });
    expect(attributeOf(await cartOf(b))).toBeUndefined();
  });
});

it('a failing update-cart-attributes is swallowed: the add succeeds with its cart', async () => {
  const b = browserWith(cookieFor('abc'));
  f.breakCall('update-cart-attributes');
  const res = await add(b);
  f.mend();
  expect(res.status).toBe(200);
  expect((res.body.cart as Cart).lineItems.some((l) => l.product.handle === CLEANSER)).toBe(true);
  expect(attributeOf(await cartOf(b))).toBeUndefined();
});

describe("the 'attribution' intent (the consent purge): the cart in line with the cookie", () => {
  it('the cookie gone → the attribute removed, with the settled cart in the answer', async () => {
    const b = browserWith(cookieFor('abc'));
    await add(b);
    setBrowserCookie(b, `${ATTRIBUTION_COOKIE_NAME}=x; Path=/; Max-Age=0`);
    const res = await postJson(b, { intent: 'attribution' });
    expect(res.status).toBe(200);
    expect(attributeOf(res.body.cart as Cart)).toBeUndefined();
    expect(attributeOf(await cartOf(b))).toBeUndefined();
  });

  it('one attribute call, no read; a valid cookie keeps its click id; no cart → none made', async () => {
    const b = browserWith(cookieFor('abc'));
    await add(b);
    const from = f.reached().length;
    const res = await postJson(b, { intent: 'attribution' });
    expect(res.status).toBe(200);
    expect(callsSince(from)).toEqual(['update-cart-attributes']);
    expect(attributeOf(res.body.cart as Cart)).toBe('abc');
    const none = browserWith();
    const nothing = await postJson(none, { intent: 'attribution' });
    expect([nothing.status, nothing.body.cart]).toEqual([200, null]);
    expect(await cartOf(none)).toBeNull();
  });

  it('the browser cannot set a click id through it: only the cookie counts', async () => {
    const b = browserWith();
    await add(b);
    const res = await postJson(b, { intent: 'attribution', value: 'forged' });
    expect(res.status).toBe(400);
    expect(attributeOf(await cartOf(b))).toBeUndefined();
  });
});
