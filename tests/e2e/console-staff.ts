import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { hashPasswordSync } from '../../server/backend/customers/passwords';
import { openDatabase } from '../../server/backend/db/open-database';
import type { Role } from '../../server/backend/console/permissions';
import { insertStaff, setPasswordHash, staffByEmail } from '../../server/backend/console/staff/staff-store';

// For the console's browser tests: a staff member with a password in the shop's store (the
// set-up link journey itself is console-sign-in.e2e.ts), and signing in through the real form.

export const CONSOLE_TEST_PASSWORD = 'a long console password';

let counter = 0;

/** A staff member of this role, ready to sign in; answers their e-mail. */
export function addStaff(dataDir: string, role: Role, email = `${role}-${Date.now()}-${++counter}@staff.test`): string {
  const db = openDatabase(join(dataDir, 'store.db'));
  try {
    const row = staffByEmail(db, email) ?? insertStaff(db, email, role, new Date());
    setPasswordHash(db, row.id, hashPasswordSync(CONSOLE_TEST_PASSWORD));
    return row.email;
  } finally {
    db.close();
  }
}

/** Signs in through the sign-in form (no second factor) and waits for the Overview. */
export async function signInToConsole(page: Page, consoleUrl: string, email: string, password = CONSOLE_TEST_PASSWORD) {
  await page.goto(`${consoleUrl}/sign-in`);
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.waitForURL(`${consoleUrl}/`);
}

/** A new browser context (JavaScript on or off) signed in to the console as `email`. */
export async function consoleSession(
  browser: Browser,
  consoleUrl: string,
  email: string,
  o: { javaScript?: boolean; viewport?: { width: number; height: number } } = {},
): Promise<Page> {
  const context = await browser.newContext({
    javaScriptEnabled: o.javaScript ?? true,
    viewport: o.viewport ?? { width: 1366, height: 900 },
  });
  const page = await context.newPage();
  await signInToConsole(page, consoleUrl, email);
  return page;
}

/** With CONSOLE_SHOTS_DIR set, the page saved at 1366x900 and 390x844 (full page), for review. */
export async function consoleShots(page: Page, name: string) {
  const dir = process.env.CONSOLE_SHOTS_DIR;
  if (!dir) return;
  for (const [width, height] of [
    [1366, 900],
    [390, 844],
  ] as const) {
    await page.setViewportSize({ width, height });
    await page.screenshot({ path: join(dir, `${name}-${width}x${height}.png`), fullPage: true });
  }
  await page.setViewportSize({ width: 1366, height: 900 });
}
