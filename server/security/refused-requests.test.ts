import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import express from 'express';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { THROTTLE_LIMITS } from '../api/throttle/throttle-limits';
import { builtStaticFiles } from '../render/static-files';
import { BROWSER_UA, createTestApp, type TestApp } from '../test-support/test-app';
import { attempt, wrongLogin } from '../test-support/throttle-probe';

// Requests the app refuses, each answered in its own terms: a page's
// other methods, a path under /api that is no call, /checkout paths that are no step, a
// missing asset, and the wait of a throttled form posted without JavaScript.

const ORIGIN = 'http://shop.test';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('methods a page does not take', () => {
  it.each(['PUT', 'DELETE', 'PATCH'] as const)(
    "%s /shop: 405 with Allow, not Express's default text",
    async (method) => {
      const verb = method.toLowerCase() as 'put' | 'delete' | 'patch';
      const res = await request(t.app)[verb]('/shop').set('User-Agent', BROWSER_UA);
      expect(res.status).toBe(405);
      expect(res.headers.allow).toBe('GET, HEAD, POST');
      expect(res.headers['cache-control']).toBe('no-store');
      expect(res.text).toBe('Method not allowed');
    },
  );

  it('OPTIONS says what a page allows', async () => {
    const res = await request(t.app).options('/shop');
    expect([res.status, res.headers.allow]).toEqual([204, 'GET, HEAD, POST']);
  });
});

describe('a path under /api that is no call', () => {
  it.each([
    ['POST', '/api/nope'],
    ['POST', '/api/ecom/v2/get-cart'],
    ['GET', '/api/nope'],
    ['PUT', '/api/something/else'],
  ] as const)('%s %s: a JSON 404', async (method, path) => {
    const verb = method.toLowerCase() as 'post' | 'get' | 'put';
    const call = request(t.app)[verb](path);
    const res = await call.set('Origin', ORIGIN).set('content-type', 'application/json').send('{}');
    expect(res.status).toBe(404);
    expect(res.headers['content-type']).toMatch(/application\/json/);
    expect(res.body).toEqual({ error: `Not found: ${method} ${path}` });
  });
});

describe('/checkout paths that are no step of a checkout', () => {
  it.each(['/checkout', '/checkout/abc/unknown/step'])("%s: the checkout's own 404 page", async (path) => {
    const res = await request(t.app).get(path);
    expect(res.status).toBe(404);
    expect(res.headers['content-type']).toMatch(/text\/html/);
    expect(res.text).toContain('Checkout not found');
  });

  it("a form too large for a step: the checkout's page, not JSON", async () => {
    const res = await request(t.app)
      .post('/checkout/abc/information')
      .set('Origin', ORIGIN)
      .type('form')
      .send(`email=${'a'.repeat(40_000)}`);
    expect(res.status).toBe(413);
    expect(res.headers['content-type']).toMatch(/text\/html/);
    expect(res.text).toContain('This form could not be read');
  });
});

describe('a throttled sign-in posted without JavaScript', () => {
  it('says when to try again, as /api does (Retry-After)', async () => {
    const email = 'page-throttled@example.com';
    for (let i = 0; i < THROTTLE_LIMITS['user-login'].perAccount.points; i++)
      await attempt(t.app, 'user-login', wrongLogin(email));
    const res = await request(t.app)
      .post('/account/login')
      .set('User-Agent', BROWSER_UA)
      .set('Origin', ORIGIN)
      .set('Sec-Fetch-Site', 'same-origin')
      .type('form')
      .send({ email, password: 'wrong-password-1' });
    expect(res.status).toBe(429);
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
    expect(res.text).toMatch(/Too many attempts\. Please try again in \d+ minutes?\./);
  });
});

describe('built files that are not there', () => {
  let dir: string;
  let app: express.Express;
  const errors: unknown[] = [];
  beforeAll(() => {
    dir = mkdtempSync(join(tmpdir(), 'static-'));
    mkdirSync(join(dir, 'assets'));
    writeFileSync(join(dir, 'assets', 'app-1234.js'), 'export {};');
    app = express();
    app.use(builtStaticFiles(dir));
    app.use(((err, _req, res, _next) => {
      errors.push(err);
      res.status(500).end();
    }) as express.ErrorRequestHandler);
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it.each(['/assets/nonexistent.js', '/assets/..%2f..%2fpackage.json', '/assets/%2e%2e/x'])(
    '%s: a plain 404, never cached, no error for the log',
    async (path) => {
      const res = await request(app).get(path);
      expect([res.status, res.text, res.headers['cache-control']]).toEqual([404, 'Not found', 'no-store']);
      expect(errors).toEqual([]);
    },
  );

  it('a file that is there is served', async () => {
    expect((await request(app).get('/assets/app-1234.js')).status).toBe(200);
  });
});
