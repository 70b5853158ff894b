import { track } from '../../lib/analytics/analytics';
import { parseShopFilters, type ShopFilters } from '../../../shared/routes/shop-filters';

// What the shop listing's filters report.

export function trackFilter(filter: {
  facet: string;
  value: string;
  action: 'add' | 'remove' | 'clear' | 'sort';
}): void {
  track('filter', { filter_type: filter.facet, filter_value: filter.value, filter_action: filter.action });
}

/** The facet's value in the listing a link goes to (/shop/<facet>/<value>/…), '' when it has none. */
function valueInLink(el: HTMLElement, facet: string): string {
  const path = new URL(el.getAttribute('href') ?? '', 'http://x').pathname;
  const filters = path.startsWith('/shop/') ? parseShopFilters(path.slice('/shop/'.length)) : null;
  return filters?.[facet as keyof ShopFilters] ?? '';
}

/**
 * Reads the data-analytics hook of a clicked link, so markup rendered on the server says what it
 * reports: `data-analytics="filter" data-filter-facet=… data-filter-value=… data-filter-action=…`,
 * on the link or on the list around it (the filter panel says the facet once per list); without
 * an action, a link marked current removes its value and any other adds it. A link that adds a
 * value without saying it (the panel's chips) has it in its URL.
 */
export function trackFilterClick(el: HTMLElement): void {
  const hook = el.closest<HTMLElement>('[data-analytics]');
  if (hook?.dataset.analytics !== 'filter') return;
  const given = el.dataset.filterAction ?? (el.getAttribute('aria-current') === 'true' ? 'remove' : 'add');
  const action = given === 'remove' || given === 'clear' || given === 'sort' ? given : 'add';
  const facet = el.dataset.filterFacet ?? el.closest<HTMLElement>('[data-filter-facet]')?.dataset.filterFacet ?? '';
  trackFilter({ facet, value: el.dataset.filterValue ?? (action === 'add' ? valueInLink(el, facet) : ''), action });
}
