import type { CartLine, Product } from '../../../shared/contract/models';

/** A GA4 ecommerce item as the tag manager reads it. */
export interface AnalyticsItem {
  item_id: string;
  item_name: string;
  price: number;
  quantity: number;
  item_variant?: string;
  item_list_id?: string;
  item_list_name?: string;
  index?: number;
}

/** Where a product was shown: a list (shop, search, related…) and its place in it. */
export interface ListPosition {
  id: string;
  name: string;
  index: number;
}

type ProductFacts = Pick<Product, 'handle' | 'title' | 'priceRange'>;

/** A product as seen in a list or on its page: its lowest price, one unit. */
export function productItem(product: ProductFacts, list?: ListPosition): AnalyticsItem {
  return {
    item_id: product.handle,
    item_name: product.title,
    price: product.priceRange.min,
    quantity: 1,
    ...(list && { item_list_id: list.id, item_list_name: list.name, index: list.index }),
  };
}

/** A cart line, in its own quantity unless another is given (the units added or removed). */
export function cartLineItem(
  line: Pick<CartLine, 'product' | 'merchandise' | 'quantity'>,
  quantity: number = line.quantity,
): AnalyticsItem {
  return {
    item_id: line.product.handle,
    item_name: line.product.title,
    price: line.merchandise.price,
    quantity,
    item_variant: line.merchandise.title,
  };
}
