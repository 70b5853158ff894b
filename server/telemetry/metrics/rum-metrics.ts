import { Counter, Histogram, type Registry } from 'prom-client';
import type { RumBeacon } from '../../../shared/contract/rum';

// Real shoppers' Web Vitals as Prometheus histograms (the dashboard's p75 by route). Every
// label comes from a validated beacon (shared/contract/rum.ts: the route table's patterns, five
// connection types, five metric names), so the series are bounded by the route table.

/** Seconds: Google's "good" and "poor" thresholds of each timing fall on a bucket edge. */
const SECONDS_BUCKETS = [0.1, 0.2, 0.5, 0.8, 1, 1.8, 2.5, 3, 4, 5, 8, 12, 20];
/** CLS: good ≤ 0.1, poor > 0.25. */
const CLS_BUCKETS = [0.01, 0.025, 0.05, 0.1, 0.15, 0.25, 0.5, 1];

export type BeaconOutcome = 'accepted' | 'refused';

export interface RumRecorder {
  /** One validated beacon: each of its metrics observed once. */
  beacon(b: RumBeacon): void;
  /** A beacon refused (invalid, too large, throttled, cross-site). */
  refused(): void;
}

export function createRumMetrics(registry: Registry): RumRecorder {
  const registers = [registry];
  const seconds = new Histogram({
    name: 'web_vitals_seconds',
    help: "Real shoppers' LCP, INP, FCP and TTFB (web-vitals), by metric, route pattern and connection type",
    labelNames: ['metric', 'route', 'connection'] as const,
    buckets: SECONDS_BUCKETS,
    registers,
  });
  const cls = new Histogram({
    name: 'web_vitals_cls',
    help: "Real shoppers' Cumulative Layout Shift (unitless), by route pattern and connection type",
    labelNames: ['route', 'connection'] as const,
    buckets: CLS_BUCKETS,
    registers,
  });
  const beacons = new Counter({
    name: 'web_vitals_beacons_total',
    help: 'Web Vitals beacons received, by outcome (accepted, refused)',
    labelNames: ['outcome'] as const,
    registers,
  });
  // Both series exist from the start, so a rate over them is 0 rather than absent.
  beacons.inc({ outcome: 'accepted' }, 0);
  beacons.inc({ outcome: 'refused' }, 0);

  return {
    beacon({ route, connection, metrics }) {
      for (const { name, value } of metrics) {
        if (name === 'CLS') cls.observe({ route, connection }, value);
        else seconds.observe({ metric: name.toLowerCase(), route, connection }, value / 1000);
      }
      beacons.inc({ outcome: 'accepted' });
    },
    refused: () => beacons.inc({ outcome: 'refused' }),
  };
}
