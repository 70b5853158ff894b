import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  checkCancel,
  checkRefund,
  checkShipment,
  lineRefundCents,
  offeredActions,
  paidCents,
  parseAmountCents,
  refundableCents,
  type OrderFacts,
} from './order-transitions';

// $100.00 of goods (2 × $30 + 1 × $40) and a free gift, 10 % off, $5 shipping, $7.20 tax: paid $102.20
function order(over: Partial<OrderFacts> = {}, lines: Partial<OrderFacts['lines'][number]>[] = []): OrderFacts {
  const base = [
    { id: 1, quantity: 2, priceCents: 3000, shipped: 0, refunded: 0 },
    { id: 2, quantity: 1, priceCents: 4000, shipped: 0, refunded: 0 },
    { id: 3, quantity: 1, priceCents: 0, shipped: 0, refunded: 0 },
  ];
  return {
    status: 'processing',
    subtotalCents: 10000,
    discountCents: 1000,
    shippingCents: 500,
    taxCents: 720,
    refundedCents: 0,
    lines: base.map((l, i) => ({ ...l, ...lines[i] })),
    ...over,
  };
}
const all = [
  { lineId: 1, quantity: 2 },
  { lineId: 2, quantity: 1 },
  { lineId: 3, quantity: 1 },
];

describe('actions offered', () => {
  it.each<[string, OrderFacts, { ship: boolean; cancel: boolean; refund: boolean }]>([
    ['a new order', order(), { ship: true, cancel: true, refund: true }],
    ['partly shipped', order({}, [{ shipped: 1 }]), { ship: true, cancel: false, refund: true }],
    [
      'all shipped',
      order({ status: 'shipped' }, [{ shipped: 2 }, { shipped: 1 }, { shipped: 1 }]),
      { ship: false, cancel: false, refund: true },
    ],
    [
      'shipped before shipments were recorded',
      order({ status: 'shipped' }),
      { ship: false, cancel: false, refund: true },
    ],
    ['delivered', order({ status: 'fulfilled' }), { ship: false, cancel: false, refund: true }],
    ['cancelled', order({ status: 'cancelled' }), { ship: false, cancel: false, refund: false }],
    [
      'refunded in full',
      order({ status: 'refunded', refundedCents: 10220 }),
      { ship: false, cancel: false, refund: false },
    ],
    ['refunded in part', order({ refundedCents: 500 }), { ship: true, cancel: true, refund: true }],
  ])('%s', (_name, o, offered) => {
    expect(offeredActions(o)).toEqual(offered);
  });
});

describe('shipping', () => {
  it.each<[string, OrderFacts, { lineId: number; quantity: number }[], string]>([
    ['everything at once', order(), all, 'shipped'],
    ['one line', order(), [{ lineId: 2, quantity: 1 }], 'processing'],
    ['part of a line', order(), [{ lineId: 1, quantity: 1 }], 'processing'],
    [
      'the rest after a first parcel',
      order({}, [{ shipped: 2 }]),
      [
        { lineId: 2, quantity: 1 },
        { lineId: 3, quantity: 1 },
      ],
      'shipped',
    ],
    ['zero quantities ignored', order(), [...all, { lineId: 99, quantity: 0 }], 'shipped'],
  ])('%s → %s', (_name, o, wanted, status) => {
    expect(checkShipment(o, wanted)).toEqual({ ok: true, value: { status } });
  });

  it.each<[string, OrderFacts, { lineId: number; quantity: number }[], string]>([
    ['a cancelled order', order({ status: 'cancelled' }), all, 'A cancelled order cannot ship.'],
    ['a refunded order', order({ status: 'refunded' }), all, 'A refunded order cannot ship.'],
    [
      'twice',
      order({ status: 'shipped' }, [{ shipped: 2 }, { shipped: 1 }, { shipped: 1 }]),
      all,
      'Every line of this order has already shipped.',
    ],
    ['a line again', order({}, [{ shipped: 2 }]), [{ lineId: 1, quantity: 1 }], 'A chosen line has already shipped.'],
    [
      'more than left',
      order({}, [{ shipped: 1 }]),
      [{ lineId: 1, quantity: 2 }],
      'Only 1 of a chosen line are left to ship.',
    ],
    [
      'the same line twice in one go',
      order(),
      [
        { lineId: 1, quantity: 2 },
        { lineId: 1, quantity: 1 },
      ],
      'A chosen line has already shipped.',
    ],
    ['nothing', order(), [{ lineId: 1, quantity: 0 }], 'Choose at least one line to ship.'],
    ['another order’s line', order(), [{ lineId: 42, quantity: 1 }], 'A chosen line is not part of this order.'],
    ['a fraction', order(), [{ lineId: 1, quantity: 1.5 }], 'Only 2 of a chosen line are left to ship.'],
  ])('refuses %s', (_name, o, wanted, message) => {
    expect(checkShipment(o, wanted)).toEqual({ ok: false, message });
  });
});

describe('cancelling', () => {
  it.each<[string, OrderFacts, string | null]>([
    ['an unshipped order', order(), null],
    ['after a partial refund', order({ refundedCents: 500 }), null],
    [
      'once a line shipped',
      order({}, [{ shipped: 1 }]),
      'Part of this order has shipped; it can no longer be cancelled.',
    ],
    ['a shipped order', order({ status: 'shipped' }), 'Part of this order has shipped; it can no longer be cancelled.'],
    ['twice', order({ status: 'cancelled' }), 'This order is already cancelled.'],
    ['a refunded order', order({ status: 'refunded' }), 'Only an order that has not shipped can be cancelled.'],
  ])('%s', (_name, o, message) => {
    expect(checkCancel(o)).toEqual(message ? { ok: false, message } : { ok: true, value: { status: 'cancelled' } });
  });
});

