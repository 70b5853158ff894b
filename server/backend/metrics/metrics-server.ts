import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Registry } from 'prom-client';

// GET /metrics in the Prometheus text format, on a port of its own (METRICS_PORT,
// BACKEND_METRICS_PORT), loopback unless told otherwise: never through the shop's port or a
// public proxy. Several registries (the BFF's and the embedded backend's, one process) are
// merged at each scrape; anything else answers 404 without reading the registries.

export interface MetricsServerOptions {
  port: number;
  host: string;
  /** The registries served, read at each scrape. */
  registries: () => readonly Registry[];
}

export interface RunningMetricsServer {
  /** http://host:port/metrics */
  url: string;
  port: number;
  close(): Promise<void>;
}

export async function startMetricsServer(o: MetricsServerOptions): Promise<RunningMetricsServer> {
  const server: Server = createServer((req, res) => {
    const path = (req.url ?? '').split('?', 1)[0];
    if (path !== '/metrics' || (req.method !== 'GET' && req.method !== 'HEAD')) {
      res.writeHead(path === '/metrics' ? 405 : 404, { 'content-type': 'text/plain' }).end('Not found\n');
      return;
    }
    const registries = o.registries();
    const registry = registries.length === 1 ? registries[0]! : Registry.merge([...registries]);
    registry.metrics().then(
      (text) => {
        res.writeHead(200, { 'content-type': registry.contentType, 'cache-control': 'no-store' });
        res.end(req.method === 'HEAD' ? undefined : text);
      },
      (err: unknown) => {
        res.writeHead(500, { 'content-type': 'text/plain' }).end(`metrics failed: ${String(err)}\n`);
      },
    );
  });
  // A scraper keeps its connection; closing the server must not wait for it.
  server.keepAliveTimeout = 65_000;
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(o.port, o.host, () => resolve());
  });
  const { port } = server.address() as AddressInfo;
  const urlHost = o.host.includes(':') ? `[${o.host}]` : o.host === '0.0.0.0' ? '127.0.0.1' : o.host;
  return {
    url: `http://${urlHost}:${port}/metrics`,
    port,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
