import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { THROTTLE_LIMITS } from '../../api/throttle/throttle-limits';
import { BOT_UA, BROWSER_UA, createTestApp, type TestApp } from '../../test-support/test-app';
import { attempt, firstRefused, statuses, wrongLogin } from '../../test-support/throttle-probe';

// The metrics through the real BFF over the real embedded backend: requests through the app,
// then a real scrape of GET /metrics on its own port (METRICS_PORT=0: any free one).

const ECOM = '/api/ecom/v1.0';
let t: TestApp;

async function scrape(): Promise<string> {
  const res = await fetch(t.metricsUrl!);
  expect(res.status).toBe(200);
  expect(res.headers.get('content-type')).toContain('text/plain');
  return res.text();
}

/** The value of one sample line, by its exact name and labels; undefined when absent. */
function sample(text: string, series: string): number | undefined {
  const line = text.split('\n').find((l) => l.startsWith(`${series} `));
  return line === undefined ? undefined : Number(line.slice(series.length + 1));
}

beforeAll(async () => {
  t = await createTestApp({ METRICS_PORT: '0', PAGE_CACHE: 'on' });
});
afterAll(() => t.close());

describe('GET /metrics', () => {
  it('listens on its own loopback port; the shop answers /metrics with its 404 page', async () => {
    expect(t.metricsUrl).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/metrics$/);
    const shop = await request(t.app).get('/metrics').set('user-agent', BROWSER_UA);
    expect(shop.status).toBe(404);
    expect(shop.headers['content-type']).toContain('text/html');
    expect(shop.text).not.toContain('http_server_request_duration_seconds');
    const other = await fetch(t.metricsUrl!.replace('/metrics', '/'));
    expect(other.status).toBe(404);
  });

  it('counts page requests by route pattern and status class, with render times by visitor', async () => {
    const before = await scrape();
    const page = '/products/:handle';
    const was =
      sample(before, `http_server_request_duration_seconds_count{method="GET",route="${page}",status_class="2xx"}`) ??
      0;
    const all = await request(t.app).post(`${ECOM}/get-all-products`).send({});
    const handle = (all.body.products as Array<{ handle: string }>)[0]!.handle;
    for (const ua of [BROWSER_UA, BOT_UA]) {
      // a cart cookie makes the page someone's: rendered, never from the page cache
      const res = await request(t.app).get(`/products/${handle}`).set('user-agent', ua).set('cookie', 'cart_id=x');
      expect(res.status).toBe(200);
    }
    expect((await request(t.app).get('/no/such/page').set('user-agent', BROWSER_UA)).status).toBe(404);
    const text = await scrape();
    expect(
      sample(text, `http_server_request_duration_seconds_count{method="GET",route="${page}",status_class="2xx"}`),
    ).toBe(was + 2);
    expect(
      sample(
        text,
        'http_server_request_duration_seconds_count{method="POST",route="api:get-all-products",status_class="2xx"}',
      ),
    ).toBeGreaterThanOrEqual(1);
    expect(
      sample(text, 'http_server_request_duration_seconds_count{method="GET",route="unmatched",status_class="4xx"}'),
    ).toBeGreaterThanOrEqual(1);
    expect(text).not.toContain(handle);
    expect(sample(text, 'ssr_shell_duration_seconds_count{visitor="person"}')).toBeGreaterThanOrEqual(1);
    expect(sample(text, 'ssr_all_ready_duration_seconds_count{visitor="bot"}')).toBeGreaterThanOrEqual(1);
  });

  it('reports upstream calls by name and outcome, and the embedded backend answering them', async () => {
    await request(t.app).post(`${ECOM}/get-product-by-handle`).send({ handle: 'no-such-product-anywhere' });
    const text = await scrape();
    expect(sample(text, 'upstream_requests_total{call="get-product-by-handle",outcome="ok"}')).toBeGreaterThanOrEqual(
      1,
    );
    expect(
      sample(text, 'upstream_request_duration_seconds_count{call="get-product-by-handle"}'),
    ).toBeGreaterThanOrEqual(1);
    expect(
      sample(text, 'backend_call_duration_seconds_count{call="get-product-by-handle",status_class="2xx"}'),
    ).toBeGreaterThanOrEqual(1);
  });

  it('reports the page cache and the answer cache: misses, hits, entries, bytes, purges by tag kind', async () => {
    for (let i = 0; i < 2; i++)
      expect((await request(t.app).get('/shop').set('user-agent', BROWSER_UA)).status).toBe(200);
    let text = await scrape();
    expect(sample(text, 'cache_lookups_total{cache="page",result="miss"}')).toBeGreaterThanOrEqual(1);
    expect(sample(text, 'cache_lookups_total{cache="page",result="hit"}')).toBeGreaterThanOrEqual(1);
    expect(sample(text, 'cache_lookups_total{cache="answer",result="miss"}')).toBeGreaterThanOrEqual(1);
    expect(sample(text, 'cache_entries{cache="page"}')).toBeGreaterThanOrEqual(1);
    expect(sample(text, 'cache_bytes{cache="page"}')).toBeGreaterThan(1000);
    expect(sample(text, 'cache_entries{cache="answer"}')).toBeGreaterThanOrEqual(1);
    t.cache.purgeTags(['product:some-handle', 'navigation', 'forged:🙂']);
    text = await scrape();
    expect(sample(text, 'cache_purged_tags_total{kind="product"}')).toBeGreaterThanOrEqual(1);
    expect(sample(text, 'cache_purged_tags_total{kind="other"}')).toBeGreaterThanOrEqual(1);
    expect(text).not.toContain('some-handle');
  });

  it('counts cart changes by call and outcome, and the backend orders and outbox series exist', async () => {
    const all = await request(t.app).post(`${ECOM}/get-all-products`).send({});
    const variantId = (all.body.products as Array<{ variants: Array<{ id: string; availableForSale: boolean }> }>)
      .flatMap((p) => p.variants)
      .find((v) => v.availableForSale)!.id;
    expect(
      (
        await request(t.app)
          .post(`${ECOM}/create-cart`)
          .send({ lineItems: [{ variantId }] })
      ).status,
    ).toBe(200);
    const text = await scrape();
    expect(sample(text, 'cart_changes_total{call="create-cart",outcome="ok"}')).toBeGreaterThanOrEqual(1);
    expect(text).toMatch(/^backend_orders_placed_total \d+$/m);
    expect(text).toMatch(/^backend_outbox_pending \d+$/m);
  });

  it('counts throttle refusals by rule', async () => {
    const limit = THROTTLE_LIMITS['user-login'].perAccount.points;
    const seen = await statuses(limit + 2, () => attempt(t.app, 'user-login', wrongLogin('metrics@example.com')));
    expect(firstRefused(seen)).toBe(limit + 1);
    const text = await scrape();
    expect(sample(text, 'throttle_refusals_total{rule="user-login:account"}')).toBe(2);
    expect(
      sample(
        text,
        'http_server_request_duration_seconds_count{method="POST",route="api:user-login",status_class="4xx"}',
      ),
    ).toBe(2);
    expect(text).not.toContain('metrics@example.com');
  });

  it('has Node’s own metrics and build_info', async () => {
    const text = await scrape();
    expect(text).toMatch(/^build_info\{version="\d+\.\d+\.\d+[^"]*",commit="[^"]+"\} 1$/m);
    for (const name of [
      'nodejs_eventloop_lag_seconds',
      'nodejs_eventloop_utilization',
      'nodejs_heap_size_used_bytes',
      'nodejs_gc_duration_seconds',
      'nodejs_active_handles_total',
      'process_resident_memory_bytes',
    ]) {
      expect(text, name).toContain(`# TYPE ${name}`);
    }
  });
});
