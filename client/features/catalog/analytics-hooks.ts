import { track } from '../../lib/analytics';

// What the shop listing's filters report.

export function trackFilter(filter: { facet: string; value: string; action: 'add' | 'remove' | 'clear' | 'sort' }): void {
  track('filter', { filter_type: filter.facet, filter_value: filter.value, filter_action: filter.action });
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
