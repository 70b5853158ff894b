import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { storeSnapshot } from '../../test-fixtures/test-backend';
import { sql } from '../../db/statements';
import { can, ROLES, type Action } from '../permissions';
import { startConsoleForTest, type ConsoleClient, type ConsoleTest } from '../test-support/console-test';

// Every products and pictures route answers 403 to a role without its action, and a refused
// POST changes nothing (fulfilment may neither see nor change the catalogue).

const ROUTES: { method: 'get' | 'post'; path: string; action: Action }[] = [
  { method: 'get', path: '/products', action: 'products.view' },
  { method: 'get', path: '/products/new', action: 'products.edit' },
  { method: 'get', path: '/products/ID', action: 'products.view' },
  { method: 'get', path: '/products/ID/pictures', action: 'products.view' },
  { method: 'post', path: '/products', action: 'products.edit' },
  { method: 'post', path: '/products/ID', action: 'products.edit' },
  ...(['publish', 'unpublish', 'archive', 'restore', 'duplicate'] as const).map((a) => ({
    method: 'post' as const,
    path: `/products/ID/${a}`,
    action: 'products.edit' as const,
  })),
  { method: 'post', path: '/products/ID/pictures/IMG/alt', action: 'products.edit' },
  { method: 'post', path: '/products/ID/pictures/IMG/remove', action: 'products.edit' },
];

let t: ConsoleTest;
const clients = new Map<string, ConsoleClient>();
let id = 0;
beforeAll(async () => {
  t = await startConsoleForTest();
  for (const role of ROLES) {
    const c = await t.signIn(role);
    await c.get('/account');
    clients.set(role, c);
  }
  id = (sql(t.db, "SELECT id FROM products WHERE handle = 'vitamin-c-serum'").get() as { id: number }).id;
});
afterAll(() => t.close());

describe('the products routes check the role on the server', () => {
  const cases = ROUTES.flatMap((r) => ROLES.filter((role) => !can(role, r.action)).map((role) => [role, r] as const));
  it('has routes some role may not use', () => expect(cases.length).toBeGreaterThan(0));
  it.each(cases)('%s: %j → 403', async (role, route) => {
    const c = clients.get(role)!;
    const before = storeSnapshot(t.db);
    const path = route.path.replace('ID', String(id)).replace('IMG', `product-p${id}-abc`);
    const res = route.method === 'get' ? await c.get(path) : await c.post(path, { title: 'x', alt: 'x' });
    expect(res.status).toBe(403);
    expect(storeSnapshot(t.db)).toBe(before);
  });
});
