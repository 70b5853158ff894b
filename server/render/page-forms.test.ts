import express from 'express';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiError } from '../../shared/contract/api-client';
import { THROTTLE_LIMITS } from '../api/throttle/throttle-limits';
import { createCallPipeline } from '../api/call-pipeline';
import { requestContext } from '../http/request-context';
import { createInProcessApi } from '../api/in-process-api';
import { CART_CALL_HANDLERS } from '../cart/cart-handlers';
import { isCleared, setCookie } from '../test-support/backend-fixture';
import { textOf } from '../test-support/page-html';
import { BROWSER_UA, createTestApp, type TestApp } from '../test-support/test-app';
import { attempt, wrongLogin } from '../test-support/throttle-probe';

// Forms posted to a page without JavaScript (decision 013), through the real app and the
// embedded backend: the BFF admits the POST (same-site, urlencoded, 32 kB), runs the route's
// action with the /api pipeline in-process and answers its redirect 303.

const ORIGIN = 'http://shop.test';
const ECOM = '/api/ecom/v1.0';
const DEMO = { email: 'demo@example.com', password: 'Demo1234!' };

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function signIn(): Promise<string> {
  const res = await request(t.app).post(`${ECOM}/user-login`).set('Origin', ORIGIN).send(DEMO);
  expect(res.body.errors).toEqual([]);
  return setCookie(res.headers, 'session_token')!.split(';')[0]!;
}

async function signedInAs(cookie: string): Promise<string | null> {
  const res = await request(t.app).post(`${ECOM}/user-info`).set('Origin', ORIGIN).set('cookie', cookie).send({});
  return (res.body.user?.email as string | undefined) ?? null;
}

/** A browser's form post: same-site unless told otherwise. */
function post(path: string, cookie?: string) {
  const req = request(t.app)
    .post(path)
    .set('User-Agent', BROWSER_UA)
    .set('Origin', ORIGIN)
    .set('Sec-Fetch-Site', 'same-origin');
  return cookie ? req.set('cookie', cookie) : req;
}

/** The opening tag of the form with that class, for its method and action. */
const formTag = (html: string, className: string) =>
  new RegExp(`<form class="${className}"[^>]*>`).exec(html)?.[0] ?? '';

const mainText = (html: string) => textOf(/<main[^>]*>([\s\S]*)<\/main>/.exec(html)?.[1] ?? '');

describe('sign out without JavaScript: POST /account/logout', () => {
  it('303 to the login page; session, og_auth and cart cookies cleared; the token revoked upstream', async () => {
    const session = await signIn();
    const cookie = `${session}; session_expires_at=2099-01-01T00%3A00%3A00Z; og_auth=signed-value; cart_id=cart-1`;
    const res = await post('/account/logout', cookie).type('form').send('');
    expect(res.status).toBe(303);
    expect(res.headers.location).toBe('/account/login?signedOut=1');
    expect(res.headers['cache-control']).toBe('private, no-store');
    for (const name of ['session_token', 'session_expires_at', 'og_auth', 'cart_id']) {
      expect(isCleared(setCookie(res.headers, name)), name).toBe(true);
    }
    // The same token, replayed: the upstream no longer knows it.
    expect(await signedInAs(session)).toBeNull();
  });

  it("Origin: null with Sec-Fetch-Site: same-origin (a browser under the no-referrer policy) is this site's own form", async () => {
    const session = await signIn();
    const res = await request(t.app)
      .post('/account/logout')
      .set('User-Agent', BROWSER_UA)
      .set('cookie', session)
      .set({ Origin: 'null', 'Sec-Fetch-Site': 'same-origin' })
      .type('form')
      .send('');
    expect(res.status).toBe(303);
    expect(await signedInAs(session)).toBeNull();
  });

  it('signed out already: still 303 to the login page', async () => {
    const res = await post('/account/logout').type('form').send('');
    expect(res.status).toBe(303);
    expect(res.headers.location).toBe('/account/login?signedOut=1');
  });

  it('GET shows the sign-out page: a heading and a post form to itself; HEAD the same status without a body', async () => {
    const res = await request(t.app).get('/account/logout').set('User-Agent', BROWSER_UA);
    expect(res.status).toBe(200);
    const form = formTag(res.text, 'logout-form');
    expect(form).toContain('method="post"');
    expect(form).toContain('action="/account/logout"');
    expect(mainText(res.text)).toContain('Sign out');
    const head = await request(t.app).head('/account/logout').set('User-Agent', BROWSER_UA);
    expect(head.status).toBe(200);
    expect(head.text ?? '').toBe('');
  });

  it('the header offers Sign out (a post form) only when signed in', async () => {
    const session = await signIn();
    const signedIn = await request(t.app).get('/shop').set('User-Agent', BROWSER_UA).set('cookie', session);
    const form = formTag(signedIn.text, 'header-signout');
    expect(form).toContain('method="post"');
    expect(form).toContain('action="/account/logout"');
    const button =
      new RegExp(`${form}<button type="submit" class="header-signout-button">([\\s\\S]*?)</button></form>`).exec(
        signedIn.text,
      )?.[1] ?? '';
    expect(textOf(button)).toBe('Sign out');
    const signedOut = await request(t.app).get('/shop').set('User-Agent', BROWSER_UA);
    expect(signedOut.text).not.toContain('header-signout');
  });
});

