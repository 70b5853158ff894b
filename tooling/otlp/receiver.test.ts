import { context, trace } from '@opentelemetry/api';
import { OTLPTraceExporter as JsonExporter } from '@opentelemetry/exporter-trace-otlp-http';
import { OTLPTraceExporter as ProtobufExporter } from '@opentelemetry/exporter-trace-otlp-proto';
import { resourceFromAttributes } from '@opentelemetry/resources';
import { NodeTracerProvider, SimpleSpanProcessor, type SpanExporter } from '@opentelemetry/sdk-trace-node';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_SPANS, startOtlpReceiver, type OtlpReceiver } from './receiver';

// The receiver reads what the OpenTelemetry exporters really send: OTLP/HTTP JSON (ours) and
// protobuf (the SDK's default when OTEL_EXPORTER_OTLP_PROTOCOL asks for it). A provider of the
// test's own, never registered globally, exports a parent and a child span to it.

let receiver: OtlpReceiver;
beforeAll(async () => {
  receiver = await startOtlpReceiver();
});
afterAll(() => receiver.close());

async function exportTwoSpans(exporter: SpanExporter, service: string) {
  const provider = new NodeTracerProvider({
    resource: resourceFromAttributes({ 'service.name': service }),
    spanProcessors: [new SimpleSpanProcessor(exporter)],
  });
  const tracer = provider.getTracer('test');
  const parent = tracer.startSpan('GET /products/:handle', { attributes: { 'http.route': '/products/:handle' } });
  const child = tracer.startSpan(
    'upstream get-product-by-handle',
    { attributes: { 'upstream.call': 'get-product-by-handle', attempt: 2, hit: false, ratio: 0.5, tags: ['a', 'b'] } },
    trace.setSpan(context.active(), parent),
  );
  child.end();
  parent.end();
  await provider.forceFlush();
  await provider.shutdown();
  return { parent: parent.spanContext(), child: child.spanContext() };
}

describe.each([
  ['JSON', (url: string) => new JsonExporter({ url: `${url}/v1/traces` })],
  ['protobuf', (url: string) => new ProtobufExporter({ url: `${url}/v1/traces` })],
])('OTLP/HTTP %s', (format, exporterFor) => {
  it('keeps each span with its ids, parent, name, service and attributes', async () => {
    const service = `svc-${format}`;
    const { parent, child } = await exportTwoSpans(exporterFor(receiver.url), service);
    const got = receiver.spans().filter((s) => s.service === service);
    expect(got).toHaveLength(2);
    const p = got.find((s) => s.spanId === parent.spanId)!;
    const c = got.find((s) => s.spanId === child.spanId)!;
    expect(p).toMatchObject({ traceId: parent.traceId, parentSpanId: '', name: 'GET /products/:handle' });
    expect(p.attributes['http.route']).toBe('/products/:handle');
    expect(c).toMatchObject({ traceId: parent.traceId, parentSpanId: parent.spanId });
    expect(c.attributes).toEqual({
      'upstream.call': 'get-product-by-handle',
      attempt: 2,
      hit: false,
      ratio: 0.5,
      tags: ['a', 'b'],
    });
    expect(c.traceId).toMatch(/^[0-9a-f]{32}$/);
  });
});

describe('bounds and refusals', () => {
  it('keeps the newest spans only', async () => {
    const own = await startOtlpReceiver();
    try {
      const batch = (from: number, count: number) => ({
        resourceSpans: [
          {
            resource: { attributes: [{ key: 'service.name', value: { stringValue: 'bulk' } }] },
            scopeSpans: [
              {
                spans: Array.from({ length: count }, (_, i) => ({
                  traceId: 'AB'.repeat(16),
                  spanId: (from + i).toString(16).padStart(16, '0'),
                  name: `s${from + i}`,
                })),
              },
            ],
          },
        ],
      });
      let sent = 0;
      for (; sent < MAX_SPANS + 15_000; sent += 15_000) {
        const res = await fetch(`${own.url}/v1/traces`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify(batch(sent, 15_000)),
        });
        expect(res.status).toBe(200);
      }
      const spans = own.spans();
      expect(spans).toHaveLength(MAX_SPANS);
      expect(spans.at(-1)!.name).toBe(`s${sent - 1}`);
      expect(spans[0]!.name).toBe(`s${sent - MAX_SPANS}`);
      expect(spans[0]!.traceId).toBe('ab'.repeat(16));
    } finally {
      await own.close();
    }
  });

  it.each([
    ['application/json', 'not json'],
    ['application/x-protobuf', '\u00ff\u00ff\u00ff'],
  ])('answers 400 to an unreadable %s body', async (type, body) => {
    const res = await fetch(`${receiver.url}/v1/traces`, { method: 'POST', headers: { 'content-type': type }, body });
    expect(res.status).toBe(400);
  });

  it('answers 404 anywhere else', async () => {
    expect((await fetch(`${receiver.url}/v1/metrics`, { method: 'POST', body: '{}' })).status).toBe(404);
  });
});
