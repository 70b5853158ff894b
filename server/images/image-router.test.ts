import { mkdtemp, rm } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import type { Server } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import express from 'express';
import pino from 'pino';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createEncodeQueue, ENCODE_BUSY_MESSAGE } from './encode-queue';
import { createUpstream } from '../upstream/upstream-client';
import { createImageRouter, type ImageRouterOptions } from './image-router';

// A real source server (the "CMS") and a real optimiser, both on port 0.
let sourceBase = '';
let sourceHost = '';
const hits = new Map<string, number>();
const servers: Server[] = [];
let cacheDir = '';

function listen(app: express.Express): Promise<{ server: Server; base: string; host: string }> {
  return new Promise((resolve) => {
    const server = app.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as AddressInfo;
      servers.push(server);
      resolve({ server, base: `http://127.0.0.1:${port}`, host: `127.0.0.1:${port}` });
    });
  });
}

async function optimiser(over: Partial<ImageRouterOptions> = {}): Promise<string> {
  const app = express();
  app.use(
    createImageRouter({
      cmsAssetsUrl: () => sourceBase,
      allowedHosts: [sourceHost],
      upstream: createUpstream({ targets: { ecomUrl: sourceBase, cmsUrl: sourceBase }, timeoutMs: 5_000 }),
      logger: pino({ level: 'silent' }),
      ...over,
    }),
  );
  return (await listen(app)).base;
}

let base = '';

beforeAll(async () => {
  const png = await sharp({
    create: { width: 800, height: 600, channels: 4, background: { r: 200, g: 30, b: 30, alpha: 0.5 } },
  })
    .png()
    .toBuffer();
  const app = express();
  app.get('/assets/:id', (req, res) => {
    hits.set(req.params.id, (hits.get(req.params.id) ?? 0) + 1);
    if (req.params.id.startsWith('photo')) return res.type('image/png').send(png);
    if (req.params.id === 'text') return res.type('text/plain').send('not an image');
    if (req.params.id === 'moved') return res.redirect('/assets/photo');
    if (req.params.id === 'broken') return res.status(500).send('boom');
    res.status(404).send('missing');
  });
  ({ base: sourceBase, host: sourceHost } = await listen(app));
  cacheDir = await mkdtemp(path.join(tmpdir(), 'ipx-test-'));
  base = await optimiser();
});

afterAll(async () => {
  await Promise.all(servers.map((s) => new Promise((r) => s.close(r))));
  await rm(cacheDir, { recursive: true, force: true });
});

async function get(url: string, init?: RequestInit) {
  const res = await fetch(base + url, init);
  const body = Buffer.from(await res.arrayBuffer());
  return { res, body };
}

