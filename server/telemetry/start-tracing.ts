import { startTracing as startSdk, type Tracing } from '../backend/telemetry/start-tracing';
import { markTracingOn } from './spans';

// The BFF's tracing start: the SDK (server/backend/telemetry/start-tracing.ts), then our own
// spans switched on (spans.ts), which stay plain function calls otherwise.

export type { Tracing };

export async function startTracing(env: NodeJS.ProcessEnv, defaultService: string): Promise<Tracing | null> {
  const tracing = await startSdk(env, defaultService);
  if (tracing) markTracingOn();
  return tracing;
}
