import { toAmount } from '../../../shared/format/money';

// "$X away from free shipping": the threshold is the shop's (globals
// free_shipping_threshold, the one the checkout prices shipping with); it is compared with the
// cart's subtotal after discount codes, gift lines counting $0.

export interface FreeShippingProgress {
  /** the subtotal reaches the threshold */
  reached: boolean;
  /** what is still missing, in dollars (0 when reached) */
  remaining: number;
  /** how far along, 0–100 */
  percent: number;
}

/** Progress toward free shipping, or null when the shop sets no threshold. */
export function freeShippingProgress(
  subtotal: string | number,
  threshold: number | null | undefined,
): FreeShippingProgress | null {
  if (threshold == null || !Number.isFinite(threshold) || threshold < 0) return null;
  // Whole cents, so $84.00 of $100.00 is $16.00 away, never $15.999….
  const have = Math.max(0, Math.round((toAmount(subtotal) ?? 0) * 100));
  const need = Math.round(threshold * 100);
  if (have >= need) return { reached: true, remaining: 0, percent: 100 };
  return { reached: false, remaining: (need - have) / 100, percent: Math.floor((have / need) * 100) };
}
