import type { CartNotice } from '../../../shared/contract/cart-action';
import type { RouteDef } from '../../../shared/routes/route-table';

/** The root route's id and what its loader returns (the rest of the layout's data is in the query cache). */
export const ROOT_ROUTE_ID = 'root';

export interface RootData {
  /** The cart action's one-time notice for this document (no JavaScript), else null. */
  notice: CartNotice | null;
}

/** The catch-all route's id. */
export const FALLBACK_ROUTE_ID = 'fallback';

/** What the catch-all route's loader returns: the route table's route of a pattern react-router cannot express. */
export interface FallbackData {
  route: RouteDef;
}
