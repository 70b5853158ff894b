import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { storeSnapshot } from '../../test-fixtures/test-backend';
import { startConsoleForTest, type ConsoleTest } from '../test-support/console-test';

// Every POST carries the synchroniser token: none or a wrong one → 403 and nothing changed; a
// form posted from another site is refused even with a valid token (it could not have one, but
// the same-origin rule is the second lock). Before sign-in, the sign-in and setup forms carry
// the pre-session cookie's token.

let t: ConsoleTest;
beforeEach(async () => {
  t = await startConsoleForTest();
});
afterEach(() => t.close());

describe('CSRF', () => {
  it('a signed-in POST without the token, or with a wrong one, is refused and changes nothing', async () => {
    const owner = await t.signIn('owner');
    const editor = t.createStaff('ed@staff.test', 'editor');
    const before = storeSnapshot(t.db);
    for (const csrf of [false, 'wrong-token', `${owner.csrfToken}x`] as const) {
      const res = await owner.post(`/staff/${editor.id}/role`, { role: 'owner' }, { csrf });
      expect(res.status, String(csrf)).toBe(403);
      expect(res.html).toContain('This form has expired');
    }
    expect(storeSnapshot(t.db)).toBe(before);
    // the same post with the session's token goes through
    expect((await owner.post(`/staff/${editor.id}/role`, { role: 'owner' })).status).toBe(303);
  });

  it("another session's token is not this session's", async () => {
    const owner = await t.signIn('owner');
    const other = await t.signIn('owner');
    const editor = t.createStaff('ed@staff.test', 'editor');
    const res = await owner.post(`/staff/${editor.id}/disable`, {}, { csrf: other.csrfToken! });
    expect(res.status).toBe(403);
  });

  it('a cross-site form post is refused, whatever it carries', async () => {
    const owner = await t.signIn('owner');
    const editor = t.createStaff('ed@staff.test', 'editor');
    const before = storeSnapshot(t.db);
    for (const headers of <Record<string, string>[]>[
      { origin: 'https://evil.example' },
      { 'sec-fetch-site': 'cross-site' },
      { referer: 'https://evil.example/form.html' },
      { origin: 'null' },
    ]) {
      const res = await owner.post(`/staff/${editor.id}/disable`, {}, { headers });
      expect(res.status, JSON.stringify(headers)).toBe(403);
    }
    expect(storeSnapshot(t.db)).toBe(before);
    const same = await owner.post(
      `/staff/${editor.id}/disable`,
      {},
      { headers: { origin: t.url, 'sec-fetch-site': 'same-origin' } },
    );
    expect(same.status).toBe(303);
  });

  it('the sign-in form needs the pre-session token its page set', async () => {
    const staff = t.createStaff('kim@staff.test', 'editor');
    const fresh = t.client();
    // no page read: no cookie, no token
    expect((await fresh.post('/sign-in', { email: staff.email, password: staff.password })).status).toBe(403);
    await fresh.get('/sign-in');
    expect(fresh.cookies.get('console_presession')).toMatch(/^[\w-]{32}$/);
    expect(
      (await fresh.post('/sign-in', { email: staff.email, password: staff.password }, { csrf: 'x'.repeat(32) })).status,
    ).toBe(403);
    expect((await fresh.post('/sign-in', { email: staff.email, password: staff.password })).status).toBe(303);
  });

  it('a cross-site post to sign-in is refused (no sign-in by a third party page)', async () => {
    const staff = t.createStaff('kim@staff.test', 'editor');
    const c = t.client();
    await c.get('/sign-in');
    const res = await c.post(
      '/sign-in',
      { email: staff.email, password: staff.password },
      { headers: { origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' } },
    );
    expect(res.status).toBe(403);
    expect(c.cookies.has('console_session')).toBe(false);
  });
});
