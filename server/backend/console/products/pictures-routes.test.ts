import sharp from 'sharp';
import request from 'supertest';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { sql } from '../../db/statements';
import { startConsoleForTest, type ConsoleClient, type ConsoleTest } from '../test-support/console-test';
import { pngClaiming } from './picture-fixtures';

// Pictures over HTTP: an upload is stored and served at /assets/:id (what the shop's /_ipx
// fetches), shown by the shop first; alt text, order and removal; hostile files each refused
// with their message and nothing stored; fulfilment may not upload.

let t: ConsoleTest;
beforeEach(async () => {
  t = await startConsoleForTest();
});
afterEach(() => t.close());

const serumId = () =>
  (sql(t.db, "SELECT id FROM products WHERE handle = 'vitamin-c-serum'").get() as { id: number }).id;
const assetCount = () => (sql(t.db, 'SELECT COUNT(*) AS n FROM assets').get() as { n: number }).n;
const shopImages = async () =>
  (await t.backend.call('get-product-by-handle', { handle: 'vitamin-c-serum' })).body.product!.images.map(
    (i: { id: string; alt: string }): [string, string] => [i.id, i.alt],
  );

const jpeg = () =>
  sharp({ create: { width: 800, height: 600, channels: 3, background: { r: 250, g: 200, b: 160 } } })
    .jpeg()
    .toBuffer();

function send(
  client: ConsoleClient,
  path: string,
  file: { name: string; type: string; bytes: Uint8Array } | null,
  alt: string,
) {
  const form = new FormData();
  form.append('alt', alt);
  if (file) form.append('file', new Blob([new Uint8Array(file.bytes)], { type: file.type }), file.name);
  return client.upload(path, form);
}

async function editor() {
  const c = await t.signIn('editor');
  await c.get(`/products/${serumId()}/pictures`);
  return c;
}

describe('upload', () => {
  it('stores a picture, serves it like the drawn ones, and the shop shows it first; the drawn packshot returns when it goes', async () => {
    const c = await editor();
    const drawn = await shopImages();
    const res = await send(
      c,
      `/products/${serumId()}/pictures`,
      { name: 'jar.jpg', type: 'image/jpeg', bytes: await jpeg() },
      'A jar on linen',
    );
    expect([res.status, res.location]).toEqual([303, `/products/${serumId()}/pictures?notice=added`]);
    const images = await shopImages();
    expect(images).toHaveLength(1);
    const [id, alt] = images[0]!;
    expect(alt).toBe('A jar on linen');
    expect(t.emitted.at(-1)).toEqual(['product:vitamin-c-serum', 'products']);
    const served = await request(t.backend.app).get(`/assets/${id}`);
    expect(served.status).toBe(200);
    expect(served.headers['content-type']).toBe('image/jpeg');
    expect((await sharp(served.body as Buffer).metadata()).width).toBe(800);

    const page = await c.get(`/products/${serumId()}/pictures`);
    expect(page.html).toContain(`src="/products/${serumId()}/pictures/${id}/thumb"`);
    expect((await c.get(`/products/${serumId()}/pictures/${id}/thumb`)).headers.get('content-type')).toBe('image/webp');

    const removed = await c.post(`/products/${serumId()}/pictures/${id}/remove`);
    expect(removed.status).toBe(303);
    expect(await shopImages()).toEqual(drawn);
    expect(sql(t.db, 'SELECT COUNT(*) AS n FROM assets WHERE id = ?').get(id)).toEqual({ n: 0 });
  });

  it('asks for alt text, reorders, and edits alt text', async () => {
    const c = await editor();
    const path = `/products/${serumId()}/pictures`;
    const noAlt = await send(c, path, { name: 'a.jpg', type: 'image/jpeg', bytes: await jpeg() }, ' ');
    expect(noAlt.status).toBe(400);
    expect(noAlt.html).toContain('Describe the picture for people who cannot see it (alt text).');
    await send(c, path, { name: 'a.jpg', type: 'image/jpeg', bytes: await jpeg() }, 'First');
    await send(c, path, { name: 'b.jpg', type: 'image/jpeg', bytes: await jpeg() }, 'Second');
    const [first, second] = (await shopImages()).map(([id]) => id);
    expect((await c.post(`${path}/${second}/up`)).status).toBe(303);
    expect((await shopImages()).map(([, alt]) => alt)).toEqual(['Second', 'First']);
    expect((await c.post(`${path}/${first}/alt`, { alt: 'Front of the jar' })).status).toBe(303);
    expect((await shopImages()).map(([, alt]) => alt)).toEqual(['Second', 'Front of the jar']);
    const badAlt = await c.post(`${path}/${first}/alt`, { alt: '' });
    expect(badAlt.status).toBe(400);
  });

  it.each([
    [
      'a PHP script named .jpg',
      'shell.jpg',
      'image/jpeg',
      async () => Buffer.from('<?php system($_GET["c"]); ?>'),
      'The file is not a JPEG, PNG or WebP picture.',
    ],
    [
      'an SVG with a script',
      'logo.png',
      'image/png',
      async () =>
        Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="4" height="4"><script>alert(1)</script></svg>'),
      'The file is not a JPEG, PNG or WebP picture.',
    ],
    [
      'a 30,000 px image',
      'wide.png',
      'image/png',
      () =>
        sharp({ create: { width: 30_000, height: 2, channels: 3, background: '#fff' } })
          .png()
          .toBuffer(),
      'The picture is 30,000 × 2 px; at most 6,000 px a side.',
    ],
    ['a decompression bomb', 'bomb.png', 'image/png', () => pngClaiming(100_000, 100_000), 'at most 36 megapixels'],
  ])('refuses %s with a clear message and stores nothing', async (_name, fileName, type, make, message) => {
    const c = await editor();
    const before = assetCount();
    const drawn = await shopImages();
    const res = await send(c, `/products/${serumId()}/pictures`, { name: fileName, type, bytes: await make() }, 'Alt');
    expect(res.status).toBe(400);
    expect(res.html).toContain(message);
    expect(assetCount()).toBe(before);
    expect(await shopImages()).toEqual(drawn);
    expect(t.emitted).toEqual([]);
  });

  it('keeps fulfilment from uploading (403)', async () => {
    const c = await t.signIn('fulfilment');
    await c.get('/orders');
    const res = await send(
      c,
      `/products/${serumId()}/pictures`,
      { name: 'a.jpg', type: 'image/jpeg', bytes: await jpeg() },
      'Alt',
    );
    expect(res.status).toBe(403);
  });
});
