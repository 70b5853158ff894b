import type { Product } from '../../shared/contract/models';
import type { AnalyticsEvent, ShopEvent } from '../../shared/constants';

// The one bridge to the tag manager (SPEC sections 1 and 9): events are objects pushed onto
// window.dataLayer, and this module is the only code that writes it.

export type DataLayerEntry = Record<string, unknown> & { event?: AnalyticsEvent | ShopEvent };

type WindowWithDataLayer = Window & { dataLayer?: unknown[] };

/** Pushes one entry; a no-op on the server so it can never run during a server render. */
export function pushEvent(entry: DataLayerEntry | { ecommerce: null }): void {
  if (typeof window === 'undefined') return;
  const w = window as WindowWithDataLayer;
  w.dataLayer ??= [];
  w.dataLayer.push(entry);
}

/** Shop events go out after the previous shop data is cleared (SPEC section 9). */
export function pushShopEvent(event: ShopEvent, ecommerce: Record<string, unknown>): void {
  pushEvent({ ecommerce: null });
  pushEvent({ event, ecommerce });
}

export interface AnalyticsItem {
  item_id: string;
  item_name: string;
  price: number;
  index?: number;
  item_list_id?: string;
  item_list_name?: string;
}

export function toAnalyticsItem(product: Pick<Product, 'handle' | 'title' | 'priceRange'>, index?: number): AnalyticsItem {
  return { item_id: product.handle, item_name: product.title, price: product.priceRange.min, ...(index === undefined ? {} : { index }) };
}

/** SPEC section 9 `search`: a search submitted or its results viewed. */
export function trackSearch(term: string): void {
  pushEvent({ event: 'search', search_term: term });
}
