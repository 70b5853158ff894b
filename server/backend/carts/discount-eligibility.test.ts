import { describe, expect, it } from 'vitest';
import { DISCOUNT_CODE_MESSAGES as M } from '../../../shared/contract/cart-messages';
import { codeRefusal, type CodeTerms, type CodeUse } from './discount-eligibility';

const terms: CodeTerms = {
  code: 'SUMMER',
  startsAt: '2025-06-01T00:00:00.000Z',
  endsAt: '2025-07-01T00:00:00.000Z',
  minSubtotalCents: 5000,
  usageLimit: 100,
  perCustomerLimit: 1,
};
const use: CodeUse = { now: new Date('2025-06-15T12:00:00Z'), subtotalCents: 6000, timesUsed: 3, usedByCustomer: 0 };

describe('whether a code applies to a cart now', () => {
  it.each<[string, Partial<CodeTerms>, Partial<CodeUse>, string | null]>([
    ['inside its dates, over its minimum, uses left', {}, {}, null],
    ['on its first moment', {}, { now: new Date('2025-06-01T00:00:00Z') }, null],
    ['a moment before it starts', {}, { now: new Date('2025-05-31T23:59:59Z') }, M.notStarted('SUMMER', '06/01/2025')],
    ['at its end (exclusive)', {}, { now: new Date('2025-07-01T00:00:00Z') }, M.ended('SUMMER', '06/30/2025')],
    ['no dates at all', { startsAt: null, endsAt: null }, { now: new Date('2031-01-01T00:00:00Z') }, null],
    ['exactly the minimum', {}, { subtotalCents: 5000 }, null],
    ['a cent under the minimum', {}, { subtotalCents: 4999 }, M.belowMinimum('SUMMER', '$50.00', '$0.01')],
    ['no minimum', { minSubtotalCents: 0 }, { subtotalCents: 0 }, null],
    ['its last use left', {}, { timesUsed: 99 }, null],
    ['used up', {}, { timesUsed: 100 }, M.usedUp('SUMMER')],
    ['no total limit', { usageLimit: null }, { timesUsed: 1_000_000 }, null],
    ['used by this customer already', {}, { usedByCustomer: 1 }, M.usedByYou('SUMMER')],
    ['customer not known yet', {}, { usedByCustomer: null }, null],
    ['no limit per customer', { perCustomerLimit: null }, { usedByCustomer: 7 }, null],
    [
      'ended and under the minimum: the date first',
      {},
      { now: new Date('2025-08-01'), subtotalCents: 0 },
      M.ended('SUMMER', '06/30/2025'),
    ],
  ])('%s', (_name, t, u, expected) => {
    expect(codeRefusal({ ...terms, ...t }, { ...use, ...u })).toBe(expected);
  });
});
