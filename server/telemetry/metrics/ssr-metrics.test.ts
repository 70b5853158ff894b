import { get, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { EntryServer } from '../../render/page-renderer';
import { listen, type Running } from '../../test-support/test-harness';
import { createTestApp, type TestApp } from '../../test-support/test-app';

// A page stream the browser leaves before its end is counted as aborted. The entry here sends
// its shell and never finishes, as a page waiting on a slow upstream would.

const endless: EntryServer = {
  render: async (o) => {
    o.onShellReady?.();
    return {
      kind: 'stream',
      status: 200,
      pipe(destination) {
        destination.write('<!doctype html><html><body>shell');
      },
      abort() {},
    };
  },
};

let t: TestApp;
let server: Running & { server: import('node:http').Server };
beforeAll(async () => {
  t = await createTestApp({ METRICS_PORT: '0' }, async () => endless);
  server = await listen(t.app);
});
afterAll(async () => {
  await server.close();
  await t.close();
});

describe('SSR metrics', () => {
  it('counts a stream the browser left as aborted (client-gone), and its shell time', async () => {
    const { port } = server.server.address() as AddressInfo;
    await new Promise<void>((resolve, reject) => {
      const req = get({ host: '127.0.0.1', port, path: '/shop' }, (res: IncomingMessage) => {
        res.once('data', () => {
          req.destroy();
          resolve();
        });
      });
      req.on('error', reject);
    });
    let text = '';
    for (let i = 0; i < 50 && !/ssr_streams_aborted_total\{reason="client-gone"\} 1/.test(text); i++) {
      await new Promise((r) => setTimeout(r, 20));
      text = await (await fetch(t.metricsUrl!)).text();
    }
    expect(text).toMatch(/^ssr_streams_aborted_total\{reason="client-gone"\} 1$/m);
    expect(text).toMatch(/^ssr_shell_duration_seconds_count\{visitor="person"\} 1$/m);
    expect(text).toMatch(
      /^http_server_request_duration_seconds_count\{method="GET",route="\/shop",status_class="2xx"\} 1$/m,
    );
  });
});
