import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { planCartMerge, type MergeLine } from './cart-merge';

const GIFT = [{ key: '_isGWP', value: 'true' }];
let n = 0;
function line(
  variant: string,
  quantity: number,
  over: { plan?: string; attributes?: { key: string; value: string }[] } = {},
): MergeLine {
  return {
    id: `line-${++n}`,
    quantity,
    merchandise: { id: `v-${variant}` },
    sellingPlan: over.plan ? { id: over.plan } : null,
    attributes: over.attributes ?? [],
    product: { handle: variant },
    cost: { totalAmount: { amount: '1.00' } },
  };
}
const cart = (...lineItems: MergeLine[]) => ({ lineItems });
const add = (
  variant: string,
  quantity: number,
  sellingPlanId: string | null = null,
  customAttributes: { key: string; value: string }[] = [],
) => ({ variantId: `v-${variant}`, quantity, customAttributes, sellingPlanId });

describe('planCartMerge', () => {
  const serum = line('serum', 2);
  const cases: [string, ReturnType<typeof cart>, ReturnType<typeof cart>, ReturnType<typeof planCartMerge>][] = [
    ['nothing to merge', cart(serum), cart(), { add: [], update: [] }],
    [
      'a new variant is added with its quantity',
      cart(serum),
      cart(line('cleanser', 3)),
      { add: [add('cleanser', 3)], update: [] },
    ],
    [
      'the same variant: quantities added',
      cart(serum),
      cart(line('serum', 4)),
      { add: [], update: [{ lineId: serum.id, quantity: 6 }] },
    ],
    [
      'the same variant: capped at 99',
      cart(serum),
      cart(line('serum', 98)),
      { add: [], update: [{ lineId: serum.id, quantity: 99 }] },
    ],
    ['already at 99: no update', cart(line('x', 99)), cart(line('x', 5)), { add: [], update: [] }],
    [
      'a subscription of the same variant is another purchase',
      cart(serum),
      cart(line('serum', 1, { plan: 'plan-30' })),
      { add: [add('serum', 1, 'plan-30')], update: [] },
    ],
    [
      "the customer's gift lines are never copied",
      cart(serum),
      cart(line('balm', 1, { attributes: GIFT })),
      { add: [], update: [] },
    ],
    [
      'a visitor gift line does not absorb a paid line',
      cart(line('balm', 1, { attributes: GIFT })),
      cart(line('balm', 2)),
      { add: [add('balm', 2)], update: [] },
    ],
    [
      'two customer lines of one purchase join, capped',
      cart(),
      cart(line('a', 60, { attributes: [{ key: 'note', value: 'x' }] }), line('a', 60)),
      { add: [add('a', 99, null, [{ key: 'note', value: 'x' }])], update: [] },
    ],
    [
      'an empty visitor cart takes every paid line',
      cart(),
      cart(line('a', 1), line('b', 2, { plan: 'p' }), line('g', 1, { attributes: GIFT })),
      { add: [add('a', 1), add('b', 2, 'p')], update: [] },
    ],
  ];
  it.each(cases)('%s', (_case, visitor, customer, plan) => {
    expect(planCartMerge(visitor, customer)).toEqual(plan);
  });

  const arbLine = fc
    .record({
      variant: fc.constantFrom('a', 'b', 'c'),
      quantity: fc.integer({ min: 1, max: 99 }),
      plan: fc.option(fc.constant('p'), { nil: undefined }),
      gift: fc.boolean(),
    })
    .map(({ variant, quantity, plan, gift }) =>
      line(variant, quantity, { ...(plan && { plan }), ...(gift && { attributes: GIFT }) }),
    );

  it('never asks for more than 99 of a line, never copies a gift, and only raises quantities', () => {
    fc.assert(
      fc.property(fc.array(arbLine, { maxLength: 8 }), fc.array(arbLine, { maxLength: 8 }), (v, c) => {
        const plan = planCartMerge(cart(...v), cart(...c));
        for (const a of plan.add) {
          expect(a.quantity).toBeGreaterThanOrEqual(1);
          expect(a.quantity).toBeLessThanOrEqual(99);
          expect(a.customAttributes).not.toContainEqual({ key: '_isGWP', value: 'true' });
        }
        for (const u of plan.update) {
          const own = v.find((l) => l.id === u.lineId)!;
          expect(u.quantity).toBeGreaterThan(own.quantity);
          expect(u.quantity).toBeLessThanOrEqual(99);
        }
        // one new line per purchase
        const keys = plan.add.map((a) => `${a.variantId} ${a.sellingPlanId}`);
        expect(new Set(keys).size).toBe(keys.length);
      }),
    );
  });
});
