import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { User } from '../../../shared/contract/models';
import { startOutboxBff } from '../../../server/test-support/outbox-bff';
import { PASSWORDS_DIFFER, RECOVER_DONE, REGISTER_DONE } from '../../features/account/auth-messages';
import type { AuthAnswer } from '../../features/account/auth-answers';
import { agentApi } from '../../test-support/agent-api';
import { actionDeps, runAction } from '../../test-support/run-action';
import accountActivateScreen from './activate';
import { forgotAction } from './forgot';
import { registerAction } from './register';
import accountResetPasswordScreen from './reset-password';

// Create an account, forgot password, reset and activate: each form's action through the real
// BFF and the embedded backend (demo seed), the links followed from the backend's outbox as a
// customer follows them from their mail. Every supertest request comes from one address, and
// the BFF limits sign-ups and recoveries per address: each describe has its own BFF.

const SITE = 'http://shop.test';
const activate = accountActivateScreen.action!;
const reset = accountResetPasswordScreen.action!;

let n = 0;
const fresh = () => `links-${Date.now()}-${++n}@example.com`;

function withBff() {
  const ref: { t?: Awaited<ReturnType<typeof startOutboxBff>> } = {};
  beforeAll(async () => {
    ref.t = await startOutboxBff();
  });
  afterAll(() => ref.t?.close());
  return () => ref.t!;
}

const browser = (bff: { app: Parameters<typeof request.agent>[0] }) => {
  const agent = request.agent(bff.app);
  const api = agentApi(agent);
  return { api, deps: actionDeps(api), user: async () => (await api.call('user-info', {})).user };
};

describe('create an account', () => {
  const bff = withBff();
  const register = (fields: Record<string, string>) =>
    runAction<AuthAnswer>(registerAction, browser(bff()).deps, `${SITE}/account/register`, fields);
  const valid = { firstName: 'Rae', lastName: 'New', password: 'a-long-password', marketing: 'on' };

  it('a new e-mail and a taken one get the same confirmation; the new account can sign in', async () => {
    const email = fresh();
    const created = await register({ ...valid, email });
    const taken = await register({ ...valid, email: 'demo@example.com' });
    expect(created).toEqual({ status: 200, location: null, answer: { done: REGISTER_DONE } });
    expect(taken).toEqual(created);
    const b = browser(bff());
    expect((await b.api.call('user-login', { email, password: valid.password })).errors).toEqual([]);
    expect(await b.user()).toMatchObject({ email, firstName: 'Rae', lastName: 'New', acceptsMarketing: true });
  });

  it.each([
    ['no first name', { firstName: '' }, { firstName: 'This field is required.' }],
    ['no last name', { lastName: '  ' }, { lastName: 'This field is required.' }],
    ['a malformed e-mail', { email: 'rae@' }, { email: 'Must be a valid e-mail address.' }],
    ['no e-mail', { email: '' }, { email: 'This field is required.' }],
    ['a short password', { password: 'short' }, { password: 'Must be at least 8 characters.' }],
    ['no password', { password: '' }, { password: 'This field is required.' }],
  ])(
    '%s: the message beside the field, the values typed kept but never the password',
    async (_what, change, fields) => {
      const res = await register({ ...valid, email: 'rae@example.com', ...change });
      expect(res.status).toBe(400);
      expect(res.answer?.errors?.fields).toEqual(fields);
      expect(res.answer?.values).toEqual({
        firstName: 'Rae',
        lastName: 'New',
        email: 'rae@example.com',
        marketing: 'on',
        ...change,
        password: undefined,
      });
      expect(JSON.stringify(res.answer?.values)).not.toContain(valid.password);
    },
  );
});

describe('forgot password', () => {
  const bff = withBff();
  const forgot = (email: string) =>
    runAction<AuthAnswer>(forgotAction, browser(bff()).deps, `${SITE}/account/forgot`, { email });

  it('the same answer for a customer and for an unknown e-mail; only the customer gets a link', async () => {
    const known = await forgot('lucia.romero@example.com');
    const unknown = await forgot(fresh());
    expect(known).toEqual({ status: 200, location: null, answer: { done: RECOVER_DONE } });
    expect(unknown).toEqual(known);
    expect(bff().latestLink('lucia.romero@example.com')).toMatch(
      /^http:\/\/shop\.test\/account\/resetPassword\?id=\d+&token=/,
    );
  });

  it('a malformed e-mail: the message beside the field', async () => {
    const res = await forgot('lucia@');
    expect(res.status).toBe(400);
    expect(res.answer).toEqual({
      errors: { fields: { email: 'Must be a valid e-mail address.' } },
      values: { email: 'lucia@' },
    });
  });

  it('too many requests for one e-mail: 429 with when to try again', async () => {
    let last;
    for (let i = 0; i < 6; i++) last = await forgot('sam.patel@example.com');
    expect(last?.status).toBe(429);
    expect(last?.answer?.errors?.form).toMatch(/^Too many attempts\. Please try again in \d+ (minutes?|hours?)\.$/);
  });
});

