import http from 'node:http';
import type { AddressInfo } from 'node:net';
import fc from 'fast-check';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { boot, type Booted } from '../boot';
import type { EntryServer } from '../render/page-renderer';
import { loadRedirects } from '../http/redirects';
import { TEST_ASSETS } from '../test-support/test-app';

// Random paths, cookies, headers and JSON bodies thrown at the real app (real
// embedded backend, real SSR entry, over loopback HTTP). Whatever arrives: no 5xx (the
// backend here never faults, so no 502/504 is expected either), the app keeps answering, no
// Location leaves the site, and the demo customer and a shopper's cart are unchanged.

const SITE = 'http://shop.test';
const DEMO_EMAIL = 'demo@example.com';
const DEMO_PASSWORD = 'Demo1234!';
const RUNS = 250;

let booted: Booted;
let server: http.Server;
let port: number;
let operatorTargets: Set<string>;
let cartId: string;

beforeAll(async () => {
  await import('../../client/entry-server');
  booted = await boot({
    env: { NODE_ENV: 'test', LOG_LEVEL: 'silent', SITE_URL: SITE, DATA_DIR: ':memory:' },
    render: async () => ({
      loadEntry: () => import('../../client/entry-server') as Promise<EntryServer>,
      assets: () => TEST_ASSETS,
      staticMiddleware: [],
    }),
  });
  server = http.createServer(booted.app);
  await new Promise<void>((ok) => server.listen(0, '127.0.0.1', ok));
  port = (server.address() as AddressInfo).port;
  operatorTargets = new Set(
    loadRedirects(booted.config.redirectsFile)
      .entries.map((e) => e.to)
      .filter((to) => /^https?:/.test(to)),
  );

  // A shopper's cart with one line, made the way a browser makes it.
  const agent = request.agent(booted.app);
  const product = await agent.post('/api/ecom/v1.0/get-product-by-handle').send({ handle: 'gentle-foaming-cleanser' });
  const variantId = product.body.product.variants[0].id as string;
  const created = await agent.post('/api/ecom/v1.0/create-cart').send({});
  cartId = created.body.cart.id as string;
  const added = await agent
    .post('/api/ecom/v1.0/add-cart-line-items')
    .send({ lineItems: [{ variantId, quantity: 2 }] });
  expect(added.status).toBe(200);
});
afterAll(async () => {
  server.closeAllConnections();
  await new Promise((ok) => server.close(ok));
  await booted.close();
});

