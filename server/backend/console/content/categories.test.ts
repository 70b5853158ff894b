import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { startConsoleForTest, type ConsoleTest } from '../test-support/console-test';
import { auditRows } from '../test-store/console-store';
import { versionsIn } from '../test-support/drawn-versions';
import { STALE_MESSAGE } from '../ui/drawn-version';

// Blog categories over HTTP: added and edited (303, the shop's categories after, audit, tag),
// refused next to the field (400), fulfilment refused (403).

let t: ConsoleTest;
beforeEach(async () => {
  t = await startConsoleForTest();
});
afterEach(() => t.close());

const shopCategories = async () => (await t.backend.call('get-blog-categories', {})).body.categories;

describe('blog categories', () => {
  it('adds one last and edits one in place', async () => {
    const c = await t.signIn('editor');
    const [, routines] = versionsIn((await c.get('/content/categories')).html);
    const add = await c.post('/content/categories', {
      slug: 'sun-care',
      title: 'Sun care',
      description: 'SPF, daily.',
    });
    expect(add.location).toBe('/content/categories?notice=saved');
    const edit = await c.post('/content/categories/routines', {
      title: 'Your routine',
      description: 'Step by step.',
      version: routines!,
    });
    expect(edit.status).toBe(303);
    expect(await shopCategories()).toEqual([
      { slug: 'ingredients', title: 'Ingredients', description: 'What goes in.' },
      { slug: 'routines', title: 'Your routine', description: 'Step by step.' },
      { slug: 'sun-care', title: 'Sun care', description: 'SPF, daily.' },
    ]);
    expect(t.emitted).toEqual([['blog'], ['blog']]);
    expect(auditRows(t.db).map((r) => r.action)).toEqual(['category.create', 'category.edit']);
  });

  it('refuses a bad or taken slug and an empty title next to the field', async () => {
    const c = await t.signIn('owner');
    await c.get('/content/categories');
    const bad = await c.post('/content/categories', { slug: 'Sun Care', title: '', description: '' });
    expect(bad.status).toBe(400);
    expect(bad.html).toMatch(/id="field-slug-error">The slug may hold only lowercase letters/);
    expect(bad.html).toMatch(/id="field-title-error">Enter the title\./);
    const taken = await c.post('/content/categories', { slug: 'routines', title: 'Again', description: '' });
    expect(taken.html).toMatch(/id="field-slug-error">Another category has this slug\./);
    expect(t.emitted).toEqual([]);
  });

  it('refuses an edit made on a category someone saved meanwhile (409): theirs kept, the row shown as it is now', async () => {
    const a = await t.signIn('editor');
    const b = await t.signIn('owner');
    const [, first] = versionsIn((await a.get('/content/categories')).html);
    const [, second] = versionsIn((await b.get('/content/categories')).html);
    const saved = await a.post('/content/categories/routines', {
      title: 'Saved first',
      description: '',
      version: first!,
    });
    expect(saved.status).toBe(303);
    const audited = auditRows(t.db).length;

    const late = await b.post('/content/categories/routines', {
      title: 'Saved second',
      description: '',
      version: second!,
    });
    expect(late.status).toBe(409);
    expect(late.html).toMatch(
      new RegExp(`/content/categories/routines"[\\s\\S]*?${STALE_MESSAGE}[\\s\\S]*?value="Saved first"`),
    );
    expect(late.html).not.toContain('Saved second');
    expect((await shopCategories()).find((c) => c.slug === 'routines')!.title).toBe('Saved first');
    expect(auditRows(t.db)).toHaveLength(audited);
    expect(t.emitted).toEqual([['blog']]);

    const old = await b.post('/content/categories/routines', { title: 'No version', description: '' });
    expect(old.status).toBe(409);
    const [, now] = versionsIn(late.html);
    const again = await b.post('/content/categories/routines', {
      title: 'Saved second',
      description: '',
      version: now!,
    });
    expect(again.status).toBe(303);
    expect((await shopCategories()).find((c) => c.slug === 'routines')!.title).toBe('Saved second');
  });

  it('refuses fulfilment', async () => {
    const f = await t.signIn('fulfilment');
    expect((await f.get('/content/categories')).status).toBe(403);
    expect((await f.post('/content/categories', { slug: 'x', title: 'X' })).status).toBe(403);
  });
});
