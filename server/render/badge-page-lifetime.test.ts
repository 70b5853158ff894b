import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { productTag } from '../../shared/contract/change-tags';
import { sql } from '../backend/db/statements';
import { BROWSER_UA, createTestApp, type TestApp } from '../test-support/test-app';

// A hand-set "new until" badge on a page kept for a day: the page (and any shared cache in
// front, by its Cache-Control) is kept only until the badge's day is over, never past it.

const HANDLE = 'gentle-foaming-cleanser';
const DAY_S = 86_400;
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ PAGE_CACHE: 'on', PAGE_CACHE_TTL: String(DAY_S), PAGE_CACHE_STALE: String(DAY_S) });
});
afterAll(() => t.close());

function setNewUntil(day: string | null) {
  sql(t.backend!.db, "UPDATE products SET data = json_set(data, '$.newUntil', ?) WHERE handle = ?").run(day, HANDLE);
  t.backend!.changes.emit([productTag(HANDLE)]);
}

async function productPage() {
  const res = await request(t.app).get(`/products/${HANDLE}`).set('User-Agent', BROWSER_UA);
  expect(res.status).toBe(200);
  const [, fresh, stale] = /s-maxage=(\d+), stale-while-revalidate=(\d+)/.exec(res.headers['cache-control'] ?? '')!;
  const summary = /<div class="product-summary">([\s\S]*?)<h1/.exec(res.text)?.[1] ?? '';
  return {
    state: res.headers['x-cache'] as string,
    fresh: Number(fresh),
    stale: Number(stale),
    isNew: summary.includes('badge-new'),
  };
}

/** Seconds left of today (UTC) as of now. */
const secondsToMidnight = () => {
  const now = new Date();
  return (Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() + 1) - now.getTime()) / 1000;
};

describe('a page showing a "new until" badge', () => {
  it('without one: kept as long as configured', async () => {
    setNewUntil(null);
    const page = await productPage();
    expect(page).toMatchObject({ state: 'MISS', isNew: false, fresh: DAY_S, stale: DAY_S });
    expect((await productPage()).state).toBe('HIT');
  });

  it('new until today: shows the badge, kept (fresh and stale together) only until today is over', async () => {
    setNewUntil(new Date().toISOString().slice(0, 10));
    const left = secondsToMidnight();
    const page = await productPage();
    expect(page.state).toBe('MISS');
    expect(page.isNew).toBe(true);
    expect(page.fresh + page.stale).toBeLessThanOrEqual(Math.ceil(left));
    expect(page.fresh + page.stale).toBeGreaterThanOrEqual(Math.floor(left) - 5);
    expect((await productPage()).state).toBe('HIT');
  });

  it('new until yesterday: no badge, kept as configured again', async () => {
    const yesterday = new Date(Date.now() - DAY_S * 1000).toISOString().slice(0, 10);
    setNewUntil(yesterday);
    expect(await productPage()).toMatchObject({ state: 'MISS', isNew: false, fresh: DAY_S, stale: DAY_S });
  });
});
