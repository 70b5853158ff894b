import { describe, expect, it } from 'vitest';
import { tracingWanted } from './tracing-env';

describe('tracingWanted', () => {
  it.each([
    [{}, false],
    [{ OTEL_EXPORTER_OTLP_ENDPOINT: 'http://127.0.0.1:4318' }, true],
    [{ OTEL_EXPORTER_OTLP_TRACES_ENDPOINT: 'http://127.0.0.1:4318/v1/traces' }, true],
    [{ OTEL_EXPORTER_OTLP_ENDPOINT: '  ' }, false],
    [{ OTEL_EXPORTER_OTLP_ENDPOINT: 'http://c:4318', OTEL_SDK_DISABLED: 'true' }, false],
    [{ OTEL_EXPORTER_OTLP_ENDPOINT: 'http://c:4318', OTEL_SDK_DISABLED: 'TRUE' }, false],
    [{ OTEL_EXPORTER_OTLP_ENDPOINT: 'http://c:4318', OTEL_SDK_DISABLED: 'false' }, true],
    [{ OTEL_EXPORTER_OTLP_ENDPOINT: 'http://c:4318', OTEL_TRACES_EXPORTER: 'none' }, false],
    [{ OTEL_SDK_DISABLED: 'false' }, false],
  ])('%j → on: %s', (env, on) => {
    expect(tracingWanted(env, 'storefront-bff').on).toBe(on);
  });

  it.each([
    [{}, 'storefront-bff'],
    [{ OTEL_SERVICE_NAME: 'shop-eu' }, 'shop-eu'],
    [{ OTEL_SERVICE_NAME: '' }, 'storefront-bff'],
  ])('service name of %j is %s', (env, name) => {
    expect(tracingWanted(env, 'storefront-bff').serviceName).toBe(name);
  });

  it.each([
    [{}, false],
    [{ OTEL_EXPORTER_OTLP_PROTOCOL: 'http/protobuf' }, true],
    [{ OTEL_EXPORTER_OTLP_TRACES_PROTOCOL: 'http/json' }, true],
  ])('protocol of %j from the environment: %s', (env, fromEnv) => {
    expect(tracingWanted(env, 'x').protocolFromEnv).toBe(fromEnv);
  });
});
