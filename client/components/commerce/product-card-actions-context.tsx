import { createContext, Fragment, useContext, type ComponentType, type ReactNode } from 'react';
import type { listedOf } from './product-summary';

type CardProduct = ReturnType<typeof listedOf>;

/**
 * The controls a card shows beside its link (favorite, compare). `Scope` wraps a whole grid once
 * and reads the lists those controls show (one subscription for the grid, not one per card);
 * `render` draws one product's controls from what the scope read.
 */
export interface ProductCardActions {
  Scope: ComponentType<{ children: ReactNode }>;
  render(product: CardProduct): ReactNode;
}

const NO_ACTIONS: ProductCardActions = { Scope: Fragment, render: () => null };

// Those controls belong to features, which components may not import: the app plugs them in once
// here, so every card on every page gets the same ones without passing them down each grid.
const ProductCardActionsContext = createContext<ProductCardActions>(NO_ACTIONS);

export const ProductCardActionsProvider = ProductCardActionsContext.Provider;

export function useProductCardActions(): ProductCardActions {
  return useContext(ProductCardActionsContext);
}