describe('refunds', () => {
  it('pays back what was paid: goods less discount, plus shipping and tax', () => {
    expect(paidCents(order())).toBe(10220);
    expect(refundableCents(order({ refundedCents: 220 }))).toBe(10000);
  });

  it.each<[string, OrderFacts, Parameters<typeof checkRefund>[1], number, string]>([
    // a $30 unit is 30 % of the goods: 30 % of ($100 − $10 + $7.20)
    ['one unit', order(), { kind: 'lines', lines: [{ lineId: 1, quantity: 1 }] }, 2916, 'processing'],
    ['every line: the goods’ part', order(), { kind: 'lines', lines: all.slice(0, 2) }, 9720, 'processing'],
    ['an amount', order(), { kind: 'amount', cents: 500 }, 500, 'processing'],
    ['exactly what is left', order({ refundedCents: 10000 }), { kind: 'amount', cents: 220 }, 220, 'refunded'],
    [
      'the last lines after shipping was refunded',
      order({ refundedCents: 500 }),
      { kind: 'lines', lines: all.slice(0, 2) },
      9720,
      'refunded',
    ],
    ['a shipped order', order({ status: 'shipped' }), { kind: 'amount', cents: 100 }, 100, 'shipped'],
  ])('%s', (_name, o, request, cents, status) => {
    expect(checkRefund(o, request)).toEqual({ ok: true, value: { cents, status } });
  });

  it.each<[string, OrderFacts, Parameters<typeof checkRefund>[1], string]>([
    [
      'more than paid',
      order(),
      { kind: 'amount', cents: 10221 },
      'A refund cannot exceed what is left of the payment ($102.20).',
    ],
    [
      'more than left',
      order({ refundedCents: 10000 }),
      { kind: 'amount', cents: 221 },
      'A refund cannot exceed what is left of the payment ($2.20).',
    ],
    [
      'lines worth more than left',
      order({ refundedCents: 9000 }),
      { kind: 'lines', lines: [{ lineId: 2, quantity: 1 }] },
      'A refund cannot exceed what is left of the payment ($12.20).',
    ],
    ['nothing', order(), { kind: 'amount', cents: 0 }, 'Enter an amount above $0.00.'],
    ['no lines', order(), { kind: 'lines', lines: [] }, 'Choose at least one line to refund, or enter an amount.'],
    [
      'a line twice',
      order({}, [{ refunded: 2 }]),
      { kind: 'lines', lines: [{ lineId: 1, quantity: 1 }] },
      'A chosen line was already refunded.',
    ],
    [
      'more units than bought',
      order(),
      { kind: 'lines', lines: [{ lineId: 1, quantity: 3 }] },
      'Only 2 of a chosen line can be refunded.',
    ],
    [
      'a free gift',
      order(),
      { kind: 'lines', lines: [{ lineId: 3, quantity: 1 }] },
      'A free gift line has nothing to refund.',
    ],
    [
      'a cancelled order',
      order({ status: 'cancelled' }),
      { kind: 'amount', cents: 100 },
      'A cancelled order was not charged; there is nothing to refund.',
    ],
    [
      'a refunded order',
      order({ status: 'refunded', refundedCents: 10220 }),
      { kind: 'amount', cents: 100 },
      'Everything paid for this order was refunded.',
    ],
  ])('refuses %s', (_name, o, request, message) => {
    expect(checkRefund(o, request)).toEqual({ ok: false, message });
  });

  it('line refunds one by one add up to the goods’ part, never drifting by rounding', () => {
    // 3 × $0.01 units: each third of the paid goods rounds, the sum is still exact
    const o = order({ subtotalCents: 3, discountCents: 0, taxCents: 1, shippingCents: 0 }, [
      { quantity: 3, priceCents: 1 },
      { quantity: 0 },
      { quantity: 0 },
    ]);
    let refunded = 0;
    for (let i = 0; i < 3; i++) {
      const cents = lineRefundCents({ ...o, lines: o.lines.map((l, j) => (j === 0 ? { ...l, refunded: i } : l)) }, [
        { lineId: 1, quantity: 1 },
      ]);
      refunded += cents;
    }
    expect(refunded).toBe(4);
  });
});

describe('typed amounts', () => {
  it.each<[string, number | null]>([
    ['12', 1200],
    ['12.5', 1250],
    ['12.50', 1250],
    ['$1,234.05', 123405],
    [' 0.99 ', 99],
    ['0', 0],
    ['12.505', null],
    ['-3', null],
    ['1,23', null],
    ['abc', null],
    ['', null],
    ['1e3', null],
    ['.5', null],
  ])('%j → %j', (text, cents) => {
    expect(parseAmountCents(text)).toBe(cents);
  });

  it('reads back every amount it could have been given as dollars and cents', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10_000_000_00 }), fc.boolean(), (cents, grouped) => {
        const whole = String(Math.floor(cents / 100));
        const text = `${grouped ? whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',') : whole}.${String(cents % 100).padStart(2, '0')}`;
        expect(parseAmountCents(text)).toBe(cents);
      }),
    );
  });

  it('never throws and answers a non-negative integer or null for any text', () => {
    fc.assert(
      fc.property(fc.string(), (text) => {
        const cents = parseAmountCents(text);
        expect(cents === null || (Number.isSafeInteger(cents) && cents >= 0)).toBe(true);
      }),
    );
  });
});
