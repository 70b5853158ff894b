import { describe, expect, it } from 'vitest';
import { ACTIONS, ROLES, can, type Action, type Role } from './permissions';

// Every action for every role, written out: a new action or a changed grant fails here until
// this table says so too. Owner: everything; fulfilment: orders, stock, reviews, customers
// (read-only); editor: reviews, catalogue, content, redirects; promotions are the owner's.

const O = true;
const _ = false;
const TABLE: Record<Action, [owner: boolean, fulfilment: boolean, editor: boolean]> = {
  'overview.view': [O, O, O],
  'orders.view': [O, O, _],
  'orders.ship': [O, O, _],
  'orders.cancel': [O, O, _],
  'orders.refund': [O, O, _],
  'orders.note': [O, O, _],
  'reviews.view': [O, O, O],
  'reviews.moderate': [O, O, O],
  'stock.view': [O, O, _],
  'stock.adjust': [O, O, _],
  'activity.view': [O, O, O],
  'staff.manage': [O, _, _],
  'account.manage': [O, O, O],
  'products.view': [O, _, O],
  'products.edit': [O, _, O],
  'content.view': [O, _, O],
  'content.edit': [O, _, O],
  'promotions.view': [O, _, _],
  'promotions.edit': [O, _, _],
  'redirects.view': [O, _, O],
  'redirects.edit': [O, _, O],
  'customers.view': [O, O, _],
  'customers.manage': [O, _, _],
};

describe('can(role, action)', () => {
  it('the table names every action, and nothing else', () => {
    expect(Object.keys(TABLE).sort()).toEqual([...ACTIONS].sort());
  });

  const cases = ACTIONS.flatMap((action) => ROLES.map((role, i) => [role, action, TABLE[action][i]!] as const));
  it.each(cases)('%s may %s: %s', (role: Role, action: Action, allowed: boolean) => {
    expect(can(role, action)).toBe(allowed);
  });
});
