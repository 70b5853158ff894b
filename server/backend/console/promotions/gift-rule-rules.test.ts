import { describe, expect, it } from 'vitest';
import { checkGiftRule, GIFT_RULE_MESSAGES as M, type GiftRuleForm } from './gift-rule-rules';

const products: Record<string, { title: string; gift: boolean }> = {
  'deluxe-serum': { title: 'Deluxe Hyaluronic Serum', gift: true },
  'mini-spf': { title: 'Mini SPF 45', gift: true },
  'retinol-night': { title: 'Retinol Night Treatment', gift: false },
};
const productOf = (h: string) => products[h] ?? null;

const form: GiftRuleForm = {
  handle: 'spend-75-deluxe',
  enabled: true,
  starts: '2026-01-01',
  ends: '2026-01-31',
  trigger: 'buy_total',
  total: '75',
  triggerProducts: '',
  giftProducts: ['deluxe-serum'],
};

describe('a gift rule from the form', () => {
  it('is titled by what it does, its last day inclusive', () => {
    expect(checkGiftRule(form, productOf)).toEqual({
      ok: true,
      values: {
        handle: 'spend-75-deluxe',
        title: 'Spend $75 or more, get a Deluxe Hyaluronic Serum',
        enabled: true,
        start_date: '2026-01-01T00:00:00.000Z',
        end_date: '2026-02-01T00:00:00.000Z',
        buy_trigger: 'buy_total',
        buy_total: '75.00',
        buy_product_handles: [],
        get_product_handles: ['deluxe-serum'],
      },
    });
  });

  it.each<[string, Partial<GiftRuleForm>, Record<string, string> | string]>([
    [
      'a product trigger',
      { trigger: 'buy_qty', triggerProducts: 'retinol-night, RETINOL-NIGHT', giftProducts: ['mini-spf'] },
      'Buy Retinol Night Treatment, get a Mini SPF 45',
    ],
    [
      'two gifts',
      { giftProducts: ['deluxe-serum', 'mini-spf'] },
      'Spend $75 or more, get a Deluxe Hyaluronic Serum and a Mini SPF 45',
    ],
    ['no dates', { starts: '', ends: '' }, 'Spend $75 or more, get a Deluxe Hyaluronic Serum'],
    ['a bad handle', { handle: 'Spend 75!' }, { handle: M.handle }],
    ['no trigger', { trigger: '' }, { trigger: M.trigger }],
    ['a zero spend', { total: '0' }, { total: M.total }],
    ['no trigger product', { trigger: 'buy_qty', triggerProducts: ' ' }, { triggerProducts: M.triggerProducts }],
    [
      'an unknown trigger product',
      { trigger: 'buy_qty', triggerProducts: 'nope' },
      { triggerProducts: M.unknownProduct(['nope']) },
    ],
    ['no gift', { giftProducts: [] }, { giftProducts: M.giftProducts }],
    ['a gift that does not exist', { giftProducts: ['ghost'] }, { giftProducts: M.unknownProduct(['ghost']) }],
    [
      'a gift that is no gift product',
      { giftProducts: ['retinol-night'] },
      { giftProducts: M.notGift(['retinol-night']) },
    ],
    ['dates out of order', { starts: '2026-02-01', ends: '2026-01-01' }, { ends: M.endsBeforeStart }],
    ['a date in words', { starts: 'soon' }, { starts: M.date }],
  ])('%s', (_name, over, expected) => {
    const result = checkGiftRule({ ...form, ...over }, productOf);
    if (typeof expected === 'string') expect(result.ok && result.values.title).toBe(expected);
    else expect(result).toEqual({ ok: false, errors: expected });
  });
});
