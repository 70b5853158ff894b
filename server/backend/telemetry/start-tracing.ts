import type { IncomingMessage } from 'node:http';
import { tracingWanted } from './tracing-env';

// Starts the OpenTelemetry Node SDK when an OTLP endpoint is configured (tracing-env.ts):
// W3C trace context in and out, the HTTP instrumentation (incoming requests of this process's
// servers: the BFF, the embedded backend) and the undici one (the global fetch every upstream
// call goes through, which sends `traceparent`). Must run before Express and the servers are
// loaded (server/index.ts, server/backend/standalone.ts import the rest afterwards). The SDK is
// loaded only here, so a process without tracing never loads it. Here, beside the backend, as
// its metrics server: both processes start it, and the backend imports nothing of the BFF.

export interface Tracing {
  /** Sends the spans still queued, then stops. */
  shutdown(): Promise<void>;
}

/** Nobody's request to follow: scrapes and probes, many a second on every replica. */
const UNTRACED_PATHS = new Set(['/metrics', '/healthz', '/readyz']);

export async function startTracing(env: NodeJS.ProcessEnv, defaultService: string): Promise<Tracing | null> {
  const wanted = tracingWanted(env, defaultService);
  if (!wanted.on) return null;
  const [{ NodeSDK }, { HttpInstrumentation }, { UndiciInstrumentation }, { OTLPTraceExporter }] = await Promise.all([
    import('@opentelemetry/sdk-node'),
    import('@opentelemetry/instrumentation-http'),
    import('@opentelemetry/instrumentation-undici'),
    import('@opentelemetry/exporter-trace-otlp-http'),
  ]);
  const sdk = new NodeSDK({
    serviceName: wanted.serviceName,
    instrumentations: [
      new HttpInstrumentation({
        ignoreIncomingRequestHook: (req: IncomingMessage) => UNTRACED_PATHS.has((req.url ?? '').split('?')[0]!),
        // our outgoing calls are fetch (undici, below); node:http clients (Redis is not one) are not ours to follow
        disableOutgoingRequestInstrumentation: true,
      }),
      new UndiciInstrumentation(),
    ],
    // Unset protocol: OTLP/HTTP JSON. Set: the SDK picks the exporter it names (http/protobuf, grpc).
    ...(!wanted.protocolFromEnv && { traceExporter: new OTLPTraceExporter() }),
    // traces only: no metrics (Prometheus has them) and no log export (pino writes the logs)
    metricReaders: [],
    logRecordProcessors: [],
  });
  sdk.start();
  return { shutdown: () => sdk.shutdown() };
}
