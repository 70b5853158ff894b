import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { auditRows } from '../test-store/console-store';
import { startConsoleForTest, type ConsoleTest } from '../test-support/console-test';
import { versionIn } from '../test-support/drawn-versions';
import { STALE_MESSAGE } from '../ui/drawn-version';
import { announcementById } from './announcement-store';

// Two staff editing the same announcement: the second save, made on the version the first one
// replaced, is refused (409) and the form drawn again as the announcement is now.

let t: ConsoleTest;
beforeEach(async () => {
  t = await startConsoleForTest();
});
afterEach(() => t.close());

const fields = { url: '/shop', startsAt: '', endsAt: '' };

describe('editing an announcement someone saved meanwhile', () => {
  it('answers 409 with the announcement as it is now; the first save is kept, nothing else written', async () => {
    const a = await t.signIn('editor');
    const b = await t.signIn('owner');
    const first = versionIn((await a.get('/content/announcements/live')).html);
    const second = versionIn((await b.get('/content/announcements/live')).html);
    const saved = await a.post('/content/announcements/live', { ...fields, text: 'Saved first', version: first });
    expect(saved.status).toBe(303);
    const audited = auditRows(t.db).length;

    const late = await b.post('/content/announcements/live', { ...fields, text: 'Saved second', version: second });
    expect(late.status).toBe(409);
    expect(late.html).toContain(STALE_MESSAGE);
    expect(late.html).toContain('Edit the announcement');
    expect(late.html).toMatch(/name="text"[^>]*value="Saved first"/);
    expect(late.html).not.toContain('Saved second');
    expect(announcementById(t.db, 'live')!.text).toBe('Saved first');
    expect(auditRows(t.db)).toHaveLength(audited);
    expect(t.emitted).toEqual([['announcements']]);

    const again = await b.post('/content/announcements/live', {
      ...fields,
      text: 'Saved second',
      version: versionIn(late.html),
    });
    expect(again.status).toBe(303);
    expect(announcementById(t.db, 'live')!.text).toBe('Saved second');
  });

  it('treats a save with no version as stale; adding one and moving one need none', async () => {
    const c = await t.signIn('editor');
    await c.get('/content/announcements');
    const old = await c.post('/content/announcements/live', { ...fields, text: 'No version' });
    expect(old.status).toBe(409);
    expect(old.html).toContain(STALE_MESSAGE);
    expect(announcementById(t.db, 'live')!.text).not.toBe('No version');
    expect((await c.post('/content/announcements', { ...fields, text: 'A new one' })).status).toBe(303);
    expect((await c.post('/content/announcements/future/move', { direction: 'up' })).status).toBe(303);
  });

  it('keeps the drawn version on a refused value (400)', async () => {
    const c = await t.signIn('editor');
    const drawn = versionIn((await c.get('/content/announcements/live')).html);
    const refused = await c.post('/content/announcements/live', { ...fields, text: ' ', version: drawn });
    expect(refused.status).toBe(400);
    expect(versionIn(refused.html)).toBe(drawn);
  });
});
