// A discount code as the console's form gives it, checked field by field into what the store
// keeps. Pure: the form, the store and the tests read one rule. Dates are whole days in UTC:
// a code runs from the start of its first day to the end of its last (stored as the next
// midnight, exclusive, as the cart compares them).

export const DISCOUNT_KINDS = ['percentage', 'amount', 'free-shipping'] as const;
export type DiscountKind = (typeof DISCOUNT_KINDS)[number];

export const MAX_AMOUNT_CENTS = 100_000_00;
export const MAX_LIMIT = 1_000_000;

export const DISCOUNT_MESSAGES = {
  code: 'Use 3 to 50 letters, digits, - or _, like SUMMER15.',
  codeTaken: 'A code with this name exists already: edit it instead.',
  kind: 'Choose a percentage, a fixed amount or free shipping.',
  percentage: 'Enter a whole percentage from 1 to 100.',
  amount: 'Enter an amount in dollars above 0, like 15 or 12.50.',
  description: 'Describe the offer in a few words (at most 200 characters); shoppers may see it.',
  date: 'Enter a date as YYYY-MM-DD, or leave it empty.',
  endsBeforeStart: 'The last day must be on or after the first day.',
  minimum: 'Enter a subtotal in dollars, like 50, or leave it empty for none.',
  limit: `Enter a whole number from 1 to ${MAX_LIMIT.toLocaleString('en-US')}, or leave it empty for no limit.`,
} as const;

export interface DiscountForm {
  code: string;
  kind: string;
  value: string;
  description: string;
  starts: string;
  ends: string;
  minimum: string;
  usageLimit: string;
  perCustomerLimit: string;
  enabled: boolean;
}

export interface DiscountValues {
  code: string;
  type: 'DiscountCodeBasic' | 'DiscountCodeFreeShipping';
  percentage: number | null;
  amountCents: number | null;
  description: string;
  startsAt: string | null;
  endsAt: string | null;
  minSubtotalCents: number;
  usageLimit: number | null;
  perCustomerLimit: number | null;
  enabled: boolean;
}

export type DiscountErrors = Partial<Record<keyof DiscountForm, string>>;
export type DiscountCheck = { ok: true; values: DiscountValues } | { ok: false; errors: DiscountErrors };

/** "15", "15.5", "$1,250.00" → cents; anything else (negative, 3 decimals, words) → null. */
export function parseMoneyCents(raw: string): number | null {
  const text = raw
    .trim()
    .replace(/^\$/, '')
    .replace(/,(?=\d{3}(\D|$))/g, '');
  if (!/^\d{1,9}(\.\d{1,2})?$/.test(text)) return null;
  const [whole, frac = ''] = text.split('.');
  return Number(whole) * 100 + Number(frac.padEnd(2, '0'));
}

/** A whole number within [min, max], or null. */
export function parseWhole(raw: string, min: number, max: number): number | null {
  const text = raw.trim();
  if (!/^\d{1,9}$/.test(text)) return null;
  const n = Number(text);
  return n >= min && n <= max ? n : null;
}

/** "2025-06-01" → midnight UTC of that day (ISO), a real calendar day only; else null. */
export function dayStart(raw: string): string | null {
  const text = raw.trim();
  if (!/^\d{4}-\d{2}-\d{2}$/.test(text)) return null;
  const date = new Date(`${text}T00:00:00.000Z`);
  return Number.isNaN(date.getTime()) || date.toISOString().slice(0, 10) !== text ? null : date.toISOString();
}

const nextDay = (iso: string) => new Date(Date.parse(iso) + 86_400_000).toISOString();

/** The form's day fields for stored values (the end is shown as its last day). */
export function formDays(startsAt: string | null, endsAt: string | null): { starts: string; ends: string } {
  return {
    starts: startsAt ? startsAt.slice(0, 10) : '',
    ends: endsAt ? new Date(Date.parse(endsAt) - 86_400_000).toISOString().slice(0, 10) : '',
  };
}

