import { randomBytes } from 'node:crypto';

// A W3C trace id the replicas and the backend both keep under a trace-id-ratio sampler, however
// small the ratio: OpenTelemetry JS's TraceIdRatioBased sampler keeps a trace when the XOR of
// the id's four 32-bit words is below ratio × 2^32, so an id whose last word is the XOR of the
// other three (XOR 0) is always kept. The cluster test samples 5% of the other traffic (nginx
// marks every request sampled, so a parent-based sampler would keep it all) and still follows
// its own request end to end; trace-id.test.ts holds this against the installed SDK.

export function alwaysSampledTraceId(): string {
  const words = [0, 1, 2].map(() => randomBytes(4).readUInt32BE(0));
  words.push((words[0]! ^ words[1]! ^ words[2]!) >>> 0);
  const id = words.map((w) => w.toString(16).padStart(8, '0')).join('');
  // all zeros is no trace id: draw again (one chance in 2^96)
  return /^0+$/.test(id) ? alwaysSampledTraceId() : id;
}

export const spanId = (): string => randomBytes(8).toString('hex');

export const traceparent = (traceId: string, parent: string): string => `00-${traceId}-${parent}-01`;
