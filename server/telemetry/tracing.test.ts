import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startOtlpReceiver, type OtlpReceiver, type ReceivedSpan } from '../../tooling/otlp/receiver';
import { spawnServer, type SpawnedServer } from '../test-support/spawn-server';

// The whole process with tracing on (OTEL_EXPORTER_OTLP_ENDPOINT at a local OTLP receiver) and
// off: a page request continues the incoming `traceparent`; the upstream call's fetch carries it
// to the embedded backend (its own HTTP server in the same process), whose server span is the
// child of that fetch's client span; the log lines carry the trace id; pages say where their
// time went in Server-Timing, rendered or kept.

const PRODUCT = '/products/gentle-foaming-cleanser';
/** A process of its own (tsx, Vite for the SSR entry) starts slowly on a busy machine. */
const STARTUP_MS = 120_000;
const hex = (bytes: number) => randomBytes(bytes).toString('hex');

async function spansOf(receiver: OtlpReceiver, traceId: string, done: (spans: ReceivedSpan[]) => boolean) {
  const end = Date.now() + 10_000;
  for (;;) {
    const spans = receiver.spans().filter((s) => s.traceId === traceId);
    if (done(spans)) return spans;
    if (Date.now() > end) throw new Error(`spans not received: ${JSON.stringify(spans.map((s) => s.name))}`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

describe('tracing on', () => {
  let receiver: OtlpReceiver;
  let server: SpawnedServer;
  beforeAll(async () => {
    receiver = await startOtlpReceiver();
    server = await spawnServer({
      OTEL_EXPORTER_OTLP_ENDPOINT: receiver.url,
      OTEL_BSP_SCHEDULE_DELAY: '50',
      PAGE_CACHE: 'on',
    });
  }, STARTUP_MS);
  afterAll(async () => {
    await server?.stop();
    await receiver?.close();
  });

  it('a page request continues the incoming trace through the upstream call into the backend', async () => {
    const traceId = hex(16);
    const parentId = hex(8);
    const res = await fetch(server.url + PRODUCT, { headers: { traceparent: `00-${traceId}-${parentId}-01` } });
    expect(res.status).toBe(200);
    expect(res.headers.get('traceresponse')).toMatch(new RegExp(`^00-${traceId}-[0-9a-f]{16}-01$`));

    const spans = await spansOf(
      receiver,
      traceId,
      (s) =>
        s.some(
          (x) => x.parentSpanId !== '' && s.some((p) => p.name.startsWith('upstream ') && x.parentSpanId === p.spanId),
        ) && s.some((x) => x.name === 'GET /products/:handle'),
    );
    const request = spans.find((s) => s.name === 'GET /products/:handle')!;
    expect(request.parentSpanId).toBe(parentId);
    expect(request.attributes['http.route']).toBe('/products/:handle');
    expect(request.service).toBe('storefront-bff');
    // made by the HTTP instrumentation (it sees our ESM servers), not by request-span.ts's fallback
    expect(request.attributes['server.port']).toBeDefined();
    expect(res.headers.get('traceresponse')).toBe(`00-${traceId}-${request.spanId}-01`);

    expect(spans.map((s) => s.name)).toContain('upstream get-product-by-handle');
    const upstream = spans.find((s) => s.name === 'upstream get-product-by-handle')!;
    expect(upstream.attributes['upstream.call']).toBe('get-product-by-handle');
    // the fetch's client span (undici), carrying traceparent, under our upstream span
    const client = spans.find((s) => s.parentSpanId === upstream.spanId)!;
    expect(client).toBeDefined();
    // the embedded backend's server span: same trace, child of that client span
    const backend = await spansOf(receiver, traceId, (s) => s.some((x) => x.parentSpanId === client.spanId));
    expect(backend.find((s) => s.parentSpanId === client.spanId)!.traceId).toBe(traceId);

    const names = new Set(spans.map((s) => s.name));
    for (const name of ['page cache', 'loaders', 'render shell', 'render all-ready']) expect(names).toContain(name);
  });

  it('every log line of a traced request carries its trace and span ids', async () => {
    const traceId = hex(16);
    const res = await fetch(server.url + '/no-such-page-here', {
      headers: { traceparent: `00-${traceId}-${hex(8)}-01` },
    });
    expect(res.status).toBe(404);
    const spanId = /^00-[0-9a-f]{32}-([0-9a-f]{16})-01$/.exec(res.headers.get('traceresponse') ?? '')?.[1];
    expect(spanId).toBeDefined();
    const end = Date.now() + 5_000;
    let lines: Record<string, unknown>[] = [];
    while (lines.length === 0 && Date.now() < end) {
      await new Promise((r) => setTimeout(r, 50));
      lines = server
        .output()
        .split('\n')
        .filter((l) => l.includes(traceId))
        .map((l) => JSON.parse(l) as Record<string, unknown>);
    }
    expect(lines.map((l) => l.msg)).toContain('request');
    for (const line of lines) expect([line.traceId, line.spanId]).toEqual([traceId, spanId]);
  });

  it('Server-Timing on a rendered page and on a kept one', async () => {
    const rendered = await fetch(server.url + '/about');
    expect(rendered.headers.get('x-cache')).toBe('MISS');
    expect(rendered.headers.get('server-timing')).toMatch(
      /^upstream;dur=\d+(\.\d)?, render;dur=\d+(\.\d)?, cache;desc=MISS$/,
    );
    const kept = await fetch(server.url + '/about');
    expect(kept.headers.get('x-cache')).toBe('HIT');
    expect(kept.headers.get('server-timing')).toBe('cache;desc=HIT');
    // a visitor's page, never kept, rendered by the page renderer
    const personal = await fetch(server.url + '/cart');
    expect(personal.status).toBe(200);
    expect(personal.headers.get('server-timing')).toMatch(/^upstream;dur=[\d.]+, render;dur=[\d.]+, cache;desc=MISS$/);
    expect(personal.headers.get('traceresponse')).toMatch(/^00-[0-9a-f]{32}-[0-9a-f]{16}-01$/);
  });
});

describe('tracing off', () => {
  let server: SpawnedServer;
  beforeAll(async () => {
    server = await spawnServer({ PAGE_CACHE: 'on' });
  }, STARTUP_MS);
  afterAll(() => server?.stop());

  it('starts nothing: no traceresponse, no trace ids in the logs; Server-Timing as ever', async () => {
    const traceId = hex(16);
    const res = await fetch(server.url + PRODUCT, { headers: { traceparent: `00-${traceId}-${hex(8)}-01` } });
    expect(res.status).toBe(200);
    expect(res.headers.get('traceresponse')).toBeNull();
    expect(res.headers.get('server-timing')).toMatch(/^upstream;dur=[\d.]+, render;dur=[\d.]+, cache;desc=MISS$/);
    expect((await fetch(server.url + PRODUCT)).headers.get('server-timing')).toBe('cache;desc=HIT');
    expect(server.output()).toMatch(/"tracing":false[^\n]*storefront listening/);
    expect(server.output()).not.toContain('"traceId"');
  });
});

describe('the standalone backend, tracing on', () => {
  let receiver: OtlpReceiver;
  let backend: ReturnType<typeof spawn>;
  let url: string;
  beforeAll(async () => {
    receiver = await startOtlpReceiver();
    backend = spawn(process.execPath, ['--import', 'tsx', 'server/backend/standalone.ts'], {
      cwd: process.cwd(),
      env: {
        PATH: process.env.PATH,
        NODE_ENV: 'test',
        DATA_DIR: ':memory:',
        BACKEND_PORT: '0',
        BACKEND_HOST: '127.0.0.1',
        OTEL_EXPORTER_OTLP_ENDPOINT: receiver.url,
        OTEL_BSP_SCHEDULE_DELAY: '50',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    url = await new Promise<string>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`backend did not start:\n${output}`)), STARTUP_MS - 5_000);
      backend.stdout!.on('data', (chunk: Buffer) => {
        output += chunk.toString();
        const m = /backend listening on (\S+)/.exec(output);
        if (m) {
          clearTimeout(timer);
          resolve(m[1]!);
        }
      });
      backend.once('exit', () => reject(new Error(`backend exited:\n${output}`)));
    });
  }, STARTUP_MS);
  afterAll(async () => {
    if (backend && backend.exitCode === null) {
      const exited = new Promise((r) => backend.once('exit', r));
      backend.kill('SIGTERM');
      await exited;
    }
    await receiver?.close();
  });

  it('continues the caller’s traceparent: its span has the trace id and the caller’s span as parent', async () => {
    const traceId = hex(16);
    const parentId = hex(8);
    const res = await fetch(`${url}/api/cms/v1.0/get-globals`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', traceparent: `00-${traceId}-${parentId}-01` },
      body: JSON.stringify({ fields: [] }),
    });
    // answered (a refusal of the empty field list is an answer too): the span is there either way
    expect(res.status).toBeLessThan(500);
    const [span] = await spansOf(receiver, traceId, (s) => s.length > 0);
    expect(span).toMatchObject({ traceId, parentSpanId: parentId, service: 'storefront-backend' });
  });
});
