import { beforeEach, describe, expect, it } from 'vitest';
import { ANNOUNCEMENTS_TAG, GLOBALS_TAG } from '../../../../shared/contract/change-tags';
import { auditRows, createConsoleStore, type ConsoleStore } from '../test-store/console-store';
import { STALE } from '../ui/drawn-version';
import {
  announcementById,
  announcementVersion,
  deleteAnnouncement,
  listAnnouncements,
  moveAnnouncement,
  saveAnnouncement,
} from './announcement-store';
import { saveNotFound, notFoundForm } from './not-found-store';
import { saveSettings, settingsView } from './settings-store';

// Announcements, settings and the 404 content against the real store: what the shop's backend
// answers afterwards, the audit entry written with each change and the tags emitted after it.
// Fixture at 2025-06-15: 'live' (from 2025-01-01), 'ended' (until 2025-02-01), 'future' (2026).

let s: ConsoleStore;
beforeEach(() => {
  s = createConsoleStore();
});

const liveTexts = async () => (await s.t.call('get-announcements', {})).body.announcements.map((a) => a.text);
const globals = async (fields: string[]) => (await s.t.call('get-globals', { fields })).body.globals;

describe('announcements', () => {
  it('adds one last in the bar; the shop shows it while live; audited; tagged', async () => {
    const r = saveAnnouncement(s.deps, s.staff('editor'), null, {
      text: 'Spring sale: 20% off serums',
      url: '/shop/category/serums',
      startsAt: '2025-06-01',
      endsAt: '2025-07-01T00:00',
    });
    expect(r.ok).toBe(true);
    expect(await liveTexts()).toEqual(['Free shipping over $50', 'Spring sale: 20% off serums']);
    expect(s.emitted).toEqual([[ANNOUNCEMENTS_TAG]]);
    const [row] = auditRows(s.t.db);
    expect(row).toMatchObject({
      staff_email: 'editor@staff.test',
      action: 'announcement.create',
      entity: 'announcement',
    });
    expect(JSON.parse(row!.after_json!)).toMatchObject({
      text: 'Spring sale: 20% off serums',
      startsAt: '2025-06-01T00:00:00.000Z',
      endsAt: '2025-07-01T00:00:00.000Z',
    });
  });

  it("accepts a gift rule's token only for a rule that exists", () => {
    const form = { url: '', startsAt: '', endsAt: '' };
    const unknown = saveAnnouncement(s.deps, s.staff('editor'), null, {
      ...form,
      text: 'Free gift: {gift:no-such-rule}',
    });
    expect(unknown).toMatchObject({
      ok: false,
      status: 400,
      errors: { text: 'No gift rule has the handle "no-such-rule": copy it from the Gift rules screen.' },
    });
    expect(listAnnouncements(s.t.db)).toHaveLength(3);
    const known = saveAnnouncement(s.deps, s.staff('editor'), null, { ...form, text: '{gift:spend-100-lip-balm}' });
    expect(known.ok).toBe(true);
  });

  it('refuses an end before the start, a link to no page and empty text; writes and emits nothing', async () => {
    const r = saveAnnouncement(s.deps, s.staff('editor'), null, {
      text: ' ',
      url: '/nowhere/at-all',
      startsAt: '2025-07-01',
      endsAt: '2025-06-01',
    });
    expect(r).toMatchObject({
      ok: false,
      status: 400,
      errors: { text: 'Enter the text.', endsAt: 'The end must be after the start.' },
    });
    expect(!r.ok && 'errors' in r && r.errors.url).toMatch(/No page of the shop is at \/nowhere\/at-all/);
    expect(listAnnouncements(s.t.db)).toHaveLength(3);
    expect(auditRows(s.t.db)).toEqual([]);
    expect(s.emitted).toEqual([]);
  });

  it('edits one in place, keeping its order; before and after are in the audit', async () => {
    const drawn = announcementVersion(announcementById(s.t.db, 'live')!);
    const form = { text: 'Free shipping over $60', url: '', startsAt: '', endsAt: '' };
    expect(saveAnnouncement(s.deps, s.staff('owner'), 'live', form, drawn)).toEqual({ ok: true, id: 'live' });
    // the same form again: made on the version this save replaced
    expect(saveAnnouncement(s.deps, s.staff('owner'), 'live', { ...form, text: 'Too late' }, drawn)).toEqual(STALE);
    expect(listAnnouncements(s.t.db).map((a) => a.id)).toEqual(['live', 'ended', 'future']);
    expect(await liveTexts()).toEqual(['Free shipping over $60']);
    const [row] = auditRows(s.t.db);
    expect(JSON.parse(row!.before_json!).text).toBe('Free shipping over $50');
    expect(JSON.parse(row!.after_json!)).toEqual({
      id: 'live',
      text: 'Free shipping over $60',
      url: null,
      startsAt: null,
      endsAt: null,
    });
  });

  it('answers 404 for an announcement that is gone', () => {
    expect(
      saveAnnouncement(s.deps, s.staff('owner'), 'gone', { text: 'x', url: '', startsAt: '', endsAt: '' }),
    ).toMatchObject({
      ok: false,
      status: 404,
    });
  });

  it('moves one up and down, and deletes one', async () => {
    expect(moveAnnouncement(s.deps, s.staff('editor'), 'future', 'up')).toBe(true);
    expect(listAnnouncements(s.t.db).map((a) => a.id)).toEqual(['live', 'future', 'ended']);
    expect(moveAnnouncement(s.deps, s.staff('editor'), 'live', 'up')).toBe(false);
    expect(deleteAnnouncement(s.deps, s.staff('editor'), 'live')).toBe(true);
    expect(await liveTexts()).toEqual([]);
    expect(auditRows(s.t.db).map((r) => r.action)).toEqual(['announcement.reorder', 'announcement.delete']);
    expect(s.emitted).toEqual([[ANNOUNCEMENTS_TAG], [ANNOUNCEMENTS_TAG]]);
  });
});

