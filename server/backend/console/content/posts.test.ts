import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { startConsoleForTest, type ConsoleTest } from '../test-support/console-test';
import { auditRows } from '../test-store/console-store';
import { publishDuePosts } from './post-store';
import { SCHEDULE_ACTOR } from './post-schedule';

// Blog posts over HTTP against the real store (fixture clock 2025-06-15 12:00 UTC; posts
// all-about-vitamin-c, retinol-basics, morning-routine): what the shop's blog answers after a
// draft, a publish, a schedule (and its time coming), an unpublish; the Markdown sanitised; the
// audit, the tags; the roles.

let t: ConsoleTest;
beforeEach(async () => {
  t = await startConsoleForTest();
});
afterEach(() => t.close());

const blogSlugs = async () => (await t.backend.call('get-blogs', { categorySlug: '' })).body.blogs.map((b) => b.slug);
const post = async (slug: string) => (await t.backend.call('get-blog-by-blog-slug', { slug })).body.blog;

const NEW = {
  slug: 'spf-every-day',
  title: 'SPF every day',
  categorySlug: 'routines',
  author: 'Cleo',
  date: '2025-06-14T09:00',
  excerpt: 'Why sunscreen is the last step, every morning.',
  markdown: '## The last step\n\nApply **two fingers** of SPF. <script>alert(1)</script>[Shop SPF](/shop)',
  pictureAlt: 'A sunscreen swatch',
  related: 'vitamin-c-serum',
  featured: '1',
  publishAt: '',
};

async function editor() {
  const c = await t.signIn('editor');
  const form = await c.get('/content/posts/new');
  const picture = /<option value="((?:blog|cms)-[^"]+)"/.exec(form.html)![1]!;
  return { c, fields: { ...NEW, picture } };
}

describe('blog posts', () => {
  it('saves a draft (not on the shop), then publishes it (on /blog at once, sanitised)', async () => {
    const { c, fields } = await editor();
    const draft = await c.post('/content/posts', { ...fields, intent: 'save' });
    expect(draft.status).toBe(303);
    expect(draft.location).toBe('/content/posts/spf-every-day?notice=saved');
    expect(await blogSlugs()).not.toContain('spf-every-day');
    const published = await c.post('/content/posts/spf-every-day', { ...fields, intent: 'publish' });
    expect(published.location).toBe('/content/posts/spf-every-day?notice=published');
    expect((await blogSlugs())[0]).toBe('spf-every-day');
    const shown = await post('spf-every-day');
    expect(shown).toMatchObject({
      title: 'SPF every day',
      author: 'Cleo',
      featured: true,
      relatedProductHandles: ['vitamin-c-serum'],
    });
    expect(shown!.bodyHtml).toBe(
      '<h2>The last step</h2>\n<p>Apply <strong>two fingers</strong> of SPF. <a href="/shop">Shop SPF</a></p>\n',
    );
    expect(t.emitted).toEqual([
      ['blog', 'blog:spf-every-day'],
      ['blog', 'blog:spf-every-day'],
    ]);
    expect(auditRows(t.db).map((r) => r.action)).toEqual(['post.save', 'post.publish']);
  });

  it('refuses a duplicate slug, an unknown product and a missing title next to each field (400)', async () => {
    const { c, fields } = await editor();
    const res = await c.post('/content/posts', {
      ...fields,
      slug: 'retinol-basics',
      related: 'no-such-product',
      title: '',
      intent: 'publish',
    });
    expect(res.status).toBe(400);
    expect(res.html).toMatch(/id="field-slug-error">Another post has this slug/);
    expect(res.html).toMatch(/id="field-related-error">No product has the handle no-such-product\./);
    expect(res.html).toMatch(/id="field-title-error">Enter the title\./);
    expect(res.html).toContain('Why sunscreen is the last step');
    expect(t.emitted).toEqual([]);
  });

  it('previews without saving', async () => {
    const { c, fields } = await editor();
    const res = await c.post('/content/posts', { ...fields, intent: 'preview' });
    expect(res.status).toBe(200);
    expect(res.html).toContain('Preview (not saved yet)');
    expect(res.html).toMatch(/<h1>SPF every day<\/h1>.*<h2>The last step<\/h2>/s);
    expect(res.html).not.toContain('<script>alert');
    expect(await blogSlugs()).not.toContain('spf-every-day');
  });

  it('schedules a post: off the shop until its time, then published by the schedule with its tags', async () => {
    const { c, fields } = await editor();
    const past = await c.post('/content/posts', { ...fields, intent: 'schedule', publishAt: '2025-06-01T00:00' });
    expect(past.status).toBe(400);
    expect(past.html).toMatch(/id="field-publishAt-error">Choose a publishing time in the future/);
    const res = await c.post('/content/posts', { ...fields, intent: 'schedule', publishAt: '2025-06-15T12:30' });
    expect(res.location).toBe('/content/posts/spf-every-day?notice=scheduled');
    expect((await c.get('/content/posts')).html).toMatch(/Scheduled<\/span> 2025-06-15 12:30 UTC/);
    const deps = { db: t.db, now: t.now, changes: t.changes };
    expect(publishDuePosts(deps, SCHEDULE_ACTOR)).toEqual([]);
    expect(await blogSlugs()).not.toContain('spf-every-day');
    t.setNow(new Date('2025-06-15T12:30:00.000Z'));
    expect(publishDuePosts(deps, SCHEDULE_ACTOR)).toEqual(['spf-every-day']);
    expect(await blogSlugs()).toContain('spf-every-day');
    expect(t.emitted.at(-1)).toEqual(['blog', 'blog:spf-every-day']);
    expect(auditRows(t.db).at(-1)).toMatchObject({ staff_email: 'schedule', action: 'post.scheduled-publish' });
    expect(publishDuePosts(deps, SCHEDULE_ACTOR)).toEqual([]);
  });

  it('edits a seeded post and unpublishes it: gone from /blog and its page', async () => {
    const c = await t.signIn('owner');
    const page = await c.get('/content/posts/retinol-basics');
    expect(page.html).toContain('Save (stays published)');
    const picture = /<option value="([^"]+)" selected/.exec(page.html.split('name="picture"')[1]!)![1]!;
    const fields = {
      title: 'Retinol basics, revised',
      categorySlug: 'ingredients',
      author: 'Ann',
      date: '2025-04-01T00:00',
      excerpt: 'Start slow.',
      markdown: '<p>R.</p>',
      picture,
      pictureAlt: 'Retinol cream beside linen',
      related: '',
    };
    expect((await c.post('/content/posts/retinol-basics', { ...fields, intent: 'save' })).status).toBe(303);
    expect((await post('retinol-basics'))!.title).toBe('Retinol basics, revised');
    expect((await c.post('/content/posts/retinol-basics', { ...fields, intent: 'unpublish' })).location).toBe(
      '/content/posts/retinol-basics?notice=unpublished',
    );
    expect(await post('retinol-basics')).toBeNull();
    expect(await blogSlugs()).toEqual(['all-about-vitamin-c', 'morning-routine']);
  });

  it('refuses fulfilment (403)', async () => {
    const f = await t.signIn('fulfilment');
    expect((await f.get('/content/posts')).status).toBe(403);
    expect((await f.post('/content/posts', { ...NEW, intent: 'publish' })).status).toBe(403);
  });
});
