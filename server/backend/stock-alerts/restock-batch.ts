// How many alert mails one batch of a restock may send: the quantity back on sale times the
// operator's factor (BACK_IN_STOCK_FACTOR), so a restock of 2 never mails 500 people for 2 jars.

export const DEFAULT_BACK_IN_STOCK_FACTOR = 3;
/** The next batch of a restock whose subscribers outnumber its limit, if still in stock then. */
export const NEXT_BATCH_MS = 3600_000;

export function batchLimit(quantity: number, factor: number): number {
  if (!Number.isFinite(quantity) || !Number.isFinite(factor) || quantity <= 0 || factor <= 0) return 0;
  return Math.floor(quantity * factor);
}
