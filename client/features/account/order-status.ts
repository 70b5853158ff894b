import type { OrderSummary } from '../../../shared/contract/models';

/** How each order state reads to the customer. */
export const ORDER_STATUS_LABEL: Record<OrderSummary['status'], string> = {
  processing: 'Processing',
  shipped: 'Shipped',
  fulfilled: 'Delivered',
  cancelled: 'Cancelled',
  refunded: 'Refunded',
};

export const SUBSCRIPTION_STATUS_LABEL = { active: 'Active', paused: 'Paused', cancelled: 'Cancelled' } as const;
