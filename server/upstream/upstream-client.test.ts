import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startBackend } from '../backend/start';
import { ApiError } from '../../shared/contract/api-client';
import { createUpstream } from './upstream-client';
import { UpstreamError } from './upstream-error';

// The server transport (SSR loaders) against the real embedded backend.

let backend: Awaited<ReturnType<typeof startBackend>>;
let upstream: ReturnType<typeof createUpstream>;

beforeAll(async () => {
  backend = await startBackend({
    dataDir: ':memory:',
    port: 0,
    secret: 'upstream-client-secret-01',
    siteUrl: 'http://shop.test',
  });
  upstream = createUpstream({ targets: { ecomUrl: backend.url, cmsUrl: backend.url }, timeoutMs: 5_000 });
});
afterAll(() => backend.close());

async function rejection(promise: Promise<unknown>): Promise<UpstreamError> {
  try {
    await promise;
  } catch (err) {
    if (err instanceof UpstreamError) return err;
    throw err;
  }
  throw new Error('expected an UpstreamError');
}

describe('the typed server client', () => {
  const anonymous = () => upstream.client({ forward: { requestId: 'ssr-1' } });

  it('round-trips typed calls of both services', async () => {
    const { products } = await anonymous().call('get-all-products', {});
    const handle = products[0]!.handle;
    const { product } = await anonymous().call('get-product-by-handle', { handle });
    expect(product?.handle).toBe(handle);
    const { announcements } = await anonymous().call('get-announcements', {});
    expect(Array.isArray(announcements)).toBe(true);
  });

  it('refuses bad input before the upstream, naming the field', async () => {
    const err = await rejection(anonymous().call('get-cart', { cartId: 5 as unknown as string }));
    expect(err.status).toBe(400);
    expect(err.field).toBe('cartId');
    expect(err.kind).toBe('refused');
    // loaders catch ApiError whichever transport ran them
    expect(err).toBeInstanceOf(ApiError);
  });

  it("signed out: 'header' calls → 401, user-info → {user: null}", async () => {
    const err = await rejection(anonymous().call('order-detail', { orderId: 'gid://shopify/Order/1' }));
    expect(err.status).toBe(401);
    expect(err.message).toBe('Sign-in required');
    expect(await anonymous().call('user-info', {})).toEqual({ user: null });
  });

  it("an 'optional-header' call with a fixed signed-out answer asks the upstream only with a token", async () => {
    const asked: string[] = [];
    const counting = createUpstream({
      targets: { ecomUrl: backend.url, cmsUrl: backend.url },
      timeoutMs: 5_000,
      fetchImpl: (url, init) => {
        asked.push(String(url));
        return fetch(url, init);
      },
    });
    const handle = (await anonymous().call('get-all-products', {})).products[0]!.handle;
    expect(await counting.client({}).call('review-eligibility', { handle })).toEqual({
      eligible: false,
      reason: 'signed-out',
    });
    expect(asked).toEqual([]);
    // the input is still checked first
    expect((await rejection(counting.client({}).call('review-eligibility', { handle: '' }))).field).toBe('handle');
    // an unknown token is the upstream's to judge: it answers as for a stranger
    expect(await counting.client({ token: 'not-a-session' }).call('review-eligibility', { handle })).toEqual({
      eligible: false,
      reason: 'signed-out',
    });
    expect(asked).toEqual([`${backend.url}/api/ecom/v1.0/review-eligibility`]);
  });

  it('signed in: the token rules apply and no token is ever returned', async () => {
    const email = 'ssr@example.com';
    const password = 'ssr password ok';
    await anonymous().call('user-create', { email, firstName: 'S', lastName: 'R', password });
    const session = await anonymous().call('user-login', { email, password });
    expect(session.token).toBeUndefined(); // stripped: SSR answers end up in the HTML
    const login = await fetch(`${backend.url}/api/ecom/v1.0/user-login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email, password }),
    });
    const { token } = (await login.json()) as { token: string };
    const client = upstream.client({ token });
    expect((await client.call('user-info', {})).user?.email).toBe(email);
    const { address } = await client.call('create-user-address', {
      address: { address1: '1 A St', city: 'X', zip: '10001' },
    });
    expect(address?.address1).toBe('1 A St');
  });

  it('an upstream 4xx becomes an UpstreamError with its status and message', async () => {
    const err = await rejection(anonymous().call('lat-long', { zipcode: '00000' }));
    expect(err.status).toBe(404);
    expect(err.kind).toBe('rejected');
  });

  it('no upstream → 502 with the user-facing message', async () => {
    const client = createUpstream({
      targets: { ecomUrl: 'http://127.0.0.1:1', cmsUrl: 'http://127.0.0.1:1' },
      timeoutMs: 1_000,
    }).client();
    const err = await rejection(client.call('get-announcements', {}));
    expect(err.status).toBe(502);
    expect(err.message).toBe('The service is temporarily unavailable. Please try again.');
  });
});
