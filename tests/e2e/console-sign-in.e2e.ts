import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { Secret, TOTP } from 'otpauth';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { runStaffCommand } from '../../server/backend/console/staff/staff-cli';
import { openDatabase } from '../../server/backend/db/open-database';
import { launchBrowser } from './browser';
import { CONSOLE_TEST_PASSWORD as PASSWORD, addStaff, signInToConsole } from './console-staff';

// The operator console in a real browser against the production build, with JavaScript on and
// off (every screen is a real form): an owner added with `npm run staff` follows the one-time
// link, sets a password and lands on the Overview; signs out and in; turns on a second factor
// (the code computed here, as an authenticator app would); signs in again with password and
// code. Screenshots at 1366x900 and 390x844 go to .tmp/console-shots/.

const consoleUrl = inject('consoleUrl');
const dataDir = inject('dataDir');
const SHOTS = '.tmp/console-shots';

let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
  mkdirSync(SHOTS, { recursive: true });
});
afterAll(async () => {
  await browser?.close();
});

/** `npm run staff -- add EMAIL --role owner` against the shop's store; answers the printed link. */
function addOwner(email: string): string {
  const db = openDatabase(join(dataDir, 'store.db'));
  const out: string[] = [];
  const code = runStaffCommand(['add', email, '--role', 'owner'], {
    db,
    now: new Date(),
    consoleUrl,
    out: (l) => out.push(l),
    err: (l) => out.push(l),
  });
  db.close();
  expect(code, out.join('\n')).toBe(0);
  return out.find((l) => l.startsWith(`${consoleUrl}/setup/`))!;
}

const codeAt = (secret: string, offsetMs = 0) =>
  new TOTP({ secret: Secret.fromBase32(secret), digits: 6, period: 30 }).generate({ timestamp: Date.now() + offsetMs });

async function shoot(page: Page, name: string) {
  for (const [w, h] of [
    [1366, 900],
    [390, 844],
  ] as const) {
    await page.setViewportSize({ width: w, height: h });
    await page.screenshot({ path: `${SHOTS}/${name}-${w}x${h}.png`, fullPage: true });
  }
  await page.setViewportSize({ width: 1366, height: 900 });
}

async function signIn(page: Page, email: string) {
  await page.goto(`${consoleUrl}/sign-in`);
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

async function journey(javaScriptEnabled: boolean) {
  const email = `owner-${javaScriptEnabled ? 'js' : 'nojs'}-${Date.now()}@staff.test`;
  const link = addOwner(email);
  const context = await browser.newContext({ viewport: { width: 1366, height: 900 }, javaScriptEnabled });
  const page = await context.newPage();
  const problems: string[] = [];
  // the refused password answers 401 on purpose: the browser logs it as a failed load
  page.on('console', (m) => m.type() === 'error' && !/status of 401/.test(m.text()) && problems.push(m.text()));
  try {
    // the one-time link: set the password, land on the Overview, signed in
    await page.goto(link);
    await expect.poll(() => page.locator('h1').textContent()).toBe('Set your password');
    if (!javaScriptEnabled) await shoot(page, 'setup');
    await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await page.getByLabel('Password again').fill(PASSWORD);
    await page.getByRole('button', { name: 'Save and sign in' }).click();
    await page.waitForURL(`${consoleUrl}/`);
    expect(await page.locator('h1').textContent()).toBe('Overview');
    expect(await page.locator('.console-who').textContent()).toContain(email);
    if (!javaScriptEnabled) await shoot(page, 'overview');

    // sign out, then a wrong password, then the right one
    await page.getByRole('button', { name: 'Sign out' }).click();
    await page.waitForURL(`${consoleUrl}/sign-in`);
    if (!javaScriptEnabled) await shoot(page, 'sign-in');
    await page.getByLabel('E-mail').fill(email);
    await page.getByLabel('Password').fill('not the password');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect.poll(() => page.getByRole('alert').textContent()).toContain('do not match');
    if (!javaScriptEnabled) await shoot(page, 'sign-in-refused');
    await signIn(page, email);
    await page.waitForURL(`${consoleUrl}/`);

    // the second factor: read the key off the page, confirm a code, keep the recovery codes
    await page.goto(`${consoleUrl}/account/second-factor`);
    expect(await page.locator('img.console-qr').getAttribute('src')).toMatch(/^data:image\/png;base64,/);
    if (!javaScriptEnabled) await shoot(page, 'second-factor-enrol');
    const secret = (await page.locator('code.console-secret').textContent())!.replace(/\s+/g, '');
    await page.getByLabel('Your password').fill(PASSWORD);
    await page.getByLabel('Code').fill(codeAt(secret));
    await page.getByRole('button', { name: 'Turn on' }).click();
    await expect.poll(() => page.locator('h1').textContent()).toBe('Second factor on');
    expect(await page.locator('ul.console-codes li').count()).toBe(10);
    if (!javaScriptEnabled) await shoot(page, 'recovery-codes');
    await page.getByRole('button', { name: 'Sign out' }).click();
    await page.waitForURL(`${consoleUrl}/sign-in`);

    // password, then the next code of the app (the one just used is never accepted again)
    await signIn(page, email);
    await page.waitForURL(`${consoleUrl}/sign-in/second-factor`);
    if (!javaScriptEnabled) await shoot(page, 'second-factor');
    await page.getByLabel('Code').fill(codeAt(secret, 30_000));
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.waitForURL(`${consoleUrl}/`);
    expect(await page.locator('h1').textContent()).toBe('Overview');

    if (!javaScriptEnabled) {
      await page.goto(`${consoleUrl}/staff`);
      await shoot(page, 'staff');
      await page.goto(`${consoleUrl}/activity`);
      await shoot(page, 'activity');
      await page.goto(`${consoleUrl}/account`);
      await shoot(page, 'account');
    }
    expect(problems).toEqual([]);
  } finally {
    await context.close();
  }
}

describe('console sign-in', () => {
  it('a fulfilment member added to the store signs in and sees only their screens', async () => {
    const context = await browser.newContext({ viewport: { width: 1366, height: 900 }, javaScriptEnabled: false });
    const page = await context.newPage();
    await signInToConsole(page, consoleUrl, addStaff(dataDir, 'fulfilment'));
    const menu = await page.locator('.console-header nav').textContent();
    expect(menu).toContain('Orders');
    expect(menu).not.toContain('Staff');
    await page.goto(`${consoleUrl}/staff`);
    expect(await page.locator('h1').textContent()).toBe('Not allowed');
    await context.close();
  });

  it('without JavaScript: set-up link, sign in, second factor, sign in with the code', () => journey(false));
  it('with JavaScript: the same journey', () => journey(true));
});
