import { afterEach, describe, expect, it } from 'vitest';
import { startConsoleForTest, type ConsoleTest } from '../test-support/console-test';
import { firstOwnerLink } from '../staff/one-time-links';
import { inviteStaff } from '../staff/staff-actions';
import { SIGN_IN_PER_ACCOUNT } from './sign-in-throttle';

// The doors: password sign-in, the second factor (app code or single-use recovery code),
// throttling, one-time setup links (invitation and the first owner), CONSOLE_REQUIRE_2FA.

let t: ConsoleTest;
afterEach(() => t.close());

const later = (ms: number) => new Date(t.now().getTime() + ms);

async function passwordStep(email: string, password: string) {
  const c = t.client();
  await c.get('/sign-in');
  return { c, res: await c.post('/sign-in', { email, password }) };
}

describe('sign-in', () => {
  it('a wrong password, an unknown e-mail and an invited account all get the same refusal', async () => {
    t = await startConsoleForTest();
    const kim = t.createStaff('kim@staff.test', 'editor');
    inviteStaff(
      { db: t.db, now: t.now(), actor: { id: null, email: 'cli' }, consoleUrl: t.url },
      'new@staff.test',
      'editor',
    );
    for (const [email, password] of [
      [kim.email, 'wrong password!'],
      ['nobody@staff.test', kim.password],
      ['new@staff.test', ''],
    ] as const) {
      const { res } = await passwordStep(email, password);
      expect(res.status).toBe(401);
      expect(res.html).toContain('do not match an active staff account');
      expect(res.html).toContain(`value="${email}"`);
    }
    const { res } = await passwordStep(' KIM@staff.test ', kim.password);
    expect(res.status).toBe(303);
  });

  it('unsigned visitors are sent to sign in; pages say nothing', async () => {
    t = await startConsoleForTest();
    const c = t.client();
    for (const path of ['/', '/staff', '/activity', '/account', '/orders']) {
      const res = await c.get(path);
      expect(res.status, path).toBe(303);
      expect(res.location).toBe('/sign-in');
    }
  });

  it(`throttles: after ${SIGN_IN_PER_ACCOUNT} wrong passwords the right one waits too`, async () => {
    t = await startConsoleForTest();
    const kim = t.createStaff('kim@staff.test', 'editor');
    const c = t.client();
    await c.get('/sign-in');
    for (let i = 0; i < SIGN_IN_PER_ACCOUNT; i++) {
      expect((await c.post('/sign-in', { email: kim.email, password: `wrong ${i}` })).status).toBe(401);
    }
    const blocked = await c.post('/sign-in', { email: kim.email, password: kim.password });
    expect(blocked.status).toBe(429);
    expect(blocked.html).toContain('Too many attempts');
    expect(c.cookies.has('console_session')).toBe(false);
  });

  it('with a second factor: password, then the app code; a code works once', async () => {
    t = await startConsoleForTest();
    const kim = t.createStaff('kim@staff.test', 'owner', undefined, { twoFactor: true });
    const { c, res } = await passwordStep(kim.email, kim.password);
    expect(res.location).toBe('/sign-in/second-factor');
    // half signed in: nothing else opens
    expect((await c.get('/')).location).toBe('/sign-in');
    const page = await c.get('/sign-in/second-factor');
    expect(page.html).toContain('authenticator app');
    expect((await c.post('/sign-in/second-factor', { code: '000000' })).status).toBe(401);
    const code = t.totpCode(kim.totpSecret!);
    const ok = await c.post('/sign-in/second-factor', { code });
    expect(ok.status).toBe(303);
    expect(ok.location).toBe('/');
    expect((await c.get('/')).status).toBe(200);

    // the same code again, even within its 30 seconds, is refused
    const again = await passwordStep(kim.email, kim.password);
    await again.c.get('/sign-in/second-factor');
    expect((await again.c.post('/sign-in/second-factor', { code })).status).toBe(401);
    t.setNow(later(30_000));
    expect((await again.c.post('/sign-in/second-factor', { code: t.totpCode(kim.totpSecret!) })).status).toBe(303);
  });

  it('half signed in, going back to the sign-in form still works', async () => {
    t = await startConsoleForTest();
    const kim = t.createStaff('kim@staff.test', 'editor', undefined, { twoFactor: true });
    const { c } = await passwordStep(kim.email, kim.password);
    const form = await c.get('/sign-in');
    expect(form.status).toBe(200);
    const again = await c.post('/sign-in', { email: kim.email, password: kim.password });
    expect(again.location).toBe('/sign-in/second-factor');
    await c.get('/sign-in/second-factor');
    expect((await c.post('/sign-in/second-factor', { code: t.totpCode(kim.totpSecret!) })).status).toBe(303);
  });

  it('a recovery code signs in once', async () => {
    t = await startConsoleForTest();
    const kim = t.createStaff('kim@staff.test', 'fulfilment', undefined, { twoFactor: true });
    const recovery = kim.recoveryCodes[3]!;
    const first = await passwordStep(kim.email, kim.password);
    await first.c.get('/sign-in/second-factor');
    const ok = await first.c.post('/sign-in/second-factor', { code: recovery.toUpperCase() });
    expect(ok.status).toBe(303);
    expect(ok.location).toBe('/account?notice=recovery-used');
    const account = await first.c.get('/account?notice=recovery-used');
    expect(account.html).toContain('9 recovery codes left');
    const second = await passwordStep(kim.email, kim.password);
    await second.c.get('/sign-in/second-factor');
    expect((await second.c.post('/sign-in/second-factor', { code: recovery })).status).toBe(401);
  });

  it('an invitation link sets the password once, then signs the person in', async () => {
    t = await startConsoleForTest();
    const invited = inviteStaff(
      { db: t.db, now: t.now(), actor: { id: null, email: 'cli' }, consoleUrl: t.url },
      'new@staff.test',
      'editor',
    );
    if (!invited.ok) throw new Error(invited.message);
    const path = new URL(invited.link).pathname;
    const c = t.client();
    const page = await c.get(path);
    expect(page.status).toBe(200);
    expect(page.html).toContain('new@staff.test');
    const short = await c.post(path, { password: 'short', confirm: 'short' });
    expect(short.status).toBe(400);
    expect(short.html).toContain('Use at least 12 characters.');
    const differ = await c.post(path, { password: 'long enough pass', confirm: 'long enough pasS' });
    expect(differ.html).toContain('The two passwords differ.');
    const ok = await c.post(path, { password: 'long enough pass', confirm: 'long enough pass' });
    expect(ok.status).toBe(303);
    expect((await c.get('/')).status).toBe(200);
    expect((await t.client().get(path)).status).toBe(410);
    t.setNow(later(60_000));
    expect((await passwordStep('new@staff.test', 'long enough pass')).res.status).toBe(303);
  });

  it('an invitation link expires after 24 hours', async () => {
    t = await startConsoleForTest();
    const invited = inviteStaff(
      { db: t.db, now: t.now(), actor: { id: null, email: 'cli' }, consoleUrl: t.url },
      'new@staff.test',
      'editor',
    );
    if (!invited.ok) throw new Error(invited.message);
    t.setNow(later(24 * 3600_000 + 1000));
    const res = await t.client().get(new URL(invited.link).pathname);
    expect(res.status).toBe(410);
    expect(res.html).toContain('This link has expired');
  });

  it('the first-owner link asks the e-mail, creates an owner and dies once anyone is on the staff', async () => {
    t = await startConsoleForTest();
    const link = firstOwnerLink(t.db, t.url, t.now())!;
    expect(link).toBeTruthy();
    const path = new URL(link).pathname;
    const c = t.client();
    expect((await c.get(path)).html).toContain('Create the first owner');
    const bad = await c.post(path, { email: 'nope', password: 'long enough pass', confirm: 'long enough pass' });
    expect(bad.status).toBe(400);
    expect(bad.html).toContain('Enter an e-mail address');
    const ok = await c.post(path, {
      email: 'boss@staff.test',
      password: 'long enough pass',
      confirm: 'long enough pass',
    });
    expect(ok.status).toBe(303);
    const staff = await c.get('/staff');
    expect(staff.status).toBe(200);
    expect(staff.html).toContain('boss@staff.test');
    expect(firstOwnerLink(t.db, t.url, t.now())).toBeNull();
    expect((await t.client().get(path)).status).toBe(410);
  });

  it('CONSOLE_REQUIRE_2FA sends an owner without a second factor to enrol first; others are not held', async () => {
    t = await startConsoleForTest({ require2fa: true });
    const owner = await t.signIn('owner');
    for (const path of ['/', '/staff', '/account']) {
      const res = await owner.get(path);
      expect(res.status, path).toBe(303);
      expect(res.location).toBe('/account/second-factor?notice=required');
    }
    const enrol = await owner.get('/account/second-factor?notice=required');
    expect(enrol.status).toBe(200);
    expect(enrol.html).toContain('Owners turn on a second factor');
    const editor = await t.signIn('editor');
    expect((await editor.get('/')).status).toBe(200);
  });
});
