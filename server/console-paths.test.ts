import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startBackend, type RunningBackend } from './backend/start';
import { BROWSER_UA, createTestApp, type TestApp } from './test-support/test-app';
import { startRecordingTap, type RecordedRequest, type Running } from './test-support/test-harness';

// Through the real app: console-like paths get the shop's own 404 page (status 404, the layout
// around it), never a redirect, and nothing about them reaches the backend. The console has its
// own port; the shop's origin never leads there.

let backend: RunningBackend;
let tap: Running & { requests: RecordedRequest[] };
let t: TestApp;

beforeAll(async () => {
  backend = await startBackend({
    dataDir: ':memory:',
    port: 0,
    secret: 'console-paths-secret-0123456789',
    siteUrl: 'http://shop.test',
  });
  tap = await startRecordingTap(backend.url);
  t = await createTestApp({ UPSTREAM_ECOM_URL: tap.url, UPSTREAM_CMS_URL: tap.url });
});
afterAll(async () => {
  await t?.close();
  await tap?.close();
  await backend?.close();
});

const titleOf = (html: string) => /<title>([^<]*)<\/title>/.exec(html)?.[1];

describe('console-like paths on the storefront', () => {
  it.each([
    '/admin',
    '/ADMIN',
    '/admin/',
    '/Admin/orders/1001',
    '/%61dmin',
    '/%2561dmin/',
    '/admin.php',
    '/administrator/index.php',
    '/console',
    '/Console/',
    '/console/sign-in?next=/',
    '/wp-admin/',
    '/wp-login.php',
    '/phpmyadmin/',
  ])("%s → the shop's 404 page, nothing passed on", async (path) => {
    tap.requests.length = 0;
    const res = await request(t.app).get(path).set('User-Agent', BROWSER_UA);
    expect(res.status).toBe(404);
    expect(res.headers.location).toBeUndefined();
    expect(titleOf(res.text)).toBe('404 Not Found | Lumen Skin');
    expect(res.text).toContain('Page not found');
    expect(res.text).toContain('class="site-footer"');
    // the layout's own calls only: no call names the path
    const asked = JSON.stringify(tap.requests.map((r) => [r.path, r.body]));
    expect(asked).not.toMatch(/admin|console|%61/i);
  });

  it('HEAD answers 404 too; a post or any other method gets a bare 404', async () => {
    expect((await request(t.app).head('/admin/')).status).toBe(404);
    for (const method of ['post', 'put', 'delete'] as const) {
      const res = await request(t.app)[method]('/wp-login.php').type('form').send({ log: 'admin', pwd: 'x' });
      expect([method, res.status, res.text]).toEqual([method, 404, 'Not found']);
    }
  });

  it('the route rules go on for every other path', async () => {
    const shop = await request(t.app).get('/shop/');
    expect([shop.status, shop.headers.location]).toEqual([301, '/shop']);
    expect((await request(t.app).get('/shop').set('User-Agent', BROWSER_UA)).status).toBe(200);
  });
});
