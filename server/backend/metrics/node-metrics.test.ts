import { Agent, createServer, get } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Registry } from 'prom-client';
import { describe, expect, it } from 'vitest';
import { collectNodeMetrics, watchConnections } from './node-metrics';

describe('Node metrics', () => {
  it('reports event-loop utilisation between 0 and 1 besides the default collectors', async () => {
    const registry = new Registry();
    collectNodeMetrics(registry);
    const text = await registry.metrics();
    const value = Number(/^nodejs_eventloop_utilization (\S+)$/m.exec(text)?.[1]);
    expect(value).toBeGreaterThanOrEqual(0);
    expect(value).toBeLessThanOrEqual(1);
    expect(text).toMatch(/^nodejs_eventloop_lag_seconds /m);
  });

  it('counts the connections open on a server', async () => {
    const server = createServer((_req, res) => res.end('ok'));
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const registry = new Registry();
    watchConnections(registry, server);
    const { port } = server.address() as AddressInfo;
    const agent = new Agent({ keepAlive: true });
    await new Promise<void>((resolve) =>
      get({ port, host: '127.0.0.1', agent }, (res) => {
        res.resume();
        res.on('end', resolve);
      }),
    );
    expect(await registry.metrics()).toMatch(/^http_server_open_connections 1$/m);
    agent.destroy();
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  });
});