describe('reset the password from the mailed link', () => {
  const bff = withBff();
  const EMAIL = 'lucia.romero@example.com';

  async function mailedLink() {
    await runAction(forgotAction, browser(bff()).deps, `${SITE}/account/forgot`, { email: EMAIL });
    return bff().latestLink(EMAIL)!;
  }

  it('the passwords must match and follow the rule: messages beside the fields, nothing sent', async () => {
    const link = await mailedLink();
    const b = browser(bff());
    expect(
      (await runAction(reset, b.deps, link, { password: 'new-password-1', passwordConfirm: 'new-password-2' })).answer
        ?.errors,
    ).toEqual({ fields: { passwordConfirm: PASSWORDS_DIFFER } });
    expect(
      (await runAction(reset, b.deps, link, { password: 'short', passwordConfirm: 'short' })).answer?.errors,
    ).toEqual({ fields: { password: 'Must be at least 8 characters.' } });
    // the link was not spent by the refused attempts
    const res = await runAction(reset, b.deps, link, { password: 'new-password-1', passwordConfirm: 'new-password-1' });
    expect(res.location).toBe('/account/home');
  });

  it('signs the customer in (user in the query cache) and works once; the new password signs in', async () => {
    const link = await mailedLink();
    const b = browser(bff());
    const res = await runAction(reset, b.deps, link, { password: 'chosen-again-1', passwordConfirm: 'chosen-again-1' });
    expect(res).toEqual({ status: 302, location: '/account/home', answer: null });
    expect((await b.user())?.email).toBe(EMAIL);
    expect(b.deps.queryClient.getQueryData<User>(['user'])?.email).toBe(EMAIL);

    const again = await runAction<AuthAnswer>(reset, browser(bff()).deps, link, {
      password: 'chosen-third-1',
      passwordConfirm: 'chosen-third-1',
    });
    expect(again.status).toBe(400);
    expect(again.answer).toEqual({
      errors: { form: 'This password reset link is invalid or has expired', fields: {} },
      values: {},
      linkFailed: true,
    });
    const other = browser(bff());
    expect((await other.api.call('user-login', { email: EMAIL, password: 'chosen-again-1' })).errors).toEqual([]);
  });

  it("a link cut short or tampered with: the server's message and a way on", async () => {
    const link = new URL(await mailedLink());
    link.searchParams.set('expires', String(Number(link.searchParams.get('expires')) + 1000));
    const res = await runAction<AuthAnswer>(reset, browser(bff()).deps, link.href, {
      password: 'chosen-fourth-1',
      passwordConfirm: 'chosen-fourth-1',
    });
    expect(res.answer?.errors?.form).toBe('This password reset link is invalid or has expired');
    expect(res.answer?.linkFailed).toBe(true);
  });
});

describe('activate the invited account from the mailed link', () => {
  const bff = withBff();
  const INVITED = 'invited@example.com';

  it('the link sets the password, signs in, and works once', async () => {
    const link = bff().latestLink(INVITED)!;
    expect(link).toMatch(/^http:\/\/shop\.test\/account\/activateAccount\?id=\d+&token=/);
    const b = browser(bff());
    const res = await runAction(activate, b.deps, link, {
      password: 'my-first-password',
      passwordConfirm: 'my-first-password',
    });
    expect(res).toEqual({ status: 302, location: '/account/home', answer: null });
    expect((await b.user())?.email).toBe(INVITED);
    expect(b.deps.queryClient.getQueryData<User>(['user'])?.email).toBe(INVITED);

    const again = await runAction<AuthAnswer>(activate, browser(bff()).deps, link, {
      password: 'another-password',
      passwordConfirm: 'another-password',
    });
    expect(again.answer).toMatchObject({
      errors: { form: 'This activation link is invalid or has expired' },
      linkFailed: true,
    });
  });

  it('a link the backend did not make, posted without JavaScript (the BFF runs the action): its message and a way on', async () => {
    const agent = request.agent(bff().app);
    const api = agentApi(agent);
    const res = await runAction(
      activate,
      actionDeps(api, true),
      `${SITE}/account/activateAccount?id=1&token=x&expires=1&signature=y`,
      {
        password: 'my-first-password',
        passwordConfirm: 'my-first-password',
      },
    );
    expect(res.answer).toMatchObject({
      errors: { form: 'This activation link is invalid or has expired' },
      linkFailed: true,
    });
  });
});
