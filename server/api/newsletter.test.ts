import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { THROTTLE_LIMITS } from './throttle/throttle-limits';
import { NEWSLETTER_CONSENT_MESSAGE } from '../../shared/contract/newsletter';
import { startOutboxBff } from '../test-support/outbox-bff';

// The newsletter calls through the real BFF and the embedded backend: validation
// names the field, the answer never tells a known address from a new one, sign-ups are
// throttled, and the double opt-in link in the outbox confirms the address once.

const ECOM = '/api/ecom/v1.0';
const ORIGIN = 'http://shop.test';
let t: Awaited<ReturnType<typeof startOutboxBff>>;
beforeAll(async () => {
  t = await startOutboxBff();
});
afterAll(() => t?.close());

let n = 0;
const fresh = () => `news-${Date.now()}-${++n}@example.com`;
/** Each caller its own client address, so the per-address limit stays out of the way unless tested. */
const post = (call: string, body: unknown, ip = `10.13.0.${++n % 250}`) =>
  request(t.app)
    .post(`${ECOM}/${call}`)
    .set({ Origin: ORIGIN, 'X-Forwarded-For': ip })
    .send(body as object);
const tokenOf = (link: string | null) => new URL(link!).searchParams.get('token')!;

describe('newsletter-subscribe', () => {
  it.each([
    ['no e-mail', { consent: true }, 'email'],
    ['a malformed e-mail', { email: 'not-an-address', consent: true }, 'email'],
    ['no consent', { email: 'reader@example.com' }, 'consent'],
    ['consent refused', { email: 'reader@example.com', consent: false }, 'consent'],
    ['an unknown form location', { email: 'reader@example.com', consent: true, formLocation: 'popup' }, 'formLocation'],
  ])('answers 400 naming the field for %s', async (_case, body, field) => {
    const res = await post('newsletter-subscribe', body);
    expect(res.status).toBe(400);
    expect(res.body.field).toBe(field);
    expect(res.body.error).toMatch(new RegExp(`^${field}: `));
  });

  it('says why consent is needed', async () => {
    const res = await post('newsletter-subscribe', { email: fresh(), consent: false });
    expect(res.body).toMatchObject({ error: `consent: ${NEWSLETTER_CONSENT_MESSAGE}`, field: 'consent' });
  });

  it('answers the same for a new, a pending and a confirmed address, and the link confirms once', async () => {
    const email = fresh();
    const first = await post('newsletter-subscribe', { email, consent: true, formLocation: 'home' });
    expect([first.status, first.body]).toEqual([200, { ok: true }]);
    const link = t.latestLink(email);
    expect(link).toMatch(/^http:\/\/shop\.test\/newsletter\/confirm\?token=[\w-]{32}$/);

    // Pending: the same answer, and a new link replaces the first.
    const again = await post('newsletter-subscribe', { email: email.toUpperCase(), consent: true });
    expect([again.status, again.body]).toEqual([200, { ok: true }]);
    const second = t.latestLink(email);
    expect(second).not.toBe(link);
    expect((await post('newsletter-confirm', { token: tokenOf(link) })).body).toEqual({ confirmed: false });

    expect((await post('newsletter-confirm', { token: tokenOf(second) })).body).toEqual({ confirmed: true });
    expect((await post('newsletter-confirm', { token: tokenOf(second) })).body).toEqual({ confirmed: false });

    // Confirmed: still the same answer, and no further mail.
    const known = await post('newsletter-subscribe', { email, consent: true });
    expect([known.status, known.body]).toEqual([200, { ok: true }]);
    expect(t.latestLink(email)).toBe(second);
  });

  it('answers 429 with when to try again past the per-address limit', async () => {
    const ip = '10.13.1.1';
    const { points } = THROTTLE_LIMITS['newsletter-subscribe'].perAddress;
    for (let i = 0; i < points; i++)
      expect((await post('newsletter-subscribe', { email: fresh(), consent: true }, ip)).status).toBe(200);
    const refused = await post('newsletter-subscribe', { email: fresh(), consent: true }, ip);
    expect(refused.status).toBe(429);
    expect(refused.headers['retry-after']).toMatch(/^\d+$/);
    expect(refused.body.error).toMatch(/try again/i);
  });

  it('answers 429 past the per-e-mail limit, from any client address', async () => {
    const email = fresh();
    const { points } = THROTTLE_LIMITS['newsletter-subscribe'].perAccount;
    for (let i = 0; i < points; i++)
      expect((await post('newsletter-subscribe', { email, consent: true })).status).toBe(200);
    expect((await post('newsletter-subscribe', { email, consent: true })).status).toBe(429);
  });
});

describe('newsletter-confirm', () => {
  it.each([
    ['an unknown token', 'x'.repeat(32), 200],
    ['a malformed token', 'not a token!', 400],
  ])('%s: status %s', async (_case, token, status) => {
    const res = await post('newsletter-confirm', { token });
    expect(res.status).toBe(status);
    if (status === 200) expect(res.body).toEqual({ confirmed: false });
    else expect(res.body.field).toBe('token');
  });
});