describe('what a page POST must be', () => {
  it.each([
    ["another site's Origin", { Origin: 'https://evil.example' }],
    ['Sec-Fetch-Site: cross-site', { 'Sec-Fetch-Site': 'cross-site', Origin: ORIGIN }],
    ['a null Origin without Sec-Fetch-Site', { Origin: 'null' }],
    ['a null Origin from another site', { Origin: 'null', 'Sec-Fetch-Site': 'cross-site' }],
    [
      "Sec-Fetch-Site: same-origin with another site's Origin",
      { Origin: 'https://evil.example', 'Sec-Fetch-Site': 'same-origin' },
    ],
  ])('%s → 403 page, still signed in', async (_case, headers) => {
    const session = await signIn();
    const res = await request(t.app)
      .post('/account/logout')
      .set('User-Agent', BROWSER_UA)
      .set('cookie', session)
      .set(headers)
      .type('form')
      .send('');
    expect(res.status).toBe(403);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    expect(res.headers['cache-control']).toBe('private, no-store');
    expect(res.text).toContain('This form was sent from another site');
    expect(setCookie(res.headers, 'session_token')).toBeUndefined();
    expect(await signedInAs(session)).toBe(DEMO.email);
  });

  it.each([
    ['application/json', '{}'],
    ['text/plain', 'a=1'],
    ['multipart/form-data; boundary=x', '--x--'],
  ])('Content-Type %s → 415, still signed in', async (type, body) => {
    const session = await signIn();
    const res = await post('/account/logout', session).set('Content-Type', type).send(body);
    expect(res.status).toBe(415);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    expect(await signedInAs(session)).toBe(DEMO.email);
  });

  it('no Content-Type → 415', async () => {
    const res = await post('/account/logout');
    expect(res.status).toBe(415);
  });

  it('a body over 32 kB → 413, still signed in; 32 kB exactly is read', async () => {
    const session = await signIn();
    const res = await post('/account/logout', session)
      .type('form')
      .send(`note=${'a'.repeat(33 * 1024)}`);
    expect(res.status).toBe(413);
    expect(res.text).toContain('too large');
    expect(await signedInAs(session)).toBe(DEMO.email);
    const fits = await post('/account/logout')
      .type('form')
      .send(`note=${'a'.repeat(32 * 1024 - 5)}`);
    expect(fits.status).toBe(303);
  });

  it('a page without an action → 405 with Allow: GET, HEAD, inside the layout, never cached', async () => {
    const res = await post('/shop').type('form').send('a=1');
    expect(res.status).toBe(405);
    expect(res.headers.allow).toBe('GET, HEAD');
    expect(res.headers['cache-control']).toBe('private, no-store');
    expect(res.text).toContain('site-header');
    expect(mainText(res.text)).toContain('This page does not take forms, so nothing was changed.');
  });

  it('the route rules apply as for GET: an unknown page → 404; a trailing slash → 301; a guarded page signed out → login', async () => {
    const missing = await post('/no-such-page').type('form').send('a=1');
    expect(missing.status).toBe(404);
    expect(missing.text).toContain('Page not found: /no-such-page');
    const slash = await post('/account/logout/').type('form').send('');
    expect(slash.status).toBe(301);
    expect(slash.headers.location).toBe('/account/logout');
    const guarded = await post('/account/orders').type('form').send('a=1');
    expect(guarded.status).toBe(303);
    expect(guarded.headers.location).toBe('/account/login?returnTo=%2Faccount%2Forders');
  });

  it('GET and HEAD of a page are as before (no Allow, the anonymous cache header)', async () => {
    const res = await request(t.app).get('/shop').set('User-Agent', BROWSER_UA);
    expect(res.status).toBe(200);
    expect(res.headers.allow).toBeUndefined();
    expect(res.headers['cache-control']).toBe('private, no-cache');
  });
});

describe('the in-process api is the /api pipeline', () => {
  it('a throttled sign-in answers the same 429 message in-process as through /api', async () => {
    // The app's own counters: a side door runs one in-process call on a real request.
    const logger = { info() {}, warn() {}, error() {} };
    const pipeline = createCallPipeline({
      config: t.config,
      logger,
      throttle: t.throttle,
      cartHandlers: CART_CALL_HANDLERS,
    });
    const side = express();
    side.set('trust proxy', t.config.trustProxy);
    side.use(requestContext({ cookies: t.config, upstream: t.upstream, logger }));
    side.use(async (req, res) => {
      try {
        await createInProcessApi(pipeline, req, res).call('user-login', wrongLogin('throttled@example.com'));
        res.json({ ok: true });
      } catch (err) {
        const e = err as ApiError;
        res.json({ status: e.status, message: e.message });
      }
    });
    for (let i = 0; i < THROTTLE_LIMITS['user-login'].perAccount.points; i++) {
      expect((await attempt(t.app, 'user-login', wrongLogin('throttled@example.com'))).status).toBe(200);
    }
    const viaApi = await attempt(t.app, 'user-login', wrongLogin('throttled@example.com'));
    expect(viaApi.status).toBe(429);
    const inProcess = (await request(side).post('/')).body as { status: number; message: string };
    expect(inProcess).toEqual({ status: 429, message: viaApi.body.error });
    expect(inProcess.message).toMatch(/^Too many attempts\. Please try again in \d+ minutes?\.$/);
  });
});
