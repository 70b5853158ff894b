import fc from 'fast-check';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RUM_CONNECTIONS, RUM_METRIC_NAMES, RUM_PATH, RUM_ROUTES } from '../../shared/contract/rum';
import { createTestApp, type TestApp } from '../test-support/test-app';
import { RUM_LIMIT } from './rum-endpoint';

// POST /api/rum through the whole app: good beacons are counted in the BFF's /metrics, bad ones
// are answered 400 naming the field, and a thousand forged ones make no series.

let t: TestApp;
let nextAddress = 0;
/** Each request from an address of its own (trusted loopback proxy), unless a test wants one. */
const address = () => {
  nextAddress += 1;
  return `10.${(nextAddress >> 8) & 255}.${nextAddress & 255}.7`;
};

beforeAll(async () => {
  t = await createTestApp({ METRICS_PORT: '0' });
});
afterAll(() => t.close());

const beacon = (body: unknown, from = address(), type = 'text/plain;charset=UTF-8') =>
  request(t.app)
    .post(RUM_PATH)
    .set('origin', 'http://shop.test')
    .set('sec-fetch-site', 'same-origin')
    .set('x-forwarded-for', from)
    .set('content-type', type)
    .send(typeof body === 'string' ? body : JSON.stringify(body));

async function metricsText(): Promise<string> {
  return (await fetch(t.metricsUrl!)).text();
}
const webVitalSeries = (text: string) => text.split('\n').filter((l) => /^web_vitals_/.test(l));
const counted = (text: string, outcome: string) =>
  Number(new RegExp(`^web_vitals_beacons_total\\{outcome="${outcome}"\\} (\\d+)`, 'm').exec(text)?.[1]);

