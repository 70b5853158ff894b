import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROUTES, type RouteDef } from '../../shared/routes/route-table';
import { BROWSER_UA, createTestApp, type TestApp } from '../test-support/test-app';

// Malformed or impossible paths answer the 404 page (or 400), never 500, on every
// route family of the route table, signed out and signed in. Real app, embedded backend.

const BAD_SEGMENTS = ['%FF', '%E0%A4%A', '%C0%AF', '%00', '%20', 'a%2Fb', '%2e%2e', 'x'.repeat(10_000)];
const DEMO = { email: 'demo@example.com', password: 'Demo1234!' };

/** One route per family: same screen and same shape of pattern (literals, params, wildcard). */
function families(): RouteDef[] {
  const seen = new Map<string, RouteDef>();
  for (const def of ROUTES) {
    const shape = def.pattern
      .split('/')
      .map((s) => (s.startsWith(':') ? ':' : s === '*' ? '*' : s === '' ? '' : 'L'))
      .join('/');
    const key = `${def.screen} ${shape}`;
    if (!seen.has(key)) seen.set(key, def);
  }
  return [...seen.values()];
}

/** The pattern with every parameter and wildcard replaced by the bad segment; a literal route gets it appended. */
function badPath(pattern: string, segment: string): string {
  const filled = pattern
    .split('/')
    .map((s) => (s === '*' ? segment : s.startsWith(':') ? segment + (s.endsWith('.html') ? '.html' : '') : s))
    .join('/');
  return filled === pattern ? `${pattern === '/' ? '' : pattern}/${segment}` : filled;
}

const CASES = families().flatMap((def) => BAD_SEGMENTS.map((seg) => [def.name, badPath(def.pattern, seg)] as const));

let t: TestApp;
let cookie: string;
beforeAll(async () => {
  t = await createTestApp();
  const login = await request(t.app).post('/api/ecom/v1.0/user-login').send(DEMO);
  expect(login.status).toBe(200);
  cookie = ([] as string[])
    .concat(login.headers['set-cookie'] ?? [])
    .map((line) => line.split(';')[0])
    .join('; ');
});
afterAll(() => t.close());

describe.each([
  ['signed out', () => ''],
  ['signed in', () => cookie],
])('bad paths, %s', (_label, cookieOf) => {
  it.each(CASES)('%s: %s → 404 page or 400, never 5xx', async (_name, path) => {
    const res = await request(t.app).get(path).set('User-Agent', BROWSER_UA).set('Cookie', cookieOf());
    expect(res.status, path.slice(0, 80)).toBeLessThan(500);
    if (res.status >= 300 && res.status < 400) {
      // Account pages send signed-out visitors to the sign-in page; nothing else redirects.
      expect(new URL(res.headers.location!, 'http://shop.test').origin).toBe('http://shop.test');
    } else {
      expect([400, 404], path.slice(0, 80)).toContain(res.status);
    }
  });
});