export function checkDiscount(form: DiscountForm): DiscountCheck {
  const errors: DiscountErrors = {};
  const code = form.code.trim().toUpperCase();
  if (!/^[A-Z0-9_-]{3,50}$/.test(code)) errors.code = DISCOUNT_MESSAGES.code;
  const kind = DISCOUNT_KINDS.find((k) => k === form.kind);
  if (!kind) errors.kind = DISCOUNT_MESSAGES.kind;
  let percentage: number | null = null;
  let amountCents: number | null = null;
  if (kind === 'percentage') {
    percentage = parseWhole(form.value, 1, 100);
    if (percentage === null) errors.value = DISCOUNT_MESSAGES.percentage;
  } else if (kind === 'amount') {
    amountCents = parseMoneyCents(form.value);
    if (amountCents === null || amountCents <= 0 || amountCents > MAX_AMOUNT_CENTS) {
      errors.value = DISCOUNT_MESSAGES.amount;
      amountCents = null;
    }
  }
  const description = form.description.trim();
  if (description.length === 0 || description.length > 200) errors.description = DISCOUNT_MESSAGES.description;
  const startsAt = form.starts.trim() ? dayStart(form.starts) : null;
  if (form.starts.trim() && !startsAt) errors.starts = DISCOUNT_MESSAGES.date;
  const lastDay = form.ends.trim() ? dayStart(form.ends) : null;
  if (form.ends.trim() && !lastDay) errors.ends = DISCOUNT_MESSAGES.date;
  if (startsAt && lastDay && lastDay < startsAt) errors.ends = DISCOUNT_MESSAGES.endsBeforeStart;
  const minSubtotalCents = form.minimum.trim() ? parseMoneyCents(form.minimum) : 0;
  if (minSubtotalCents === null || minSubtotalCents > MAX_AMOUNT_CENTS) errors.minimum = DISCOUNT_MESSAGES.minimum;
  const limit = (raw: string, field: 'usageLimit' | 'perCustomerLimit') => {
    if (!raw.trim()) return null;
    const n = parseWhole(raw, 1, MAX_LIMIT);
    if (n === null) errors[field] = DISCOUNT_MESSAGES.limit;
    return n;
  };
  const usageLimit = limit(form.usageLimit, 'usageLimit');
  const perCustomerLimit = limit(form.perCustomerLimit, 'perCustomerLimit');
  if (Object.keys(errors).length > 0) return { ok: false, errors };
  return {
    ok: true,
    values: {
      code,
      type: kind === 'free-shipping' ? 'DiscountCodeFreeShipping' : 'DiscountCodeBasic',
      percentage,
      amountCents,
      description,
      startsAt,
      endsAt: lastDay ? nextDay(lastDay) : null,
      minSubtotalCents: minSubtotalCents ?? 0,
      usageLimit,
      perCustomerLimit,
      enabled: form.enabled,
    },
  };
}

/** The form's fields for stored values (editing). */
export function formOf(v: DiscountValues): DiscountForm {
  const kind: DiscountKind =
    v.type === 'DiscountCodeFreeShipping' ? 'free-shipping' : v.amountCents ? 'amount' : 'percentage';
  const money = (cents: number) => (cents % 100 === 0 ? String(cents / 100) : (cents / 100).toFixed(2));
  return {
    code: v.code,
    kind,
    value: kind === 'percentage' ? String(v.percentage ?? '') : kind === 'amount' ? money(v.amountCents ?? 0) : '',
    description: v.description,
    ...formDays(v.startsAt, v.endsAt),
    minimum: v.minSubtotalCents ? money(v.minSubtotalCents) : '',
    usageLimit: v.usageLimit === null ? '' : String(v.usageLimit),
    perCustomerLimit: v.perCustomerLimit === null ? '' : String(v.perCustomerLimit),
    enabled: v.enabled,
  };
}
