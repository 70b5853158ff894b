import { RumBeacon, MAX_RUM_BODY_BYTES } from '../../shared/contract/rum';
import type { BodyProblem } from './validate-body';
import { validateBody } from './validate-body';

// The Web Vitals beacon's bytes to a beacon, or the 400 (413 for too many bytes) naming the
// field: the size, JSON syntax, the keys and control characters every body is checked for,
// then the shared schema (labels from fixed sets, each value within its bound).

export type BeaconParse = { ok: true; beacon: RumBeacon } | { ok: false; problem: BodyProblem };

export function parseRumBeacon(raw: Buffer | string): BeaconParse {
  const bytes = typeof raw === 'string' ? Buffer.byteLength(raw) : raw.length;
  if (bytes > MAX_RUM_BODY_BYTES) {
    return { ok: false, problem: { status: 413, error: `Request body is larger than ${MAX_RUM_BODY_BYTES} bytes` } };
  }
  let value: unknown;
  try {
    value = JSON.parse(typeof raw === 'string' ? raw : raw.toString('utf8'));
  } catch {
    return { ok: false, problem: { status: 400, field: 'body', error: 'body: must be JSON' } };
  }
  const parsed = validateBody(RumBeacon, value);
  return parsed.ok ? { ok: true, beacon: parsed.data } : parsed;
}
