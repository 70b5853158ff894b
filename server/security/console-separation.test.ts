import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BROWSER_UA, createTestApp, type TestApp } from '../test-support/test-app';

// The shop and its operator console share nothing: a customer's storefront session opens no
// console page, and a console session (under any cookie name) is no customer on the storefront.
// The console is on its own port, never behind the storefront's origin.

let t: TestApp;
let consoleUrl: string;
let consoleCookie: string;
let customerToken: string;

/** Creates the first owner through the link the start printed; answers the console cookie value. */
async function firstOwnerSession(link: string): Promise<string> {
  const page = await fetch(link);
  const pre = /console_presession=([^;]+)/.exec(page.headers.get('set-cookie') ?? '')![1]!;
  const csrf = /name="_csrf" value="([^"]+)"/.exec(await page.text())![1]!;
  const res = await fetch(link, {
    method: 'POST',
    redirect: 'manual',
    headers: { 'content-type': 'application/x-www-form-urlencoded', cookie: `console_presession=${pre}` },
    body: new URLSearchParams({
      _csrf: csrf,
      email: 'boss@staff.test',
      password: 'long enough pass',
      confirm: 'long enough pass',
    }),
  });
  expect(res.status).toBe(303);
  return /console_session=([^;]+)/.exec(res.headers.get('set-cookie') ?? '')![1]!;
}

beforeAll(async () => {
  t = await createTestApp({ CONSOLE_PORT: '0', CONSOLE_HOST: '127.0.0.1' });
  consoleUrl = t.console!.url.replace('localhost', '127.0.0.1');
  consoleCookie = await firstOwnerSession(t.console!.firstOwnerLink!.replace('localhost', '127.0.0.1'));
  const login = await request(t.app)
    .post('/api/ecom/v1.0/user-login')
    .set('Origin', 'http://shop.test')
    .send({ email: 'demo@example.com', password: 'Demo1234!' });
  expect(login.status).toBe(200);
  const setCookie = ([] as string[]).concat(login.headers['set-cookie'] ?? []);
  customerToken = /session_token=([^;]+)/.exec(setCookie.join('\n'))![1]!;
});
afterAll(() => t.close());

describe('storefront and console sessions are separate', () => {
  it('the console session works in the console', async () => {
    const res = await fetch(`${consoleUrl}/`, {
      redirect: 'manual',
      headers: { cookie: `console_session=${consoleCookie}` },
    });
    expect(res.status).toBe(200);
    expect(await res.text()).toContain('boss@staff.test');
  });

  it("a customer's storefront session opens nothing in the console, under either cookie name", async () => {
    for (const cookie of [`session_token=${customerToken}`, `console_session=${customerToken}`]) {
      const res = await fetch(`${consoleUrl}/`, { redirect: 'manual', headers: { cookie } });
      expect(res.status, cookie).toBe(303);
      expect(res.headers.get('location')).toBe('/sign-in');
    }
  });

  it('a console session is no customer on the storefront', async () => {
    for (const cookie of [`console_session=${consoleCookie}`, `session_token=${consoleCookie}`]) {
      const res = await request(t.app).get('/account/orders').set('Cookie', cookie).set('User-Agent', BROWSER_UA);
      expect(res.status, cookie).toBe(302);
      expect(res.headers.location).toContain('/account/login');
    }
  });

  it('the storefront origin serves no console page', async () => {
    for (const path of ['/sign-in', '/staff', '/console.css']) {
      const res = await request(t.app).get(path).set('Cookie', `console_session=${consoleCookie}`);
      expect(res.text, path).not.toContain('console-header');
      expect(res.text, path).not.toContain('Sign in · Console');
    }
  });
});
