import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BROWSER_UA, createTestApp, type TestApp } from '../../../server/test-support/test-app';
import { textOf } from '../../../server/test-support/page-html';
import { LINK_INCOMPLETE, NEW_PASSWORD_RULE, SIGNED_OUT_NOTE } from '../../features/account/auth-messages';
import { TEST_ORIGIN } from '../../test-support/agent-api';

// The signed-out account screens as the server renders them (what a browser without
// JavaScript receives): real forms posting to the page itself, labelled fields with the right
// autocomplete, the return path carried as a hidden field, and the guard's redirects.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function page(path: string, agent = request.agent(t.app)) {
  const res = await agent.get(path).set('User-Agent', BROWSER_UA);
  const main = /<main[^>]*>([\s\S]*)<\/main>/.exec(res.text ?? '')?.[1] ?? '';
  return {
    status: res.status,
    main,
    text: textOf(main),
    location: res.headers.location as string | undefined,
    cache: res.headers['cache-control'],
  };
}

const input = (html: string, name: string) => new RegExp(`<input[^>]*name="${name}"[^>]*>`).exec(html)?.[0] ?? '';
const form = (html: string) => /<form[^>]*>/.exec(html)?.[0] ?? '';

describe('the pages', () => {
  it.each([
    [
      '/account/login',
      'Sign in',
      [
        ['email', 'email'],
        ['password', 'current-password'],
      ],
    ],
    [
      '/account/register',
      'Create an account',
      [
        ['firstName', 'given-name'],
        ['lastName', 'family-name'],
        ['email', 'email'],
        ['password', 'new-password'],
      ],
    ],
    ['/account/forgot', 'Forgot your password?', [['email', 'email']]],
    [
      '/account/resetPassword?id=1&token=t&expires=1&signature=s',
      'Choose a new password',
      [
        ['password', 'new-password'],
        ['passwordConfirm', 'new-password'],
      ],
    ],
    [
      '/account/activateAccount?id=1&token=t&expires=1&signature=s',
      'Activate your account',
      [
        ['password', 'new-password'],
        ['passwordConfirm', 'new-password'],
      ],
    ],
  ] as const)(
    '%s: one h1, a post form to the page itself, fields with autocomplete, private',
    async (path, heading, fields) => {
      const res = await page(path);
      expect(res.status).toBe(200);
      expect(res.cache).toBe('private, no-store');
      expect([...res.main.matchAll(/<h1[^>]*>([^<]*)<\/h1>/g)].map((m) => m[1])).toEqual([heading]);
      expect(form(res.main)).toMatch(/method="post"/);
      const action = /action="([^"]*)"/.exec(form(res.main))?.[1]?.replace(/&amp;/g, '&');
      expect(action).toBe(path);
      for (const [name, autocomplete] of fields) {
        const field = input(res.main, name);
        // HTML attribute names are case-insensitive (React writes autoComplete)
        expect(field.toLowerCase(), name).toContain(`autocomplete="${autocomplete}"`);
      }
      if (fields.some(([name]) => name === 'email')) expect(input(res.main, 'email')).toContain('type="email"');
    },
  );

  it('login links to forgot and register; register and the password pages state the password rule', async () => {
    const login = await page('/account/login');
    expect(login.main).toContain('href="/account/forgot"');
    expect(login.text).toContain('Forgot your password?');
    expect(login.main).toContain('href="/account/register"');
    expect(login.text).toContain('Create an account');
    for (const path of ['/account/register', '/account/resetPassword?id=1&token=t&expires=1&signature=s']) {
      expect((await page(path)).text).toContain(NEW_PASSWORD_RULE);
    }
  });

  it('shows "You are signed out." after a sign-out', async () => {
    expect((await page('/account/login?signedOut=1')).text).toContain(SIGNED_OUT_NOTE);
    expect((await page('/account/login')).text).not.toContain(SIGNED_OUT_NOTE);
  });

  it.each(['/account/resetPassword', '/account/activateAccount?id=1'])(
    "%s without the link's parameters says so, with a way on",
    async (path) => {
      const res = await page(path);
      expect(res.text).toContain(LINK_INCOMPLETE);
      expect(res.main).toContain('href="/account/forgot"');
    },
  );
});

describe('the return path', () => {
  it('a signed-out visit to an account page goes to login with the page as return path, which the form carries', async () => {
    const blocked = await page('/account/orders?page=2');
    expect(blocked.status).toBe(302);
    expect(blocked.location).toBe('/account/login?returnTo=%2Faccount%2Forders%3Fpage%3D2');
    const login = await page(blocked.location!);
    expect(input(login.main, 'returnTo')).toMatch(/type="hidden"/);
    expect(input(login.main, 'returnTo')).toContain('value="/account/orders?page=2"');
    expect(login.main).toContain('href="/account/register?returnTo=%2Faccount%2Forders%3Fpage%3D2"');
  });

  it.each(['//evil.example/x', 'https://evil.example/', '/account/logout'])(
    'a return path %j is not carried',
    async (returnTo) => {
      const login = await page(`/account/login?returnTo=${encodeURIComponent(returnTo)}`);
      expect(login.status).toBe(200);
      expect(input(login.main, 'returnTo')).toBe('');
      expect(login.main).toContain('href="/account/register"');
    },
  );

  it('a signed-in customer opening the login page goes on to the return path, or account home', async () => {
    const agent = request.agent(t.app);
    const res = await agent
      .post('/api/ecom/v1.0/user-login')
      .set('Origin', TEST_ORIGIN)
      .send({ email: 'demo@example.com', password: 'Demo1234!' });
    expect(res.body.errors).toEqual([]);
    expect((await page('/account/login', agent)).location).toBe('/account/home');
    expect((await page('/account/login?returnTo=%2Faccount%2Forders', agent)).location).toBe('/account/orders');
    expect((await page('/account/login?returnTo=%2F%2Fevil.example', agent)).location).toBe('/account/home');
  });
});
