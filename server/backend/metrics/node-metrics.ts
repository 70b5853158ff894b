import type { Server } from 'node:http';
import { performance, type EventLoopUtilization } from 'node:perf_hooks';
import { collectDefaultMetrics, Gauge, type Registry } from 'prom-client';

// Node's own figures: prom-client's default collectors (event-loop lag, heap, GC, handles,
// CPU, memory), plus the two it lacks: event-loop utilisation since the last scrape (Node's
// performance.eventLoopUtilization) and the HTTP server's open connections.

export function collectNodeMetrics(registry: Registry): void {
  collectDefaultMetrics({ register: registry });
  let last: EventLoopUtilization = performance.eventLoopUtilization();
  new Gauge({
    name: 'nodejs_eventloop_utilization',
    help: 'Share of the time since the last scrape the event loop was busy (0 to 1)',
    registers: [registry],
    collect() {
      const now = performance.eventLoopUtilization();
      this.set(performance.eventLoopUtilization(now, last).utilization);
      last = now;
    },
  });
}

/** `http_server_open_connections`: the sockets open on the server, read at each scrape. */
export function watchConnections(registry: Registry, server: Server): void {
  new Gauge({
    name: 'http_server_open_connections',
    help: 'Connections open on the storefront port (keep-alive ones included)',
    registers: [registry],
    async collect() {
      const count = await new Promise<number>((resolve) => server.getConnections((err, n) => resolve(err ? 0 : n)));
      this.set(count);
    },
  });
}
