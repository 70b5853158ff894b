import { describe, expect, it } from 'vitest';
import { giftRuleSummary, type GiftRuleFacts } from './gift-rule-summary';

const total = (buy_total: string, giftTitles: string[]): GiftRuleFacts => ({
  buy_trigger: 'buy_total',
  buy_total,
  triggerTitles: [],
  giftTitles,
});
const qty = (triggerTitles: string[], giftTitles: string[]): GiftRuleFacts => ({
  buy_trigger: 'buy_qty',
  buy_total: '',
  triggerTitles,
  giftTitles,
});

describe('a gift rule in one sentence', () => {
  it.each<[string, GiftRuleFacts, string]>([
    [
      'a threshold, one gift',
      total('75.00', ['Deluxe Hyaluronic Serum']),
      'Spend $75 or more, get a Deluxe Hyaluronic Serum',
    ],
    ['cents kept', total('72.50', ['Mini SPF 45']), 'Spend $72.50 or more, get a Mini SPF 45'],
    ['thousands', total('1250', ['Travel Set']), 'Spend $1,250 or more, get a Travel Set'],
    ['a vowel takes "an"', total('50', ['Eye Cream Mini']), 'Spend $50 or more, get an Eye Cream Mini'],
    [
      'two gifts',
      total('100', ['Mini Cleanser', 'Mini Toner']),
      'Spend $100 or more, get a Mini Cleanser and a Mini Toner',
    ],
    [
      'three gifts',
      total('150', ['Mini Cleanser', 'Mini Toner', 'Ultra Mask']),
      'Spend $150 or more, get a Mini Cleanser, a Mini Toner and an Ultra Mask',
    ],
    [
      'one trigger product',
      qty(['Retinol 0.5% Night Treatment'], ['Mini Barrier Repair Moisturizer']),
      'Buy Retinol 0.5% Night Treatment, get a Mini Barrier Repair Moisturizer',
    ],
    [
      'either of two trigger products',
      qty(['Vitamin C Serum', 'Retinol Serum'], ['Mini SPF']),
      'Buy Vitamin C Serum or Retinol Serum, get a Mini SPF',
    ],
    ['no gift product left', total('75', []), 'Spend $75 or more, get a free gift'],
    ['no trigger product left', qty([], ['Mini SPF']), 'Buy a qualifying product, get a Mini SPF'],
  ])('%s', (_name, rule, sentence) => expect(giftRuleSummary(rule)).toBe(sentence));
});
