import request from 'supertest';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { tooManyAttemptsMessage } from '../../shared/contract/too-many-attempts';
import { THROTTLE_LIMITS } from '../api/throttle/throttle-limits';
import { startBackendFixture } from '../test-support/backend-fixture';
import { createTestApp, type TestApp } from '../test-support/test-app';
import {
  activationLink,
  API,
  attempt,
  firstRefused,
  newCustomer,
  resetLink,
  statuses,
  wrongLogin,
} from '../test-support/throttle-probe';

// Embedded backend, in-memory counters): the probes
// of the issue all answered 200 before the throttle; now each hits 429 well before its end.

const L = THROTTLE_LIMITS;

describe("the issue's probes (one fresh app each)", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('30 wrong passwords for one e-mail: 429 after 10, with Retry-After and a message naming when', async () => {
    const seen = await statuses(30, () => attempt(t.app, 'user-login', wrongLogin('victim@example.com')));
    expect(firstRefused(seen)).toBe(L['user-login'].perAccount.points + 1);
    expect(seen.slice(0, 10).every((s) => s === 200)).toBe(true);
    expect(seen.slice(10).every((s) => s === 429)).toBe(true);

    const refused = await attempt(t.app, 'user-login', wrongLogin(' VICTIM@example.com '));
    expect(refused.status).toBe(429);
    const wait = Number(refused.retryAfter);
    expect(wait).toBeGreaterThan(0);
    expect(wait).toBeLessThanOrEqual(L['user-login'].perAccount.blockSeconds);
    expect(refused.body).toEqual({ error: tooManyAttemptsMessage(wait), retryAfter: wait });
    expect(refused.body.error).toMatch(/^Too many attempts\. Please try again in \d+ (minute|second)s?\.$/);
    expect(refused.cacheControl).toBe('private, no-store');
  });

  it('60 new e-mails from one client: 429 after 10', async () => {
    const seen = await statuses(60, (i) => attempt(t.app, 'user-create', newCustomer(`probe-${i}@example.com`)));
    expect(firstRefused(seen)).toBe(L['user-create'].perAddress.points + 1);
    expect(seen.slice(0, 10).every((s) => s === 200)).toBe(true);
  });

  it('20 user-recover calls for one e-mail: 429 after 5', async () => {
    const seen = await statuses(20, () => attempt(t.app, 'user-recover', { email: 'demo@example.com' }));
    expect(firstRefused(seen)).toBe(L['user-recover'].perAccount.points + 1);
  });
});

