import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { storeSnapshot } from '../test-fixtures/test-backend';
import { can, ROLES, type Action } from './permissions';
import { startConsoleForTest, type ConsoleClient, type ConsoleTest } from './test-support/console-test';

// Roles are enforced on the server: each core route answers 403 to a role without its action,
// whatever the screen offered, and a refused POST changes nothing.

const ROUTES: { method: 'get' | 'post'; path: string; action: Action; fields?: Record<string, string> }[] = [
  { method: 'get', path: '/', action: 'overview.view' },
  { method: 'get', path: '/activity', action: 'activity.view' },
  { method: 'get', path: '/staff', action: 'staff.manage' },
  { method: 'post', path: '/staff/invite', action: 'staff.manage', fields: { email: 'x@staff.test', role: 'owner' } },
  { method: 'post', path: '/staff/TARGET/role', action: 'staff.manage', fields: { role: 'owner' } },
  { method: 'post', path: '/staff/TARGET/disable', action: 'staff.manage' },
  { method: 'post', path: '/staff/TARGET/reset-second-factor', action: 'staff.manage' },
  { method: 'get', path: '/account', action: 'account.manage' },
  { method: 'get', path: '/account/second-factor', action: 'account.manage' },
];

let t: ConsoleTest;
const clients = new Map<string, ConsoleClient>();
let target = 0;
beforeAll(async () => {
  t = await startConsoleForTest();
  for (const role of ROLES) clients.set(role, await t.signIn(role));
  target = t.createStaff('target@staff.test', 'editor', undefined, { twoFactor: true }).id;
});
afterAll(() => t.close());

describe('the core routes check the role on the server', () => {
  const cases = ROUTES.flatMap((r) => ROLES.filter((role) => !can(role, r.action)).map((role) => [role, r] as const));
  it.each(cases)('%s: %j → 403', async (role, route) => {
    const c = clients.get(role)!;
    const before = storeSnapshot(t.db);
    const path = route.path.replace('TARGET', String(target));
    const res = route.method === 'get' ? await c.get(path) : await c.post(path, route.fields);
    expect(res.status).toBe(403);
    expect(res.html).toContain('Not allowed');
    expect(storeSnapshot(t.db)).toBe(before);
  });

  it('the menu offers only what the role may open', async () => {
    const editor = await clients.get('editor')!.get('/');
    expect(editor.html).not.toContain('href="/staff"');
    expect(editor.html).not.toContain('href="/orders"');
    expect(editor.html).toContain('href="/reviews"');
    const owner = await clients.get('owner')!.get('/');
    expect(owner.html).toContain('href="/staff"');
  });
});
