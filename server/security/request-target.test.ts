import http from 'node:http';
import type { AddressInfo } from 'node:net';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isSafeLocalPath } from '../../shared/rules/url';
import { loadRedirects } from '../http/redirects';
import { normaliseRequestTarget } from '../http/request-target';
import { createTestApp, type TestApp } from '../test-support/test-app';
import { rawRequest } from './raw-request';

// Every rule (guard, trailing slash, redirect table) reads one normalised path,
// and no Location the app emits leaves the site. Raw sockets, as fetch cannot send an
// absolute-form request line.

const SITE = 'http://shop.test';
let t: TestApp;
let server: http.Server;
let port: number;
beforeAll(async () => {
  t = await createTestApp();
  server = http.createServer(t.app);
  await new Promise<void>((ok) => server.listen(0, '127.0.0.1', ok));
  port = (server.address() as AddressInfo).port;
});
afterAll(async () => {
  server.closeAllConnections();
  await new Promise((ok) => server.close(ok));
  await t.close();
});

/** Another origin than the site's, unless an operator's absolute redirect target. */
function leavesSite(location: string | undefined): boolean {
  if (location === undefined) return false;
  const operatorTargets = new Set(
    loadRedirects(t.config.redirectsFile)
      .entries.map((e) => e.to)
      .filter((to) => /^https?:/.test(to)),
  );
  return new URL(location, SITE).origin !== SITE && !operatorTargets.has(location);
}

describe('request targets through the real app', () => {
  it.each([
    // [request target, expected status, expected Location]
    ['http://evil.com//evil.com/', 400, undefined],
    ['http://evil.com//evil.com', 400, undefined],
    ['https://evil.com/\\evil.com/', 400, undefined],
    ['http://shop.test//evil.com/?a=1', 400, undefined],
    ['//evil.com/', 400, undefined],
    ['/\\evil.com/', 400, undefined],
    ['*', 400, undefined],
    ['http://evil.com/about/', 301, '/about'],
    ['http://evil.com/shop/?sort=price', 301, '/shop?sort=price'],
    ['http://evil.com/about-pca', 301, '/about'],
    ['http://evil.com', 200, undefined],
    ['/%2F%2Fevil.com/', 301, '/%2F%2Fevil.com'],
    ['/%5Cevil.com/', 301, '/%5Cevil.com'],
    ['/.//evil.com/', 400, undefined],
    ['/a/%2E%2e/', 400, undefined],
    ['/about/../cart', 400, undefined],
    ['/about//', 301, '/about'],
  ])('GET %s → %i, Location %s', async (target, status, location) => {
    const res = await rawRequest(port, `GET ${target} HTTP/1.1`);
    expect(res.status).toBe(status);
    expect(res.headers.location).toBe(location);
    expect(leavesSite(res.headers.location)).toBe(false);
  });

  it('the app keeps serving after refused targets', async () => {
    const res = await rawRequest(port, 'GET /healthz HTTP/1.1');
    expect(res.status).toBe(200);
  });
});

describe('normaliseRequestTarget', () => {
  it.each([
    ['/shop?a=1', '/shop?a=1'],
    ['http://h/shop?a=1', '/shop?a=1'],
    ['HTTPS://h:8080', '/'],
    ['http://h?x=1', '/?x=1'],
    ['http://h//x', null],
    ['//x', null],
    ['/\\x', null],
    ['*', null],
    ['shop', null],
  ])('%s → %s', (raw, url) => {
    const out = normaliseRequestTarget(raw);
    expect(out.ok ? out.url : null).toBe(url);
  });

  it('whatever the target, an accepted one is a path on this site', () => {
    const target = fc.oneof(
      fc.string(),
      fc
        .tuple(fc.constantFrom('http://', 'https://', 'HTTP://', 'x-y+z://'), fc.string(), fc.string())
        .map(([s, h, p]) => s + h + p),
      fc
        .array(fc.constantFrom('/', '\\', '.', 'evil.com', '?', '#', '%2F', ':', '@'), { maxLength: 8 })
        .map((parts) => parts.join('')),
    );
    fc.assert(
      fc.property(target, (raw) => {
        const out = normaliseRequestTarget(raw);
        if (!out.ok) return;
        expect(isSafeLocalPath(out.url)).toBe(true);
      }),
      { numRuns: 2_000 },
    );
  });
});
