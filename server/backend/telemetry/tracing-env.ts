// Whether this process exports traces: only when an OTLP endpoint is configured and the SDK is
// not switched off (the standard OpenTelemetry variables). Otherwise nothing is loaded or
// started and every @opentelemetry/api call stays the API's no-op.

export interface TracingWanted {
  on: boolean;
  /** The service name spans carry: OTEL_SERVICE_NAME, else the process's own default. */
  serviceName: string;
  /**
   * OTEL_EXPORTER_OTLP_(TRACES_)PROTOCOL as set: the SDK picks its exporter from it. Unset: we
   * export OTLP/HTTP JSON, which any collector and our test receiver read.
   */
  protocolFromEnv: boolean;
}

const isSet = (value: string | undefined) => value !== undefined && value.trim() !== '';

export function tracingWanted(env: NodeJS.ProcessEnv, defaultService: string): TracingWanted {
  const endpoint = isSet(env.OTEL_EXPORTER_OTLP_ENDPOINT) || isSet(env.OTEL_EXPORTER_OTLP_TRACES_ENDPOINT);
  const disabled = env.OTEL_SDK_DISABLED?.trim().toLowerCase() === 'true';
  // "none" turns traces off as the SDK reads it (it would start with no span processor)
  const none = env.OTEL_TRACES_EXPORTER?.trim().toLowerCase() === 'none';
  return {
    on: endpoint && !disabled && !none,
    serviceName: isSet(env.OTEL_SERVICE_NAME) ? env.OTEL_SERVICE_NAME!.trim() : defaultService,
    protocolFromEnv: isSet(env.OTEL_EXPORTER_OTLP_TRACES_PROTOCOL) || isSet(env.OTEL_EXPORTER_OTLP_PROTOCOL),
  };
}
