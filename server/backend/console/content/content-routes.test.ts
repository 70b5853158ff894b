import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ANNOUNCEMENTS_TAG, GLOBALS_TAG } from '../../../../shared/contract/change-tags';
import { startConsoleForTest, type ConsoleTest } from '../test-support/console-test';
import { versionIn } from '../test-support/drawn-versions';

// The content screens over HTTP: who may open and change them, a refused value answered 400 with
// its message next to the field and the typed values kept, a save answered 303 with the tags
// emitted, and what the shop's backend then serves.

let t: ConsoleTest;
beforeEach(async () => {
  t = await startConsoleForTest();
});
afterEach(() => t.close());

describe('roles', () => {
  it('refuses fulfilment every content screen and action (403), and hides the menu entry', async () => {
    const c = await t.signIn('fulfilment');
    const home = await c.get('/');
    expect(home.html).not.toContain('href="/content"');
    for (const path of ['/content/announcements', '/content/settings', '/content/not-found']) {
      expect((await c.get(path)).status).toBe(403);
    }
    expect((await c.post('/content/announcements', { text: 'Hi' })).status).toBe(403);
    expect((await c.post('/content/settings', { threshold: '10' })).status).toBe(403);
    expect((await c.post('/content/not-found', { title: 'x' })).status).toBe(403);
    expect(t.emitted).toEqual([]);
  });

  it('opens the content screens to an editor, with the menu entry', async () => {
    const c = await t.signIn('editor');
    const page = await c.get('/content/announcements');
    expect(page.status).toBe(200);
    expect(page.html).toContain('<a href="/content" aria-current="page">Content</a>');
    expect(page.html).toContain('Free shipping over $50');
    expect((await c.get('/content')).location).toBe('/content/announcements');
  });
});

describe('announcements', () => {
  it('adds one (303), then the shop shows it', async () => {
    const c = await t.signIn('editor');
    await c.get('/content/announcements');
    const res = await c.post('/content/announcements', { text: 'New: SPF 50', url: '/shop', startsAt: '', endsAt: '' });
    expect(res.status).toBe(303);
    expect(res.location).toBe('/content/announcements?notice=saved');
    expect(t.emitted).toEqual([[ANNOUNCEMENTS_TAG]]);
    const page = await c.get(res.location!);
    expect(page.html).toContain('Announcement saved.');
    const { body } = await t.backend.call('get-announcements', {});
    expect(body.announcements.map((a) => a.text)).toEqual(['Free shipping over $50', 'New: SPF 50']);
  });

  it('answers 400 with the message next to the field and the typed text kept', async () => {
    const c = await t.signIn('editor');
    await c.get('/content/announcements');
    const res = await c.post('/content/announcements', {
      text: 'Keep me',
      url: '//evil.example',
      startsAt: '2025-08-01',
      endsAt: '2025-07-01',
    });
    expect(res.status).toBe(400);
    expect(res.html).toMatch(/id="field-url-error">The link must be a path like \/shop, not \/\/host\.<\/p>/);
    expect(res.html).toMatch(/id="field-endsAt-error">The end must be after the start\.<\/p>/);
    expect(res.html).toContain('value="Keep me"');
    expect(t.emitted).toEqual([]);
  });

  it('edits, reorders and deletes through the forms', async () => {
    const c = await t.signIn('owner');
    const edit = await c.get('/content/announcements/live');
    expect(edit.html).toContain('Edit the announcement');
    expect(
      (
        await c.post('/content/announcements/live', {
          text: 'Free shipping over $60',
          url: '/shop',
          startsAt: '',
          endsAt: '',
          version: versionIn(edit.html),
        })
      ).location,
    ).toBe('/content/announcements?notice=saved');
    expect((await c.post('/content/announcements/future/move', { direction: 'up' })).status).toBe(303);
    expect((await c.post('/content/announcements/ended/delete')).status).toBe(303);
    expect((await c.post('/content/announcements/future/move', { direction: 'up' })).status).toBe(303);
    const page = await c.get('/content/announcements');
    expect(page.html.indexOf('Coming soon')).toBeLessThan(page.html.indexOf('Free shipping over $60'));
    expect(page.html).not.toContain('Old sale');
    expect((await c.post('/content/announcements/nope/delete')).status).toBe(404);
    expect((await c.post('/content/announcements/live/move', { direction: 'sideways' })).status).toBe(400);
  });
});

describe('settings and the 404 page', () => {
  it('saves the free-shipping threshold (303) and refuses a negative one next to its field (400)', async () => {
    const c = await t.signIn('owner');
    const form = await c.get('/content/settings');
    expect(form.html).toContain('value="50.00"');
    const bad = await c.post('/content/settings', {
      threshold: '-5',
      legal_copy: '© Test',
      legal_text: ['Privacy', ''],
      legal_url: ['/privacy_policy', ''],
      social_icon: ['instagram'],
      social_label: ['Instagram'],
      social_url: ['https://instagram.com/x'],
    });
    expect(bad.status).toBe(400);
    expect(bad.html).toMatch(/id="field-threshold-error">The free-shipping threshold must be an amount in dollars/);
    const good = await c.post('/content/settings', {
      threshold: '65',
      legal_copy: '© Test',
      legal_text: ['Privacy', 'Cookies'],
      legal_url: ['/privacy_policy', '/content/cookie-policy'],
      legal_new_tab: ['1'],
      social_icon: ['instagram'],
      social_label: ['Instagram'],
      social_url: ['https://instagram.com/x'],
    });
    expect(good.status).toBe(303);
    expect(t.emitted).toEqual([[GLOBALS_TAG]]);
    const { body } = await t.backend.call('get-globals', { fields: ['free_shipping_threshold', 'site_legal_links'] });
    expect(body.globals).toEqual({
      free_shipping_threshold: 65,
      site_legal_links: [
        { target: '_self', text: 'Privacy', url: '/privacy_policy' },
        { target: '_blank', text: 'Cookies', url: '/content/cookie-policy' },
      ],
    });
  });

  it('previews the 404 content without saving, then saves it', async () => {
    const c = await t.signIn('editor');
    const page = await c.get('/content/not-found');
    expect(page.html).toContain('src="/content/pictures/');
    const fields = {
      picture: 'cms-404-image',
      title: 'Nothing here',
      message: 'Go **back**.',
      ctaLabel: 'Shop',
      ctaUrl: '/shop',
      imageAlt: 'Lost',
      imageTitle: '',
    };
    const preview = await c.post('/content/not-found', { ...fields, intent: 'preview' });
    expect(preview.status).toBe(200);
    expect(preview.html).toContain('Preview (not saved yet)');
    expect(preview.html).toContain('<h1>Nothing here</h1><div><p>Go <strong>back</strong>.</p>');
    expect(t.emitted).toEqual([]);
    const saved = await c.post('/content/not-found', { ...fields, intent: 'save' });
    expect(saved.location).toBe('/content/not-found?notice=saved');
    const { body } = await t.backend.call('get-globals', { fields: ['site_404_title'] });
    expect(body.globals).toEqual({ site_404_title: 'Nothing here' });
  });

  it('serves the 404 picture for the preview', async () => {
    const c = await t.signIn('editor');
    const page = await c.get('/content/not-found');
    const src = /src="(\/content\/pictures\/[^"]+)"/.exec(page.html)![1]!;
    const res = await c.get(src);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^image\//);
    expect((await c.get('/content/pictures/nope')).status).toBe(404);
  });
});
