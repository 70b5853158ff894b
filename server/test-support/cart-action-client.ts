import request from 'supertest';
import { CART_ACTION_PATH } from '../../shared/contract/cart-action';
import type { Cart } from '../../shared/contract/models';
import { BROWSER_UA, type TestApp } from './test-app';

// Test-only: a browser posting the cart forms to the real app, with its cookie jar.

export const SITE_ORIGIN = 'http://shop.test';

export type Browser = ReturnType<typeof request.agent>;

export const newBrowser = (t: TestApp): Browser => request.agent(t.app).set('User-Agent', BROWSER_UA);

/** A cart form posted without JavaScript (urlencoded, same-site as a browser sends it). */
export function postForm(browser: Browser, fields: Record<string, string>) {
  return browser
    .post(CART_ACTION_PATH)
    .set({ Origin: SITE_ORIGIN, 'Sec-Fetch-Site': 'same-origin' })
    .type('form')
    .send(new URLSearchParams(fields).toString());
}

/** The enhanced form's JSON request. */
export function postJson(browser: Browser, body: unknown) {
  return browser
    .post(CART_ACTION_PATH)
    .set({ Origin: SITE_ORIGIN, 'Sec-Fetch-Site': 'same-origin' })
    .send(body as object);
}

export async function cartOf(browser: Browser): Promise<Cart | null> {
  const res = await browser.post('/api/ecom/v1.0/get-cart').set('Origin', SITE_ORIGIN).send({});
  return (res.body.cart as Cart | undefined) ?? null;
}

/** The first variant id of each product, by handle. */
export async function variantIds(t: TestApp, handles: readonly string[]): Promise<Map<string, string>> {
  const ids = new Map<string, string>();
  for (const handle of handles) {
    const res = await request(t.app)
      .post('/api/ecom/v1.0/get-product-by-handle')
      .set('Origin', SITE_ORIGIN)
      .send({ handle });
    ids.set(handle, (res.body.product as { variants: Array<{ id: string }> }).variants[0]!.id);
  }
  return ids;
}

/** The page notice's element (role and text), or null when the page shows none. */
export function pageNotice(html: string): { role: string; text: string } | null {
  const m = /<div class="page-notice"><div class="form-alert [^"]*" role="(status|alert)">([^<]*)<\/div><\/div>/.exec(
    html,
  );
  return m
    ? {
        role: m[1]!,
        text: m[2]!
          .replace(/&#x27;/g, "'")
          .replace(/&quot;/g, '"')
          .replace(/&amp;/g, '&'),
      }
    : null;
}
