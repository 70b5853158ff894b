import express, { type RequestHandler } from 'express';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fillCartId } from '../cart/cart-id';
import { isCleared, setCookie } from '../test-support/backend-fixture';
import { startFakeUpstream, type Running } from '../test-support/test-harness';
import { createUpstream } from '../upstream/upstream-client';
import { contextOf, requestContext } from './request-context';

// The request context reads the session and cart cookies once and holds the two rules that
// follow from an upstream's answer about them (stale cart, lapsed session), whoever asks.

const TOKEN = 'A'.repeat(43);
const CART = 'gid://shopify/Cart/0123456789abcdef';
const OTHER_CART = 'gid://shopify/Cart/fedcba9876543210';
const SITE = { siteUrl: 'http://shop.test' };
const silent = { info() {}, warn() {}, error() {} };

let behave: RequestHandler = (_req, res) => void res.json({});
let upstream: Running;
beforeAll(async () => {
  const json = express.json();
  upstream = await startFakeUpstream((req, res, next) => json(req, res, () => behave(req, res, next)));
});
afterAll(() => upstream.close());

/** An app whose one route runs `step` with the request's context and answers what it returns. */
function appRunning(step: (context: ReturnType<typeof contextOf>) => Promise<unknown> | unknown) {
  const app = express();
  app.use(
    requestContext({
      cookies: SITE,
      upstream: createUpstream({
        targets: { ecomUrl: upstream.url, cmsUrl: upstream.url },
        timeoutMs: 2_000,
        fillInput: (call, input, r) => fillCartId(call, input, r.cartId),
      }),
      logger: silent,
    }),
  );
  app.use(async (req, res) => {
    try {
      res.json({ value: (await step(contextOf(req))) ?? null });
    } catch (err) {
      res.status(500).json({ error: String(err) });
    }
  });
  return app;
}

const cookieLines = (headers: Record<string, unknown>, name: string) =>
  ([] as string[])
    .concat((headers['set-cookie'] as string[] | undefined) ?? [])
    .filter((l) => l.startsWith(`${name}=`));

describe('the facts of the request', () => {
  it('token, cart id and bot are read from the request; a refused session cookie is said so', async () => {
    const app = appRunning((c) => ({
      token: c.token ?? null,
      refused: c.sessionRefused,
      cartId: c.cartId ?? null,
      bot: c.bot,
    }));
    const signedIn = await request(app)
      .get('/')
      .set('cookie', `session_token=${TOKEN}; cart_id=${encodeURIComponent(CART)}`)
      .set('user-agent', 'Googlebot/2.1');
    expect(signedIn.body.value).toEqual({ token: TOKEN, refused: false, cartId: CART, bot: true });
    const refused = await request(app)
      .get('/')
      .set('cookie', 'session_token=stale')
      .set('user-agent', 'Mozilla/5.0 Firefox/130.0');
    expect(refused.body.value).toEqual({ token: null, refused: true, cartId: null, bot: false });
  });

  it("the upstream client carries the cookie's token and cart id", async () => {
    const seen: Array<{ path: string; body: unknown }> = [];
    behave = (req, res) => {
      seen.push({ path: req.path, body: req.body });
      res.json(req.path.endsWith('/get-cart') ? { cart: null } : { user: { id: 'u1' } });
    };
    const app = appRunning(async (c) => {
      await c.upstream.call('get-cart', {});
      await c.upstream.call('user-info', {}).catch(() => null);
    });
    await request(app)
      .get('/')
      .set('cookie', `session_token=${TOKEN}; cart_id=${encodeURIComponent(CART)}`);
    expect(seen[0]).toMatchObject({ path: '/api/ecom/v1.0/get-cart', body: { cartId: CART } });
    expect(seen[1]).toMatchObject({ path: '/api/ecom/v1.0/user-info', body: { token: TOKEN } });
  });
});

describe('a stale cart cookie is forgotten', () => {
  it("get-cart answering no cart for the cookie's cart clears the cookie, once", async () => {
    behave = (_req, res) => void res.json({ cart: null });
    const app = appRunning(async (c) => {
      await c.upstream.call('get-cart', {});
      await c.upstream.call('get-cart', { cartId: CART });
      c.forgetCart();
    });
    const res = await request(app)
      .get('/')
      .set('cookie', `cart_id=${encodeURIComponent(CART)}`);
    const lines = cookieLines(res.headers, 'cart_id');
    expect(lines).toHaveLength(1);
    expect(isCleared(lines[0])).toBe(true);
  });

  it('another cart gone, or no cart cookie at all, clears nothing', async () => {
    behave = (_req, res) => void res.json({ cart: null });
    const other = await request(appRunning((c) => c.upstream.call('get-cart', { cartId: OTHER_CART })))
      .get('/')
      .set('cookie', `cart_id=${encodeURIComponent(CART)}`);
    expect(setCookie(other.headers, 'cart_id')).toBeUndefined();
    const none = await request(
      appRunning((c) => {
        c.forgetCart();
      }),
    ).get('/');
    expect(none.headers['set-cookie']).toBeUndefined();
  });
});

describe('a lapsed session signs the browser out', () => {
  it('user-info with no user: session, og_auth and cart cookies cleared, once', async () => {
    behave = (_req, res) => void res.json({ user: null });
    const app = appRunning(async (c) => {
      const first = await c.upstream.call('user-info', {});
      await c.upstream.call('user-info', {});
      return first;
    });
    const res = await request(app)
      .get('/')
      .set('cookie', `session_token=${TOKEN}; cart_id=${encodeURIComponent(CART)}`);
    expect(res.body.value).toEqual({ user: null });
    for (const name of ['session_token', 'session_expires_at', 'cart_id', 'og_auth']) {
      const lines = cookieLines(res.headers, name);
      expect(lines, name).toHaveLength(1);
      expect(isCleared(lines[0]), name).toBe(true);
    }
  });

  it('a token the upstream refuses (4xx) is a silent sign-out; an outage changes nothing', async () => {
    behave = (_req, res) => void res.status(401).json({ error: 'Unauthorized' });
    const app = appRunning((c) => c.upstream.call('user-info', {}));
    const refused = await request(app).get('/').set('cookie', `session_token=${TOKEN}`);
    expect(refused.body.value).toEqual({ user: null });
    expect(isCleared(setCookie(refused.headers, 'session_token'))).toBe(true);

    behave = (_req, res) => void res.status(503).json({ error: 'down' });
    const outage = await request(app).get('/').set('cookie', `session_token=${TOKEN}`);
    expect(outage.status).toBe(500);
    expect(outage.headers['set-cookie']).toBeUndefined();
  });

  it('a refused session cookie is dropped when user-info is asked, without asking the upstream', async () => {
    let asked = 0;
    behave = (_req, res) => {
      asked++;
      res.json({ user: null });
    };
    const res = await request(appRunning((c) => c.upstream.call('user-info', {})))
      .get('/')
      .set('cookie', 'session_token=stale');
    expect(res.body.value).toEqual({ user: null });
    expect(isCleared(setCookie(res.headers, 'session_token'))).toBe(true);
    expect(asked).toBe(0);
  });
});
