import { ROOT_CONTEXT } from '@opentelemetry/api';
import { tracing } from '@opentelemetry/sdk-node';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { alwaysSampledTraceId, spanId, traceparent } from './trace-id';

// The trace the cluster test follows is kept by the installed SDK's ratio sampler at any ratio.

describe('alwaysSampledTraceId', () => {
  it.each([0.0001, 0.05, 0.5, 1])('is sampled at ratio %d', (ratio) => {
    const sampler = new tracing.TraceIdRatioBasedSampler(ratio);
    for (let i = 0; i < 200; i++) {
      const id = alwaysSampledTraceId();
      expect(id).toMatch(/^[0-9a-f]{32}$/);
      const { decision } = sampler.shouldSample(ROOT_CONTEXT, id);
      expect(decision).toBe(tracing.SamplingDecision.RECORD_AND_SAMPLED);
    }
  });

  it('differs from call to call', () => {
    expect(new Set(Array.from({ length: 100 }, alwaysSampledTraceId)).size).toBe(100);
  });

  it('an ordinary random id is mostly not sampled at 5% (the sampler does decide by the id)', () => {
    const sampler = new tracing.TraceIdRatioBasedSampler(0.05);
    const kept = fc
      .sample(fc.stringMatching(/^[0-9a-f]{32}$/), 400)
      .filter((id) => sampler.shouldSample(ROOT_CONTEXT, id).decision === tracing.SamplingDecision.RECORD_AND_SAMPLED);
    expect(kept.length).toBeLessThan(60);
  });
});

describe('traceparent', () => {
  it('is a sampled W3C traceparent', () => {
    expect(traceparent(alwaysSampledTraceId(), spanId())).toMatch(/^00-[0-9a-f]{32}-[0-9a-f]{16}-01$/);
  });
});
