// Cart analytics report what has already happened (a view, a settled change, a checkout begun):
// their code comes on first use, not with the cart's or a product page's first load.

type CartAnalytics = typeof import('./cart-analytics');

let loading: Promise<CartAnalytics> | undefined;

/**
 * Runs `use` with the cart's analytics once their code is in. A chunk that fails to load loses
 * that report, never the change it reports (and a later report tries the chunk again).
 */
export function reportCart(use: (analytics: CartAnalytics) => void): Promise<void> {
  loading ??= import('./cart-analytics').catch((error: unknown) => {
    loading = undefined;
    throw error;
  });
  return loading.then(use, () => undefined);
}
