import type { ReceivedSpan } from './receiver';

// Just enough of the protobuf wire format to read an OTLP ExportTraceServiceRequest
// (opentelemetry/proto/collector/trace/v1): resource spans → resource attributes and scope
// spans → spans (ids, parent, name, attributes). Fields we do not read are skipped by wire type.

type Field = { no: number; varint?: bigint; bytes?: Buffer; fixed64?: Buffer };

function varint(buf: Buffer, at: { i: number }): bigint {
  let result = 0n;
  let shift = 0n;
  for (;;) {
    if (at.i >= buf.length) throw new Error('truncated varint');
    const byte = buf[at.i++]!;
    result |= BigInt(byte & 0x7f) << shift;
    if ((byte & 0x80) === 0) return result;
    shift += 7n;
    if (shift > 70n) throw new Error('varint too long');
  }
}

function fields(buf: Buffer): Field[] {
  const out: Field[] = [];
  const at = { i: 0 };
  while (at.i < buf.length) {
    const key = Number(varint(buf, at));
    const no = key >>> 3;
    const type = key & 7;
    if (type === 0) out.push({ no, varint: varint(buf, at) });
    else if (type === 1) {
      out.push({ no, fixed64: buf.subarray(at.i, at.i + 8) });
      at.i += 8;
    } else if (type === 2) {
      const len = Number(varint(buf, at));
      if (at.i + len > buf.length) throw new Error('truncated field');
      out.push({ no, bytes: buf.subarray(at.i, at.i + len) });
      at.i += len;
    } else if (type === 5) at.i += 4;
    else throw new Error(`unsupported wire type ${type}`);
  }
  return out;
}

const each = (buf: Buffer | undefined, no: number) => (buf ? fields(buf).filter((f) => f.no === no) : []);
const one = (buf: Buffer | undefined, no: number) => each(buf, no).at(-1);

function anyValue(buf: Buffer | undefined): unknown {
  for (const f of buf ? fields(buf) : []) {
    if (f.no === 1) return f.bytes!.toString('utf8');
    if (f.no === 2) return f.varint !== 0n;
    if (f.no === 3) return Number(BigInt.asIntN(64, f.varint!));
    if (f.no === 4) return f.fixed64!.readDoubleLE(0);
    if (f.no === 5) return each(f.bytes, 1).map((v) => anyValue(v.bytes));
    if (f.no === 6) return attributes(f.bytes, 1);
    if (f.no === 7) return f.bytes!.toString('hex');
  }
  return undefined;
}

/** Repeated KeyValue (key = 1, value = 2) at field `no`. */
function attributes(buf: Buffer | undefined, no: number): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const kv of each(buf, no)) {
    const key = one(kv.bytes, 1)?.bytes?.toString('utf8');
    if (key !== undefined) out[key] = anyValue(one(kv.bytes, 2)?.bytes);
  }
  return out;
}

const hexOf = (f: Field | undefined) => f?.bytes?.toString('hex') ?? '';

export function decodeProtobufSpans(body: Buffer): ReceivedSpan[] {
  const spans: ReceivedSpan[] = [];
  for (const rs of each(body, 1)) {
    const resource = one(rs.bytes, 1)?.bytes;
    const service = String(attributes(resource, 1)['service.name'] ?? '');
    for (const ss of each(rs.bytes, 2)) {
      for (const s of each(ss.bytes, 2)) {
        spans.push({
          traceId: hexOf(one(s.bytes, 1)),
          spanId: hexOf(one(s.bytes, 2)),
          parentSpanId: hexOf(one(s.bytes, 4)),
          name: one(s.bytes, 5)?.bytes?.toString('utf8') ?? '',
          service,
          attributes: attributes(s.bytes, 9),
        });
      }
    }
  }
  return spans;
}
