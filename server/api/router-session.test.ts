import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isCleared, setCookie, startBackendFixture } from '../test-support/backend-fixture';
import { createTestApp } from '../test-support/test-harness';

// Session rules of SPEC sections 4, 6 and 9 through the router and the real embedded backend.

let f: Awaited<ReturnType<typeof startBackendFixture>>;
const email = 'session-test@example.com';
const password = 'correct horse battery';
const LOGIN = '/api/ecom/v1.0/user-login';
const INFO = '/api/ecom/v1.0/user-info';
const ADDRESS = '/api/ecom/v1.0/create-user-address';
const address = { address1: '1 Main St', city: 'Austin', zip: '73301', provinceCode: 'TX' };

beforeAll(async () => {
  f = await startBackendFixture();
  const created = await request(f.app)
    .post('/api/ecom/v1.0/user-create')
    .send({ email, firstName: 'Ada', lastName: 'Lovelace', password });
  expect(created.status).toBe(200);
  expect(created.body.errors).toEqual([]);
});
afterAll(() => f.close());

/** Signs in through the BFF; returns the agent (cookie jar) and the token the backend issued. */
async function signIn() {
  const agent = request.agent(f.app);
  const res = await agent.post(LOGIN).send({ email, password });
  expect(res.status).toBe(200);
  const line = setCookie(res.headers, 'session_token')!;
  return { agent, res, token: decodeURIComponent(line.split(';')[0]!.split('=')[1]!) };
}

describe('sign-in', () => {
  it('sets httpOnly SameSite=Lax cookies for 360 minutes and answers without the token', async () => {
    const { res, token } = await signIn();
    expect(token.length).toBeGreaterThan(20);
    for (const name of ['session_token', 'session_expires_at']) {
      const line = setCookie(res.headers, name);
      expect(line).toMatch(/; Max-Age=21600;/);
      expect(line).toMatch(/; HttpOnly/);
      expect(line).toMatch(/; SameSite=Lax/);
      expect(line).not.toMatch(/; Secure/); // http site
    }
    expect(res.body.token).toBeUndefined();
    expect(typeof res.body.expiresAt).toBe('string');
    expect(res.body.errors).toEqual([]);
    expect(JSON.stringify(res.body)).not.toContain(token);
  });

  it('a wrong password: errors returned, session cookies cleared, no token', async () => {
    const res = await request(f.app)
      .post(LOGIN)
      .set('cookie', 'session_token=old')
      .send({ email, password: 'wrong password' });
    expect(res.status).toBe(200);
    expect(res.body.errors.length).toBeGreaterThan(0);
    expect(res.body.token).toBeUndefined();
    expect(isCleared(setCookie(res.headers, 'session_token'))).toBe(true);
    expect(isCleared(setCookie(res.headers, 'session_expires_at'))).toBe(true);
  });

  it('Secure cookies when the site is served over https', async () => {
    const { app } = createTestApp({ upstreamUrl: f.tap.url, siteUrl: 'https://shop.test' });
    const res = await request(app).post(LOGIN).send({ email, password });
    // __Host- prefixed on https
    expect(setCookie(res.headers, '__Host-session_token')).toMatch(/; Secure/);
  });
});

describe('user-info', () => {
  it('with the cookie: the user, token injected into the upstream body only', async () => {
    const { agent, token } = await signIn();
    const res = await agent.post(INFO).send({});
    expect(res.status).toBe(200);
    expect(res.body.user.email).toBe(email);
    const sent = f.received('user-info').at(-1)!;
    expect(sent.body).toEqual({ token });
    expect(sent.headers.cookie).toBeUndefined();
    expect(JSON.stringify(res.body)).not.toContain(token);
  });

  it('without a cookie: {user: null} and the upstream is not asked', async () => {
    const before = f.received('user-info').length;
    const res = await request(f.app).post(INFO).send({});
    expect(res.body).toEqual({ user: null });
    expect(f.received('user-info')).toHaveLength(before);
  });

  it('with a token the upstream rejects: silent sign-out', async () => {
    const res = await request(f.app)
      .post(INFO)
      .set('cookie', 'session_token=stale; cart_id=gid%3A%2F%2Fshopify%2FCart%2Fx')
      .send({});
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ user: null });
    for (const name of ['session_token', 'session_expires_at', 'cart_id', 'og_auth']) {
      expect(isCleared(setCookie(res.headers, name))).toBe(true);
    }
  });
});

describe("'header' calls", () => {
  it('Authorization comes from the cookie; the Cookie header never goes upstream', async () => {
    const { agent, token } = await signIn();
    const res = await agent.post(ADDRESS).set('authorization', 'forged-by-client').send({ address });
    expect(res.status).toBe(200);
    expect(res.body.address.address1).toBe('1 Main St');
    const sent = f.received('create-user-address').at(-1)!;
    expect(sent.headers.authorization).toBe(token);
    expect(sent.headers.cookie).toBeUndefined();
    expect(sent.headers['x-request-id']).toMatch(/^req-\d+$/);
    expect(sent.headers['x-forwarded-for']).toMatch(/127\.0\.0\.1/);
    expect(sent.headers['x-forwarded-proto']).toBe('http');
    expect(sent.body).toMatchObject({ address: { address1: '1 Main St', country: 'United States' } });
  });

  it('without the cookie → 401 Sign-in required, even with a valid client-sent Authorization', async () => {
    const { token } = await signIn();
    const before = f.received('create-user-address').length;
    const res = await request(f.app).post(ADDRESS).set('authorization', token).send({ address });
    expect(res.status).toBe(401);
    expect(res.body).toEqual({ error: 'Sign-in required' });
    expect(f.received('create-user-address')).toHaveLength(before);
  });

  it('only allow-listed headers reach the upstream', async () => {
    const { agent } = await signIn();
    // The test app trusts loopback as a proxy, so X-Forwarded-For from the test client is the
    // trusted client address: what Express resolved is what goes upstream.
    await agent
      .post(ADDRESS)
      .set({ 'x-evil': '1', 'accept-language': 'en-US', 'x-forwarded-for': '203.0.113.9' })
      .send({ address });
    const sent = f.received('create-user-address').at(-1)!;
    expect(sent.headers['x-evil']).toBeUndefined();
    expect(sent.headers['accept-language']).toBe('en-US');
    expect(sent.headers['x-forwarded-for']).toBe('203.0.113.9');
  });
});

describe('logout', () => {
  it('clears session, og_auth and cart cookies; 204; signed out afterwards', async () => {
    const { agent } = await signIn();
    const res = await agent.post('/api/session/logout');
    expect(res.status).toBe(204);
    for (const name of ['session_token', 'session_expires_at', 'cart_id', 'og_auth']) {
      expect(isCleared(setCookie(res.headers, name))).toBe(true);
    }
    expect((await agent.post(INFO).send({})).body).toEqual({ user: null });
  });

  it('GET → 405', async () => {
    const res = await request(f.app).get('/api/session/logout');
    expect(res.status).toBe(405);
    expect(res.headers.allow).toBe('POST');
  });
});
