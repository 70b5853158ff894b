import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO } from '../backend/test-fixtures/seed-fixture';
import { isCleared, setCookie, startFixtureStoreBff, TEST_SITE_URL } from '../test-support/backend-fixture';
import { createTestApp, startFakeUpstream } from '../test-support/test-harness';

// og_auth for the subscription widget (SPEC sections 4 and 6): set by the BFF from the
// generate-ordergroove-cookie answer, readable by the page's script, cleared on sign-out.

const OG = '/api/ecom/v1.0/generate-ordergroove-cookie';
const LOGIN = '/api/ecom/v1.0/user-login';
let f: Awaited<ReturnType<typeof startFixtureStoreBff>>;

beforeAll(async () => {
  f = await startFixtureStoreBff();
});
afterAll(() => f.close());

async function signedIn(app = f.app, tokenCookie = 'session_token') {
  const agent = request.agent(app);
  const res = await agent.post(LOGIN).send(DEMO);
  expect(res.status).toBe(200);
  const token = decodeURIComponent(setCookie(res.headers, tokenCookie)!.split(';')[0]!.split('=')[1]!);
  return { agent, token };
}

describe('generate-ordergroove-cookie', () => {
  it('signed in: og_auth set verbatim, 360 minutes, Lax, readable by the page; the answer has only the contract keys', async () => {
    const { agent, token } = await signedIn();
    const res = await agent.post(OG).send({});
    expect(res.status).toBe(200);
    expect(Object.keys(res.body).sort()).toEqual(['expiresAt', 'name', 'value']);
    expect(res.body).toEqual({
      name: 'og_auth',
      value: expect.stringMatching(/^\d+%7C\d+%7C\S+$/),
      expiresAt: '2025-06-15T18:00:00.000Z',
    });
    const line = setCookie(res.headers, 'og_auth')!;
    // The upstream's URL-encoded value is written as is, not encoded a second time.
    expect(line.split(';')[0]).toBe(`og_auth=${res.body.value}`);
    expect(line).not.toContain('%25');
    expect(line).toMatch(/; Max-Age=21600;/);
    expect(line).toMatch(/; Path=\//);
    expect(line).toMatch(/; SameSite=Lax/);
    expect(line).not.toMatch(/HttpOnly/i);
    expect(line).not.toMatch(/; Secure/);
    expect(JSON.stringify(res.body)).not.toContain(token);
    expect(res.headers['cache-control']).toBe('private, no-store');
  });

  it('Secure when the site is served over https', async () => {
    const https = createTestApp({ upstreamUrl: f.upstreamUrl, siteUrl: 'https://shop.test' });
    // The cookie jar keeps a Secure cookie off plain-http test requests: send it by hand.
    // On https the session cookies are __Host- prefixed.
    const { token } = await signedIn(https.app, '__Host-session_token');
    const res = await request(https.app)
      .post(OG)
      .set('cookie', `__Host-session_token=${encodeURIComponent(token)}`)
      .send({});
    expect(res.status).toBe(200);
    expect(setCookie(res.headers, 'og_auth')).toMatch(/; Secure/);
  });

  it('signed out → 401, no cookie, the upstream is not asked', async () => {
    const hits = f.upstreamHits();
    const res = await request(f.app).post(OG).set('origin', TEST_SITE_URL).send({});
    expect(res.status).toBe(401);
    expect(res.body).toEqual({ error: 'Sign-in required' });
    expect(setCookie(res.headers, 'og_auth')).toBeUndefined();
    expect(f.upstreamHits()).toBe(hits);
  });

  it('a session the backend does not know → 401, no cookie', async () => {
    const res = await request(f.app).post(OG).set('cookie', 'session_token=stale').send({});
    expect(res.status).toBe(401);
    expect(setCookie(res.headers, 'og_auth')).toBeUndefined();
  });

  it('logout clears it again', async () => {
    const { agent } = await signedIn();
    await agent.post(OG).send({});
    const out = await agent.post('/api/session/logout');
    expect(isCleared(setCookie(out.headers, 'og_auth'))).toBe(true);
  });
});

describe('generate-ordergroove-cookie against an upstream that misbehaves', () => {
  const expiresAt = '2030-01-01T00:00:00.000Z';

  async function answerWith(payload: unknown) {
    const upstream = await startFakeUpstream((_req, res) => void res.json(payload));
    try {
      const { app } = createTestApp({ upstreamUrl: upstream.url });
      // A well-formed token (a malformed one is signed out before any upstream).
      return await request(app)
        .post(OG)
        .set('cookie', `session_token=${'t'.repeat(43)}`)
        .send({});
    } finally {
      await upstream.close();
    }
  }

  it('extra keys in the answer never reach the browser', async () => {
    const res = await answerWith({
      name: 'og_auth',
      value: 'a%7Cb',
      expiresAt,
      customerId: 7,
      email: 'x@y.z',
      token: 't',
    });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ name: 'og_auth', value: 'a%7Cb', expiresAt });
  });

  it.each([['a;b'], ['a b'], ['a\r\nSet-Cookie: x=1'], ['']])(
    'a value that is no cookie value (%j) → 502, no cookie',
    async (value) => {
      const res = await answerWith({ name: 'og_auth', value, expiresAt });
      expect(res.status).toBe(502);
      expect(setCookie(res.headers, 'og_auth')).toBeUndefined();
    },
  );
});
