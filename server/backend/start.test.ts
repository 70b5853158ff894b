import { mkdtempSync, existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { startBackend } from './start';
import { fixture } from './test-fixtures/seed-fixture';

const post = async (url: string, path: string, body: unknown) =>
  (
    await fetch(url + path, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    })
  ).json();

describe('startBackend', () => {
  it('serves an in-memory store on a free loopback port and closes', async () => {
    const backend = await startBackend({
      dataDir: ':memory:',
      port: 0,
      secret: 'x'.repeat(20),
      siteUrl: 'http://shop.test',
      seed: fixture,
    });
    expect(backend.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
    const { products } = await post(backend.url, '/api/ecom/v1.0/get-all-products', {});
    expect(products).toHaveLength(fixture.products.length);
    await backend.close();
    await expect(fetch(`${backend.url}/healthz`)).rejects.toThrow();
  });

  it('keeps a file store between starts and seeds it only once', async () => {
    const dataDir = join(mkdtempSync(join(tmpdir(), 'backend-')), 'data');
    const options = { dataDir, port: 0, secret: 'x'.repeat(20), siteUrl: 'http://shop.test', seed: fixture };
    const first = await startBackend(options);
    const { cart } = await post(first.url, '/api/ecom/v1.0/create-cart', {});
    await first.close();
    expect(existsSync(join(dataDir, 'store.db'))).toBe(true);
    const second = await startBackend(options);
    expect((await post(second.url, '/api/ecom/v1.0/get-cart', { cartId: cart.id })).cart.id).toBe(cart.id);
    expect((await post(second.url, '/api/ecom/v1.0/get-all-products', {})).products).toHaveLength(
      fixture.products.length,
    );
    await second.close();
  });
});
