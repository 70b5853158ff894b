// The quantity rule shared by the stock form and the CSV import: a whole number, set or added,
// and the result never below 0. Pure, so both paths (and their tests) say the same thing.

/**
 * "Low on stock": on sale with this many units or fewer (sold out is its own list). The one
 * default: LOW_STOCK_THRESHOLD in the backend's environment overrides it where the console starts.
 */
export const DEFAULT_LOW_STOCK_THRESHOLD = 10;

/** More than any shelf holds: a typo with extra digits is refused, not stored. */
export const MAX_QUANTITY = 1_000_000;

export const STOCK_MODES = ['set', 'adjust'] as const;
export type StockMode = (typeof STOCK_MODES)[number];

export const STOCK_MESSAGES = {
  mode: 'Choose whether to set the quantity or adjust it.',
  notWhole: 'Enter a whole number, like 20 (or -3 to take away when adjusting).',
  setNegative: 'The quantity cannot be below 0.',
  adjustZero: 'Adjust by a number other than 0.',
  tooLarge: `The quantity cannot be above ${MAX_QUANTITY.toLocaleString('en-US')}.`,
  reasonRequired: 'Give a reason: it is kept in the activity log.',
  reasonTooLong: 'Keep the reason under 500 characters.',
} as const;

export const STOCK_REASON_MAX = 500;

/** "20", "+5", "-3" → the number; anything else (decimals, words, blanks, huge) → null. */
export function parseWholeNumber(raw: unknown): number | null {
  if (typeof raw !== 'string') return null;
  const text = raw.trim();
  if (!/^[+-]?\d{1,9}$/.test(text)) return null;
  // "-0" is 0 (a -0 would be bound to SQLite as a real)
  return Number(text) || 0;
}

export function parseMode(raw: unknown): StockMode | null {
  return STOCK_MODES.find((m) => m === raw) ?? null;
}

export type QuantityResult = { ok: true; quantity: number } | { ok: false; message: string };

/** What `current` becomes when `amount` is set or added, or why it cannot. */
export function nextQuantity(current: number, mode: StockMode, amount: number): QuantityResult {
  if (mode === 'adjust' && amount === 0) return { ok: false, message: STOCK_MESSAGES.adjustZero };
  const quantity = mode === 'set' ? amount : current + amount;
  if (quantity < 0) {
    return {
      ok: false,
      message:
        mode === 'set'
          ? STOCK_MESSAGES.setNegative
          : `That would leave ${quantity}: ${current} in stock, so take away at most ${current}.`,
    };
  }
  if (quantity > MAX_QUANTITY) return { ok: false, message: STOCK_MESSAGES.tooLarge };
  return { ok: true, quantity };
}

/** The typed quantity read and applied to `current`: the one message the form shows next to it. */
export function quantityFromInput(current: number, mode: StockMode, raw: unknown): QuantityResult {
  const amount = parseWholeNumber(raw);
  if (amount === null) return { ok: false, message: STOCK_MESSAGES.notWhole };
  return nextQuantity(current, mode, amount);
}

export function checkReason(raw: unknown): { ok: true; reason: string } | { ok: false; message: string } {
  const reason = typeof raw === 'string' ? raw.trim() : '';
  if (!reason) return { ok: false, message: STOCK_MESSAGES.reasonRequired };
  if (reason.length > STOCK_REASON_MAX) return { ok: false, message: STOCK_MESSAGES.reasonTooLong };
  return { ok: true, reason };
}
