import { describe, expect, it } from 'vitest';
import { followTrace, type SpanLike } from './trace-links';

// One request through nginx, a replica and the backend, as the spans tell it.

const T = 'a'.repeat(32);
const CALLER = '1'.repeat(16);
const span = (spanId: string, parentSpanId: string, name: string, service: string, traceId = T): SpanLike => ({
  traceId,
  spanId,
  parentSpanId,
  name,
  service,
});
const bff = 'storefront-bff';
const backend = 'storefront-backend';
const whole = [
  span('s1', CALLER, 'POST api:create-cart', bff),
  span('s2', 's1', 'upstream create-cart', bff),
  span('s3', 's2', 'POST', bff),
  span('b1', 's3', 'POST /api/ecom/v1.0/create-cart', backend),
  span('x1', CALLER, 'POST api:create-cart', bff, 'b'.repeat(32)),
];

describe('followTrace', () => {
  it('finds the replica continuing the caller and the backend under the replica', () => {
    const links = followTrace(whole, T, CALLER, 'upstream create-cart');
    expect(links.problems).toEqual([]);
    expect([
      links.bff,
      links.backend,
      links.entry?.spanId,
      links.backendEntry?.spanId,
      links.backendParent?.name,
    ]).toEqual([3, 1, 's1', 'b1', 'POST']);
  });

  it.each([
    [
      'the traceparent lost at nginx',
      whole.map((s) => (s.spanId === 's1' ? { ...s, parentSpanId: '' } : s)),
      ["no storefront-bff span is the caller's child: the traceparent did not reach a replica"],
    ],
    ['no backend span', whole.filter((s) => s.service !== backend), ['no storefront-backend span in the trace']],
    [
      'the backend starting its own trace',
      whole.map((s) => (s.spanId === 'b1' ? { ...s, parentSpanId: '' } : s)),
      ['no storefront-backend span is the child of a storefront-bff span (its parents: none)'],
    ],
    ['no upstream span', whole.filter((s) => s.spanId !== 's2'), ['no "upstream create-cart" span']],
    [
      'another trace only',
      whole.filter((s) => s.traceId !== T),
      [
        "no storefront-bff span is the caller's child: the traceparent did not reach a replica",
        'no storefront-backend span in the trace',
        'no "upstream create-cart" span',
      ],
    ],
  ])('%s', (_what, spans, problems) => {
    expect(followTrace(spans, T, CALLER, 'upstream create-cart').problems).toEqual(problems);
  });
});
