import { RUM_PATH, type RumBeacon } from '../../shared/contract/rum-values';
import { Client } from './http-client';

// Web Vitals beacons as a browser's reporter sends them (POST /api/rum, same origin, JSON): a
// few pages on two connection types, to each replica directly, so the dashboard's Web Vitals
// panels have something to show. The caller sends two rounds with a scrape between: rate()
// sees a series rise only between two samples, never the observations that created it.

const ROUTES = ['/', '/shop', '/products/:handle'] as const;
const CONNECTIONS = ['4g', '3g'] as const;

function beacon(route: string, connection: RumBeacon['connection'], i: number): RumBeacon {
  return {
    route,
    connection,
    metrics: [
      { name: 'LCP', value: 1_200 + 150 * i },
      { name: 'INP', value: 80 + 20 * i },
      { name: 'CLS', value: 0.02 * (i + 1) },
      { name: 'FCP', value: 700 + 100 * i },
      { name: 'TTFB', value: 120 + 30 * i },
    ],
  };
}

export interface BeaconsSent {
  sent: number;
  accepted: number;
  /** Each refusal: the base, route, connection, status and answer. */
  refused: string[];
}

/** Posts one beacon per route and connection to each base; adds to `out` what was accepted (204) and refused. */
export async function postBeacons(bases: readonly string[], out: BeaconsSent): Promise<void> {
  const c = new Client('127.0.0.230');
  try {
    for (const base of bases) {
      let i = 0;
      for (const route of ROUTES)
        for (const connection of CONNECTIONS) {
          out.sent += 1;
          const a = await c.request(base, RUM_PATH, { json: beacon(route, connection, i++) });
          if (a.status === 204) out.accepted += 1;
          else out.refused.push(`${base} ${route} ${connection}: ${a.status} ${a.body.slice(0, 120)}`);
        }
    }
  } finally {
    c.close();
  }
}
