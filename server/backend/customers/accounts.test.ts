import { beforeEach, describe, expect, it } from 'vitest';
import { DEMO, FIXTURE_NOW, INVITED } from '../test-fixtures/seed-fixture';
import { createTestBackend, storeSnapshot, type TestBackend } from '../test-fixtures/test-backend';
import { ALREADY_REGISTERED_SUBJECT, WELCOME_SUBJECT } from './account-handlers';
import { latestEmail, linkIn } from './outbox';

let t: TestBackend;
beforeEach(() => {
  t = createTestBackend();
});

describe('sign-in and the signed-in user', () => {
  it('signs in with a token valid for 6 hours and returns the user for it', async () => {
    const res = await t.call('user-login', { email: 'DEMO@example.com', password: DEMO.password });
    expect(res.body).toEqual({
      token: expect.any(String),
      expiresAt: new Date(FIXTURE_NOW.getTime() + 6 * 3600_000).toISOString(),
      errors: [],
    });
    const { user } = (await t.call('user-info', {}, res.body.token)).body;
    expect(user).toMatchObject({
      id: 'gid://shopify/Customer/1',
      email: DEMO.email,
      defaultAddress: { id: 'gid://shopify/MailingAddress/2' },
      favorites: { handles: ['gentle-cleanser'] },
      orders: [{ name: '#1001', itemCount: 2, total: 145.86 }],
      subscriptions: [{ id: 'sub-1', sellingPlan: { id: 'plan-30' }, product: { handle: 'vitamin-c-serum' } }],
    });
    expect(JSON.parse(user!.professional!.value)).toMatchObject({ id: 'pro-ny', name: 'NY Pro' });
    expect(user!.addresses.edges).toHaveLength(2);
  });

  it.each([
    ['a wrong password', DEMO.email, 'wrong-password'],
    ['an unknown e-mail', 'nobody@example.com', DEMO.password],
    ['an invited customer without a password', INVITED.email, 'anything-at-all'],
  ])('answers 200 Unidentified customer and no token for %s', async (_case, email, password) => {
    const res = await t.call('user-login', { email, password });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ errors: [{ message: 'Unidentified customer' }] });
  });

  it('answers user null for a missing, unknown or expired token', async () => {
    expect((await t.call('user-info', {})).body).toEqual({ user: null });
    expect((await t.call('user-info', {}, 'made-up')).body).toEqual({ user: null });
    const token = await t.login();
    t.setNow(new Date(FIXTURE_NOW.getTime() + 6 * 3600_000));
    expect((await t.call('user-info', {}, token)).body).toEqual({ user: null });
  });
});

describe('sign-up', () => {
  it('creates a customer who can then sign in', async () => {
    const res = await t.call('user-create', {
      email: 'New@Example.com',
      firstName: 'N',
      lastName: 'P',
      password: 'long-enough-1',
      marketing: true,
    });
    // No customer in the answer, so a taken e-mail can answer the same
    expect(res.body).toEqual({ customer: null, errors: [] });
    expect(latestEmail(t.db, 'new@example.com')!.subject).toBe(WELCOME_SUBJECT);
    expect(
      (await t.call('user-login', { email: 'new@example.com', password: 'long-enough-1' })).body.token,
    ).toBeTruthy();
  });

  it('answers a taken e-mail (any case) exactly like a new one, changes no account and mails the owner instead', async () => {
    const customersBefore = JSON.stringify(t.db.prepare('SELECT * FROM customers ORDER BY id').all());
    const res = await t.call('user-create', {
      email: 'Demo@Example.com',
      firstName: 'A',
      lastName: 'B',
      password: 'long-enough-1',
    });
    expect(res).toMatchObject({ status: 200, body: { customer: null, errors: [] } });
    expect(JSON.stringify(t.db.prepare('SELECT * FROM customers ORDER BY id').all())).toBe(customersBefore);
    expect(latestEmail(t.db, DEMO.email)!.subject).toBe(ALREADY_REGISTERED_SUBJECT);
    expect(await t.login(DEMO.email, DEMO.password)).toBeTruthy();
  });

  it('refuses a short password with 400 naming the field', async () => {
    const res = await t.call('user-create', {
      email: 'a@example.com',
      firstName: 'A',
      lastName: 'B',
      password: 'short',
    });
    expect(res).toMatchObject({ status: 400, body: { error: 'password: must be at least 8 characters' } });
  });
});

