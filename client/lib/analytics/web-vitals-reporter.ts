import { onCLS, onFCP, onINP, onLCP, onTTFB } from 'web-vitals';
import { RUM_PATH, RUM_UNMATCHED_ROUTE } from '../../../shared/contract/rum-values';
import { matchRoute } from '../../../shared/routes/match-route';
import { beaconQueue } from './web-vitals-beacon';

// Loaded only for a page view in the sample whose visitor consented (web-vitals.ts): measures
// with `web-vitals` and sends what it has with navigator.sendBeacon when the page is hidden or
// left. web-vitals reports LCP, CLS and INP from its own capture listener of
// `visibilitychange`, which runs before ours, so the hidden beacon carries them.

export interface ReporterOptions {
  /** The landing page's path. */
  pathname: string;
  consented(): boolean;
}

type NetworkInformation = { effectiveType?: string };

export function startReporter(o: ReporterOptions): void {
  const queue = beaconQueue({
    // Its pattern, as the BFF's request metrics label it (server/telemetry/metrics/route-label.ts).
    route: matchRoute(o.pathname)?.route.pattern ?? RUM_UNMATCHED_ROUTE,
    consented: o.consented,
    connection: () => (navigator as Navigator & { connection?: NetworkInformation }).connection?.effectiveType,
    send: (body) => navigator.sendBeacon(RUM_PATH, body),
  });
  onTTFB(queue.keep);
  onFCP(queue.keep);
  onLCP(queue.keep);
  onCLS(queue.keep);
  onINP(queue.keep);
  addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'hidden') queue.flush();
  });
  // The page is left: pagehide comes before the last visibilitychange (and is the only moment
  // in Safari before 14.1).
  addEventListener('pagehide', queue.flush);
}
