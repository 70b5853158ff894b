import type { Product } from '../../../shared/contract/models';
import { track, trackShop } from '../../lib/analytics';
import { productItem } from '../../lib/analytics-items';

// What the shop listing reports: filter use and the list of products seen.

export function trackFilter(filter: { facet: string; value: string; action: 'add' | 'remove' | 'clear' | 'sort' }): void {
  track('filter', { filter_type: filter.facet, filter_value: filter.value, filter_action: filter.action });
}

export function trackViewItemList(list: { id: string; name: string }, products: Pick<Product, 'handle' | 'title' | 'priceRange'>[]): void {
  trackShop('view_item_list', {
    item_list_id: list.id,
    item_list_name: list.name,
    items: products.map((p, index) => productItem(p, { ...list, index })),
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
