import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { startConsoleForTest, type ConsoleTest } from '../test-support/console-test';
import { staffById } from '../staff/staff-store';

// The person's own account: turn the second factor on (QR code or key, a confirming code,
// recovery codes shown once and stored hashed), off (with the password); change the password.

let t: ConsoleTest;
beforeEach(async () => {
  t = await startConsoleForTest();
});
afterEach(() => t.close());

const actions = () =>
  (t.db.prepare('SELECT action FROM audit_log ORDER BY id').all() as { action: string }[]).map((r) => r.action);

describe('second factor enrolment', () => {
  it('QR code and key, a wrong code refused, the right one shows 10 recovery codes once', async () => {
    const c = await t.signIn('owner');
    const page = await c.get('/account/second-factor');
    expect(page.html).toMatch(/<img[^>]+src="data:image\/png;base64,/);
    const secret = /name="secret" value="([A-Z2-7]{32})"/.exec(page.html)![1]!;
    const password = c.staff!.password;
    const noPassword = await c.post('/account/second-factor', { intent: 'enrol', secret, code: t.totpCode(secret) });
    expect(noPassword.status).toBe(400);
    expect(noPassword.html).toContain('That is not your password.');
    expect(staffById(t.db, c.staff!.id)!.totp_secret).toBeNull();
    const wrong = await c.post('/account/second-factor', { intent: 'enrol', secret, password, code: '123456' });
    expect(wrong.status).toBe(400);
    expect(wrong.html).toContain('That code does not match');
    expect(wrong.html).toContain(`value="${secret}"`);
    const ok = await c.post('/account/second-factor', { intent: 'enrol', secret, password, code: t.totpCode(secret) });
    expect(ok.status).toBe(200);
    const codes = [...ok.html.matchAll(/<code>([a-z2-9]{5}-[a-z2-9]{5})<\/code>/g)].map((m) => m[1]!);
    expect(new Set(codes).size).toBe(10);
    const stored = t.db.prepare('SELECT code_hash FROM staff_recovery_codes').all() as { code_hash: string }[];
    expect(stored).toHaveLength(10);
    for (const code of codes) expect(JSON.stringify(stored)).not.toContain(code);
    expect(staffById(t.db, c.staff!.id)!.totp_secret).toBe(secret);
    expect(actions()).toContain('staff.second-factor-on');
    // shown once: the page now manages it and lists no code
    const after = await c.get('/account/second-factor');
    expect(after.html).toContain('10 of your recovery codes are unused');
    expect(after.html).not.toContain(codes[0]);
  });

  it('a tampered secret is refused and a new one offered', async () => {
    const c = await t.signIn('editor');
    await c.get('/account/second-factor');
    const res = await c.post('/account/second-factor', { intent: 'enrol', secret: 'not-base32', code: '123456' });
    expect(res.status).toBe(400);
    expect(res.html).toContain('The key was damaged');
    expect(staffById(t.db, c.staff!.id)!.totp_secret).toBeNull();
  });

  it('turning it off needs the password', async () => {
    const c = await t.signIn('fulfilment', { twoFactor: true });
    await c.get('/account/second-factor');
    const wrong = await c.post('/account/second-factor', { intent: 'remove', password: 'not my password' });
    expect(wrong.status).toBe(400);
    expect(staffById(t.db, c.staff!.id)!.totp_secret).not.toBeNull();
    const ok = await c.post('/account/second-factor', { intent: 'remove', password: c.staff!.password });
    expect(ok.status).toBe(303);
    expect(ok.location).toBe('/account?notice=second-factor-off');
    expect(staffById(t.db, c.staff!.id)!.totp_secret).toBeNull();
    expect(actions()).toContain('staff.second-factor-off');
  });
});

describe('password change', () => {
  it('needs the current password and a long enough new one, said next to each field', async () => {
    const c = await t.signIn('editor');
    const hash = staffById(t.db, c.staff!.id)!.password_hash;
    const res = await c.post('/account/password', { current: 'wrong', password: 'short', confirm: 'short' });
    expect(res.status).toBe(400);
    expect(res.html).toContain('That is not your current password.');
    expect(res.html).toContain('Use at least 12 characters.');
    expect(staffById(t.db, c.staff!.id)!.password_hash).toBe(hash);
    const ok = await c.post('/account/password', {
      current: c.staff!.password,
      password: 'another long password',
      confirm: 'another long password',
    });
    expect(ok.status).toBe(303);
    expect(actions()).toEqual(['staff.password-change']);
  });
});