describe('settings', () => {
  it('saves legal copy, links, social links and the threshold the checkout charges by', async () => {
    const view = settingsView(s.t.db);
    const r = saveSettings(s.deps, s.staff('owner'), {
      legalCopy: '© 2026 Test shop',
      legal: [
        ...view.legal,
        { text: 'Terms', url: '/content/terms-of-use', newTab: true },
        { text: '', url: '', newTab: false },
      ],
      social: [{ icon: 'youtube', label: 'YouTube', url: 'https://youtube.com/@x' }],
      threshold: '75',
    });
    expect(r).toEqual({ ok: true });
    expect(await globals(['site_legal_copy', 'site_legal_links', 'site_social', 'free_shipping_threshold'])).toEqual({
      site_legal_copy: '© 2026 Test shop',
      site_legal_links: [
        { target: '_self', text: 'Privacy', url: '/privacy_policy' },
        { target: '_blank', text: 'Terms', url: '/content/terms-of-use' },
      ],
      site_social: [{ icon: 'youtube', label: 'YouTube', url: 'https://youtube.com/@x' }],
      free_shipping_threshold: 75,
    });
    expect(settingsView(s.t.db).threshold).toBe('75.00');
    expect(s.emitted).toEqual([[GLOBALS_TAG]]);
    expect(auditRows(s.t.db).map((a) => a.action)).toEqual(['settings.edit']);
  });

  it('refuses a zero threshold and a javascript: link with the row named; nothing changes', async () => {
    const view = settingsView(s.t.db);
    const r = saveSettings(s.deps, s.staff('owner'), {
      ...view,
      legal: [...view.legal, { text: 'Bad', url: 'javascript:alert(1)', newTab: false }],
      threshold: '0',
    });
    expect(r.ok).toBe(false);
    expect(!r.ok && Object.keys(r.errors).sort()).toEqual(['legal_url.1', 'threshold']);
    expect(await globals(['free_shipping_threshold'])).toEqual({ free_shipping_threshold: 50 });
    expect(s.emitted).toEqual([]);
  });
});

describe('the 404 content', () => {
  it('stores the Markdown message as sanitised HTML and the button as a link', async () => {
    const r = saveNotFound(s.deps, s.staff('editor'), {
      ...notFoundForm(s.t.db),
      title: 'Lost your way?',
      message: 'Try **the shop**.<script>alert(1)</script>',
      ctaLabel: 'Best sellers',
      ctaUrl: '/shop/category/best-sellers',
    });
    expect(r).toEqual({ ok: true });
    expect(await globals(['site_404_title', 'site_404_message', 'site_404_cta'])).toEqual({
      site_404_title: 'Lost your way?',
      site_404_message: '<p>Try <strong>the shop</strong>.</p>\n',
      site_404_cta: { label: 'Best sellers', page: null, url: '/shop/category/best-sellers' },
    });
    expect(notFoundForm(s.t.db).message).toBe('Try **the shop**.<script>alert(1)</script>');
    expect(s.emitted).toEqual([[GLOBALS_TAG]]);
  });

  it('shows the seeded page reference as its path, and requires a link when a button has text', () => {
    expect(notFoundForm(s.t.db).ctaUrl).toBe('/');
    const r = saveNotFound(s.deps, s.staff('editor'), { ...notFoundForm(s.t.db), ctaUrl: '' });
    expect(!r.ok && r.errors.ctaUrl).toMatch(/Enter the button link/);
  });
});
