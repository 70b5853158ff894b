import type { ApiClient } from '../../../shared/contract/api-client';
import { facetTag } from '../../../shared/catalog/taxonomy';
import type { Product } from '../../../shared/contract/models';
import { toProductSummary, type ProductSummary } from '../../components/commerce/product-summary';

// "You may also like" in the cart: products that share the cart's skin concerns and
// complete the routine (a category the cart has none of yet), best sellers first among equals.
// Nothing already in the cart, nothing sold out.

export const CART_RECOMMENDATIONS_LIMIT = 4;

/** Best sellers read to pick the cart's recommendations from. */
const RECOMMENDATION_CANDIDATES = 48;

/** Shop categories that say how a product is sold, not what it is: they make nothing related. */
const MERCHANDISING_CATEGORIES = new Set<string>(['best-sellers', 'in-the-media']);

type Candidate = Pick<Product, 'handle' | 'concerns' | 'categories' | 'availableForSale'>;

const primaryCategory = (p: Pick<Product, 'categories'>) => p.categories.find((c) => !MERCHANDISING_CATEGORIES.has(c));

/**
 * The recommendations for a cart holding `inCart`, from `candidates` given best-selling first.
 * Score: 2 per skin concern shared with the cart, 1 when the product's category is not in the
 * cart yet; a product sharing no concern with the cart is not recommended.
 */
export function recommendForCart<P extends Candidate>(
  inCart: readonly Candidate[],
  candidates: readonly P[],
  limit = CART_RECOMMENDATIONS_LIMIT,
): P[] {
  const handles = new Set(inCart.map((p) => p.handle));
  const concerns = new Set(inCart.flatMap((p) => p.concerns));
  const categories = new Set(inCart.flatMap((p) => p.categories).filter((c) => !MERCHANDISING_CATEGORIES.has(c)));
  const seen = new Set<string>();
  const scored: { product: P; score: number; rank: number }[] = [];
  candidates.forEach((product, rank) => {
    if (handles.has(product.handle) || seen.has(product.handle) || !product.availableForSale) return;
    seen.add(product.handle);
    const shared = product.concerns.filter((c) => concerns.has(c)).length;
    if (shared === 0) return;
    const category = primaryCategory(product);
    const completes = category !== undefined && !categories.has(category) ? 1 : 0;
    scored.push({ product, score: shared * 2 + completes, rank });
  });
  return scored
    .sort((a, b) => b.score - a.score || a.rank - b.rank)
    .slice(0, limit)
    .map((s) => s.product);
}

/**
 * The cart's products (for their concerns and categories) and the best sellers sharing any of
 * those, both public cached reads, picked by recommendForCart (cartRecommendationsQuery's fetch).
 */
export async function fetchCartRecommendations(
  api: ApiClient,
  handles: readonly string[],
  signal: AbortSignal,
): Promise<ProductSummary[]> {
  if (handles.length === 0) return [];
  const { products: inCart } = await api.call(
    'get-products-by-handles',
    { handles: [...new Set(handles)] },
    { signal },
  );
  const tags = [...new Set(inCart.flatMap((p) => p.concerns.map((c) => facetTag('concern', c))))];
  if (tags.length === 0) return [];
  const { products } = await api.call(
    'get-products-by-tags',
    { tags, logicalOr: true, sort: 'best-selling', limit: RECOMMENDATION_CANDIDATES },
    { signal },
  );
  return recommendForCart(inCart, products).map((p) => toProductSummary(p));
}
