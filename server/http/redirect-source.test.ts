import request from 'supertest';
import { afterEach, describe, expect, it } from 'vitest';
import { REDIRECTS_TAG } from '../../shared/contract/change-tags';
import { addRedirect, listRedirects, removeRedirect } from '../backend/console/redirects/redirect-store';
import type { Logger } from 'pino';
import { boot, type Booted } from '../boot';
import type { CacheLayer } from '../cache/cache-layer';
import type { Upstream } from '../upstream/upstream-client';
import { followBackendRedirects } from './redirect-source';
import type { LiveRedirectTable } from './redirects';
import type { EntryServer } from '../render/page-renderer';
import { BROWSER_UA, TEST_ASSETS } from '../test-support/test-app';

// The whole path of a redirect added in the backend (as the console adds it): the store, the
// change event, the BFF's purge and its table read again, a first request answered 301 — and
// REDIRECTS_FILE, when set, keeping the file's table whatever the backend holds.

let booted: Booted | null = null;
afterEach(async () => {
  await booted?.close();
  booted = null;
});

async function start(env: Record<string, string> = {}) {
  booted = await boot({
    env: { NODE_ENV: 'test', LOG_LEVEL: 'silent', SITE_URL: 'http://shop.test', DATA_DIR: ':memory:', ...env },
    render: async () => ({
      loadEntry: () => import('../../client/entry-server') as Promise<EntryServer>,
      assets: () => TEST_ASSETS,
      staticMiddleware: [],
    }),
  });
  return booted;
}

const actor = { id: null, email: 'test@staff.test' };
const get = (b: Booted, path: string) => request(b.app).get(path).set('user-agent', BROWSER_UA);

/** The answer once it is `status`, polling for at most 2 seconds. */
async function within2s(b: Booted, path: string, status: number) {
  const until = Date.now() + 2000;
  for (;;) {
    const res = await get(b, path);
    if (res.status === status || Date.now() > until) return res;
    await new Promise((r) => setTimeout(r, 25));
  }
}

describe('redirects from the backend', () => {
  it('start from the file, then follow the backend: added and removed within 2 seconds of the change event', async () => {
    const b = await start();
    const db = b.backend!.db;
    // the file seeded the backend's table, which the BFF read at start
    expect((await get(b, '/store-locator')).headers.location).toBe('/find-a-professional');

    const added = addRedirect(db, actor, { from: '/summer-edit', to: '/shop?sort=new', status: 302 }, new Date());
    expect(added.ok).toBe(true);
    b.backend!.changes.emit([REDIRECTS_TAG]);
    const res = await within2s(b, '/summer-edit', 302);
    expect(res.status).toBe(302);
    expect(res.headers.location).toBe('/shop?sort=new');
    expect((await request(b.app).get('/api/redirects')).body).toContainEqual({
      from: '/summer-edit',
      to: '/shop?sort=new',
      status: 302,
    });

    const seeded = listRedirects(db).find((r) => r.from === '/store-locator')!;
    removeRedirect(db, actor, seeded.id, new Date());
    b.backend!.changes.emit([REDIRECTS_TAG]);
    expect((await within2s(b, '/store-locator', 200)).status).toBe(200);
  });

  it('a redirect added without a change event waits for one', async () => {
    const b = await start();
    addRedirect(b.backend!.db, actor, { from: '/quiet', to: '/shop', status: 301 }, new Date());
    expect((await get(b, '/quiet')).status).toBe(404);
    b.backend!.changes.emit([REDIRECTS_TAG]);
    expect((await within2s(b, '/quiet', 301)).headers.location).toBe('/shop');
  });

  it('with REDIRECTS_FILE set, the file wins', async () => {
    const b = await start({ REDIRECTS_FILE: 'config/redirects.json' });
    addRedirect(b.backend!.db, actor, { from: '/from-console', to: '/shop', status: 301 }, new Date());
    b.backend!.changes.emit([REDIRECTS_TAG]);
    await new Promise((r) => setTimeout(r, 200));
    expect((await get(b, '/from-console')).status).toBe(404);
    expect((await get(b, '/store-locator')).headers.location).toBe('/find-a-professional');
  });
});

describe('the order of reads', () => {
  type Pending = { resolve: (v: { redirects: unknown[] }) => void; reject: (e: Error) => void };
  function source() {
    const pending: Pending[] = [];
    const tables: unknown[][] = [];
    const upstream = {
      client: () => ({
        call: () => new Promise((resolve, reject) => pending.push({ resolve, reject })),
      }),
    } as unknown as Upstream;
    const s = followBackendRedirects({
      table: { replace: (r: unknown[]) => void tables.push(r) } as unknown as LiveRedirectTable,
      upstream,
      cache: { onPurge: () => () => {} } as unknown as CacheLayer,
      logger: { warn: () => {} } as unknown as Logger,
    });
    return { s, pending, tables };
  }
  const table = (from: string) => ({ redirects: [{ from, to: '/shop', status: 301 }] });
  const settle = () => new Promise((r) => setTimeout(r, 0));

  it('an older read answering after a newer one is not applied', async () => {
    const { s, pending, tables } = source();
    const [a, b] = [s.refresh(), s.refresh()];
    pending[1]!.resolve(table('/new'));
    pending[0]!.resolve(table('/old'));
    await Promise.all([a, b]);
    expect(tables.map((t) => (t[0] as { from: string }).from)).toEqual(['/new']);
  });

  it('an older read is applied when the newer one failed, and the newer is asked once more', async () => {
    const { s, pending, tables } = source();
    const a = s.refresh();
    const b = s.refresh();
    pending[1]!.reject(new Error('blip'));
    pending[0]!.resolve(table('/older'));
    await a;
    await settle();
    expect(tables.map((t) => (t[0] as { from: string }).from)).toEqual(['/older']);
    await new Promise((r) => setTimeout(r, 1_100));
    expect(pending).toHaveLength(3);
    pending[2]!.resolve(table('/newest'));
    await b;
    expect(tables.map((t) => (t[0] as { from: string }).from)).toEqual(['/older', '/newest']);
  });
});