/** One call straight to the embedded backend (not through the BFF under test). */
async function backend(call: string, input: unknown, token?: string): Promise<any> {
  const res = await fetch(`${booted.targets.ecomUrl}/api/ecom/v1.0/${call}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token && { authorization: token }) },
    body: JSON.stringify(input),
  });
  return res.json();
}

/** The demo customer (signing in with the demo password still works) and the shopper's cart, as the backend has them. */
async function snapshot(): Promise<string> {
  const login = await backend('user-login', { email: DEMO_EMAIL, password: DEMO_PASSWORD });
  const token = login.token;
  expect(typeof token, JSON.stringify(login).slice(0, 200)).toBe('string');
  const info = await backend('user-info', { token });
  expect(info.user?.email).toBe(DEMO_EMAIL);
  const cart = await backend('get-cart', { cartId });
  expect(cart.cart?.id).toBe(cartId);
  return JSON.stringify({ user: info.user, cart: cart.cart });
}

// ── generators ─────────────────────────────────────────────────────────────────────
const HOSTILE = [
  '%00',
  '%FF',
  '%C0%AF',
  '%E0%A4%A',
  '%2F',
  '%5C',
  '%2e%2e',
  '%20',
  '%0D%0A',
  '..',
  '.',
  '',
  '\\',
  '%25',
  'a'.repeat(3000),
];
const segment = fc.oneof(
  fc.constantFrom(
    'about',
    'content',
    'skincare',
    'products',
    'shop',
    'blog',
    'account',
    'orders',
    'addresses',
    'cart',
    'x.html',
    'gentle-foaming-cleanser',
    '_ipx',
    'assets',
    'api',
  ),
  fc.constantFrom(...HOSTILE),
  fc.stringMatching(/^[A-Za-z0-9._~!$&'()*+,;=:@-]{0,12}$/),
);
const path = fc
  .tuple(
    fc.array(segment, { maxLength: 5 }),
    fc.boolean(),
    fc.option(fc.stringMatching(/^[A-Za-z0-9=&%._-]{0,20}$/), { nil: undefined }),
  )
  .map(([segs, slash, query]) => `/${segs.join('/')}${slash ? '/' : ''}${query !== undefined ? `?${query}` : ''}`);
const CALLS = [
  'user-info',
  'order-detail',
  'create-user-address',
  'create-cart',
  'get-cart',
  'add-cart-line-items',
  'update-customer',
  'user-login',
  'get-content-page',
  'get-product-by-handle',
  'user-recover',
  'nope',
];
const apiPath = fc
  .tuple(fc.constantFrom('ecom', 'cms'), fc.constantFrom(...CALLS))
  .map(([s, c]) => `/api/${s}/v1.0/${c}`);
/** Latin-1 printable text: what a client can put in a header. */
const headerText = fc.stringMatching(/^[\x20-\x7e\xa0-\xff]{0,40}$/).map((s) => s.trim());
const cookieValue = fc.oneof(
  fc.constantFrom(...HOSTILE, 'j:{"a":1}', '"quoted"', 'gid://shopify/Cart/1'),
  fc.stringMatching(/^[\x21-\x3a\x3c-\x7e]{0,40}$/),
);
const cookies = fc
  .array(
    fc.tuple(
      fc.constantFrom('session_token', 'cart_id', 'session_expires_at', 'og_auth', '__Host-session_token', 'other'),
      cookieValue,
    ),
    { maxLength: 4 },
  )
  .map((pairs) => pairs.map(([n, v]) => `${n}=${v}`).join('; '));
const headers = fc.record(
  {
    'user-agent': fc.oneof(headerText, fc.constant('Mozilla/5.0 (compatible; Googlebot/2.1)')),
    'accept-language': headerText,
    'x-request-id': headerText,
    'x-forwarded-for': headerText,
    'x-forwarded-host': headerText,
    'x-forwarded-proto': fc.oneof(headerText, fc.constantFrom('https', 'http')),
    authorization: headerText,
    origin: fc.constantFrom(SITE, 'http://evil.test', 'null', ''),
    'content-type': fc.constantFrom('application/json', 'text/plain', 'application/json; charset=utf-8', ''),
  },
  { requiredKeys: [] },
);
const body = fc.oneof(
  fc.json({ maxDepth: 3 }),
  fc
    .record(
      {
        email: fc.constantFrom(DEMO_EMAIL, 'x@example.com'),
        password: fc.string({ maxLength: 20 }),
        orderId: fc.string({ maxLength: 20 }),
      },
      { requiredKeys: [] },
    )
    .map((o) => JSON.stringify(o)),
  fc.constantFrom('{"__proto__":{"admin":true}}', '{"constructor":{"prototype":{}}}', '{', '', 'null', '[]'),
);
const hostileRequest = fc.oneof(
  fc.record({
    method: fc.constantFrom('GET', 'HEAD'),
    url: path,
    cookie: cookies,
    headers,
    body: fc.constant(undefined),
  }),
  fc.record({ method: fc.constant('POST'), url: fc.oneof(apiPath, path), cookie: cookies, headers, body }),
);

interface Answer {
  status: number;
  location?: string | undefined;
}

function send(r: {
  method: string;
  url: string;
  cookie: string;
  headers: Record<string, string>;
  body: string | undefined;
}): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const h: Record<string, string> = {};
    for (const [k, v] of Object.entries(r.headers)) if (v !== '') h[k] = v;
    if (r.cookie) h.cookie = r.cookie;
    const req = http.request(
      { host: '127.0.0.1', port, method: r.method, path: r.url, headers: h, agent: false },
      (res) => {
        res.resume();
        res.on('end', () => resolve({ status: res.statusCode ?? 0, location: res.headers.location }));
        res.on('error', reject);
      },
    );
    req.setTimeout(15_000, () => req.destroy(new Error(`no answer to ${r.method} ${r.url.slice(0, 80)}`)));
    req.on('error', reject);
    req.end(r.body);
  });
}

describe('hostile requests (property)', () => {
  it(`${RUNS} random requests: no 5xx, no Location off the site, the app keeps serving, demo data unchanged`, async () => {
    const before = await snapshot();
    await fc.assert(
      fc.asyncProperty(hostileRequest, async (r) => {
        const res = await send(r);
        expect(res.status, `${r.method} ${r.url.slice(0, 120)}`).toBeGreaterThanOrEqual(200);
        expect(
          res.status,
          `${r.method} ${r.url.slice(0, 120)} cookie=${r.cookie} ${JSON.stringify(r.headers)}`,
        ).toBeLessThan(500);
        if (res.location !== undefined) {
          const origin = new URL(res.location, SITE).origin;
          expect(origin === SITE || operatorTargets.has(res.location), `Location ${res.location}`).toBe(true);
        }
      }),
      { numRuns: RUNS, interruptAfterTimeLimit: 50_000 },
    );
    expect((await send({ method: 'GET', url: '/healthz', cookie: '', headers: {}, body: undefined })).status).toBe(200);
    expect(await snapshot()).toBe(before);
  }, 90_000);
});