describe('per account and per address', () => {
  let t: TestApp;
  beforeEach(async () => {
    t = await createTestApp();
  });
  afterEach(() => t.close());

  it("an account's limit holds across client addresses (a botnet gets 10 guesses, not 10 each)", async () => {
    const seen = await statuses(12, (i) =>
      attempt(t.app, 'user-login', wrongLogin('spread@example.com'), `203.0.113.${i + 1}`),
    );
    expect(firstRefused(seen)).toBe(11);
  });

  it("an address's limit holds across accounts: 30 sign-in attempts per address", async () => {
    const seen = await statuses(31, (i) =>
      attempt(t.app, 'user-login', wrongLogin(`guess-${i}@example.com`), '198.51.100.7'),
    );
    expect(firstRefused(seen)).toBe(L['user-login'].perAddress.points + 1);
    // another address is not affected
    expect((await attempt(t.app, 'user-login', wrongLogin('guess-0@example.com'), '198.51.100.8')).status).toBe(200);
  });

  it('failures count, a successful sign-in clears them', async () => {
    const email = 'owner@example.com';
    const { password } = newCustomer(email);
    expect((await attempt(t.app, 'user-create', newCustomer(email))).body.errors).toEqual([]);
    expect(await statuses(9, () => attempt(t.app, 'user-login', wrongLogin(email)))).toEqual(Array(9).fill(200));
    const ok = await attempt(t.app, 'user-login', { email, password });
    expect(ok.status).toBe(200);
    expect(ok.body.errors).toEqual([]);
    const after = await statuses(11, () => attempt(t.app, 'user-login', wrongLogin(email)));
    expect(firstRefused(after)).toBe(11);
    // locked now: even the right password waits (nothing tells the guesser it was right)
    expect((await attempt(t.app, 'user-login', { email, password })).status).toBe(429);
  });

  it('a reset link: 5 tries per customer, whatever signature is guessed; then per address', async () => {
    const seen = await statuses(7, (i) =>
      attempt(t.app, 'reset-password', { password: 'long enough password 1', resetUrl: resetLink(3, `guess${i}`) }),
    );
    expect(seen.slice(0, 5).every((s) => s === 200)).toBe(true);
    expect(firstRefused(seen)).toBe(L['reset-password'].perAccount.points + 1);
    const others = await statuses(6, (i) =>
      attempt(t.app, 'reset-password', { password: 'long enough password 1', resetUrl: resetLink(100 + i, 'x') }),
    );
    // 10 per address per hour, and the 7 above all counted (refused ones too): the 4th other link is refused
    expect(firstRefused(others)).toBe(L['reset-password'].perAddress.points - 7 + 1);
  });

  it('an activation link: 5 tries per customer', async () => {
    const seen = await statuses(7, (i) =>
      attempt(t.app, 'activate-account', {
        password: 'long enough password 1',
        activationUrl: activationLink(9, `guess${i}`),
      }),
    );
    expect(firstRefused(seen)).toBe(L['activate-account'].perAccount.points + 1);
  });

  it('registration: 3 per e-mail per hour, from any address', async () => {
    const seen = await statuses(5, (i) =>
      attempt(t.app, 'user-create', newCustomer('taken@example.com'), `192.0.2.${i + 1}`),
    );
    expect(firstRefused(seen)).toBe(L['user-create'].perAccount.points + 1);
  });

  it('changing the password or e-mail of a session: 10 failures, then 429; other profile edits are not counted', async () => {
    const email = 'changer@example.com';
    const { password } = newCustomer(email);
    await attempt(t.app, 'user-create', newCustomer(email));
    await attempt(t.app, 'user-create', newCustomer('someone-else@example.com'));
    const agent = request.agent(t.app);
    expect((await agent.post(`${API}user-login`).send({ email, password })).body.errors).toEqual([]);
    const update = (customer: object) => agent.post(`${API}update-customer`).send({ customer });
    for (let i = 0; i < 15; i++) expect((await update({ firstName: `Name${i}` })).status).toBe(200);
    const seen: number[] = [];
    for (let i = 0; i < 11; i++) seen.push((await update({ email: 'someone-else@example.com' })).status);
    expect(firstRefused(seen)).toBe(L['update-customer'].perAccount.points + 1);
    expect((await update({ firstName: 'Still fine' })).status).toBe(200);
  });

  it('other calls are not throttled', async () => {
    const seen = await statuses(40, () => attempt(t.app, 'user-info', {}));
    expect(seen.every((s) => s === 200)).toBe(true);
  });
});

describe('the client address is the one TRUST_PROXY allows', () => {
  it('untrusted peer: X-Forwarded-For is ignored, every spoofed value counts against the peer', async () => {
    const t = await createTestApp({ TRUST_PROXY: 'false' });
    try {
      const seen = await statuses(12, (i) =>
        attempt(t.app, 'user-create', newCustomer(`spoof-${i}@example.com`), `10.9.${i}.${i + 1}`),
      );
      expect(firstRefused(seen)).toBe(L['user-create'].perAddress.points + 1);
    } finally {
      await t.close();
    }
  });

  it('a peer outside the trusted ranges cannot reset it either', async () => {
    const t = await createTestApp({ TRUST_PROXY: '10.0.0.0/8, uniquelocal' });
    try {
      const seen = await statuses(12, (i) =>
        attempt(t.app, 'user-create', newCustomer(`spoof2-${i}@example.com`), `10.9.${i}.${i + 1}`),
      );
      expect(firstRefused(seen)).toBe(11);
    } finally {
      await t.close();
    }
  });

  it('trusted proxy (loopback, the default): each forwarded client is counted on its own', async () => {
    const t = await createTestApp({ TRUST_PROXY: 'loopback' });
    try {
      const seen = await statuses(15, (i) =>
        attempt(t.app, 'user-create', newCustomer(`fwd-${i}@example.com`), `10.9.${i}.${i + 1}`),
      );
      expect(seen.every((s) => s === 200)).toBe(true);
      // the same forwarded client, over and over: its own limit
      const one = await statuses(11, (i) =>
        attempt(t.app, 'user-create', newCustomer(`fwd-same-${i}@example.com`), '10.9.200.1'),
      );
      expect(firstRefused(one)).toBe(11);
    } finally {
      await t.close();
    }
  });
});

describe('a refused attempt never reaches the upstream', () => {
  it('the 11th wrong password is answered by the BFF alone', async () => {
    const f = await startBackendFixture();
    try {
      await statuses(10, () => attempt(f.app, 'user-login', wrongLogin('tap@example.com')));
      expect(f.received('user-login')).toHaveLength(10);
      const refused = await statuses(5, () => attempt(f.app, 'user-login', wrongLogin('tap@example.com')));
      expect(refused).toEqual(Array(5).fill(429));
      expect(f.received('user-login')).toHaveLength(10);
    } finally {
      await f.close();
    }
  });
});
