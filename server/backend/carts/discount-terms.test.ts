import { beforeEach, describe, expect, it } from 'vitest';
import { DISCOUNT_CODE_MESSAGES as M } from '../../../shared/contract/cart-messages';
import { sql } from '../db/statements';
import { createTestBackend, type TestBackend } from '../test-fixtures/test-backend';
import { FIXTURE_NOW } from '../test-fixtures/seed-fixture';
import { shopDate } from './discount-eligibility';

// A code's terms as the cart applies them (the store at the fixture's clock): its dates, its
// minimum subtotal, its uses in total and per customer (counted from orders), and a fixed
// amount off; a refused code stays listed, not applicable, with the reason the cart shows.

let t: TestBackend;
let serum: string;
beforeEach(async () => {
  t = createTestBackend();
  serum = (await t.call('get-product-by-handle', { handle: 'vitamin-c-serum' })).body.product!.variants[0]!.id;
});

const day = (offset: number) => new Date(FIXTURE_NOW.getTime() + offset * 86_400_000).toISOString();

function terms(code: string, set: Record<string, unknown>) {
  const cols = Object.keys(set);
  if (cols.length === 0) return;
  sql(t.db, `UPDATE discount_codes SET ${cols.map((c) => `${c} = ?`).join(', ')} WHERE code = ?`).run(
    ...Object.values(set),
    code,
  );
}

function order(code: string, over: { email?: string; status?: string } = {}) {
  const n = (sql(t.db, 'SELECT COALESCE(MAX(number), 5000) + 1 AS n FROM orders').get() as { n: number }).n;
  sql(
    t.db,
    `INSERT INTO orders (customer_id, number, placed_at, status, subtotal_cents, shipping_cents, tax_cents, discount_code, email)
     VALUES (NULL, ?, ?, ?, 6800, 0, 0, ?, ?)`,
  ).run(n, FIXTURE_NOW.toISOString(), over.status ?? 'paid', code, over.email ?? 'someone@example.com');
}

/** A cart of one serum ($68.00) with `codes`, as the shop's cart answers it. */
async function cartWith(codes: string[], email?: string) {
  const { cart } = (await t.call('create-cart', { lineItems: [{ variantId: serum }] })).body;
  if (email)
    await t.call('update-cart-buyer-identity', {
      cartId: cart.id,
      buyerIdentity: { email, phone: null, countryCode: 'US' },
    });
  const res = await t.call('update-cart-discount-codes', { cartId: cart.id, codes });
  return { codes: res.body.cart!.discountCodes, cost: res.body.cart!.cost };
}

describe("a code's terms in the cart", () => {
  it.each<[string, Record<string, unknown>, string | null]>([
    ['no terms', {}, null],
    ['starts tomorrow', { starts_at: day(1) }, M.notStarted('WELCOME10', shopDate(day(1)))],
    ['started yesterday, ends tomorrow', { starts_at: day(-1), ends_at: day(1) }, null],
    ['minimum $68.00, the cart is $68.00', { min_subtotal_cents: 6800 }, null],
    ['minimum $75.00', { min_subtotal_cents: 7500 }, M.belowMinimum('WELCOME10', '$75.00', '$7.00')],
  ])('%s', async (_name, set, reason) => {
    terms('WELCOME10', set);
    const { codes, cost } = await cartWith(['WELCOME10']);
    expect(codes).toEqual([
      reason ? { code: 'WELCOME10', applicable: false, reason } : { code: 'WELCOME10', applicable: true },
    ]);
    expect(cost.discountAmount.amount).toBe(reason ? '0.00' : '6.80');
  });

  it('has ended: the last day it could be used', async () => {
    terms('WELCOME10', { ends_at: '2020-02-01T00:00:00.000Z' });
    expect((await cartWith(['WELCOME10'])).codes[0]!.reason).toBe(M.ended('WELCOME10', '01/31/2020'));
  });

  it('counts uses from orders (cancelled ones aside) against the total limit', async () => {
    terms('WELCOME10', { usage_limit: 2 });
    order('WELCOME10');
    order('FREESHIP, WELCOME10');
    order('WELCOME10', { status: 'cancelled' });
    expect((await cartWith(['WELCOME10'])).codes[0]).toEqual({
      code: 'WELCOME10',
      applicable: false,
      reason: M.usedUp('WELCOME10'),
    });
    terms('WELCOME10', { usage_limit: 3 });
    expect((await cartWith(['WELCOME10'])).codes[0]!.applicable).toBe(true);
  });

  it('a code named like another (WELCOME1) is not counted as a use of it, nor are wildcards', async () => {
    terms('WELCOME10', { usage_limit: 1 });
    order('WELCOME1');
    order('WELCOME1_');
    order('%');
    expect((await cartWith(['WELCOME10'])).codes[0]!.applicable).toBe(true);
  });

  it('limits uses per customer once the cart knows who is buying', async () => {
    terms('WELCOME10', { per_customer_limit: 1 });
    order('WELCOME10', { email: 'Maya@Example.com' });
    expect((await cartWith(['WELCOME10'])).codes[0]!.applicable).toBe(true);
    expect((await cartWith(['WELCOME10'], 'other@example.com')).codes[0]!.applicable).toBe(true);
    expect((await cartWith(['WELCOME10'], 'maya@example.com')).codes[0]).toEqual({
      code: 'WELCOME10',
      applicable: false,
      reason: M.usedByYou('WELCOME10'),
    });
  });

  it('takes a fixed amount off, never more than the lines, and does not combine with a percentage', async () => {
    terms('OLD20', { percentage: null, amount_cents: 1500, enabled: 1 });
    const fixed = await cartWith(['OLD20']);
    expect(fixed.cost.discountAmount.amount).toBe('15.00');
    expect(fixed.cost.subtotalAmount.amount).toBe('53.00');
    terms('OLD20', { amount_cents: 10_000 });
    expect((await cartWith(['OLD20'])).cost.subtotalAmount.amount).toBe('0.00');
    expect((await cartWith(['WELCOME10', 'OLD20'])).codes).toEqual([
      { code: 'WELCOME10', applicable: true },
      { code: 'OLD20', applicable: false },
    ]);
  });

  it('a disabled code reads as unknown, with no reason', async () => {
    terms('WELCOME10', { enabled: 0, min_subtotal_cents: 100_000 });
    expect((await cartWith(['WELCOME10'])).codes).toEqual([{ code: 'WELCOME10', applicable: false }]);
  });
});
