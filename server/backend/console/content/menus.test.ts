import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { startConsoleForTest, type ConsoleTest } from '../test-support/console-test';
import { auditRows } from '../test-store/console-store';
import { putDocument } from '../../content/document-store';
import { sql } from '../../db/statements';
import { addRedirect } from '../redirects/redirect-store';
import { readMenu } from './menu-store';

// Menus over HTTP against the real store (fixture 'main': Shop > Serums > C > Deep, and a fifth
// level the seed dropped): the shop's get-navigation answer after each edit, the audit, the tag,
// a stale version refused (409), a bad link refused next to its field (400), and the roles.

let t: ConsoleTest;
beforeEach(async () => {
  t = await startConsoleForTest();
});
afterEach(() => t.close());

const labels = async (handle = 'main') => {
  const { body } = await t.backend.call('get-navigation', { handle });
  const walk = (items: { label: string; children?: unknown[] }[], depth: number): string[] =>
    items.flatMap((i) => [`${'-'.repeat(depth)}${i.label}`, ...walk((i.children ?? []) as never[], depth + 1)]);
  return body.navigation.flatMap((g) => walk(g.nav, 0));
};

describe('menus', () => {
  it('adds an item under another (303); the shop serves it; audited and tagged', async () => {
    const c = await t.signIn('editor');
    const page = await c.get('/content/menus/main');
    expect(page.status).toBe(200);
    // the fixture's made-up listings are no filters the shop knows: flagged, with the reason
    expect(page.html).toContain('No shop listing is at /shop/serums. Check the filter names.');
    expect(page.html).not.toContain('<code>/shop</code> <span class="console-status console-status-invited">');
    const version = readMenu(t.db, 'main').version;
    const res = await c.post('/content/menus/main/items', {
      version,
      parent: '0',
      label: 'Journal',
      url: '/blog',
      picture: '',
      pictureAlt: '',
    });
    expect(res.status).toBe(303);
    expect(res.location).toBe('/content/menus/main?notice=saved');
    expect(await labels()).toEqual(['Shop', '-Serums', '--C', '---Deep', 'Journal']);
    expect(t.emitted).toEqual([['navigation:main']]);
    expect(auditRows(t.db).map((r) => [r.action, r.entity, r.entity_id])).toEqual([
      ['navigation.add', 'navigation', 'main'],
    ]);
  });

  it('refuses a link to no page next to the field (400), keeping what was typed', async () => {
    const c = await t.signIn('editor');
    await c.get('/content/menus/main');
    const res = await c.post('/content/menus/main/items', {
      version: readMenu(t.db, 'main').version,
      parent: '0',
      label: 'Typo',
      url: '/shpo',
    });
    expect(res.status).toBe(400);
    expect(res.html).toMatch(/id="field-url-error">No page of the shop is at \/shpo\./);
    expect(res.html).toContain('value="Typo"');
    expect(t.emitted).toEqual([]);
  });

  it('refuses a fifth level and an edit made on an older version (409)', async () => {
    const c = await t.signIn('owner');
    await c.get('/content/menus/main');
    const version = readMenu(t.db, 'main').version;
    const deep = await c.post('/content/menus/main/items', {
      version,
      parent: '0.0.0.0.0',
      label: 'Five',
      url: '/blog',
    });
    expect(deep.status).toBe(400);
    expect(deep.html).toContain('Menus nest at most 4 levels.');
    expect((await c.post('/content/menus/main/items/0.0.0/move', { version, move: 'out' })).status).toBe(303);
    expect(await labels()).toEqual(['Shop', 'Serums', '-C', '--Deep']);
    const stale = await c.post('/content/menus/main/items/0.1/delete', { version });
    expect(stale.status).toBe(409);
    expect(stale.html).toContain('Someone changed this menu meanwhile');
    expect(await labels()).toEqual(['Shop', 'Serums', '-C', '--Deep']);
  });

  it('flags a stored link that leads to no page, or only to a redirect (naming its target)', async () => {
    const menu = readMenu(t.db, 'main');
    const handle = (
      sql(t.db, "SELECT handle FROM products WHERE status = 'active' LIMIT 1").get() as { handle: string }
    ).handle;
    addRedirect(
      t.db,
      { id: null, email: 'x@staff.test' },
      { from: '/old-serum', to: `/products/${handle}`, status: 301 },
      t.now(),
    );
    putDocument(t.db, 'navigation', 'main', [
      {
        title: 'Shop',
        nav: [
          { label: 'Gone', url: '/gone-page' },
          { label: 'Old', url: '/old-serum' },
          { label: 'Fine', url: `/products/${handle}` },
          { label: 'Missing', url: '/products/no-such-thing' },
        ],
      },
    ]);
    const c = await t.signIn('editor');
    const page = await c.get('/content/menus/main');
    const flagOf = (url: string) =>
      new RegExp(
        `<code>${url}</code>( <span class="console-status console-status-invited">Broken link</span> <span class="console-hint">([^<]*)</span>)?`,
      ).exec(page.html)?.[2] ?? null;
    expect(flagOf('/gone-page')).toBe('No page of the shop is at /gone-page. Check the path.');
    expect(flagOf('/old-serum')).toBe(`/old-serum redirects to /products/${handle}: link there instead.`);
    expect(flagOf(`/products/${handle}`)).toBeNull();
    expect(flagOf('/products/no-such-thing')).toBe('No product is at /products/no-such-thing. Check the handle.');
    expect(menu.groups).toHaveLength(1);

    // and a new item linking to the redirected path is refused next to its field
    const res = await c.post('/content/menus/main/items', {
      version: readMenu(t.db, 'main').version,
      parent: '0',
      label: 'Old again',
      url: '/old-serum?ref=menu',
    });
    expect(res.status).toBe(400);
    expect(res.html).toContain(`id="field-url-error">/old-serum redirects to /products/${handle}: link there instead.`);
  });

  it('edits an item with a picture, renames a group heading, deletes an item', async () => {
    const c = await t.signIn('editor');
    const form = await c.get('/content/menus/main/items/0.0');
    expect(form.html).toContain('Edit the item');
    const picture = /<option value="(cms-[^"]+)"/.exec(form.html)![1]!;
    const noAlt = await c.post('/content/menus/main/items/0.0', {
      version: readMenu(t.db, 'main').version,
      label: 'Shop all',
      url: '/shop',
      picture,
      pictureAlt: '',
    });
    expect(noAlt.status).toBe(400);
    expect(noAlt.html).toMatch(/id="field-pictureAlt-error">Enter the picture description\./);
    const ok = await c.post('/content/menus/main/items/0.0', {
      version: readMenu(t.db, 'main').version,
      label: 'Shop all',
      url: '/shop',
      picture,
      pictureAlt: 'Our serums',
    });
    expect(ok.status).toBe(303);
    const { body } = await t.backend.call('get-navigation', { handle: 'main' });
    expect(body.navigation[0]!.nav[0]).toMatchObject({ label: 'Shop all', image: { id: picture, alt: 'Our serums' } });
    expect(body.navigation[0]!.nav[0]!.children).toHaveLength(1);
    expect(
      (await c.post('/content/menus/main/items/0.0.0/delete', { version: readMenu(t.db, 'main').version })).status,
    ).toBe(303);
    expect(await labels()).toEqual(['Shop all']);
    const renamed = await c.post('/content/menus/main/groups/0', {
      version: readMenu(t.db, 'main').version,
      title: 'Browse',
    });
    expect(renamed.status).toBe(303);
    expect((await t.backend.call('get-navigation', { handle: 'main' })).body.navigation[0]!.title).toBe('Browse');
  });

  it('refuses fulfilment (403) and answers 404 for a menu that does not exist', async () => {
    const f = await t.signIn('fulfilment');
    expect((await f.get('/content/menus/main')).status).toBe(403);
    expect((await f.post('/content/menus/main/items', { label: 'x', url: '/shop', parent: '0' })).status).toBe(403);
    const e = await t.signIn('editor');
    expect((await e.get('/content/menus/sidebar')).status).toBe(404);
  });
});