describe('/_ipx optimiser', () => {
  it.each([
    ['w_100/cms/photo', 'image/webp', 'webp', 100, 75],
    ['_/cms/photo', 'image/webp', 'webp', 800, 600],
    ['f_jpeg,s_200x100/cms/photo', 'image/jpeg', 'jpeg', 200, 100],
    ['f_png,w_5000/cms/photo', 'image/png', 'png', 800, 600],
    ['fit_contain,s_100x100,b_ff0000,q_50/cms/photo', 'image/webp', 'webp', 100, 100],
    ['f_webp,fit_cover,w_640,h_480/cms/photo', 'image/webp', 'webp', 640, 480],
  ])('%s → %s %d×%d', async (url, type, format, width, height) => {
    const { res, body } = await get(`/_ipx/${url}`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe(type);
    expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(res.headers.get('etag')).toMatch(/^"[\w-]+"$/);
    const meta = await sharp(body).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual([format, width, height]);
  });

  it.each([
    ['w_abc/cms/photo', 400, /w_abc/],
    ['z_1/cms/photo', 400, /Unknown image modifier: z_1/],
    ['f_gif/cms/photo', 400, /f_gif/],
    ['w_10/images/local.png', 400, /Invalid image source/],
    ['w_10/cms/..%2Fsecret', 400, /Invalid CMS image id/],
    ['w_10/http://localhost:1/assets/photo', 400, /Image host not allowed: localhost:1/],
    ['w_10/ftp://example.com/a.png', 400, /Invalid image source/],
    ['w_10/cms/missing', 404, /Image not found/],
    ['w_10/cms/text', 415, /not a supported image/],
    ['w_10/cms/broken', 502, /answered 500/],
    ['w_10', 400, /Invalid image URL/],
  ])('%s → %d', async (url, status, message) => {
    const { res, body } = await get(`/_ipx/${url}`);
    expect(res.status).toBe(status);
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(body.toString()).toMatch(message);
  });

  it('fetches absolute sources on allowed hosts, but does not follow their redirects', async () => {
    const ok = await get(`/_ipx/w_20/${sourceBase}/assets/photo`);
    expect(ok.res.status).toBe(200);
    expect((await sharp(ok.body).metadata()).width).toBe(20);
    const collapsed = await get(`/_ipx/w_21/http:/${sourceHost}/assets/photo`);
    expect(collapsed.res.status).toBe(200);
    const moved = await get(`/_ipx/w_20/${sourceBase}/assets/moved`);
    expect(moved.res.status).toBe(502);
  });

  it('caches by canonical URL, answers If-None-Match with 304, and serves HEAD', async () => {
    const first = await get('/_ipx/w_50,f_webp/cms/photo-cache');
    const second = await get('/_ipx/f_webp,w_50/cms/photo-cache');
    expect(hits.get('photo-cache')).toBe(1);
    expect(second.res.headers.get('etag')).toBe(first.res.headers.get('etag'));
    expect(second.body.equals(first.body)).toBe(true);
    const etag = first.res.headers.get('etag') ?? '';
    const revalidated = await get('/_ipx/w_50/cms/photo-cache', { headers: { 'if-none-match': etag } });
    expect(revalidated.res.status).toBe(304);
    const head = await get('/_ipx/w_50/cms/photo-cache', { method: 'HEAD' });
    expect([head.res.status, head.body.length, head.res.headers.get('content-type')]).toEqual([200, 0, 'image/webp']);
  });

  it('shares one fetch among concurrent requests', async () => {
    const all = await Promise.all(Array.from({ length: 5 }, () => get('/_ipx/w_60/cms/photo-concurrent')));
    expect(all.map((r) => r.res.status)).toEqual([200, 200, 200, 200, 200]);
    expect(hits.get('photo-concurrent')).toBe(1);
  });

  it('keeps results on disk across instances when cacheDir is set', async () => {
    const a = await optimiser({ cacheDir });
    await fetch(`${a}/_ipx/w_70/cms/photo-disk`).then((r) => r.arrayBuffer());
    await new Promise((r) => setTimeout(r, 50)); // the disk write is not awaited by the response
    const b = await optimiser({ cacheDir });
    const res = await fetch(`${b}/_ipx/w_70/cms/photo-disk`);
    expect(res.status).toBe(200);
    expect((await sharp(Buffer.from(await res.arrayBuffer())).metadata()).width).toBe(70);
    expect(hits.get('photo-disk')).toBe(1);
  });

  it('rejects sources larger than the limit', async () => {
    const small = await optimiser({ maxSourceBytes: 100 });
    const res = await fetch(`${small}/_ipx/w_10/cms/photo-big`);
    expect(res.status).toBe(413);
  });
});

describe('new variants are encoded a few at a time', () => {
  it('with every place taken a new variant is a 503 with Retry-After, and served once there is room; cached ones never wait', async () => {
    const encodeQueue = createEncodeQueue({ concurrency: 1, maxWaiting: 0 });
    const busy = await optimiser({ encodeQueue });
    expect((await fetch(`${busy}/_ipx/w_111/cms/photo-queue`)).status).toBe(200);
    let release!: () => void;
    const held = encodeQueue.run(() => new Promise<void>((resolve) => (release = resolve)));
    const refused = await fetch(`${busy}/_ipx/w_112/cms/photo-queue`);
    expect([
      refused.status,
      refused.headers.get('retry-after'),
      refused.headers.get('cache-control'),
      await refused.text(),
    ]).toEqual([503, '1', 'no-store', ENCODE_BUSY_MESSAGE]);
    expect((await fetch(`${busy}/_ipx/w_111/cms/photo-queue`)).status).toBe(200);
    release();
    await held;
    expect((await fetch(`${busy}/_ipx/w_112/cms/photo-queue`)).status).toBe(200);
  });
});
