import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { openDatabase, type Db } from '../../db/open-database';
import { findLink } from './one-time-links';
import { runStaffCommand } from './staff-cli';
import { staffByEmail } from './staff-store';

// npm run staff: add (prints a one-time link), list, disable; every change in the audit
// trail as "cli"; bad usage exits 2 with the usage, a refusal 1.

let db: Db;
let out: string[];
let err: string[];
const now = new Date('2026-01-05T10:00:00Z');
const run = (...args: string[]) =>
  runStaffCommand(args, {
    db,
    now,
    consoleUrl: 'http://console.test',
    out: (l) => out.push(l),
    err: (l) => err.push(l),
  });

beforeEach(() => {
  db = openDatabase(':memory:');
  out = [];
  err = [];
});
afterEach(() => db.close());

describe('npm run staff', () => {
  it('add prints a working one-time link and records the change as "cli"', () => {
    expect(run('add', 'Boss@Example.com', '--role', 'owner')).toBe(0);
    const link = out.find((l) => l.startsWith('http://console.test/setup/'))!;
    expect(findLink(db, link.split('/setup/')[1]!, now)).toMatchObject({ purpose: 'setup' });
    expect(staffByEmail(db, 'boss@example.com')).toMatchObject({ role: 'owner', password_hash: null });
    expect(db.prepare('SELECT staff_id, staff_email, action FROM audit_log').all()).toEqual([
      { staff_id: null, staff_email: 'cli', action: 'staff.invite' },
    ]);
    expect(run('add', 'ed@example.com', '--role=editor')).toBe(0);
  });

  it('list shows everyone with role and status', () => {
    run('add', 'b@example.com', '--role', 'fulfilment');
    run('add', 'a@example.com', '--role', 'owner');
    out = [];
    expect(run('list')).toBe(0);
    expect(out).toEqual(['a@example.com\towner\tinvited\t2FA off', 'b@example.com\tfulfilment\tinvited\t2FA off']);
  });

  it('disable disables (and says so), recorded as "cli"; an unknown e-mail is refused', () => {
    run('add', 'a@example.com', '--role', 'editor');
    expect(run('disable', 'a@example.com')).toBe(0);
    expect(staffByEmail(db, 'a@example.com')!.disabled_at).toBe(now.toISOString());
    expect(db.prepare('SELECT action, staff_email FROM audit_log ORDER BY id DESC LIMIT 1').get() as object).toEqual({
      action: 'staff.disable',
      staff_email: 'cli',
    });
    expect(run('disable', 'ghost@example.com')).toBe(1);
    expect(err.at(-1)).toContain('No staff member');
  });

  it.each([
    [[]],
    [['add', 'a@example.com']],
    [['add', '--role', 'owner']],
    [['add', 'a@example.com', '--role', 'boss']],
    [['remove']],
  ])('bad usage %j exits 2 and prints the usage', (args) => {
    expect(run(...args)).toBe(2);
    expect(err.join('\n')).toContain('npm run staff -- add EMAIL --role owner|fulfilment|editor');
    expect(db.prepare('SELECT COUNT(*) AS n FROM staff').get()).toEqual({ n: 0 });
  });
});
