import http from 'node:http';
import sharp from 'sharp';
import request from 'supertest';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test-support/test-app';
import { closedPortUrl, listen, type Running } from '../test-support/test-harness';

// The image optimiser must not be turned on the shop itself. The real app
// (embedded backend or a fake CMS) listens on loopback with SITE_URL set to its own address,
// so a nested or own-host source could really reach it; every request it receives is counted.

interface Served extends Running {
  t: TestApp;
  /** Paths the shop received, the test's own request included. */
  received: string[];
}

async function serveShop(env: Record<string, string> = {}): Promise<Served> {
  // SITE_URL must be the address the shop answers on, so it is chosen before boot.
  const site = await closedPortUrl();
  const t = await createTestApp({ SITE_URL: site, ...env });
  const received: string[] = [];
  const server = http.createServer((req, res) => {
    received.push(req.url ?? '');
    t.app(req, res);
  });
  const port = Number(new URL(site).port);
  await new Promise<void>((ok) => server.listen(port, '127.0.0.1', ok));
  return {
    t,
    received,
    url: site,
    close: async () => {
      server.closeAllConnections();
      await new Promise((ok) => server.close(ok));
      await t.close();
    },
  };
}

function nested(site: string, depth: number, inner: string): string {
  let path = inner;
  for (let i = 0; i < depth; i++) path = `/_ipx/_/${site}${path}`;
  return path;
}

describe('image optimiser: the site itself is never a source', () => {
  let shop: Served;
  beforeAll(async () => {
    shop = await serveShop();
  });
  afterAll(() => shop.close());
  afterEach(() => {
    shop.received.length = 0;
  });

  it.each([
    ['own host, nested /_ipx', (s: string) => nested(s, 6, '/_ipx/w_10/cms/missing')],
    ['own host, a page', (s: string) => `/_ipx/w_10/${s}/`],
    ['own host, a public file', (s: string) => `/_ipx/w_10/${s}/favicon.svg`],
    ['own host, scheme collapsed by a proxy', (s: string) => `/_ipx/w_10/${s.replace('://', ':/')}/_ipx/_/cms/missing`],
    ['own host, upper case', (s: string) => `/_ipx/w_10/${s.toUpperCase()}/x.png`],
  ])('%s → 400 with no request back to the shop', async (_label, build) => {
    const started = Date.now();
    const res = await fetch(shop.url + build(shop.url));
    expect(res.status).toBe(400);
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(shop.received).toHaveLength(1);
    expect(Date.now() - started).toBeLessThan(1_000);
  });

  it('a nested /_ipx source on an allowed host is refused before any fetch', async () => {
    const backend = shop.t.backendUrl;
    const res = await fetch(`${shop.url}/_ipx/w_10/${backend}/_ipx/_/cms/missing`);
    expect(res.status).toBe(400);
    expect(await res.text()).toMatch(/nested/i);
    const encoded = await fetch(`${shop.url}/_ipx/w_10/${backend}/%5Fipx/_/cms/missing`);
    expect(encoded.status).toBe(400);
  });

  it('a 16 KB source URL → 414 at once, with no request back to the shop', async () => {
    const long = nested(shop.url, 1, `/_ipx/_/cms/${'a'.repeat(16_000)}`);
    const started = Date.now();
    const res = await fetch(shop.url + long);
    expect(res.status).toBe(414);
    expect(shop.received).toHaveLength(1);
    expect(Date.now() - started).toBeLessThan(1_000);
  });

  it('CMS images still go through', async () => {
    // 'missing' is not in the store: the backend answers 404, so the optimiser does too.
    const res = await request(shop.t.app).get('/_ipx/w_10/cms/missing');
    expect(res.status).toBe(404);
  });
});

describe('image optimiser: redirects are never followed', () => {
  let elsewhere: Running;
  let elsewhereHits = 0;
  let cms: Running;
  let t: TestApp;
  beforeAll(async () => {
    elsewhere = await listen((_req, res) => {
      elsewhereHits += 1;
      res.end('internal secret');
    });
    cms = await listen((req, res) => {
      if (req.url?.startsWith('/assets/moved')) {
        res.writeHead(302, { location: `${elsewhere.url}/admin` }).end();
      } else {
        res.writeHead(200, { 'content-type': 'application/json' }).end('{"announcements":[]}');
      }
    });
    // SITE_URL stays http://shop.test: the CMS on loopback is not the site's host name.
    t = await createTestApp({ UPSTREAM_ECOM_URL: cms.url, UPSTREAM_CMS_URL: cms.url });
  });
  afterAll(async () => {
    await t.close();
    await cms.close();
    await elsewhere.close();
  });

  it.each([
    ['the CMS alias', '/_ipx/w_10/cms/moved'],
    ['an absolute URL on the CMS host', '/_ipx/w_10/{cms}/assets/moved'],
  ])('%s answering 302 to another loopback service → 502, that service sees nothing', async (_label, path) => {
    const res = await request(t.app).get(path.replace('{cms}', cms.url));
    expect(res.status).toBe(502);
    expect(res.text).toMatch(/redirects are not followed/);
    expect(res.text).not.toContain('internal secret');
    expect(elsewhereHits).toBe(0);
  });
});

describe('image optimiser: IMAGE_SOURCE_HOSTS names the shop CDN', () => {
  let cdn: Running;
  let t: TestApp;
  beforeAll(async () => {
    const png = await sharp({ create: { width: 40, height: 30, channels: 3, background: '#336699' } })
      .png()
      .toBuffer();
    cdn = await listen((_req, res) => res.writeHead(200, { 'content-type': 'image/png' }).end(png));
    t = await createTestApp({ IMAGE_SOURCE_HOSTS: new URL(cdn.url).host });
  });
  afterAll(async () => {
    await t.close();
    await cdn.close();
  });

  it('a listed host is fetched; the same address on another port is not', async () => {
    const ok = await request(t.app).get(`/_ipx/w_20/${cdn.url}/a.png`);
    expect([ok.status, ok.headers['content-type']]).toEqual([200, 'image/webp']);
    const other = await request(t.app).get(`/_ipx/w_20/${cdn.url.replace(/:\d+$/, ':1')}/a.png`);
    expect(other.status).toBe(400);
  });
});
