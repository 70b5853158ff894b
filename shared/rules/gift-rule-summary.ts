import { formatMoney } from '../format/money';

// A gift-with-purchase rule in one plain sentence ("Spend $75 or more, get a Deluxe Hyaluronic
// Serum"), from its fields and the titles of its products, so the announcement bar, the cart
// and the console say what the rule does instead of a sentence typed by hand beside it.

export interface GiftRuleFacts {
  buy_trigger: 'buy_total' | 'buy_qty';
  /** USD threshold as a decimal string ('75.00'); '' for buy_qty */
  buy_total: string;
  /** titles of the products that trigger a buy_qty rule */
  triggerTitles: readonly string[];
  giftTitles: readonly string[];
}

/** "a Deluxe Serum", "an Eye Cream" (by the first letter; good enough for product names). */
export function withArticle(title: string): string {
  return `${/^[aeiou]/i.test(title) ? 'an' : 'a'} ${title}`;
}

/** "A", "A and B", "A, B and C" (or "or"). */
export function listOf(items: readonly string[], word: 'and' | 'or'): string {
  if (items.length <= 1) return items[0] ?? '';
  return `${items.slice(0, -1).join(', ')} ${word} ${items[items.length - 1]}`;
}

/** '$75' for '75.00', '$72.50' for '72.50'. */
const threshold = (total: string) => formatMoney(total).replace(/\.00$/, '');

export function giftRuleSummary(rule: GiftRuleFacts): string {
  const gifts = listOf(rule.giftTitles.map(withArticle), 'and') || 'a free gift';
  if (rule.buy_trigger === 'buy_total') return `Spend ${threshold(rule.buy_total)} or more, get ${gifts}`;
  const triggers = listOf(rule.triggerTitles, 'or') || 'a qualifying product';
  return `Buy ${triggers}, get ${gifts}`;
}
