import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { PRODUCTS_TAG, productTag } from '../../../shared/contract/change-tags';
import { verifyRevalidate } from '../../../shared/contract/revalidate-signature';
import { createChangeEvents } from './change-events';
import { createChangeNotifier } from './change-notifier';

// The notifier against a real HTTP listener that checks each request's signature as the
// storefront does and answers what the test tells it to.

const SECRET = 'notifier-test-secret-0123456789abcdef012';

interface Received {
  tags: string[];
  valid: boolean;
}

async function storefront(answers: number[] = []) {
  const received: Received[] = [];
  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', async () => {
      const body = Buffer.concat(chunks);
      const check = await verifyRevalidate(SECRET, {
        timestamp: req.headers['x-revalidate-timestamp'] as string | undefined,
        signature: req.headers['x-revalidate-signature'] as string | undefined,
        body,
      });
      received.push({ tags: JSON.parse(body.toString()).tags, valid: check.ok });
      const status = answers.shift() ?? (check.ok ? 200 : 401);
      res.writeHead(status, { 'content-type': 'application/json' }).end('{}');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/api/revalidate`;
  servers.push(server);
  return { url, received };
}

const servers: Server[] = [];
afterEach(async () => {
  await Promise.all(servers.splice(0).map((s) => new Promise((r) => s.close(r))));
});

function logSink() {
  const lines: string[] = [];
  return { lines, log: { warn: (m: string) => lines.push(m), error: (m: string) => lines.push(m) } };
}

const fast = { coalesceMs: 20, retryDelaysMs: [10, 20, 40] };

describe('change notifier', () => {
  it("a burst (a CSV import's 200 rows) makes one signed request with each tag once", async () => {
    const shop = await storefront();
    const changes = createChangeEvents();
    const n = createChangeNotifier({ changes, url: shop.url, secret: SECRET, ...fast });
    for (let i = 0; i < 200; i++) changes.emit([productTag(`p${i % 50}`), PRODUCTS_TAG]);
    await n.settled();
    expect(shop.received).toHaveLength(1);
    expect(shop.received[0]!.valid).toBe(true);
    expect(shop.received[0]!.tags).toHaveLength(51);
    await n.close();
  });

  it('changes heard while a request is under way go together in the next one', async () => {
    const shop = await storefront([503]);
    const changes = createChangeEvents();
    const n = createChangeNotifier({ changes, url: shop.url, secret: SECRET, coalesceMs: 5, retryDelaysMs: [100] });
    changes.emit(['a']);
    await new Promise((r) => setTimeout(r, 40)); // the first attempt failed; its retry waits
    changes.emit(['b']);
    changes.emit(['c']);
    await n.settled();
    expect(shop.received.map((r) => r.tags)).toEqual([['a'], ['a'], ['b', 'c']]);
    await n.close();
  });

  it('more tags than one request holds go in several', async () => {
    const shop = await storefront();
    const changes = createChangeEvents();
    const n = createChangeNotifier({ changes, url: shop.url, secret: SECRET, ...fast });
    changes.emit(Array.from({ length: 450 }, (_, i) => productTag(`p${i}`)));
    await n.settled();
    expect(shop.received.map((r) => r.tags.length)).toEqual([200, 200, 50]);
    await n.close();
  });

  it('a failed delivery (503, 429) is retried with backoff until it lands', async () => {
    const shop = await storefront([503, 429]);
    const { lines, log } = logSink();
    const changes = createChangeEvents();
    const n = createChangeNotifier({ changes, url: shop.url, secret: SECRET, log, ...fast });
    changes.emit([productTag('x')]);
    await n.settled();
    expect(shop.received).toHaveLength(3);
    expect(shop.received.every((r) => r.valid)).toBe(true);
    expect(lines).toEqual([]);
    await n.close();
  });

  it('a refusal (wrong secret: 401) is logged at once, not retried', async () => {
    const shop = await storefront();
    const { lines, log } = logSink();
    const changes = createChangeEvents();
    const n = createChangeNotifier({
      changes,
      url: shop.url,
      secret: 'another-secret-0123456789abcdef0123',
      log,
      ...fast,
    });
    changes.emit([productTag('x')]);
    await n.settled();
    expect(shop.received).toEqual([{ tags: [productTag('x')], valid: false }]);
    expect(lines).toHaveLength(1);
    expect(lines[0]).toContain('401');
    await n.close();
  });

  it('a storefront that is away: a few attempts, one log line, nothing thrown into the change', async () => {
    const shop = await storefront();
    await new Promise((r) => servers.pop()!.close(r));
    const { lines, log } = logSink();
    const changes = createChangeEvents();
    const n = createChangeNotifier({ changes, url: shop.url, secret: SECRET, log, ...fast });
    expect(() => changes.emit([productTag('x')])).not.toThrow();
    await n.settled();
    expect(lines).toHaveLength(1);
    expect(lines[0]).toContain('4 attempt(s)');
    expect(lines[0]).toContain(productTag('x'));
    await n.close();
  });

  it('close sends what is pending and stops listening', async () => {
    const shop = await storefront();
    const changes = createChangeEvents();
    const n = createChangeNotifier({ changes, url: shop.url, secret: SECRET, coalesceMs: 10_000 });
    changes.emit(['pending']);
    await n.close();
    changes.emit(['after']);
    await new Promise((r) => setTimeout(r, 50));
    expect(shop.received.map((r) => r.tags)).toEqual([['pending']]);
  });
});
