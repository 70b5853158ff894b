import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { startConsoleForTest, type ConsoleTest } from '../test-support/console-test';
import { auditRows } from '../test-store/console-store';
import { publishDuePages } from './page-store';
import { SCHEDULE_ACTOR } from './post-schedule';

// Content pages over HTTP against the real store (fixture pages /what-is-retinol and
// /skincare-101/acne; clock 2025-06-15 12:00 UTC): the shop's get-content-page after a create,
// an edit, an unpublish and a schedule; a path the shop has no content page at refused; roles.

let t: ConsoleTest;
beforeEach(async () => {
  t = await startConsoleForTest();
});
afterEach(() => t.close());

const shopPage = async (path: string) => (await t.backend.call('get-content-page', { path })).body.page;

const NEW = {
  path: '/about/our-labs',
  title: 'Our labs',
  description: 'Where our formulas are made.',
  lead: 'Two labs, one standard.',
  markdown: '## In Phoenix\n\nEvery batch is **tested twice**.<iframe src="x"></iframe>',
  publishAt: '',
};

describe('content pages', () => {
  it('creates and publishes a page (sanitised Markdown), tagged and audited', async () => {
    const c = await t.signIn('editor');
    await c.get('/content/pages/new');
    const res = await c.post('/content/pages', { ...NEW, intent: 'publish' });
    expect(res.status).toBe(303);
    expect(res.location).toBe('/content/pages/edit?path=%2Fabout%2Four-labs&notice=published');
    expect(await shopPage('/about/our-labs')).toEqual({
      path: '/about/our-labs',
      title: 'Our labs',
      description: 'Where our formulas are made.',
      lead: 'Two labs, one standard.',
      bodyHtml: '<h2>In Phoenix</h2>\n<p>Every batch is <strong>tested twice</strong>.</p>\n',
    });
    expect(t.emitted).toEqual([['content:page:/about/our-labs', 'content:pages']]);
    expect(auditRows(t.db).map((r) => [r.action, r.entity_id])).toEqual([['page.publish', '/about/our-labs']]);
  });

  it('refuses a path the shop shows no content page at, next to the field', async () => {
    const c = await t.signIn('editor');
    await c.get('/content/pages/new');
    const res = await c.post('/content/pages', { ...NEW, path: '/products/x', intent: 'publish' });
    expect(res.status).toBe(400);
    expect(res.html).toMatch(/id="field-path-error">The shop shows no content page at \/products\/x/);
    expect(res.html).toContain('Where our formulas are made.');
  });

  it('edits a seeded page, unpublishes it, then schedules it back', async () => {
    const c = await t.signIn('owner');
    const page = await c.get('/content/pages/edit?path=%2Fwhat-is-retinol');
    expect(page.html).toContain('Save (stays published)');
    const fields = { title: 'Retinol, explained', description: 'Retinol explained.', lead: '', markdown: 'Body.' };
    const at = '/content/pages/edit?path=%2Fwhat-is-retinol';
    expect((await c.post(at, { ...fields, intent: 'save' })).status).toBe(303);
    expect((await shopPage('/what-is-retinol'))!.title).toBe('Retinol, explained');
    expect((await c.post(at, { ...fields, intent: 'unpublish' })).status).toBe(303);
    expect(await shopPage('/what-is-retinol')).toBeNull();
    expect((await c.post(at, { ...fields, intent: 'schedule', publishAt: '2025-06-16T08:00' })).status).toBe(303);
    const deps = { db: t.db, now: t.now, changes: t.changes };
    expect(publishDuePages(deps, SCHEDULE_ACTOR)).toEqual([]);
    t.setNow(new Date('2025-06-16T08:00:00.000Z'));
    expect(publishDuePages(deps, SCHEDULE_ACTOR)).toEqual(['/what-is-retinol']);
    expect((await shopPage('/what-is-retinol'))!.title).toBe('Retinol, explained');
  });

  it('saves a seeded page whose path another screen draws (its intro text)', async () => {
    const data = {
      path: '/find-a-professional',
      title: 'Find a professional',
      description: 'Near you.',
      bodyHtml: '<p>x</p>',
    };
    t.db.prepare('INSERT INTO content_pages (path, data) VALUES (?, ?)').run(data.path, JSON.stringify(data));
    const c = await t.signIn('editor');
    const at = '/content/pages/edit?path=%2Ffind-a-professional';
    expect((await c.get(at)).status).toBe(200);
    const fields = { title: 'Find a professional', description: 'Near you.', lead: '', markdown: 'Book a facial.' };
    expect((await c.post(at, { ...fields, intent: 'save' })).status).toBe(303);
    expect((await shopPage('/find-a-professional'))!.bodyHtml).toBe('<p>Book a facial.</p>\n');
  });

  it('refuses fulfilment', async () => {
    const f = await t.signIn('fulfilment');
    expect((await f.get('/content/pages')).status).toBe(403);
    expect((await f.post('/content/pages', { ...NEW, intent: 'publish' })).status).toBe(403);
  });
});
