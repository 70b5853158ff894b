import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { RumBeacon, RUM_MAX_CLS, RUM_MAX_MS } from '../../../shared/contract/rum';
import { beaconOf, beaconQueue, boundedValue } from './web-vitals-beacon';

describe('boundedValue', () => {
  it.each([
    ['LCP', 1834.26, 1834.3],
    ['LCP', -3, 0],
    ['TTFB', RUM_MAX_MS * 3, RUM_MAX_MS],
    ['CLS', 0.123456, 0.1235],
    ['CLS', 500, RUM_MAX_CLS],
    ['INP', Number.NaN, null],
    ['FCP', Number.POSITIVE_INFINITY, null],
  ] as const)('%s %d → %s', (name, value, expected) => {
    expect(boundedValue(name, value)).toBe(expected);
  });
});

describe('beaconOf', () => {
  it('each metric once (the latest), in a fixed order, with the connection label', () => {
    expect(
      beaconOf('/shop', '3g', [
        { name: 'CLS', value: 0.01 },
        { name: 'TTFB', value: 120.04 },
        { name: 'CLS', value: 0.02 },
        { name: 'LCP', value: 2100 },
      ]),
    ).toEqual({
      route: '/shop',
      connection: '3g',
      metrics: [
        { name: 'LCP', value: 2100 },
        { name: 'CLS', value: 0.02 },
        { name: 'TTFB', value: 120 },
      ],
    });
  });

  it.each([
    ['no connection API', undefined, 'unknown'],
    ['an unknown type', '5g', 'unknown'],
    ['slow-2g', 'slow-2g', 'slow-2g'],
  ])('%s → %s', (_what, type, expected) => {
    expect(beaconOf('/', type, [{ name: 'FCP', value: 1 }])?.connection).toBe(expected);
  });

  it('nothing measured, or only what is no number → no beacon', () => {
    expect(beaconOf('/', '4g', [])).toBeNull();
    expect(beaconOf('/', '4g', [{ name: 'LCP', value: Number.NaN }])).toBeNull();
    expect(beaconOf('/', '4g', [{ name: 'FID', value: 3 }])).toBeNull();
  });

  it('whatever web-vitals reports, the beacon is one the BFF accepts (property)', () => {
    const reported = fc.array(
      fc.record({ name: fc.constantFrom('LCP', 'INP', 'CLS', 'FCP', 'TTFB'), value: fc.double() }),
      { maxLength: 12 },
    );
    fc.assert(
      fc.property(fc.constantFrom('/', '/shop', '/products/:handle', 'unmatched'), fc.string(), reported, (r, t, m) => {
        const beacon = beaconOf(r, t, m);
        if (beacon === null) return;
        expect(RumBeacon.safeParse(beacon).success).toBe(true);
        expect(JSON.stringify(beacon).length).toBeLessThan(400);
      }),
    );
  });
});

describe('beaconQueue', () => {
  const setup = (consent = { given: true }) => {
    const sent: unknown[] = [];
    const queue = beaconQueue({
      route: '/products/:handle',
      consented: () => consent.given,
      connection: () => '4g',
      send: (body) => sent.push(JSON.parse(body)),
    });
    return { queue, sent, consent };
  };

  it('sends what was kept at a flush, once; an instance reported again after it is not sent twice', () => {
    const { queue, sent } = setup();
    queue.flush();
    expect(sent).toEqual([]);
    queue.keep({ id: 'a', name: 'TTFB', value: 90 });
    queue.keep({ id: 'b', name: 'CLS', value: 0.01 });
    queue.keep({ id: 'b', name: 'CLS', value: 0.03 });
    queue.flush();
    queue.flush();
    queue.keep({ id: 'b', name: 'CLS', value: 0.2 });
    queue.keep({ id: 'c', name: 'LCP', value: 1500 });
    queue.flush();
    expect(sent).toEqual([
      {
        route: '/products/:handle',
        connection: '4g',
        metrics: [
          { name: 'CLS', value: 0.03 },
          { name: 'TTFB', value: 90 },
        ],
      },
      { route: '/products/:handle', connection: '4g', metrics: [{ name: 'LCP', value: 1500 }] },
    ]);
  });

  it('a new instance of a metric (a back/forward cache restore) is a new beacon entry', () => {
    const { queue, sent } = setup();
    queue.keep({ id: 'lcp-1', name: 'LCP', value: 1200 });
    queue.flush();
    queue.keep({ id: 'lcp-2', name: 'LCP', value: 80 });
    queue.flush();
    expect(sent.map((b) => (b as { metrics: unknown }).metrics)).toEqual([
      [{ name: 'LCP', value: 1200 }],
      [{ name: 'LCP', value: 80 }],
    ]);
  });

  it('a consent withdrawn since start: nothing more leaves', () => {
    const { queue, sent, consent } = setup();
    queue.keep({ id: 'a', name: 'FCP', value: 400 });
    consent.given = false;
    queue.flush();
    queue.keep({ id: 'b', name: 'INP', value: 40 });
    queue.flush();
    expect(sent).toEqual([]);
  });
});
