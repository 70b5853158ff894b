import { isPossiblePagePath } from '../../../../shared/routes/route-rules';

// The rules a product edit is checked against, as plain functions: handle, money, stock,
// weight, compare-at price, selling plans and the publishing states.

export const MAX_HANDLE_LENGTH = 100;
export const PRODUCT_STATUSES = ['draft', 'active', 'archived'] as const;
export type ProductStatus = (typeof PRODUCT_STATUSES)[number];

export const RULE_MESSAGES = {
  handleEmpty: 'Give the product a handle (its address: /products/handle).',
  handleShape: 'Use lowercase letters, digits and single hyphens between them (e.g. daily-glow-serum).',
  handleLong: `Keep the handle to ${MAX_HANDLE_LENGTH} characters.`,
  price: 'Enter a price in dollars, e.g. 34 or 34.50.',
  pricePositive: 'The price must be more than $0.00.',
  compareAt: 'Enter the compare-at price in dollars, e.g. 48, or leave it empty.',
  stock: 'Enter the stock as a whole number from 0 to 1,000,000.',
  weight: 'Enter the weight in grams (a whole number up to 100,000), or leave it empty.',
  discount: 'Enter a discount from 1 to 50 percent.',
  intervals: 'List the delivery intervals in days (7 to 365), separated by commas, e.g. 30, 60, 90.',
  newUntil: 'Enter a date as YYYY-MM-DD, or leave it empty.',
} as const;

export type Checked<T> = { ok: true; value: T } | { ok: false; message: string };
const ok = <T>(value: T): Checked<T> => ({ ok: true, value });
const no = <T>(message: string): Checked<T> => ({ ok: false, message });

/** A handle the shop's routes can serve at /products/:handle, as typed (no silent rewriting). */
export function parseHandle(raw: string): Checked<string> {
  const handle = raw.trim();
  if (handle === '') return no(RULE_MESSAGES.handleEmpty);
  if (handle.length > MAX_HANDLE_LENGTH) return no(RULE_MESSAGES.handleLong);
  if (!/^[a-z0-9]+(?:-[a-z0-9]+)*$/.test(handle) || !isPossiblePagePath(`/products/${handle}`))
    return no(RULE_MESSAGES.handleShape);
  return ok(handle);
}

/** A handle made from a title ("Daily Glow Serum" → daily-glow-serum), for a new product. */
export function handleFromTitle(title: string): string {
  return title
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, MAX_HANDLE_LENGTH)
    .replace(/-+$/, '');
}

/** Dollars as typed ("34", "34.5", "$34.50") to cents; at most $999,999.99. */
export function parseMoney(raw: string): number | null {
  const m = /^\$?\s*(\d{1,6})(?:\.(\d{1,2}))?$/.exec(raw.trim());
  if (!m) return null;
  return Number(m[1]) * 100 + Number((m[2] ?? '0').padEnd(2, '0'));
}

export function parsePrice(raw: string): Checked<number> {
  const cents = parseMoney(raw);
  if (cents === null) return no(RULE_MESSAGES.price);
  return cents > 0 ? ok(cents) : no(RULE_MESSAGES.pricePositive);
}

export const formatDollars = (cents: number) => `$${(cents / 100).toFixed(2)}`;

/** An empty compare-at price is no sale; one given must be above the price, or the shop shows no sale. */
export function parseCompareAt(raw: string, priceCents: number | null): Checked<number | null> {
  if (raw.trim() === '') return ok(null);
  const cents = parseMoney(raw);
  if (cents === null) return no(RULE_MESSAGES.compareAt);
  if (priceCents !== null && cents <= priceCents)
    return no(
      `The compare-at price must be higher than the price (${formatDollars(priceCents)}) to show a sale; leave it empty for no sale.`,
    );
  return ok(cents);
}

export function parseStock(raw: string): Checked<number> {
  const t = raw.trim().replace(/,/g, '');
  if (!/^\d{1,7}$/.test(t) || Number(t) > 1_000_000) return no(RULE_MESSAGES.stock);
  return ok(Number(t));
}

export function parseWeight(raw: string): Checked<number | null> {
  const t = raw.trim();
  if (t === '') return ok(null);
  if (!/^\d{1,6}$/.test(t) || Number(t) > 100_000) return no(RULE_MESSAGES.weight);
  return ok(Number(t));
}

export function parseDiscount(raw: string): Checked<number> {
  const t = raw.trim().replace(/%$/, '');
  if (!/^\d{1,2}$/.test(t) || Number(t) < 1 || Number(t) > 50) return no(RULE_MESSAGES.discount);
  return ok(Number(t));
}

/** "30, 60, 90" → [30, 60, 90]: distinct, in order, at least one and at most six. */
export function parseIntervals(raw: string): Checked<number[]> {
  const parts = raw
    .split(/[,\s]+/)
    .map((p) => p.trim())
    .filter(Boolean);
  if (parts.length === 0 || parts.length > 6 || parts.some((p) => !/^\d{1,3}$/.test(p)))
    return no(RULE_MESSAGES.intervals);
  const days = [...new Set(parts.map(Number))].sort((a, b) => a - b);
  return days.every((d) => d >= 7 && d <= 365) ? ok(days) : no(RULE_MESSAGES.intervals);
}

export function parseDate(raw: string): Checked<string | null> {
  const t = raw.trim();
  if (t === '') return ok(null);
  if (!/^\d{4}-\d{2}-\d{2}$/.test(t) || Number.isNaN(Date.parse(`${t}T00:00:00Z`))) return no(RULE_MESSAGES.newUntil);
  return new Date(`${t}T00:00:00Z`).toISOString().slice(0, 10) === t ? ok(t) : no(RULE_MESSAGES.newUntil);
}

export type StatusAction = 'publish' | 'unpublish' | 'archive' | 'restore';

/** The state a publishing action leads to, or why it cannot be taken from this one. */
export function nextStatus(current: ProductStatus, action: StatusAction): Checked<ProductStatus> {
  switch (action) {
    case 'publish':
      return current === 'draft'
        ? ok('active')
        : no(
            current === 'active'
              ? 'The product is already published.'
              : 'Restore the archived product before publishing it.',
          );
    case 'unpublish':
      return current === 'active' ? ok('draft') : no('The product is not published.');
    case 'archive':
      return current === 'archived' ? no('The product is already archived.') : ok('archived');
    case 'restore':
      return current === 'archived' ? ok('draft') : no('The product is not archived.');
  }
}

/** The selling plan of an interval and a discount, as the shop shows it. */
export function planName(intervalDays: number, discountPercent: number): string {
  return `Deliver every ${intervalDays} days, save ${discountPercent}%`;
}
