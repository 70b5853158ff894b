import { use, type ReactNode } from 'react';
import type { ProductCardActions } from '../components/commerce/product-card-actions-context';

// What every product card offers (product-card-toggles.tsx: favorites and compare) is not in the
// entry: a page without cards never loads it. A screen with cards has it in its first load (the
// listing parts' chunk, vite.config.ts), so the grid's first render finds it evaluated and waits
// only for the import's promise, without a fallback (React resumes the render when it settles).

let loaded: ProductCardActions | undefined;
let loading: Promise<ProductCardActions> | undefined;

function load(): Promise<ProductCardActions> {
  loading ??= import('./product-card-toggles').then(
    (m) => (loaded = m.productCardActions),
    (error: unknown) => {
      loading = undefined; // a failed chunk may load on a later render
      throw error;
    },
  );
  return loading;
}
// The server renders cards in any page: loaded once, before its first request.
if (typeof document === 'undefined') void load();

function Scope({ children }: { children: ReactNode }) {
  const { Scope: Loaded } = loaded ?? use(load());
  return <Loaded>{children}</Loaded>;
}

/** The app's card actions: the grid's scope loads them; a card is drawn inside it. */
export const productCardActions: ProductCardActions = {
  Scope,
  render: (product) => loaded?.render(product) ?? null,
};
