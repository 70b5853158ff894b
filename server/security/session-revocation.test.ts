import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { latestEmail, linkIn } from '../backend/customers/outbox';
import { DEMO, INVITED } from '../backend/test-fixtures/seed-fixture';
import { isCleared, setCookie, startFixtureStoreBff } from '../test-support/backend-fixture';

// Through the BFF and the embedded backend: logout revokes the token upstream;
// a password or e-mail change needs the current password and ends every other session; a reset
// or an activation ends every session and signs the visitor in with a fresh one.

const ECOM = '/api/ecom/v1.0';
let f: Awaited<ReturnType<typeof startFixtureStoreBff>>;
beforeAll(async () => {
  f = await startFixtureStoreBff();
});
afterAll(() => f.close());

const cookieOf = (token: string) => `session_token=${encodeURIComponent(token)}`;
const tokenIn = (headers: Record<string, unknown>) =>
  decodeURIComponent(setCookie(headers, 'session_token')!.split(';')[0]!.split('=')[1]!);

async function signIn(email = DEMO.email, password = DEMO.password): Promise<string> {
  const res = await request(f.app).post(`${ECOM}/user-login`).send({ email, password });
  expect(res.body.errors).toEqual([]);
  return tokenIn(res.headers);
}

async function userOf(token: string): Promise<string | null> {
  const res = await request(f.app).post(`${ECOM}/user-info`).set('cookie', cookieOf(token)).send({});
  expect(res.status).toBe(200);
  return (res.body.user?.email as string | undefined) ?? null;
}

const updateCustomer = (token: string, customer: Record<string, unknown>) =>
  request(f.app).post(`${ECOM}/update-customer`).set('cookie', cookieOf(token)).send({ customer });

describe('logout', () => {
  it('POST /api/session/logout revokes the token: a copy of it no longer works on user-info; other sessions live on', async () => {
    const token = await signIn();
    const other = await signIn();
    const out = await request(f.app).post('/api/session/logout').set('cookie', cookieOf(token));
    expect(out.status).toBe(204);
    expect(isCleared(setCookie(out.headers, 'session_token'))).toBe(true);
    expect(await userOf(token)).toBeNull();
    const address = await request(f.app)
      .post(`${ECOM}/create-user-address`)
      .set('cookie', cookieOf(token))
      .send({ address: { address1: '1 Main St', city: 'Austin', zip: '73301' } });
    expect(address.status).toBe(401);
    expect(await userOf(other)).toBe(DEMO.email);
  });

  it('the user-logout call does the same and answers {ok: true}', async () => {
    const token = await signIn();
    const res = await request(f.app).post(`${ECOM}/user-logout`).set('cookie', cookieOf(token)).send({});
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ ok: true });
    expect(isCleared(setCookie(res.headers, 'session_token'))).toBe(true);
    expect(await userOf(token)).toBeNull();
  });

  it('signed out or with a stale token: still 204 and cookies cleared', async () => {
    const token = await signIn();
    await request(f.app).post('/api/session/logout').set('cookie', cookieOf(token));
    for (const cookie of [undefined, cookieOf(token)]) {
      const req = request(f.app).post('/api/session/logout');
      const res = await (cookie ? req.set('cookie', cookie) : req);
      expect(res.status).toBe(204);
    }
  });
});

describe('update-customer: password and e-mail changes', () => {
  it.each([
    [
      'a new password without the current one',
      { password: 'changed-pass-1' },
      'customer.currentPassword: is required to change the e-mail or password',
    ],
    [
      'a new password with a wrong current one',
      { password: 'changed-pass-1', currentPassword: 'not-my-password' },
      'customer.currentPassword: is not your current password',
    ],
    [
      'a new e-mail without the current password',
      { email: 'thief@example.com' },
      'customer.currentPassword: is required to change the e-mail or password',
    ],
  ])('%s → 400 naming customer.currentPassword, nothing changed', async (_case, customer, error) => {
    const token = await signIn();
    const res = await updateCustomer(token, customer);
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ error, field: 'customer.currentPassword' });
    expect(await userOf(token)).toBe(DEMO.email);
    expect(await signIn()).toBeTruthy();
  });

  it('a profile change (or repeating the same e-mail) needs no password and ends no session', async () => {
    const token = await signIn();
    const other = await signIn();
    const res = await updateCustomer(token, { firstName: 'Dee', email: DEMO.email });
    expect(res.status).toBe(200);
    expect(res.body.user.firstName).toBe('Dee');
    expect(await userOf(other)).toBe(DEMO.email);
  });

  it('with the current password: changed, this session goes on, every other session ends', async () => {
    const email = 'mover@example.com';
    await request(f.app)
      .post(`${ECOM}/user-create`)
      .send({ email, firstName: 'M', lastName: 'V', password: 'first-pass-1' });
    const current = await signIn(email, 'first-pass-1');
    const stolen = await signIn(email, 'first-pass-1');
    const res = await updateCustomer(current, { password: 'second-pass-2', currentPassword: 'first-pass-1' });
    expect(res.status).toBe(200);
    expect(await userOf(current)).toBe(email);
    expect(await userOf(stolen)).toBeNull();
    expect(await signIn(email, 'second-pass-2')).toBeTruthy();

    const again = await signIn(email, 'second-pass-2');
    const moved = await updateCustomer(current, { email: 'moved@example.com', currentPassword: 'second-pass-2' });
    expect(moved.status).toBe(200);
    expect(await userOf(current)).toBe('moved@example.com');
    expect(await userOf(again)).toBeNull();
  });
});

describe('reset and activation', () => {
  it('a password reset ends every session and signs the visitor in with a fresh one', async () => {
    const email = 'resetter@example.com';
    await request(f.app)
      .post(`${ECOM}/user-create`)
      .send({ email, firstName: 'R', lastName: 'S', password: 'first-pass-1' });
    const a = await signIn(email, 'first-pass-1');
    const b = await signIn(email, 'first-pass-1');
    await request(f.app).post(`${ECOM}/user-recover`).send({ email });
    const resetUrl = linkIn(latestEmail(f.backend.db, email)!.body)!;
    const res = await request(f.app).post(`${ECOM}/reset-password`).send({ password: 'after-reset-1', resetUrl });
    expect(res.body.errors).toEqual([]);
    expect(await userOf(a)).toBeNull();
    expect(await userOf(b)).toBeNull();
    expect(await userOf(tokenIn(res.headers))).toBe(email);
  });

  it('an activation signs the visitor in with a fresh session', async () => {
    const activationUrl = linkIn(latestEmail(f.backend.db, INVITED.email)!.body)!;
    const res = await request(f.app).post(`${ECOM}/activate-account`).send({ password: 'activated-1', activationUrl });
    expect(res.body.errors).toEqual([]);
    expect(await userOf(tokenIn(res.headers))).toBe(INVITED.email);
  });
});
