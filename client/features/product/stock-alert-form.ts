import {
  STOCK_ALERT_MESSAGES,
  STOCK_ALERT_NOTICES,
  type StockAlertNotice,
} from '../../../shared/contract/stock-alert-values';
import type { FormAnswer } from '../../lib/forms/form-errors';

// "Email me when it's back" on the product page: the form's names and what its answers read.

export const STOCK_ALERT_FIELDS = ['email', 'consent', 'variantId'] as const;
/** The block's id: the notice after a form posted without JavaScript opens the page there. */
export const STOCK_ALERT_ANCHOR = 'back-in-stock';

export interface StockAlertAnswer extends FormAnswer {
  intent: 'stock-alert';
  /** the size the answer is about */
  variantId?: string;
}

/** The numeric id the URL carries (`?variant=12`) of a contract variant id (`gid://…/12`). */
export const variantParamOf = (variantId: string): string => variantId.split('/').at(-1) ?? variantId;

/** The message a `?alert=` notice stands for, or null. */
export function noticeText(notice: string | null): string | null {
  if (notice === null || !Object.prototype.hasOwnProperty.call(STOCK_ALERT_NOTICES, notice)) return null;
  return STOCK_ALERT_MESSAGES[STOCK_ALERT_NOTICES[notice as StockAlertNotice]];
}
