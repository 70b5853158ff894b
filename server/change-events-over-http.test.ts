import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { productTag } from '../shared/contract/change-tags';
import { createChangeNotifier, type ChangeNotifier } from './backend/changes/change-notifier';
import { startBackend, type RunningBackend } from './backend/start';
import { BROWSER_UA, createTestApp, type TestApp } from './test-support/test-app';

// The compose topology's path, in one process: the backend on its own (as `npm run backend`),
// its notifier POSTing signed change events over HTTP to a BFF that talks to that backend as
// an external upstream, page cache on.

const SECRET = 'over-http-test-secret-0123456789abcdef01';
const PRODUCT = 'gentle-foaming-cleanser';
const PAGES = [`/products/${PRODUCT}`, '/products/niacinamide-pore-refining-serum', '/about'];

describe('change events over HTTP, from a standalone backend', () => {
  let backend: RunningBackend;
  let t: TestApp;
  let server: Server;
  let url: string;
  beforeAll(async () => {
    backend = await startBackend({ dataDir: ':memory:', port: 0, secret: SECRET, siteUrl: 'http://shop.test' });
    t = await createTestApp({
      UPSTREAM_ECOM_URL: backend.url,
      UPSTREAM_CMS_URL: backend.url,
      PAGE_CACHE: 'on',
      PAGE_CACHE_TTL: '600',
      PAGE_CACHE_STALE: '600',
      REVALIDATE_SECRET: SECRET,
    });
    server = createServer(t.app);
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/api/revalidate`;
  });
  afterAll(async () => {
    await new Promise((resolve) => server.close(resolve));
    await t.close();
    await backend.close();
  });

  const state = async (path: string) =>
    (await request(t.app).get(path).set('User-Agent', BROWSER_UA)).headers['x-cache'] as string | undefined;
  async function allHits() {
    for (const p of PAGES) await state(p);
    expect(await Promise.all(PAGES.map(state))).toEqual(['HIT', 'HIT', 'HIT']);
  }

  function notifier(secret: string, lines: string[]): ChangeNotifier {
    const log = { warn: (m: string) => lines.push(m), error: (m: string) => lines.push(m) };
    return createChangeNotifier({ changes: backend.changes, url, secret, log, retryDelaysMs: [10] });
  }

  it("the backend's change reaches the BFF: the product's page renders afresh, the others stay HITs", async () => {
    const lines: string[] = [];
    const n = notifier(SECRET, lines);
    await allHits();
    backend.changes.emit([productTag(PRODUCT)]);
    await n.close();
    expect(lines).toEqual([]);
    expect(await Promise.all(PAGES.map(state))).toEqual(['MISS', 'HIT', 'HIT']);
  });

  it('a notifier with another secret is refused: logged once, nothing purged', async () => {
    const lines: string[] = [];
    const n = notifier('not-the-storefront-secret-0123456789abc', lines);
    await allHits();
    backend.changes.emit([productTag(PRODUCT)]);
    await n.close();
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(/401 .*Invalid signature/);
    expect(await Promise.all(PAGES.map(state))).toEqual(['HIT', 'HIT', 'HIT']);
  });
});
