// Real shoppers' Web Vitals, the beacon's plain values (rum.ts holds its zod schema): the
// browser's reporter loads these without zod, the BFF bounds every label and value by them.

/** Where the browser posts its beacon (same origin, navigator.sendBeacon). */
export const RUM_PATH = '/api/rum';
/** A beacon carries five numbers and two short labels: far below this. */
export const MAX_RUM_BODY_BYTES = 2048;

/** The metrics, named as `web-vitals` names them. */
export const RUM_METRIC_NAMES = ['LCP', 'INP', 'CLS', 'FCP', 'TTFB'] as const;
export type RumMetricName = (typeof RUM_METRIC_NAMES)[number];

/** The Network Information API's effective types, and `unknown` where a browser has none. */
export const RUM_CONNECTIONS = ['4g', '3g', '2g', 'slow-2g', 'unknown'] as const;
export type RumConnection = (typeof RUM_CONNECTIONS)[number];

/** The route of a page no route matched (the 404 page). */
export const RUM_UNMATCHED_ROUTE = 'unmatched';

/**
 * The largest value kept: milliseconds for the timings (two minutes: a page that took longer
 * was left, not measured), unitless for CLS (real pages stay below 5). The browser clamps to
 * these; the BFF refuses beyond them.
 */
export const RUM_MAX_MS = 120_000;
export const RUM_MAX_CLS = 50;

export function rumMax(name: RumMetricName): number {
  return name === 'CLS' ? RUM_MAX_CLS : RUM_MAX_MS;
}

export interface RumMetric {
  name: RumMetricName;
  value: number;
}

/** The beacon's body (JSON). */
export interface RumBeacon {
  route: string;
  connection: RumConnection;
  metrics: RumMetric[];
}

/** The connection label of an effective type (navigator.connection), `unknown` for anything else. */
export function connectionLabel(effectiveType: unknown): RumConnection {
  return (RUM_CONNECTIONS as readonly unknown[]).includes(effectiveType) ? (effectiveType as RumConnection) : 'unknown';
}
