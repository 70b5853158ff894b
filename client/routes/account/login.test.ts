import request from 'supertest';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { User } from '../../../shared/contract/models';
import { LOGIN_INCORRECT_MESSAGE } from '../../../shared/messages';
import { startOutboxBff } from '../../../server/test-support/outbox-bff';
import { localFavorites } from '../../features/favorites/favorites-store';
import { agentApi } from '../../test-support/agent-api';
import { actionDeps, runAction } from '../../test-support/run-action';
import { loginAction } from './login';

// The sign-in form's action, run as the browser runs it (its api is the browser transport,
// sending through a supertest agent to the real BFF and the embedded backend with the demo
// seed) and as the BFF runs it for a form posted without JavaScript.

type Bff = Awaited<ReturnType<typeof startOutboxBff>>;
let t: Bff;
beforeAll(async () => {
  t = await startOutboxBff();
});
afterAll(() => t?.close());

const PAGE = 'http://shop.test/account/login';
const DEMO = { email: 'demo@example.com', password: 'Demo1234!' };

async function signIn(fields: Record<string, string>, { isServer = false, agent = request.agent(t.app) } = {}) {
  const api = agentApi(agent);
  const deps = actionDeps(api, isServer);
  const result = await runAction(loginAction, deps, PAGE, fields);
  const { user } = await api.call('user-info', {});
  return { ...result, deps, user };
}

describe('sign in: the messages', () => {
  it.each([
    ['a wrong password', { email: DEMO.email, password: 'not-the-password' }],
    ['an unknown e-mail', { email: 'nobody-here@example.com', password: 'whatever-it-is' }],
  ])('%s: "E-mail Address or Password is Incorrect", the e-mail kept, never the password', async (_what, fields) => {
    const { status, answer, user, location } = await signIn(fields);
    expect(location).toBeNull();
    expect(status).toBe(401);
    expect(answer?.errors).toEqual({ form: LOGIN_INCORRECT_MESSAGE, fields: {} });
    expect(answer?.values).toEqual({ email: fields.email });
    expect(JSON.stringify(answer)).not.toContain(fields.password);
    expect(user).toBeNull();
  });

  it.each([
    ['no e-mail', { email: '', password: 'x' }, { email: 'This field is required.' }],
    ['a malformed e-mail', { email: 'demo@', password: 'x' }, { email: 'Must be a valid e-mail address.' }],
    ['no password', { email: DEMO.email, password: '' }, { password: 'This field is required.' }],
  ])('%s: a message beside the field, nothing sent', async (_what, fields, expected) => {
    const { status, answer } = await signIn(fields);
    expect(status).toBe(400);
    expect(answer?.errors?.fields).toEqual(expected);
  });

  it('too many wrong passwords: 429 with when to try again', async () => {
    const agent = request.agent(t.app);
    const email = 'sam.patel@example.com';
    let last: Awaited<ReturnType<typeof signIn>> | undefined;
    for (let i = 0; i < 11; i++) last = await signIn({ email, password: `wrong-${i}` }, { agent });
    expect(last?.status).toBe(429);
    expect(last?.answer?.errors?.form).toMatch(/^Too many attempts\. Please try again in \d+ minutes?\.$/);
    expect(last?.answer?.values).toEqual({ email });
  });
});

describe('sign in: success', () => {
  beforeEach(() => localFavorites.set([]));

  it("in the browser: signed in, the user refreshed in the query cache, the visit's favorites merged, on to account home", async () => {
    localFavorites.set(['daily-mineral-spf-45', 'gentle-foaming-cleanser']);
    const { status, location, user, deps } = await signIn(DEMO);
    expect(status).toBe(302);
    expect(location).toBe('/account/home');
    expect(user?.email).toBe(DEMO.email);
    expect(user?.favorites.handles).toEqual(
      expect.arrayContaining(['daily-mineral-spf-45', 'gentle-foaming-cleanser']),
    );
    const cached = deps.queryClient.getQueryData<User>(['user']);
    expect(cached?.email).toBe(DEMO.email);
    expect(cached?.favorites.handles).toEqual(user?.favorites.handles);
    expect(localFavorites.get()).toEqual([]);
  });

  it.each([
    ['/account/orders?page=2', '/account/orders?page=2'],
    ['/account/addresses', '/account/addresses'],
    ['//evil.example/account', '/account/home'],
    ['https://evil.example/', '/account/home'],
    ['/\\evil.example', '/account/home'],
    ['/account/logout', '/account/home'],
    ['', '/account/home'],
  ])('returnTo %j → %s', async (returnTo, expected) => {
    const { location } = await signIn({ ...DEMO, returnTo });
    expect(location).toBe(expected);
  });

  it('posted without JavaScript (the BFF runs it): only the redirect, the cookies do the rest', async () => {
    localFavorites.set(['daily-mineral-spf-45']);
    const { status, location, user, deps } = await signIn({ ...DEMO, returnTo: '/account/orders' }, { isServer: true });
    expect(status).toBe(302);
    expect(location).toBe('/account/orders');
    expect(user?.email).toBe(DEMO.email);
    expect(deps.queryClient.getQueryData(['user'])).toBeUndefined();
    expect(localFavorites.get()).toEqual(['daily-mineral-spf-45']);
  });
});
