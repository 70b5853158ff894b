import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './test-support/test-app';
import { createTappedApp, type TappedApp } from './test-support/tapped-app';
import { closedPortUrl } from './test-support/test-harness';

// boot(): the one wiring of the app. Its config is frozen; /readyz tells the truth about the
// upstream and the render bundle; SSR, /api, the sitemap and readiness share one upstream
// client (one public cache), seen by counting what reaches the upstream.

describe('boot', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('freezes the config, deeply, and resolves the upstream to the embedded backend', () => {
    expect(Object.isFrozen(t.config)).toBe(true);
    expect(Object.isFrozen(t.config.public)).toBe(true);
    expect(() => {
      (t.config as { siteUrl: string }).siteUrl = 'http://evil.test';
    }).toThrow(TypeError);
    expect(() => {
      (t.config.public as { brand: string }).brand = 'x';
    }).toThrow(TypeError);
    expect(t.config.upstream).toBeNull();
    expect(t.backendUrl).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
  });

  it('/readyz and /_ah/warmup answer 200 when the upstream answers and the render bundle is loaded', async () => {
    for (const path of ['/readyz', '/_ah/warmup']) {
      const res = await request(t.app).get(path);
      expect(res.status, path).toBe(200);
      expect(res.text).toBe('OK');
      expect(res.headers['cache-control']).toBe('no-store');
    }
  });
});

describe('readiness when something is missing', () => {
  it('upstream at a closed port → 503 naming the upstream; /healthz stays 200', async () => {
    const closed = await closedPortUrl();
    const t = await createTestApp({ UPSTREAM_ECOM_URL: closed, UPSTREAM_CMS_URL: closed });
    try {
      const ready = await request(t.app).get('/readyz');
      expect(ready.status).toBe(503);
      expect(ready.text).toBe('Not ready: upstream unavailable');
      expect((await request(t.app).get('/_ah/warmup')).status).toBe(503);
      expect((await request(t.app).get('/healthz')).status).toBe(200);
    } finally {
      await t.close();
    }
  });

  it('render bundle that does not load → 503 naming it', async () => {
    const t = await createTestApp({}, () => Promise.reject(new Error('no bundle')));
    try {
      const ready = await request(t.app).get('/readyz');
      expect(ready.status).toBe(503);
      expect(ready.text).toBe('Not ready: render bundle not loaded');
      expect((await request(t.app).get('/healthz')).status).toBe(200);
    } finally {
      await t.close();
    }
  });
});

describe('one upstream client for SSR, /api, the sitemap and readiness', () => {
  let fixture: TappedApp;
  let tap: TappedApp['tap'];
  let t: TestApp;
  beforeAll(async () => {
    fixture = await createTappedApp();
    ({ t, tap } = fixture);
  });
  afterAll(() => fixture.close());
  const reached = (call: string) => tap.requests.filter((r) => r.path.endsWith(`/${call}`)).length;

  it('the sitemap is built from shared public answers: a second sitemap asks the upstream nothing', async () => {
    const first = await request(t.app).get('/sitemap.xml');
    expect(first.status).toBe(200);
    expect(first.text).toContain('/products/');
    const before = tap.requests.length;
    expect((await request(t.app).get('/sitemap.xml')).text).toBe(first.text);
    expect(tap.requests.length).toBe(before);
    expect(reached('get-all-products')).toBe(1);
  });

  it('a page render and a readiness probe share the cached announcements; the proxied /api call goes upstream', async () => {
    const page = await request(t.app).get('/');
    expect(page.status).toBe(200);
    const announcements = reached('get-announcements');
    expect(announcements).toBe(1);
    expect((await request(t.app).get('/readyz')).status).toBe(200);
    expect(reached('get-announcements')).toBe(1);
    const api = await request(t.app)
      .post('/api/cms/v1.0/get-announcements')
      .set('content-type', 'application/json')
      .send({});
    expect(api.status).toBe(200);
    expect(reached('get-announcements')).toBe(2);
  });
});