describe('POST /api/rum', () => {
  it('a good beacon: 204, and each metric in its histogram by route pattern and connection', async () => {
    const before = await metricsText();
    const res = await beacon({
      route: '/products/:handle',
      connection: '3g',
      metrics: [
        { name: 'LCP', value: 2300 },
        { name: 'FCP', value: 900 },
        { name: 'TTFB', value: 150 },
        { name: 'CLS', value: 0.12 },
      ],
    });
    expect(res.status).toBe(204);
    expect(res.text).toBe('');
    const text = await metricsText();
    const labels = (metric: string) => `metric="${metric}",route="/products/:handle",connection="3g"`;
    expect(text).toContain(`web_vitals_seconds_count{${labels('lcp')}} 1`);
    expect(text).toContain(`web_vitals_seconds_sum{${labels('lcp')}} 2.3`);
    expect(text).toContain(`web_vitals_seconds_bucket{le="2.5",${labels('lcp')}} 1`);
    expect(text).toContain(`web_vitals_seconds_bucket{le="1.8",${labels('lcp')}} 0`);
    expect(text).toContain(`web_vitals_seconds_sum{${labels('fcp')}} 0.9`);
    expect(text).toContain(`web_vitals_seconds_sum{${labels('ttfb')}} 0.15`);
    expect(text).toContain('web_vitals_cls_sum{route="/products/:handle",connection="3g"} 0.12');
    expect(text).not.toContain(labels('inp'));
    expect(counted(text, 'accepted')).toBe(counted(before, 'accepted') + 1);
    // application/json is read the same (a Blob or fetch may send it)
    expect(
      (
        await beacon(
          { route: '/', connection: 'unknown', metrics: [{ name: 'INP', value: 40 }] },
          undefined,
          'application/json',
        )
      ).status,
    ).toBe(204);
  });

  it.each([
    [{ route: '/wp-login.php', connection: '4g', metrics: [{ name: 'LCP', value: 1 }] }, 'route'],
    [{ route: '/', connection: 'wifi', metrics: [{ name: 'LCP', value: 1 }] }, 'connection'],
    [{ route: '/', connection: '4g', metrics: [{ name: 'LCP', value: 1e12 }] }, 'metrics.0.value'],
    [{ route: '/', connection: '4g', metrics: [{ name: 'LCP', value: 1 }], extra: 1 }, 'extra'],
    ['not json', 'body'],
  ])('%j → 400 naming %s, counted as refused', async (body, field) => {
    const before = counted(await metricsText(), 'refused');
    const res = await beacon(body);
    expect(res.status).toBe(400);
    expect(res.body.field).toBe(field);
    expect(res.body.error).toMatch(new RegExp(`^${field.replace(/\./g, '\\.')}: `));
    expect(counted(await metricsText(), 'refused')).toBe(before + 1);
  });

  it('refuses other methods, other sites, other media types and bodies over 2 KB', async () => {
    const get = await request(t.app).get(RUM_PATH);
    expect(get.status).toBe(405);
    expect(get.headers.allow).toBe('POST');
    const foreign = await request(t.app)
      .post(RUM_PATH)
      .set('origin', 'https://evil.test')
      .set('content-type', 'text/plain')
      .send('{}');
    expect(foreign.status).toBe(403);
    const form = await beacon('route=/', undefined, 'application/x-www-form-urlencoded');
    expect(form.status).toBe(415);
    const large = await beacon({ route: '/', connection: '4g', metrics: [], pad: 'x'.repeat(3000) });
    expect(large.status).toBe(413);
  });

  it('throttles one address past its limit with 429 and Retry-After; others go on', async () => {
    const one = '192.0.2.44';
    const body = { route: '/', connection: '4g', metrics: [{ name: 'FCP', value: 300 }] };
    for (let i = 0; i < RUM_LIMIT.points; i += 20) {
      const answers = await Promise.all(Array.from({ length: 20 }, () => beacon(body, one)));
      expect(answers.map((a) => a.status)).toEqual(Array(20).fill(204));
    }
    const over = await beacon(body, one);
    expect(over.status).toBe(429);
    expect(Number(over.headers['retry-after'])).toBeGreaterThan(0);
    expect((await beacon(body)).status).toBe(204);
  });

  it(
    '1,000 forged beacons make no series; valid ones only those of their fixed labels',
    { timeout: 120_000 },
    async () => {
      const word = fc.string({ minLength: 7, maxLength: 40 }).filter((s) => !RUM_ROUTES.has(s));
      const forged = fc.sample(
        fc.oneof(
          fc.record({
            route: word,
            connection: fc.constantFrom(...RUM_CONNECTIONS),
            metrics: fc.constant([{ name: 'LCP', value: 5 }]),
          }),
          fc.record({ route: fc.constant('/'), connection: word, metrics: fc.constant([{ name: 'LCP', value: 5 }]) }),
          fc.record({
            route: fc.constant('/'),
            connection: fc.constant('4g'),
            metrics: word.map((name) => [{ name, value: 5 }]),
          }),
          fc.record({
            route: fc.constant('/'),
            connection: fc.constant('4g'),
            metrics: fc.double({ min: 1e6, noNaN: true }).map((value) => [{ name: 'TTFB', value }]),
          }),
          fc.json().map((j) => ({ raw: j })),
        ),
        800,
      );
      // Valid beacons for two routes never measured before on one connection, any values.
      const valid = fc.sample(
        fc.record({
          route: fc.constantFrom('/blog', '/search'),
          connection: fc.constant('slow-2g'),
          metrics: fc.tuple(
            ...RUM_METRIC_NAMES.map((name) =>
              fc.double({ min: 0, max: name === 'CLS' ? 50 : 120_000, noNaN: true }).map((value) => ({ name, value })),
            ),
          ),
        }),
        200,
      );
      const before = webVitalSeries(await metricsText());
      const all = [...forged, ...valid];
      const statuses: number[] = [];
      for (let i = 0; i < all.length; i += 50) {
        const answers = await Promise.all(all.slice(i, i + 50).map((b) => beacon('raw' in b ? b.raw : b)));
        statuses.push(...answers.map((a) => a.status));
      }
      expect(statuses.slice(0, forged.length).every((s) => s === 400 || s === 413)).toBe(true);
      expect(statuses.slice(forged.length).every((s) => s === 204)).toBe(true);

      const after = webVitalSeries(await metricsText());
      // 2 routes × (4 timings × (14 buckets + sum + count) + CLS's 9 buckets + sum + count)
      expect(after.length - before.length).toBe(2 * (4 * 16 + 11));
      for (const line of after) {
        const route = /route="([^"]*)"/.exec(line)?.[1];
        const connection = /connection="([^"]*)"/.exec(line)?.[1];
        if (route !== undefined) expect(RUM_ROUTES.has(route), line).toBe(true);
        if (connection !== undefined) expect(RUM_CONNECTIONS as readonly string[]).toContain(connection);
      }
    },
  );
});
