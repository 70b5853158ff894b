import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { startConsoleForTest, type ConsoleTest } from '../test-support/console-test';
import { SESSION_COOKIE } from './console-sessions';

// Console sessions: 8 hours from sign-in, then signed out; revoked on sign-out, on a password
// change and when the person is disabled; the cookie is httpOnly, SameSite=Strict, Path=/.

let t: ConsoleTest;
beforeEach(async () => {
  t = await startConsoleForTest();
});
afterEach(() => t.close());

const later = (ms: number) => new Date(t.now().getTime() + ms);
const HOUR = 3600_000;

describe('console sessions', () => {
  it('sets its own httpOnly, SameSite=Strict cookie, stored only as a hash', async () => {
    const c = t.client();
    await c.get('/sign-in');
    const staff = t.createStaff('kim@staff.test', 'editor');
    const res = await c.post('/sign-in', { email: staff.email, password: staff.password });
    expect(res.status).toBe(303);
    expect(res.location).toBe('/');
    const cookie = res.headers.getSetCookie().find((l) => l.startsWith(`${SESSION_COOKIE}=`))!;
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/SameSite=Strict/i);
    expect(cookie).toMatch(/Path=\//);
    expect(cookie).toMatch(/Max-Age=28800/);
    const token = c.cookies.get(SESSION_COOKIE)!;
    const stored = t.db.prepare('SELECT token_hash FROM staff_sessions').all() as { token_hash: string }[];
    expect(stored).toHaveLength(1);
    expect(stored[0]!.token_hash).not.toBe(token);
    expect((await c.get('/')).status).toBe(200);
  });

  it('lasts 8 hours from sign-in, then sends the person to sign in again', async () => {
    const c = await t.signIn('fulfilment');
    t.setNow(later(8 * HOUR - 60_000));
    expect((await c.get('/')).status).toBe(200);
    t.setNow(later(2 * 60_000));
    const res = await c.get('/');
    expect(res.status).toBe(303);
    expect(res.location).toBe('/sign-in');
  });

  it('sign-out revokes the session: the old cookie opens nothing', async () => {
    const c = await t.signIn('editor');
    const cookie = c.cookies.get(SESSION_COOKIE)!;
    const out = await c.post('/sign-out');
    expect(out.status).toBe(303);
    expect(out.location).toBe('/sign-in');
    const replay = t.client();
    replay.cookies.set(SESSION_COOKIE, cookie);
    expect((await replay.get('/')).location).toBe('/sign-in');
  });

  it('a password change ends every other session and keeps this one going', async () => {
    const c = await t.signIn('fulfilment');
    const other = t.client();
    await other.get('/sign-in');
    await other.post('/sign-in', { email: c.staff!.email, password: c.staff!.password });
    expect((await other.get('/')).status).toBe(200);
    const changed = await c.post('/account/password', {
      current: c.staff!.password,
      password: 'a new long password',
      confirm: 'a new long password',
    });
    expect(changed.status).toBe(303);
    expect(changed.location).toBe('/account?notice=password-changed');
    expect((await other.get('/')).location).toBe('/sign-in');
    const page = await c.get('/account?notice=password-changed');
    expect(page.status).toBe(200);
    expect(page.html).toContain('Password changed.');
  });

  it('disabling someone signs them out at once', async () => {
    const owner = await t.signIn('owner');
    const editor = await t.signIn('editor');
    await owner.get('/staff');
    const res = await owner.post(`/staff/${editor.staff!.id}/disable`);
    expect(res.status).toBe(303);
    expect((await editor.get('/')).location).toBe('/sign-in');
    const again = t.client();
    await again.get('/sign-in');
    expect(
      (await again.post('/sign-in', { email: editor.staff!.email, password: editor.staff!.password })).status,
    ).toBe(401);
  });
});
