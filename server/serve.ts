import { createServer, type Server } from 'node:http';
import { boot, type BootOptions } from './boot';
import { createDrain } from './graceful-drain';
import type { RenderSetup } from './render/render-setup';
import { watchConnections } from './backend/metrics/node-metrics';
import type { Tracing } from './telemetry/start-tracing';

// The process around the app: listen, signals, graceful drain, exit codes. server/index.ts
// calls it with the real render; the shutdown test spawns a process that calls it with the
// test render, so both run this same code.

export interface ServeOptions {
  env: NodeJS.ProcessEnv;
  dev?: boolean;
  /** The SSR entry and assets; Vite needs the HTTP server for hot reload. */
  render(httpServer: Server): Promise<RenderSetup>;
  /** Started by the entry point before anything else; its queued spans are sent before exiting. */
  tracing?: Tracing;
}

export async function serve(options: ServeOptions): Promise<void> {
  const httpServer = createServer();
  // Before the app's listener, so a response started while draining is marked in time.
  const drain = createDrain(httpServer);
  const bootOptions: BootOptions = {
    env: options.env,
    render: () => options.render(httpServer),
    draining: () => drain.draining,
    ...(options.dev && { dev: true }),
  };
  const booted = await boot(bootOptions);
  const { config, logger } = booted;

  httpServer.on('request', booted.app);
  if (booted.metricsServer) watchConnections(booted.metrics.registry, httpServer);
  httpServer.keepAliveTimeout = 65_000; // longer than common load balancer idle timeouts
  await new Promise<void>((ok) => httpServer.listen(config.port, config.host, ok));
  const address = httpServer.address();
  const port = typeof address === 'object' && address ? address.port : config.port;
  // Where this process listens, and the public address (SITE_URL) its links and cookies use.
  logger.info(
    { port, siteUrl: config.siteUrl, dev: Boolean(options.dev), tracing: Boolean(options.tracing) },
    `storefront listening on ${config.host ?? '0.0.0.0'}:${port}`,
  );

  // SIGTERM/SIGINT: readiness fails at once, no new connections, in-flight requests finish
  // with `Connection: close`, then boot's resources close and the exit code is 0. Only a drain
  // that outlasts SHUTDOWN_TIMEOUT_MS (longer than any render or upstream call) exits with 1;
  // a second signal exits with 1 at once (an impatient Ctrl-C).
  const shutdown = (signal: string) => {
    if (drain.draining) {
      logger.warn({ signal, inFlight: drain.inFlight }, 'second signal: exiting without waiting');
      process.exit(1);
    }
    logger.info(
      { signal, inFlight: drain.inFlight, timeoutMs: config.shutdownTimeoutMs },
      'shutting down: draining in-flight requests',
    );
    const force = setTimeout(() => {
      logger.error(
        { inFlight: drain.inFlight, timeoutMs: config.shutdownTimeoutMs },
        'shutdown timed out: exiting with requests in flight',
      );
      process.exit(1);
    }, config.shutdownTimeoutMs);
    force.unref();
    drain
      .start()
      .then(() => booted.close())
      .then(() => options.tracing?.shutdown())
      .then(
        () => {
          logger.info('drained: exiting');
          process.exit(0);
        },
        (err: unknown) => {
          logger.error({ err }, 'closing resources failed');
          process.exit(1);
        },
      );
  };
  process.on('SIGTERM', () => shutdown('SIGTERM'));
  process.on('SIGINT', () => shutdown('SIGINT'));
}
