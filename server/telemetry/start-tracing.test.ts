import { trace } from '@opentelemetry/api';
import { describe, expect, it } from 'vitest';
import { inSpan, startSpan, tracingOn } from './spans';
import { startTracing } from './start-tracing';

// Without an endpoint (or with the SDK disabled) nothing starts: no tracer provider is
// registered, the API's spans record nothing, and ours are plain calls.
describe('startTracing, not configured', () => {
  it.each([
    [{}],
    [{ OTEL_SERVICE_NAME: 'shop' }],
    [{ OTEL_EXPORTER_OTLP_ENDPOINT: 'http://127.0.0.1:9', OTEL_SDK_DISABLED: 'true' }],
    [{ OTEL_EXPORTER_OTLP_ENDPOINT: 'http://127.0.0.1:9', OTEL_TRACES_EXPORTER: 'none' }],
  ])('%j starts nothing', async (env) => {
    expect(await startTracing(env, 'storefront-bff')).toBeNull();
    expect(tracingOn()).toBe(false);
    expect(trace.getTracer('probe').startSpan('probe').isRecording()).toBe(false);
    expect(startSpan('render shell')).toBeUndefined();
    await expect(inSpan('upstream x', {}, async (span) => span)).resolves.toBeUndefined();
  });
});
