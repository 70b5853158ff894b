import sharp from 'sharp';
import request from 'supertest';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { sql } from '../../db/statements';
import { pngClaiming } from '../products/picture-fixtures';
import { startConsoleForTest, type ConsoleClient, type ConsoleTest } from '../test-support/console-test';
import { auditRows } from '../test-store/console-store';
import { readMenu } from './menu-store';

// Pictures for the content screens over HTTP: an upload from a screen is checked, stored like
// the product pictures (served at /assets/:id, what the shop's /_ipx fetches) and listed in that
// screen's picture list; a menu item and the 404 page then show it with their alt text; hostile
// files are refused with their message and nothing stored; only content editors may upload.

let t: ConsoleTest;
beforeEach(async () => {
  t = await startConsoleForTest();
});
afterEach(() => t.close());

const uploads = () =>
  (sql(t.db, "SELECT id FROM assets WHERE id LIKE 'content-%' ORDER BY id").all() as { id: string }[]).map((r) => r.id);
const png = () =>
  sharp({ create: { width: 640, height: 480, channels: 3, background: { r: 120, g: 180, b: 160 } } })
    .png()
    .toBuffer();

function send(client: ConsoleClient, back: string, file: { name: string; type: string; bytes: Uint8Array }) {
  const form = new FormData();
  form.append('back', back);
  form.append('file', new Blob([new Uint8Array(file.bytes)], { type: file.type }), file.name);
  return client.upload('/content/pictures', form);
}

describe('content pictures', () => {
  it('uploads from the menu screen, lists it there, and a menu item shows it with its alt text', async () => {
    const c = await t.signIn('editor');
    const menuPage = await c.get('/content/menus/main');
    expect(menuPage.html).toContain('action="/content/pictures?_csrf=');
    const res = await send(c, '/content/menus/main', { name: 'flat-lay.png', type: 'image/png', bytes: await png() });
    expect([res.status, res.location]).toEqual([303, '/content/menus/main?notice=picture-uploaded']);
    const [id] = uploads();
    expect(id).toMatch(/^content-[0-9a-f]{12}$/);
    expect(auditRows(t.db).map((r) => [r.action, r.entity_id])).toEqual([['content.picture-upload', id]]);
    expect(t.emitted).toEqual([]);

    const back = await c.get(res.location!);
    expect(back.html).toContain('Picture uploaded: it is in the Picture list now.');
    expect(back.html).toContain(`<option value="${id}">${id} (640×480)</option>`);

    const served = await request(t.backend.app).get(`/assets/${id}`);
    expect([served.status, served.headers['content-type']]).toEqual([200, 'image/png']);
    expect((await sharp(served.body as Buffer).metadata()).width).toBe(640);

    const noAlt = await c.post('/content/menus/main/items', {
      version: readMenu(t.db, 'main').version,
      parent: '0',
      label: 'Journal',
      url: '/blog',
      picture: id!,
      pictureAlt: '',
    });
    expect(noAlt.status).toBe(400);
    const added = await c.post('/content/menus/main/items', {
      version: readMenu(t.db, 'main').version,
      parent: '0',
      label: 'Journal',
      url: '/blog',
      picture: id!,
      pictureAlt: 'Serums on a stone tray',
    });
    expect(added.status).toBe(303);
    const { body } = await t.backend.call('get-navigation', { handle: 'main' });
    expect(body.navigation[0]!.nav.at(-1)!.image).toMatchObject({ id, alt: 'Serums on a stone tray', width: 640 });
  });

  it('sets the 404 picture to an uploaded one, with its alt text, and the shop serves it', async () => {
    const c = await t.signIn('owner');
    await c.get('/content/not-found');
    const res = await send(c, '/content/not-found', { name: 'lost.png', type: 'image/png', bytes: await png() });
    expect(res.location).toBe('/content/not-found?notice=picture-uploaded');
    const [id] = uploads();
    const fields = { title: 'Lost?', message: '', ctaLabel: 'Shop', ctaUrl: '/shop', imageTitle: '' };
    const noPicture = await c.post('/content/not-found', { ...fields, picture: '', imageAlt: 'x', intent: 'save' });
    expect(noPicture.status).toBe(400);
    expect(noPicture.html).toContain('Choose the picture the page shows');
    const saved = await c.post('/content/not-found', {
      ...fields,
      picture: id!,
      imageAlt: 'An empty jar',
      intent: 'save',
    });
    expect(saved.location).toBe('/content/not-found?notice=saved');
    const { body } = await t.backend.call('get-globals', { fields: ['site_404_image'] });
    expect(body.globals.site_404_image).toMatchObject({
      id,
      alt: 'An empty jar',
      width: 640,
      height: 480,
      format: 'png',
    });
    expect((await c.get('/content/not-found')).html).toContain(`src="/content/pictures/${id}"`);
  });

  it('lists uploads on the blog post editor', async () => {
    const c = await t.signIn('editor');
    expect((await c.get('/content/posts/new')).html).toContain('name="back" value="/content/posts/new"');
    const res = await send(c, '/content/posts/new', { name: 'hero.png', type: 'image/png', bytes: await png() });
    expect(res.location).toBe('/content/posts/new?notice=picture-uploaded');
    const page = await c.get(res.location!);
    expect(page.html).toContain('Picture uploaded: it is in the Picture list now.');
    expect(page.html).toContain(`<option value="${uploads()[0]}">`);
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
    const c = await t.signIn('editor');
    await c.get('/content/pictures');
    const res = await send(c, '/content/menus/main', { name: fileName, type, bytes: await make() });
    expect(res.status).toBe(400);
    expect(res.html).toContain(message);
    expect(res.html).toContain('href="/content/menus/main">← Back</a>');
    expect(uploads()).toEqual([]);
    expect(auditRows(t.db)).toEqual([]);
  });

  it('goes back only to a content screen of the console', async () => {
    const c = await t.signIn('editor');
    await c.get('/content/pictures');
    const res = await send(c, '//evil.example/content/x', { name: 'a.png', type: 'image/png', bytes: await png() });
    expect(res.location).toBe('/content/pictures?notice=picture-uploaded');
    expect((await c.get(res.location!)).html).toContain(`<code>${uploads()[0]}</code>`);
  });

  it('refuses fulfilment (403): no upload, no list', async () => {
    const c = await t.signIn('fulfilment');
    await c.get('/orders');
    expect((await c.get('/content/pictures')).status).toBe(403);
    expect(
      (await send(c, '/content/menus/main', { name: 'a.png', type: 'image/png', bytes: await png() })).status,
    ).toBe(403);
    expect(uploads()).toEqual([]);
  });
});
