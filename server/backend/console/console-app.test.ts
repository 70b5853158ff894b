import { afterEach, describe, expect, it } from 'vitest';
import type { ConsoleFeature } from './console-feature';
import { requireAction } from './require-action';
import { startConsoleForTest, type ConsoleTest } from './test-support/console-test';

// The console app itself: the security headers on every answer (pages, redirects, refusals,
// the stylesheet), its own 404 and error pages with no internals, and features mounted behind
// sign-in and the CSRF check.

let t: ConsoleTest;
afterEach(() => t.close());

const CSP =
  "default-src 'none';style-src 'self';img-src 'self' data:;form-action 'self';frame-ancestors 'none';base-uri 'none'";

function expectHeaders(headers: Headers, what: string) {
  expect(headers.get('content-security-policy'), what).toBe(CSP);
  expect(headers.get('cache-control'), what).toBe('no-store');
  expect(headers.get('x-frame-options'), what).toBe('DENY');
  expect(headers.get('x-content-type-options'), what).toBe('nosniff');
  expect(headers.get('referrer-policy'), what).toBe('same-origin');
  expect(headers.get('x-powered-by'), what).toBeNull();
}

const boom: ConsoleFeature = {
  mount(router) {
    router.get('/boom', () => {
      throw new Error('secret internals at /srv/app.ts:12');
    });
    router.post('/boom', requireAction('staff.manage'), (_req, res) => {
      res.redirect(303, '/boom?notice=done');
    });
  },
};

describe('console app', () => {
  it('sends the security headers on every answer', async () => {
    t = await startConsoleForTest();
    const anonymous = t.client();
    for (const path of ['/sign-in', '/', '/console.css', '/nowhere']) {
      expectHeaders((await anonymous.get(path)).headers, path);
    }
    const owner = await t.signIn('owner');
    for (const path of ['/', '/staff', '/activity', '/account', '/account/second-factor', '/nowhere']) {
      expectHeaders((await owner.get(path)).headers, path);
    }
    expectHeaders((await owner.post('/staff/1/role', {}, { csrf: false })).headers, 'refused post');
    const css = await anonymous.get('/console.css');
    expect(css.status).toBe(200);
    expect(css.headers.get('content-type')).toContain('text/css');
  });

  it('answers its own 404 page, and an error page without internals', async () => {
    t = await startConsoleForTest({ features: [boom] });
    const owner = await t.signIn('owner');
    const missing = await owner.get('/no/such/page');
    expect(missing.status).toBe(404);
    expect(missing.html).toContain('Page not found');
    const original = console.error;
    console.error = () => {};
    try {
      const failed = await owner.get('/boom');
      expect(failed.status).toBe(500);
      expect(failed.html).toContain('Something went wrong');
      expect(failed.html).not.toContain('secret internals');
      expect(failed.html).not.toContain('.ts');
    } finally {
      console.error = original;
    }
  });

  it('a feature is behind sign-in, the CSRF check and its own role check', async () => {
    t = await startConsoleForTest({ features: [boom] });
    expect((await t.client().get('/boom')).location).toBe('/sign-in');
    const owner = await t.signIn('owner');
    expect((await owner.post('/boom', {}, { csrf: false })).status).toBe(403);
    expect((await owner.post('/boom')).location).toBe('/boom?notice=done');
    const editor = await t.signIn('editor');
    expect((await editor.post('/boom')).status).toBe(403);
  });

  it('a form too large is refused with 413, and the process keeps serving', async () => {
    t = await startConsoleForTest();
    const owner = await t.signIn('owner');
    const res = await owner.post('/staff/invite', { email: 'x'.repeat(40_000), role: 'editor' });
    expect(res.status).toBe(413);
    expect((await owner.get('/')).status).toBe(200);
  });
});
