import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { createDrain, IDLE_GRACE_MS, type Drain } from './graceful-drain';

// The drain on a real HTTP server on loopback, in process: what each kind of connection
// sees when the drain starts. The whole-process test is server/security/graceful-shutdown.test.ts.

interface Answer {
  status: number;
  connection: string | undefined;
  body: string;
}

let cleanup: (() => void)[] = [];
afterEach(() => {
  for (const c of cleanup) c();
  cleanup = [];
});

/** A short grace keeps these tests quick; the default's own test is the first. */
const GRACE_MS = 300;

async function serve(
  handler: http.RequestListener,
  graceMs = GRACE_MS,
): Promise<{ server: http.Server; drain: Drain; port: number }> {
  const server = http.createServer();
  const drain = createDrain(server, graceMs);
  server.on('request', handler);
  server.keepAliveTimeout = 65_000;
  await new Promise<void>((ok) => server.listen(0, '127.0.0.1', ok));
  cleanup.push(() => server.closeAllConnections());
  return { server, drain, port: (server.address() as AddressInfo).port };
}

function get(port: number, agent: http.Agent, path = '/'): Promise<Answer> {
  return new Promise((resolve, reject) => {
    http
      .get({ host: '127.0.0.1', port, path, agent }, (res) => {
        let body = '';
        res.setEncoding('utf8');
        res.on('data', (c: string) => (body += c));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, connection: res.headers.connection, body }));
      })
      .on('error', reject);
  });
}

function keepAliveAgent(): http.Agent {
  const agent = new http.Agent({ keepAlive: true });
  cleanup.push(() => agent.destroy());
  return agent;
}

const within = <T>(work: Promise<T>, ms: number) =>
  Promise.race([
    work,
    new Promise<never>((_, reject) => setTimeout(() => reject(new Error(`not within ${ms} ms`)), ms)),
  ]);

describe('createDrain', () => {
  it('closes idle kept-alive sockets after the grace: not at once, and not after keepAliveTimeout', async () => {
    const { drain, port } = await serve((_req, res) => res.end('ok'), IDLE_GRACE_MS);
    const agent = keepAliveAgent();
    expect((await get(port, agent)).connection).toBe('keep-alive');
    const started = Date.now();
    await within(drain.start(), IDLE_GRACE_MS + 1_000);
    // Not before the grace: a balancer closes its idle connections first (deploy/nginx.conf).
    expect(Date.now() - started).toBeGreaterThanOrEqual(IDLE_GRACE_MS - 300);
    expect(drain.draining).toBe(true);
  });

  it('a request sent on an idle kept-alive socket as the drain begins is answered, with Connection: close', async () => {
    // A load balancer may be writing on its idle connection at that moment; closing the
    // socket at once would reset the request.
    const { drain, port } = await serve((_req, res) => res.end('ok'));
    const agent = keepAliveAgent();
    expect((await get(port, agent)).connection).toBe('keep-alive');
    const closed = drain.start();
    const got = await get(port, agent);
    expect([got.status, got.connection, got.body]).toEqual([200, 'close', 'ok']);
    await within(closed, GRACE_MS + 1_000);
  });

  it.each([
    ['setHeader', (res: http.ServerResponse) => res.setHeader('Connection', 'keep-alive').end('late')],
    ['writeHead headers', (res: http.ServerResponse) => res.writeHead(200, { connection: 'keep-alive' }).end('late')],
    [
      'writeHead after setHeader',
      (res: http.ServerResponse) => res.setHeader('x-a', '1').writeHead(200, ['Connection', 'keep-alive']).end('late'),
    ],
    ['plain', (res: http.ServerResponse) => res.end('late')],
  ])('a response not yet started when the drain begins says Connection: close (%s)', async (_label, answer) => {
    let release = () => {};
    const { drain, port } = await serve((_req, res) => {
      release = () => answer(res);
    });
    const agent = keepAliveAgent();
    const pending = get(port, agent);
    await new Promise((r) => setTimeout(r, 50));
    const closed = drain.start();
    expect(drain.inFlight).toBe(1);
    release();
    const got = await pending;
    expect([got.status, got.connection, got.body]).toEqual([200, 'close', 'late']);
    await within(closed, 1_000);
    expect(drain.inFlight).toBe(0);
  });

  it('a response already streaming when the drain begins finishes, then its socket closes once idle for the grace', async () => {
    let finish = () => {};
    const { drain, port } = await serve((_req, res) => {
      res.writeHead(200, { 'content-type': 'text/plain' });
      res.write('first ');
      finish = () => res.end('last');
    });
    const agent = keepAliveAgent();
    const pending = get(port, agent);
    await new Promise((r) => setTimeout(r, 50));
    const closed = drain.start();
    finish();
    const got = await pending;
    expect([got.status, got.body]).toEqual([200, 'first last']);
    await within(closed, GRACE_MS + 1_000);
  });

  it('refuses new connections once draining', async () => {
    let release = () => {};
    const { drain, port } = await serve((_req, res) => {
      release = () => res.end('ok');
    });
    const pending = get(port, keepAliveAgent());
    await new Promise((r) => setTimeout(r, 50));
    const closed = drain.start();
    await expect(get(port, new http.Agent())).rejects.toMatchObject({ code: 'ECONNREFUSED' });
    release();
    await pending;
    await within(closed, 1_000);
  });

  it('start() is idempotent', async () => {
    const { drain } = await serve((_req, res) => res.end());
    expect(drain.start()).toBe(drain.start());
    await within(drain.start(), 1_000);
  });
});
