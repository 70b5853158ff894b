import { performance } from 'node:perf_hooks';
import request from 'supertest';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { latestEmail, linkIn } from '../backend/customers/outbox';
import { LINK_TTL_MS } from '../backend/customers/signed-links';
import { DEMO, FIXTURE_NOW, INVITED } from '../backend/test-fixtures/seed-fixture';
import { isCleared, setCookie, startBreakableStoreApp } from '../test-support/backend-fixture';

// THROUGH THE BFF (the backend's own tests cover the store): activation and
// reset links work once and expire, and what a browser then gets; recovery never tells whether
// an account exists (same status, same body, about the same time).

const ECOM = '/api/ecom/v1.0';
const RESET_INVALID = 'This password reset link is invalid or has expired';
const ACTIVATION_INVALID = 'This activation link is invalid or has expired';

let f: Awaited<ReturnType<typeof startBreakableStoreApp>>;
beforeAll(async () => {
  f = await startBreakableStoreApp();
});
afterAll(() => f.close());
afterEach(() => f.backend.setNow(FIXTURE_NOW));

// Each request from its own client address, so the per-address throttle (10 an hour) does not
// answer in the backend's place; TRUST_PROXY is loopback in tests.
let address = 0;
const post = (call: string, body: object) =>
  request(f.app)
    .post(`${ECOM}/${call}`)
    .set('x-forwarded-for', `198.51.100.${++address % 250}`)
    .send(body);

function expectSignedIn(res: request.Response) {
  expect(res.status).toBe(200);
  expect(res.body.errors).toEqual([]);
  expect(typeof res.body.expiresAt).toBe('string');
  expect(isCleared(setCookie(res.headers, 'session_token'))).toBe(false);
  expect(setCookie(res.headers, 'session_token')).toBeDefined();
}

function expectRefused(res: request.Response, message: string) {
  expect(res.status).toBe(200);
  expect(res.body).toEqual({ errors: [{ message }] });
  expect(setCookie(res.headers, 'session_token')).toBeUndefined();
}

let people = 0;
/** A new customer straight in the store (the BFF's sign-up throttle is not under test here). */
async function customer(): Promise<string> {
  const email = `links-${++people}@example.com`;
  await f.backend.call('user-create', { email, firstName: 'L', lastName: 'K', password: 'first-pass-1' });
  return email;
}

async function resetLinkFor(email: string): Promise<string> {
  expect((await post('user-recover', { email })).body).toEqual({ ok: true });
  return linkIn(latestEmail(f.backend.db, email)!.body)!;
}

describe('reset links', () => {
  it('work once: the first use signs in, the second is refused and signs nobody in', async () => {
    const email = await customer();
    const resetUrl = await resetLinkFor(email);
    expectSignedIn(await post('reset-password', { password: 'reset-once-1', resetUrl }));
    expectRefused(await post('reset-password', { password: 'reset-twice-2', resetUrl }), RESET_INVALID);
    // the second password never took: the first one signs in
    expect((await post('user-login', { email, password: 'reset-once-1' })).body.errors).toEqual([]);
  });

  it('expire after 24 hours', async () => {
    const resetUrl = await resetLinkFor(await customer());
    f.backend.setNow(new Date(FIXTURE_NOW.getTime() + LINK_TTL_MS.reset));
    expectRefused(await post('reset-password', { password: 'too-late-pass-1', resetUrl }), RESET_INVALID);
  });
});

describe('activation links', () => {
  it('expire (30 days), then work once', async () => {
    const activationUrl = linkIn(latestEmail(f.backend.db, INVITED.email)!.body)!;
    f.backend.setNow(new Date(FIXTURE_NOW.getTime() + LINK_TTL_MS.activate));
    expectRefused(await post('activate-account', { password: 'too-late-pass-1', activationUrl }), ACTIVATION_INVALID);
    f.backend.setNow(FIXTURE_NOW);
    const first = await post('activate-account', { password: 'first-pass-1', activationUrl });
    expectSignedIn(first);
    expect(setCookie(first.headers, 'og_auth'), 'signed in like a login: og_auth too').toBeDefined();
    expectRefused(await post('activate-account', { password: 'second-pass-2', activationUrl }), ACTIVATION_INVALID);
  });
});

describe('recovery never tells whether an account exists', () => {
  let n = 0;
  const unknown = () => `nobody-${++n}@example.com`;

  it('the same status, headers that matter and body', async () => {
    const known = await post('user-recover', { email: DEMO.email });
    const other = await post('user-recover', { email: unknown() });
    const shape = (res: request.Response) => ({
      status: res.status,
      body: res.text,
      type: res.headers['content-type'],
      cookies: res.headers['set-cookie'],
    });
    expect(shape(known)).toEqual(shape(other));
  });

  it('about the same time through the BFF (fastest of each, taken alternately)', async () => {
    const samples: [number[], number[]] = [[], []];
    const time = async (email: string) => {
      const started = performance.now();
      await post('user-recover', { email });
      return performance.now() - started;
    };
    // 3 for the known address: within its throttle (5 an hour, one used above)
    for (let i = 0; i < 3; i++) {
      samples[0].push(await time(DEMO.email));
      samples[1].push(await time(unknown()));
    }
    // The fastest run of each is the work itself: noise from other processes only ever adds time.
    const [known, other] = samples.map((xs) => Math.min(...xs)) as [number, number];
    expect(
      Math.max(known, other) / Math.min(known, other),
      `${known.toFixed(1)} ms vs ${other.toFixed(1)} ms`,
    ).toBeLessThan(2);
  });
});
