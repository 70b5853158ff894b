import { onCLS, onFCP, onINP, onLCP, onTTFB, type Metric } from 'web-vitals';
import { RUM_PATH } from '../../../shared/contract/rum-values';
import { beaconOf } from './web-vitals-beacon';

// Loaded only for a page view in the sample whose visitor consented (web-vitals.ts): measures
// with `web-vitals` and sends what it has with navigator.sendBeacon when the page is hidden or
// left. web-vitals reports LCP, CLS and INP on its own capture listener of `visibilitychange`,
// which runs before ours, so the hidden beacon carries them. Each metric instance (its id) is
// sent once: a page hidden twice does not count its CLS twice.

export interface ReporterOptions {
  /** The landing page's route pattern. */
  route: string;
  /** Asked again before every beacon: a consent withdrawn since start sends nothing more. */
  consented(): boolean;
}

type NetworkInformation = { effectiveType?: string };

export function startReporter(o: ReporterOptions): void {
  const pending = new Map<string, Metric>();
  const sent = new Set<string>();
  const keep = (metric: Metric) => {
    if (!sent.has(metric.id)) pending.set(metric.id, metric);
  };
  onTTFB(keep);
  onFCP(keep);
  onLCP(keep);
  onCLS(keep);
  onINP(keep);

  const flush = () => {
    if (pending.size === 0) return;
    const metrics = [...pending.values()];
    for (const id of pending.keys()) sent.add(id);
    pending.clear();
    if (!o.consented()) return;
    const connection = (navigator as Navigator & { connection?: NetworkInformation }).connection;
    const beacon = beaconOf(o.route, connection?.effectiveType, metrics);
    if (beacon) navigator.sendBeacon(RUM_PATH, JSON.stringify(beacon));
  };
  addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'hidden') flush();
  });
  // Safari before 14.1 hides no page on leaving it; pagehide is the last moment there.
  addEventListener('pagehide', flush);
}
