import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { User } from '../../../shared/contract/models';
import { createTestApp, type TestApp } from '../../../server/test-support/test-app';
import { agentApi, TEST_ORIGIN } from '../../test-support/agent-api';
import { browserDeps, postToAction } from '../../test-support/action-call';
import type { AccountAnswer } from './action-answers';
import { CONTACT_MESSAGES, contactAction } from './contact-action';

// The contact page's action as the browser runs it, through the real BFF and backend: details
// saved and put in ['user'], the current password asked for only when the e-mail changes, the
// password changed with its rules.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function signIn(email: string, password: string) {
  const agent = request.agent(t.app);
  const res = await agent.post('/api/ecom/v1.0/user-login').set('Origin', TEST_ORIGIN).send({ email, password });
  expect(res.body.errors).toEqual([]);
  const deps = browserDeps(agentApi(agent));
  return { deps, action: contactAction(deps), user: () => deps.api.call('user-info', {}).then((r) => r.user!) };
}

const demo = () => signIn('demo@example.com', 'Demo1234!');
const details = (u: User, change: Record<string, string> = {}) => ({
  intent: 'details',
  firstName: u.firstName,
  lastName: u.lastName,
  email: u.email,
  phone: u.phone ?? '',
  ...(u.acceptsMarketing ? { acceptsMarketing: 'true' } : {}),
  ...change,
});

describe('details', () => {
  it('saves name, phone and consent without asking for the password, and updates ["user"]', async () => {
    const { deps, action, user } = await demo();
    const before = await user();
    const res = await postToAction(action, '/account/contact', {
      ...details(before, { firstName: 'Danielle', phone: '(312) 555-0100' }),
      acceptsMarketing: 'true',
    });
    expect(res).toEqual({ status: 200, data: { intent: 'details', done: CONTACT_MESSAGES.saved } });
    expect(await user()).toMatchObject({
      firstName: 'Danielle',
      phone: '(312) 555-0100',
      acceptsMarketing: true,
      email: before.email,
    });
    expect(deps.queryClient.getQueryData<User>(['user'])).toMatchObject({
      firstName: 'Danielle',
      acceptsMarketing: true,
    });

    // an unticked box is not sent at all: the consent is withdrawn
    const { acceptsMarketing: _ticked, ...unticked } = details(await user());
    const off = await postToAction(action, '/account/contact', unticked);
    expect(off.status).toBe(200);
    expect((await user()).acceptsMarketing).toBe(false);
  });

  it('asks for the current password when the e-mail changes, before asking the server', async () => {
    const { action, user } = await demo();
    const before = await user();
    const res = await postToAction(action, '/account/contact', details(before, { email: 'dana.new@example.com' }));
    expect(res.status).toBe(400);
    const answer = res.data as AccountAnswer;
    expect(answer.errors?.fields).toEqual({ currentPassword: CONTACT_MESSAGES.currentPasswordRequired });
    expect(answer.values).toMatchObject({ email: 'dana.new@example.com' });
    expect((await user()).email).toBe(before.email);
  });

  it('a wrong current password is said beside the field (the backend checks it) and changes nothing', async () => {
    const { action, user } = await demo();
    const before = await user();
    const res = await postToAction(
      action,
      '/account/contact',
      details(before, { email: 'dana.new@example.com', currentPassword: 'not-it-at-all' }),
    );
    expect(res.status).toBe(400);
    expect((res.data as AccountAnswer).errors?.fields).toEqual({
      currentPassword: CONTACT_MESSAGES.currentPasswordWrong,
    });
    expect(JSON.stringify(res.data)).not.toContain('not-it-at-all');
    expect((await user()).email).toBe(before.email);
  });

  it.each([
    ['an e-mail that is not one', { email: 'nope' }, 'email', 'Must be a valid e-mail address.'],
    ['a phone that is not a US number', { phone: '12' }, 'phone', 'Must be a US phone number with 10 digits.'],
  ])('refuses %s beside the field', async (_name, change, field, message) => {
    const { action, user } = await demo();
    const res = await postToAction(action, '/account/contact', details(await user(), change));
    expect(res.status).toBe(400);
    expect((res.data as AccountAnswer).errors?.fields[field]).toBe(message);
  });

  it('an e-mail another customer has is refused beside the e-mail', async () => {
    const { action, user } = await demo();
    const res = await postToAction(
      action,
      '/account/contact',
      details(await user(), { email: 'sam.patel@example.com', currentPassword: 'Demo1234!' }),
    );
    expect(res.status).toBe(400);
    expect((res.data as AccountAnswer).errors?.fields.email).toBe('Email has already been taken.');
  });
});

describe('password', () => {
  it.each([
    ['no current password', { currentPassword: '' }, 'currentPassword', CONTACT_MESSAGES.currentPasswordRequired],
    [
      'a short new password',
      { password: 'short', confirmPassword: 'short' },
      'password',
      'Must be at least 8 characters.',
    ],
    ['two different new passwords', { confirmPassword: 'Other5678!' }, 'confirmPassword', CONTACT_MESSAGES.mismatch],
    [
      'the same password again',
      { password: 'Demo1234!', confirmPassword: 'Demo1234!' },
      'password',
      CONTACT_MESSAGES.sameAsCurrent,
    ],
  ])('refuses %s beside the field', async (_name, change, field, message) => {
    const { action } = await demo();
    const res = await postToAction(action, '/account/contact', {
      intent: 'password',
      currentPassword: 'Demo1234!',
      password: 'Fresh5678!',
      confirmPassword: 'Fresh5678!',
      ...change,
    });
    expect(res.status).toBe(400);
    expect((res.data as AccountAnswer).errors?.fields[field]).toBe(message);
    expect(res.data).not.toHaveProperty('values');
  });

  it('a wrong current password is refused by the backend beside the field', async () => {
    const { action } = await demo();
    const res = await postToAction(action, '/account/contact', {
      intent: 'password',
      currentPassword: 'Wrong1234!',
      password: 'Fresh5678!',
      confirmPassword: 'Fresh5678!',
    });
    expect(res.status).toBe(400);
    expect((res.data as AccountAnswer).errors?.fields).toEqual({
      currentPassword: CONTACT_MESSAGES.currentPasswordWrong,
    });
  });

  it('changes the password: the new one signs in, the old one no longer', async () => {
    const { action } = await signIn('sam.patel@example.com', 'Glow2026!');
    const res = await postToAction(action, '/account/contact', {
      intent: 'password',
      currentPassword: 'Glow2026!',
      password: 'Fresh5678!',
      confirmPassword: 'Fresh5678!',
    });
    expect(res).toEqual({ status: 200, data: { intent: 'password', done: CONTACT_MESSAGES.passwordChanged } });
    await signIn('sam.patel@example.com', 'Fresh5678!');
    const old = await request(t.app)
      .post('/api/ecom/v1.0/user-login')
      .set('Origin', TEST_ORIGIN)
      .send({ email: 'sam.patel@example.com', password: 'Glow2026!' });
    expect(old.body.token).toBeUndefined();
  });
});
