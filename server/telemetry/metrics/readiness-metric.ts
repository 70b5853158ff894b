import { Gauge, type Registry } from 'prom-client';

// storefront_ready: the /readyz check, run at each scrape, as 1 or 0. Nothing in compose polls
// /readyz (nginx's health is passive), so without it Prometheus could tell a replica that
// answers from one that cannot serve a page; the StorefrontNotReady alert reads it.

export interface ReadinessRecorder {
  /** The check asked at each scrape: true when the replica can serve (readiness.ts, not draining). */
  watch(check: () => Promise<boolean>): void;
}

export function readinessGauge(registry: Registry): ReadinessRecorder {
  let check: (() => Promise<boolean>) | undefined;
  new Gauge({
    name: 'storefront_ready',
    help: 'The readiness check (GET /readyz) at scrape time: 1 ready, 0 not (upstream down, bundle not loaded, draining)',
    registers: [registry],
    async collect() {
      // Not watched yet (the app is still booting): not ready.
      const ok = check ? await check().catch(() => false) : false;
      this.set(ok ? 1 : 0);
    },
  });
  return {
    watch(next) {
      check = next;
    },
  };
}
