import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  MAX_RUM_BODY_BYTES,
  RUM_CONNECTIONS,
  RUM_MAX_CLS,
  RUM_MAX_MS,
  RUM_METRIC_NAMES,
  RUM_ROUTES,
} from '../../shared/contract/rum';
import { parseRumBeacon } from './rum-beacon';

const good = {
  route: '/products/:handle',
  connection: '4g',
  metrics: [
    { name: 'LCP', value: 1834.2 },
    { name: 'CLS', value: 0.04 },
  ],
};
const withBody = (patch: Record<string, unknown>) => JSON.stringify({ ...good, ...patch });

describe('parseRumBeacon', () => {
  it('accepts a beacon of the contract as it is', () => {
    expect(parseRumBeacon(JSON.stringify(good))).toEqual({ ok: true, beacon: good });
    expect(parseRumBeacon(Buffer.from(JSON.stringify(good)))).toEqual({ ok: true, beacon: good });
  });

  it.each([
    ['not JSON', '{route:', 'body', 'body: must be JSON'],
    ['an array', '[]', 'body', undefined],
    ['a route nobody has', withBody({ route: '/wp-admin' }), 'route', 'route: must be a route pattern of the shop'],
    ['a raw path, not the pattern', withBody({ route: '/products/calm-serum' }), 'route', undefined],
    ['a made-up connection', withBody({ connection: '5g' }), 'connection', undefined],
    ['no metrics', withBody({ metrics: [] }), 'metrics', 'metrics: must have at least 1 item'],
    ['an unknown metric', withBody({ metrics: [{ name: 'FID', value: 3 }] }), 'metrics.0.name', undefined],
    ['a negative value', withBody({ metrics: [{ name: 'FCP', value: -1 }] }), 'metrics.0.value', undefined],
    [
      'a timing beyond two minutes',
      withBody({ metrics: [{ name: 'TTFB', value: RUM_MAX_MS + 1 }] }),
      'metrics.0.value',
      `metrics.0.value: must be at most ${RUM_MAX_MS}`,
    ],
    [
      'a CLS beyond its bound',
      withBody({ metrics: [{ name: 'CLS', value: RUM_MAX_CLS + 0.5 }] }),
      'metrics.0.value',
      `metrics.0.value: must be at most ${RUM_MAX_CLS}`,
    ],
    ['a value as text', withBody({ metrics: [{ name: 'LCP', value: '1200' }] }), 'metrics.0.value', undefined],
    [
      'a metric twice',
      withBody({
        metrics: [
          { name: 'LCP', value: 1 },
          { name: 'LCP', value: 2 },
        ],
      }),
      'metrics.1.name',
      'metrics.1.name: must not repeat',
    ],
    ['an extra label', withBody({ userAgent: 'x' }), 'userAgent', 'userAgent: unknown field'],
    [
      'an extra field in a metric',
      withBody({ metrics: [{ name: 'LCP', value: 1, id: 'v5-1' }] }),
      'metrics.0.id',
      'metrics.0.id: unknown field',
    ],
    ['a prototype key', '{"__proto__":{"x":1},"route":"/"}', '__proto__', '__proto__: forbidden key'],
    ['a control character', withBody({ route: '/\u0000' }), 'route', 'route: must not contain control characters'],
  ])('%s → 400 naming %s', (_what, body, field, error) => {
    const parsed = parseRumBeacon(body);
    expect(parsed.ok).toBe(false);
    if (parsed.ok) return;
    expect(parsed.problem.status).toBe(400);
    expect(parsed.problem.field).toBe(field);
    if (error !== undefined) expect(parsed.problem.error).toBe(error);
    else expect(parsed.problem.error.startsWith(`${field}: `)).toBe(true);
  });

  it('more than 2 KB → 413 before anything is parsed', () => {
    const parsed = parseRumBeacon(withBody({ pad: 'x'.repeat(MAX_RUM_BODY_BYTES) }));
    expect(parsed).toMatchObject({ ok: false, problem: { status: 413 } });
  });
});

const routes = [...RUM_ROUTES];
const metric = fc
  .constantFrom(...RUM_METRIC_NAMES)
  .chain((name) =>
    fc
      .double({ min: 0, max: name === 'CLS' ? RUM_MAX_CLS : RUM_MAX_MS, noNaN: true })
      .map((value) => ({ name, value })),
  );
const validBeacon = fc.record({
  route: fc.constantFrom(...routes),
  connection: fc.constantFrom(...RUM_CONNECTIONS),
  metrics: fc.uniqueArray(metric, { minLength: 1, maxLength: 5, selector: (m) => m.name }),
});

describe('parseRumBeacon, properties', () => {
  it('every beacon of the contract is accepted as it was sent', () => {
    fc.assert(
      fc.property(validBeacon, (beacon) => {
        expect(parseRumBeacon(JSON.stringify(beacon))).toEqual({ ok: true, beacon });
      }),
    );
  });

  it('any other text: never a throw, and whatever is accepted has labels from the fixed sets and bounded values', () => {
    const forged = fc.oneof(
      fc.string({ maxLength: 3000 }),
      fc.json({ maxDepth: 4 }),
      fc
        .record({
          route: fc.oneof(fc.constantFrom(...routes), fc.string({ maxLength: 300 })),
          connection: fc.oneof(fc.constantFrom(...RUM_CONNECTIONS), fc.string()),
          metrics: fc.array(
            fc.record({ name: fc.oneof(fc.constantFrom(...RUM_METRIC_NAMES), fc.string()), value: fc.double() }),
            { maxLength: 8 },
          ),
        })
        .map((b) => JSON.stringify(b)),
    );
    fc.assert(
      fc.property(forged, (text) => {
        const parsed = parseRumBeacon(text);
        if (!parsed.ok) {
          expect([400, 413]).toContain(parsed.problem.status);
          return;
        }
        const { route, connection, metrics } = parsed.beacon;
        expect(RUM_ROUTES.has(route)).toBe(true);
        expect(RUM_CONNECTIONS).toContain(connection);
        expect(new Set(metrics.map((m) => m.name)).size).toBe(metrics.length);
        for (const m of metrics) {
          expect(RUM_METRIC_NAMES).toContain(m.name);
          expect(m.value).toBeGreaterThanOrEqual(0);
          expect(m.value).toBeLessThanOrEqual(m.name === 'CLS' ? RUM_MAX_CLS : RUM_MAX_MS);
        }
      }),
      { numRuns: 500 },
    );
  });
});
