import { join } from 'node:path';
import type { Page } from 'playwright-core';
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
