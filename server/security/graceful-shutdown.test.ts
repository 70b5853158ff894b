import http from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { spawnServer, type SpawnedServer } from '../test-support/spawn-server';
import { startFakeUpstream, type Running } from '../test-support/test-harness';

// SIGTERM drains. A real server process (the same serve() as server/index.ts,
// spawned with tsx, see test-support/serve-for-test.ts) in front of a slow fake upstream on
// loopback; 50 slow requests in flight over keep-alive agents; then SIGTERM. Every request
// completes with 200 and `Connection: close`, readiness fails at once, the process exits 0
// well within its bound. Loopback only, and every wait here is bounded.

const IN_FLIGHT = 50;
const SLOW_MS = 2_000;
const UPSTREAM_TIMEOUT_MS = 5_000;
/** The process's own bound: render abort 10 s + upstream timeout + 5 s margin (config.ts). */
const SHUTDOWN_BOUND_MS = 10_000 + UPSTREAM_TIMEOUT_MS + 5_000;

let upstream: Running;
let slowArrived = 0;

function answerAfter(ms: number, body: unknown, res: http.ServerResponse) {
  setTimeout(() => {
    res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(body));
  }, ms);
}

beforeAll(async () => {
  upstream = await startFakeUpstream((req, res) => {
    // get-blogs is the slow call the test keeps in flight; everything else (readiness) is quick.
    if (req.path.endsWith('/get-blogs')) {
      slowArrived += 1;
      answerAfter(SLOW_MS, { blogs: [] }, res);
    } else {
      answerAfter(0, { announcements: [] }, res);
    }
  });
});
afterAll(() => upstream.close());

const startServer = () =>
  spawnServer({
    UPSTREAM_ECOM_URL: upstream.url,
    UPSTREAM_CMS_URL: upstream.url,
    UPSTREAM_TIMEOUT_MS: String(UPSTREAM_TIMEOUT_MS),
  });

interface Answer {
  status: number;
  connection: string | undefined;
  body: string;
}

function send(agent: http.Agent, port: number, method: string, path: string, body?: unknown): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const payload = body === undefined ? undefined : JSON.stringify(body);
    const req = http.request(
      {
        host: '127.0.0.1',
        port,
        method,
        path,
        agent,
        headers: payload ? { 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload) } : {},
      },
      (res) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (c: string) => (text += c));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, connection: res.headers.connection, body: text }));
        res.on('error', reject);
      },
    );
    req.setTimeout(30_000, () => req.destroy(new Error('client timeout')));
    req.on('error', reject);
    req.end(payload);
  });
}

async function until(check: () => boolean, ms: number): Promise<void> {
  const end = Date.now() + ms;
  while (!check()) {
    if (Date.now() > end) throw new Error('condition not met in time');
    await new Promise((r) => setTimeout(r, 20));
  }
}

describe.each([
  ['SIGTERM', IN_FLIGHT],
  ['SIGINT', 5],
] as const)('%s with %d slow requests in flight', (signal, count) => {
  let server: SpawnedServer;
  const agents = [0, 1, 2, 3, 4].map(() => new http.Agent({ keepAlive: true, maxSockets: IN_FLIGHT }));
  beforeAll(async () => {
    server = await startServer();
    // spawnServer's own bound on a start, which a busy machine can need
  }, 110_000);
  afterAll(() => {
    for (const a of agents) a.destroy();
    if (server && server.process.exitCode === null && server.process.signalCode === null) {
      server.process.kill('SIGKILL');
    }
  });

  it('drains: readiness fails at once, all finish with 200 and Connection: close, exit code 0 within the bound', async () => {
    slowArrived = 0;
    // Ready before, over a kept-alive socket that then stays open.
    expect((await send(agents[0]!, server.port, 'GET', '/readyz')).status).toBe(200);

    const inFlight = Array.from({ length: count }, (_, i) =>
      send(agents[i % agents.length]!, server.port, 'POST', '/api/cms/v1.0/get-blogs', { categorySlug: `slow-${i}` }),
    );
    await until(() => slowArrived >= count, 10_000);

    const signalled = Date.now();
    server.process.kill(signal);
    await new Promise((r) => setTimeout(r, 100));

    // A probe on a fresh connection: refused (no longer accepting) or 503, never OK.
    const probe = await send(new http.Agent({ keepAlive: false }), server.port, 'GET', '/readyz').then(
      (a) => `${a.status}`,
      (err: NodeJS.ErrnoException) => err.code ?? err.message,
    );
    expect(['ECONNREFUSED', 'ECONNRESET', '503']).toContain(probe);

    const answers = await Promise.all(inFlight);
    expect(answers.map((a) => a.status)).toEqual(Array(count).fill(200));
    expect(answers.map((a) => a.connection)).toEqual(Array(count).fill('close'));
    for (const a of answers) expect(JSON.parse(a.body)).toEqual({ blogs: [] });

    const exit = await Promise.race([
      server.exited,
      new Promise<never>((_, reject) =>
        setTimeout(() => reject(new Error(`no exit:\n${server.output()}`)), SHUTDOWN_BOUND_MS + 5_000),
      ),
    ]);
    expect({ code: exit.code, signal: exit.signal }).toEqual({ code: 0, signal: null });
    // Drained as soon as the slow answers were sent, far inside the force-exit bound.
    expect(exit.at - signalled).toBeLessThan(SLOW_MS + 3_000);
  }, 60_000);
});
