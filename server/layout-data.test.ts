import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LAYOUT_DATA_DIR } from '../shared/layout-data';
import { BROWSER_UA, BOT_UA, createTestApp, type TestApp } from './test-support/test-app';

// Pages name the layout's data (menus, footer, settings, announcements) by a file instead of
// carrying it (a third of /shop's boot data); the file is the same for every page and kept by any cache.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

const bootOf = (html: string) => /window\.__BOOT__=(.*?)<\/script>/s.exec(html)?.[1] ?? '';
const layoutIdOf = (html: string) => /,layout:"([\w-]{16})"/.exec(bootOf(html))?.[1];

describe('the layout file', () => {
  it('is named by every page, the same for each, and its data is not in the page', async () => {
    const ids = new Set<string | undefined>();
    for (const path of ['/', '/shop', '/blog', '/about/our-story', '/no-such-page']) {
      const res = await request(t.app).get(path).set('User-Agent', BROWSER_UA);
      ids.add(layoutIdOf(res.text));
      const boot = bootOf(res.text);
      expect(boot).not.toContain('"queryKey":["navigation"');
      expect(boot).not.toContain('"queryKey":["globals"]');
      expect(boot).not.toContain('"queryKey":["announcements"]');
      // The menu itself is still in the HTML: crawlers and visitors without JavaScript read it.
      expect(res.text).toContain('href="/skincare-101/retinol"');
    }
    expect(ids.size).toBe(1);
    expect([...ids][0]).toMatch(/^[\w-]{16}$/);
  });

  it("is served as JSON that any cache may keep, with the layout's four queries", async () => {
    const id = layoutIdOf((await request(t.app).get('/shop').set('User-Agent', BOT_UA)).text)!;
    const res = await request(t.app).get(`${LAYOUT_DATA_DIR}/${id}.json`);
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.headers['set-cookie']).toBeUndefined();
    const keys = (res.body as [unknown[], unknown][]).map(([key]) => JSON.stringify(key));
    expect(keys.sort()).toEqual([
      '["announcements"]',
      '["globals"]',
      '["navigation","footer"]',
      '["navigation","main"]',
    ]);
    expect(JSON.stringify(res.body)).toContain('/skincare-101/retinol');
  });

  it('is served by a process that has not rendered a page yet (another instance behind the load balancer)', async () => {
    const id = layoutIdOf((await request(t.app).get('/shop').set('User-Agent', BROWSER_UA)).text)!;
    const other = await createTestApp({ UPSTREAM_ECOM_URL: t.backendUrl, UPSTREAM_CMS_URL: t.backendUrl });
    try {
      const res = await request(other.app).get(`${LAYOUT_DATA_DIR}/${id}.json`);
      expect(res.status).toBe(200);
      expect(res.text).toBe((await request(t.app).get(`${LAYOUT_DATA_DIR}/${id}.json`)).text);
    } finally {
      await other.close();
    }
  });

  it.each([
    'AAAAAAAAAAAAAAAA.json',
    'AAAAAAAAAAAAAAAA',
    'short.json',
    '..%2F..%2Fpackage.json',
    `${'A'.repeat(5000)}.json`,
  ])('answers 404, kept by no cache, for a name it never gave: %s', async (file) => {
    const res = await request(t.app).get(`${LAYOUT_DATA_DIR}/${file.slice(0, 200)}`);
    expect(res.status).toBe(404);
    expect(res.headers['cache-control']).toBe('no-store');
  });
});
