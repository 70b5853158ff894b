import { giftRuleSummary } from '../../../../shared/rules/gift-rule-summary';
import { dayStart, parseMoneyCents } from './discount-rules';

// A gift-with-purchase rule from the console's form (SPEC section 3's fields), checked field by
// field: a handle, dates in order (whole UTC days, the last one inclusive), a spend threshold
// or the products that trigger it, and gift products that exist and are gift products. Its
// title is the plain sentence of what it does (giftRuleSummary), never typed by hand. Pure:
// what a product is comes from `productOf`.

export const GIFT_RULE_MESSAGES = {
  handle: 'Use 3 to 80 lower-case letters, digits and -, like spend-75-deluxe-serum.',
  handleTaken: 'A rule with this handle exists already: edit it instead.',
  trigger: 'Choose whether a spend or a product triggers the gift.',
  total: 'Enter the spend in dollars above 0, like 75.',
  triggerProducts: 'Name at least one product that triggers the gift (its handle).',
  unknownProduct: (handles: readonly string[]) => `No product has the handle ${handles.join(', ')}.`,
  giftProducts: 'Choose at least one gift product.',
  notGift: (handles: readonly string[]) =>
    `${handles.join(', ')} ${handles.length === 1 ? 'is' : 'are'} not a gift product (tagged gift in the catalogue).`,
  date: 'Enter a date as YYYY-MM-DD, or leave it empty.',
  endsBeforeStart: 'The last day must be on or after the first day.',
} as const;

export interface GiftRuleForm {
  handle: string;
  enabled: boolean;
  starts: string;
  ends: string;
  trigger: string;
  total: string;
  /** handles, separated by commas, spaces or lines */
  triggerProducts: string;
  giftProducts: string[];
}

export interface GiftRuleValues {
  handle: string;
  title: string;
  enabled: boolean;
  start_date: string | null;
  end_date: string | null;
  buy_trigger: 'buy_total' | 'buy_qty';
  buy_total: string;
  buy_product_handles: string[];
  get_product_handles: string[];
}

export type GiftRuleErrors = Partial<Record<keyof GiftRuleForm, string>>;

export interface ProductFacts {
  title: string;
  gift: boolean;
}

export const handlesIn = (text: string): string[] => [
  ...new Set(
    text
      .split(/[\s,]+/)
      .map((h) => h.trim().toLowerCase())
      .filter(Boolean),
  ),
];

export function checkGiftRule(
  form: GiftRuleForm,
  productOf: (handle: string) => ProductFacts | null,
): { ok: true; values: GiftRuleValues } | { ok: false; errors: GiftRuleErrors } {
  const errors: GiftRuleErrors = {};
  const handle = form.handle.trim().toLowerCase();
  if (!/^[a-z0-9](?:[a-z0-9-]{1,78})[a-z0-9]$/.test(handle)) errors.handle = GIFT_RULE_MESSAGES.handle;
  const trigger = form.trigger === 'buy_total' || form.trigger === 'buy_qty' ? form.trigger : null;
  if (!trigger) errors.trigger = GIFT_RULE_MESSAGES.trigger;
  let buyTotal = '';
  let triggers: string[] = [];
  if (trigger === 'buy_total') {
    const cents = parseMoneyCents(form.total);
    if (cents === null || cents <= 0) errors.total = GIFT_RULE_MESSAGES.total;
    else buyTotal = (cents / 100).toFixed(2);
  } else if (trigger === 'buy_qty') {
    triggers = handlesIn(form.triggerProducts);
    const unknown = triggers.filter((h) => !productOf(h));
    if (triggers.length === 0) errors.triggerProducts = GIFT_RULE_MESSAGES.triggerProducts;
    else if (unknown.length > 0) errors.triggerProducts = GIFT_RULE_MESSAGES.unknownProduct(unknown);
  }
  const gifts = [...new Set(form.giftProducts.map((h) => h.trim().toLowerCase()).filter(Boolean))];
  const unknownGifts = gifts.filter((h) => !productOf(h));
  const notGifts = gifts.filter((h) => productOf(h) && !productOf(h)!.gift);
  if (gifts.length === 0) errors.giftProducts = GIFT_RULE_MESSAGES.giftProducts;
  else if (unknownGifts.length > 0) errors.giftProducts = GIFT_RULE_MESSAGES.unknownProduct(unknownGifts);
  else if (notGifts.length > 0) errors.giftProducts = GIFT_RULE_MESSAGES.notGift(notGifts);
  const start = form.starts.trim() ? dayStart(form.starts) : null;
  if (form.starts.trim() && !start) errors.starts = GIFT_RULE_MESSAGES.date;
  const last = form.ends.trim() ? dayStart(form.ends) : null;
  if (form.ends.trim() && !last) errors.ends = GIFT_RULE_MESSAGES.date;
  if (start && last && last < start) errors.ends = GIFT_RULE_MESSAGES.endsBeforeStart;
  if (Object.keys(errors).length > 0 || !trigger) return { ok: false, errors };
  const title = giftRuleSummary({
    buy_trigger: trigger,
    buy_total: buyTotal,
    triggerTitles: triggers.map((h) => productOf(h)!.title),
    giftTitles: gifts.map((h) => productOf(h)!.title),
  });
  return {
    ok: true,
    values: {
      handle,
      title,
      enabled: form.enabled,
      start_date: start,
      end_date: last ? new Date(Date.parse(last) + 86_400_000).toISOString() : null,
      buy_trigger: trigger,
      buy_total: buyTotal,
      buy_product_handles: triggers,
      get_product_handles: gifts,
    },
  };
}
