import { Agent, request } from 'node:http';

// A bounded closed-loop load generator over keep-alive loopback connections: `concurrency`
// clients each send the next request when the last answered, until `requests` are done or
// `seconds` have passed, whichever is first.

export interface LoadResult {
  requests: number;
  rps: number;
  p50: number;
  p99: number;
  bytes: number;
}

export interface LoadOptions {
  concurrency: number;
  requests: number;
  seconds: number;
  headers?: Record<string, string>;
}

export interface Answer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
}

const agent = new Agent({ keepAlive: true, maxSockets: 64 });

export function get(url: string, headers: Record<string, string> = {}): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = request(url, { agent, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end();
  });
}

export async function load(url: string, o: LoadOptions): Promise<LoadResult> {
  const latencies: number[] = [];
  let sent = 0;
  let bytes = 0;
  const started = performance.now();
  const deadline = started + o.seconds * 1000;
  async function client() {
    while (sent < o.requests && performance.now() < deadline) {
      sent++;
      const t0 = performance.now();
      const answer = await get(url, o.headers);
      if (answer.status >= 400) throw new Error(`${url} answered ${answer.status}`);
      latencies.push(performance.now() - t0);
      bytes += answer.body.length;
    }
  }
  await Promise.all(Array.from({ length: o.concurrency }, client));
  const seconds = (performance.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  const pct = (p: number) => latencies[Math.min(latencies.length - 1, Math.floor(latencies.length * p))] ?? Number.NaN;
  return {
    requests: latencies.length,
    rps: latencies.length / seconds,
    p50: pct(0.5),
    p99: pct(0.99),
    bytes: bytes / Math.max(1, latencies.length),
  };
}
