import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { gunzipSync } from 'node:zlib';
import { decodeProtobufSpans } from './protobuf';

// A tiny OTLP/HTTP trace receiver standing in for a collector in tests, the bench and the
// cluster test: POST /v1/traces, JSON (our exporter's default) or protobuf (the SDK's when
// OTEL_EXPORTER_OTLP_PROTOCOL=http/protobuf), gzip or not. It keeps the last 50,000 spans,
// flattened to what a test asks: ids, parent, name, the sending service, attributes.

export interface ReceivedSpan {
  /** Lowercase hex, as in `traceparent`. */
  traceId: string;
  spanId: string;
  /** '' for a root span. */
  parentSpanId: string;
  name: string;
  /** The resource's service.name. */
  service: string;
  attributes: Record<string, unknown>;
}

export interface OtlpReceiver {
  /** The base to put in OTEL_EXPORTER_OTLP_ENDPOINT (the exporter appends /v1/traces). */
  url: string;
  spans(): ReceivedSpan[];
  close(): Promise<void>;
}

export const MAX_SPANS = 50_000;
const MAX_BODY = 32 * 1024 * 1024;

interface JsonKeyValue {
  key: string;
  value?: JsonAnyValue;
}
interface JsonAnyValue {
  stringValue?: string;
  boolValue?: boolean;
  intValue?: string | number;
  doubleValue?: number;
  bytesValue?: string;
  arrayValue?: { values?: JsonAnyValue[] };
  kvlistValue?: { values?: JsonKeyValue[] };
}
interface JsonSpan {
  traceId?: string;
  spanId?: string;
  parentSpanId?: string;
  name?: string;
  attributes?: JsonKeyValue[];
}
interface JsonRequest {
  resourceSpans?: {
    resource?: { attributes?: JsonKeyValue[] };
    scopeSpans?: { spans?: JsonSpan[] }[];
  }[];
}

function jsonValue(v: JsonAnyValue | undefined): unknown {
  if (!v) return undefined;
  if (v.stringValue !== undefined) return v.stringValue;
  if (v.boolValue !== undefined) return v.boolValue;
  if (v.intValue !== undefined) return Number(v.intValue);
  if (v.doubleValue !== undefined) return v.doubleValue;
  if (v.bytesValue !== undefined) return v.bytesValue;
  if (v.arrayValue) return (v.arrayValue.values ?? []).map(jsonValue);
  if (v.kvlistValue) return jsonAttributes(v.kvlistValue.values);
  return undefined;
}

function jsonAttributes(list: JsonKeyValue[] | undefined): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const kv of list ?? []) out[kv.key] = jsonValue(kv.value);
  return out;
}

/** OTLP JSON ids are hex (the spec's exception to proto3 JSON's base64); lowercase them. */
const hex = (id: string | undefined) => (id ?? '').toLowerCase();

export function decodeJsonSpans(body: JsonRequest): ReceivedSpan[] {
  const spans: ReceivedSpan[] = [];
  for (const rs of body.resourceSpans ?? []) {
    const service = String(jsonAttributes(rs.resource?.attributes)['service.name'] ?? '');
    for (const ss of rs.scopeSpans ?? []) {
      for (const s of ss.spans ?? []) {
        spans.push({
          traceId: hex(s.traceId),
          spanId: hex(s.spanId),
          parentSpanId: hex(s.parentSpanId),
          name: s.name ?? '',
          service,
          attributes: jsonAttributes(s.attributes),
        });
      }
    }
  }
  return spans;
}

export async function startOtlpReceiver(opts: { port?: number; host?: string } = {}): Promise<OtlpReceiver> {
  let kept: ReceivedSpan[] = [];
  const server = createServer((req, res) => {
    if (req.method !== 'POST' || !(req.url ?? '').startsWith('/v1/traces')) {
      res.writeHead(404).end();
      return;
    }
    const chunks: Buffer[] = [];
    let size = 0;
    req.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > MAX_BODY) req.destroy();
      else chunks.push(chunk);
    });
    req.on('end', () => {
      try {
        let body = Buffer.concat(chunks);
        if (req.headers['content-encoding'] === 'gzip') body = gunzipSync(body);
        const protobuf = (req.headers['content-type'] ?? '').includes('protobuf');
        const spans = protobuf ? decodeProtobufSpans(body) : decodeJsonSpans(JSON.parse(body.toString('utf8')));
        kept.push(...spans);
        // bounded: the newest MAX_SPANS, trimmed in batches rather than on every request
        if (kept.length > MAX_SPANS * 1.2) kept = kept.slice(-MAX_SPANS);
        res.writeHead(200, { 'content-type': protobuf ? 'application/x-protobuf' : 'application/json' });
        res.end(protobuf ? undefined : '{}');
      } catch (err) {
        res.writeHead(400, { 'content-type': 'text/plain' }).end(`unreadable OTLP request: ${(err as Error).message}`);
      }
    });
  });
  await new Promise<void>((ok, fail) => {
    server.once('error', fail);
    server.listen(opts.port ?? 0, opts.host ?? '127.0.0.1', ok);
  });
  const { address, port } = server.address() as AddressInfo;
  const host = address.includes(':') ? `[${address}]` : address;
  return {
    url: `http://${host}:${port}`,
    spans: () => (kept.length > MAX_SPANS ? kept.slice(-MAX_SPANS) : kept.slice()),
    close: () =>
      new Promise<void>((ok) => {
        server.closeAllConnections();
        server.close(() => ok());
      }),
  };
}
