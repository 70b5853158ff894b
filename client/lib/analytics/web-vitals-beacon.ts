import {
  connectionLabel,
  RUM_METRIC_NAMES,
  rumMax,
  type RumBeacon,
  type RumMetric,
  type RumMetricName,
} from '../../../shared/contract/rum-values';

// The browser's side of the Web Vitals beacon, the parts that need no browser: the body it
// sends (shared/contract/rum-values.ts) and what was measured but not sent yet. Loaded with the
// reporter only: a module the first load imports too would be in the first load whole.

/** A value as the BFF accepts it: within [0, its bound], ms to 0.1, CLS to 4 decimals; null when not a number. */
export function boundedValue(name: RumMetricName, value: number): number | null {
  if (!Number.isFinite(value)) return null;
  const clamped = Math.min(Math.max(value, 0), rumMax(name));
  const scale = name === 'CLS' ? 10_000 : 10;
  return Math.round(clamped * scale) / scale;
}

/**
 * The beacon's body for what was measured since the last one: each metric once (its latest
 * value), in a fixed order; null when there is nothing to send.
 */
export function beaconOf(
  route: string,
  effectiveType: unknown,
  measured: ReadonlyArray<{ name: string; value: number }>,
): RumBeacon | null {
  const latest = new Map<RumMetricName, number>();
  for (const { name, value } of measured) {
    if (!(RUM_METRIC_NAMES as readonly string[]).includes(name)) continue;
    const bounded = boundedValue(name as RumMetricName, value);
    if (bounded !== null) latest.set(name as RumMetricName, bounded);
  }
  const metrics: RumMetric[] = RUM_METRIC_NAMES.flatMap((name) => {
    const value = latest.get(name);
    return value === undefined ? [] : [{ name, value }];
  });
  return metrics.length === 0 ? null : { route, connection: connectionLabel(effectiveType), metrics };
}

export interface BeaconQueueOptions {
  route: string;
  /** Asked before every beacon: a consent withdrawn since start sends nothing more. */
  consented(): boolean;
  /** navigator.connection.effectiveType, read when a beacon leaves. */
  connection(): unknown;
  send(body: string): void;
}

export interface BeaconQueue {
  /** A metric as web-vitals reports it; a later report of the same instance replaces it. */
  keep(metric: { id: string; name: string; value: number }): void;
  /** Sends what was kept since the last beacon, if anything. */
  flush(): void;
}

/**
 * What was measured and not sent yet. Each metric instance (web-vitals' id) leaves once: a page
 * hidden twice does not count its CLS twice, and one restored from the back/forward cache gets
 * new instances of its own.
 */
export function beaconQueue(o: BeaconQueueOptions): BeaconQueue {
  const pending = new Map<string, { name: string; value: number }>();
  const sent = new Set<string>();
  return {
    keep({ id, name, value }) {
      if (!sent.has(id)) pending.set(id, { name, value });
    },
    flush() {
      if (pending.size === 0) return;
      const measured = [...pending.values()];
      for (const id of pending.keys()) sent.add(id);
      pending.clear();
      if (!o.consented()) return;
      const beacon = beaconOf(o.route, o.connection(), measured);
      if (beacon) o.send(JSON.stringify(beacon));
    },
  };
}
