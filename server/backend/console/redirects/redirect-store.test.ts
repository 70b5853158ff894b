import { beforeEach, describe, expect, it } from 'vitest';
import { FIXTURE_NOW } from '../../test-fixtures/seed-fixture';
import { auditRows, createConsoleStore, type ConsoleStore } from '../test-store/console-store';
import { STALE } from '../ui/drawn-version';
import { REDIRECT_MESSAGES } from './redirect-rules';
import {
  addRedirect,
  listRedirects,
  redirectEntries,
  redirectVersion,
  removeRedirect,
  seedRedirectsOnce,
  updateRedirect,
} from './redirect-store';

// The redirect table in the real store: add, edit, remove, each audited; refused input leaves
// the table as it was; an edit made on an older version of the row writes nothing; the file
// seeds it once.

let s: ConsoleStore;
beforeEach(() => {
  s = createConsoleStore();
});

const owner = () => s.staff('owner');

describe('the redirect table', () => {
  it('adds a redirect, audited, and answers the stored row', () => {
    const result = addRedirect(s.t.db, owner(), { from: '/summer', to: '/shop', status: 301 }, FIXTURE_NOW);
    expect(result).toEqual({
      ok: true,
      redirect: {
        id: expect.any(Number),
        from: '/summer',
        to: '/shop',
        status: 301,
        createdAt: FIXTURE_NOW.toISOString(),
        updatedAt: FIXTURE_NOW.toISOString(),
      },
    });
    expect(redirectEntries(s.t.db)).toEqual([{ from: '/summer', to: '/shop', status: 301 }]);
    expect(auditRows(s.t.db).at(-1)).toMatchObject({
      staff_email: 'owner@staff.test',
      action: 'redirect.add',
      entity: 'redirect',
      after_json: JSON.stringify({ from: '/summer', to: '/shop', status: 301 }),
    });
  });

  it('refuses a loop and a duplicate with a message for the field, writing nothing', () => {
    addRedirect(s.t.db, owner(), { from: '/a', to: '/b', status: 301 }, FIXTURE_NOW);
    const audits = auditRows(s.t.db).length;
    expect(addRedirect(s.t.db, owner(), { from: '/b', to: '/a', status: 302 }, FIXTURE_NOW)).toEqual({
      ok: false,
      errors: { to: REDIRECT_MESSAGES.loop(['/b', '/a', '/b']) },
    });
    expect(addRedirect(s.t.db, owner(), { from: '/a', to: '/c', status: 301 }, FIXTURE_NOW)).toEqual({
      ok: false,
      errors: { from: REDIRECT_MESSAGES.fromTaken('/b') },
    });
    expect(redirectEntries(s.t.db)).toEqual([{ from: '/a', to: '/b', status: 301 }]);
    expect(auditRows(s.t.db)).toHaveLength(audits);
  });

  it('a product page is redirected only when confirmed', () => {
    const input = { from: '/products/vitamin-c-serum', to: '/products/vitamin-c-serum-2', status: 301 };
    expect(addRedirect(s.t.db, owner(), input, FIXTURE_NOW).ok).toBe(false);
    expect(addRedirect(s.t.db, owner(), { ...input, confirmScreen: true }, FIXTURE_NOW).ok).toBe(true);
  });

  it('edits and removes, each audited with the values before', () => {
    const added = addRedirect(s.t.db, owner(), { from: '/a', to: '/b', status: 301 }, FIXTURE_NOW);
    if (!added.ok) throw new Error('not added');
    const id = added.redirect.id;
    const drawn = redirectVersion(added.redirect);
    const edit = { from: '/a', to: '/c', status: 302 };
    expect(updateRedirect(s.t.db, owner(), id, edit, 'older', FIXTURE_NOW)).toEqual(STALE);
    expect(updateRedirect(s.t.db, owner(), id, edit, drawn, FIXTURE_NOW)).toMatchObject({
      ok: true,
      redirect: { from: '/a', to: '/c', status: 302 },
    });
    expect(updateRedirect(s.t.db, owner(), id, { from: '/a', to: '/d', status: 302 }, drawn, FIXTURE_NOW)).toEqual(
      STALE,
    );
    expect(updateRedirect(s.t.db, owner(), 9999, edit, drawn, FIXTURE_NOW)).toBeNull();
    expect(removeRedirect(s.t.db, owner(), id, FIXTURE_NOW)).toBe(true);
    expect(removeRedirect(s.t.db, owner(), id, FIXTURE_NOW)).toBe(false);
    expect(listRedirects(s.t.db)).toEqual([]);
    expect(auditRows(s.t.db).slice(-2)).toMatchObject([
      { action: 'redirect.edit', before_json: JSON.stringify({ from: '/a', to: '/b', status: 301 }) },
      { action: 'redirect.remove', before_json: JSON.stringify({ from: '/a', to: '/c', status: 302 }) },
    ]);
  });

  it('a seeded 308 keeps its status when its target is edited', () => {
    seedRedirectsOnce(s.t.db, [{ from: '/old', to: '/shop', status: 308 }], FIXTURE_NOW);
    const [row] = listRedirects(s.t.db);
    const edit = { from: '/old', to: '/blog', status: 308 };
    expect(updateRedirect(s.t.db, owner(), row!.id, edit, redirectVersion(row!), FIXTURE_NOW)?.ok).toBe(true);
  });

  it('is seeded from the file once: a redirect removed later stays removed', () => {
    const file = [
      { from: '/x', to: '/shop', status: 301 as const },
      { from: '/y', to: '/blog', status: 302 as const },
    ];
    expect(seedRedirectsOnce(s.t.db, file, FIXTURE_NOW)).toBe(2);
    removeRedirect(s.t.db, owner(), listRedirects(s.t.db)[0]!.id, FIXTURE_NOW);
    expect(seedRedirectsOnce(s.t.db, file, FIXTURE_NOW)).toBe(0);
    expect(redirectEntries(s.t.db)).toEqual([{ from: '/y', to: '/blog', status: 302 }]);
  });
});
