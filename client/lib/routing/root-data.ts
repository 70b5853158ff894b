import type { CartNotice } from '../../../shared/contract/cart-action';

/** The root route's id and what its loader returns (the rest of the layout's data is in the query cache). */
export const ROOT_ROUTE_ID = 'root';

export interface RootData {
  /** The cart action's one-time notice for this document (no JavaScript), else null. */
  notice: CartNotice | null;
}
