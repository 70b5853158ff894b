import type { Product } from '../../../shared/contract/models';
import type { AnalyticsEvent, ShopEvent } from '../../../shared/constants';

// The smallest useful bridge to the tag manager (SPEC sections 1 and 9): events are objects
// pushed onto window.dataLayer. The analytics feature builds its integration on top of this.

export type DataLayerEntry = Record<string, unknown> & { event?: AnalyticsEvent | ShopEvent };

type WindowWithDataLayer = Window & { dataLayer?: unknown[] };

/** Pushes one entry; a no-op on the server so it can never run during a server render. */
export function pushToDataLayer(entry: DataLayerEntry | { ecommerce: null }): void {
  if (typeof window === 'undefined') return;
  const w = window as WindowWithDataLayer;
  w.dataLayer ??= [];
  w.dataLayer.push(entry);
}

/** Shop events go out after the previous shop data is cleared (SPEC section 9). */
export function pushShopEvent(event: ShopEvent, ecommerce: Record<string, unknown>): void {
  pushToDataLayer({ ecommerce: null });
  pushToDataLayer({ event, ecommerce });
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

export function trackFilter(filter: { facet: string; value: string; action: 'add' | 'remove' | 'clear' | 'sort' }): void {
  pushToDataLayer({ event: 'filter', filter_type: filter.facet, filter_value: filter.value, filter_action: filter.action });
}

export function trackViewItemList(list: { id: string; name: string }, products: Pick<Product, 'handle' | 'title' | 'priceRange'>[]): void {
  pushShopEvent('view_item_list', {
    item_list_id: list.id,
    item_list_name: list.name,
    items: products.map((p, i) => ({ ...toAnalyticsItem(p, i), item_list_id: list.id, item_list_name: list.name })),
  });
}

/**
 * Reads the data-analytics hook of a clicked element, so markup rendered on the server says
 * what it reports: `data-analytics="filter" data-filter-facet=… data-filter-value=… data-filter-action=…`.
 */
export function trackFilterClick(el: HTMLElement): void {
  if (el.dataset.analytics !== 'filter') return;
  const action = el.dataset.filterAction;
  trackFilter({
    facet: el.dataset.filterFacet ?? '',
    value: el.dataset.filterValue ?? '',
    action: action === 'remove' || action === 'clear' || action === 'sort' ? action : 'add',
  });
}
