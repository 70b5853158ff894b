import { trackShop } from './analytics';
import { productItem, type ListPosition } from './analytics-items';
import type { Product } from '../../../shared/contract/models';

// The shop events of products shown (SPEC section 9): a list seen, a product picked in it, a product page seen.

export type ProductList = Omit<ListPosition, 'index'>;
type Listed = Pick<Product, 'handle' | 'title' | 'priceRange'>;

export function trackViewItemList(list: ProductList, products: readonly Listed[]): void {
  if (products.length === 0) return;
  trackShop('view_item_list', {
    item_list_id: list.id,
    item_list_name: list.name,
    items: products.map((p, index) => productItem(p, { ...list, index })),
  });
}

export function trackSelectItem(list: ProductList, product: Listed, index: number): void {
  trackShop('select_item', {
    item_list_id: list.id,
    item_list_name: list.name,
    items: [productItem(product, { ...list, index })],
  });
}

export function trackProductView(product: Listed): void {
  trackShop('view_item', { items: [productItem(product)] });
}