describe('password recovery and activation', () => {
  it('answers the same whether or not the e-mail exists, mailing only a customer', async () => {
    const known = await t.call('user-recover', { email: DEMO.email });
    const unknown = await t.call('user-recover', { email: 'nobody@example.com' });
    expect(known.body).toEqual({ ok: true });
    expect(unknown.body).toEqual(known.body);
    expect(latestEmail(t.db, 'nobody@example.com')).toBeNull();
    expect(linkIn(latestEmail(t.db, DEMO.email)!.body)).toMatch(
      /^http:\/\/shop\.test\/account\/resetPassword\?id=1&token=/,
    );
  });

  it('resets the password once from the mailed link, ending old sessions', async () => {
    const oldToken = await t.login();
    await t.call('user-recover', { email: DEMO.email });
    const resetUrl = linkIn(latestEmail(t.db, DEMO.email)!.body)!;
    const res = await t.call('reset-password', { password: 'brand-new-pass', resetUrl });
    expect(res.body.token).toBeTruthy();
    expect((await t.call('user-info', {}, oldToken)).body.user).toBeNull();
    expect((await t.login(DEMO.email, 'brand-new-pass')).length).toBeGreaterThan(20);
    const again = await t.call('reset-password', { password: 'another-pass-1', resetUrl });
    expect(again.body).toEqual({ errors: [{ message: 'This password reset link is invalid or has expired' }] });
  });

  it.each([
    ['a tampered signature', (u: URL) => u.searchParams.set('signature', 'x'.repeat(43))],
    ['another customer id', (u: URL) => u.searchParams.set('id', '2')],
    ['a longer expiry', (u: URL) => u.searchParams.set('expires', String(Number(u.searchParams.get('expires')) + 1))],
    ['the activation path', (u: URL) => (u.pathname = '/account/activateAccount')],
  ])('refuses a reset link with %s', async (_case, tamper) => {
    await t.call('user-recover', { email: DEMO.email });
    const url = new URL(linkIn(latestEmail(t.db, DEMO.email)!.body)!);
    tamper(url);
    const before = storeSnapshot(t.db);
    const res = await t.call('reset-password', { password: 'brand-new-pass', resetUrl: url.toString() });
    expect(res.body.errors[0]?.message).toBe('This password reset link is invalid or has expired');
    expect(storeSnapshot(t.db)).toBe(before);
  });

  it('refuses an expired reset link', async () => {
    await t.call('user-recover', { email: DEMO.email });
    const resetUrl = linkIn(latestEmail(t.db, DEMO.email)!.body)!;
    t.setNow(new Date(FIXTURE_NOW.getTime() + 25 * 3600_000));
    expect((await t.call('reset-password', { password: 'brand-new-pass', resetUrl })).body.token).toBeUndefined();
  });

  it('activates an invited customer from the invitation mailed at seed time', async () => {
    const activationUrl = linkIn(latestEmail(t.db, INVITED.email)!.body)!;
    expect(activationUrl).toMatch(/^http:\/\/shop\.test\/account\/activateAccount\?/);
    const res = await t.call('activate-account', { password: 'my-first-pass', activationUrl });
    expect(res.body.errors).toEqual([]);
    expect((await t.call('user-info', {}, res.body.token)).body.user?.email).toBe(INVITED.email);
  });
});

describe('update-customer', () => {
  it('changes the given fields only', async () => {
    const token = await t.login();
    const res = await t.call(
      'update-customer',
      { customer: { firstName: 'Dee', acceptsMarketing: false, phone: '(512) 555-1234' } },
      token,
    );
    expect(res.body.user).toMatchObject({
      firstName: 'Dee',
      lastName: 'Customer',
      acceptsMarketing: false,
      phone: '(512) 555-1234',
      email: DEMO.email,
    });
  });

  it('changes the password', async () => {
    const token = await t.login();
    await t.call(
      'update-customer',
      { customer: { password: 'changed-pass-1', currentPassword: DEMO.password } },
      token,
    );
    expect(await t.login(DEMO.email, 'changed-pass-1')).toBeTruthy();
  });

  it("refuses another customer's e-mail and an empty change", async () => {
    const token = await t.login();
    const before = storeSnapshot(t.db);
    const taken = await t.call(
      'update-customer',
      { customer: { email: INVITED.email, currentPassword: DEMO.password } },
      token,
    );
    expect(taken.body.errors).toEqual([{ field: ['customer', 'email'], message: 'Email has already been taken' }]);
    const empty = await t.call('update-customer', { customer: {} }, token);
    expect(empty).toMatchObject({ status: 400, body: { error: 'customer: must change at least one field' } });
    expect(storeSnapshot(t.db)).toBe(before);
  });
});
