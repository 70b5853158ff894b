import { createContext, useContext, type ReactNode } from 'react';
import type { ProductSummary } from './product-summary';

/** The controls a card shows beside its link (favorite, compare), for one product. */
export type ProductCardActions = (product: Pick<ProductSummary, 'handle' | 'title' | 'priceRange'>) => ReactNode;

// Those controls belong to features, which components may not import: the app plugs them in once
// here, so every card on every page gets the same ones without passing them down each grid.
const ProductCardActionsContext = createContext<ProductCardActions>(() => null);

export const ProductCardActionsProvider = ProductCardActionsContext.Provider;

export function useProductCardActions(): ProductCardActions {
  return useContext(ProductCardActionsContext);
}
