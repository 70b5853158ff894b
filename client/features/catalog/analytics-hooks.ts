import { track } from '../../lib/analytics';

// What the shop listing's filters report.

export function trackFilter(filter: { facet: string; value: string; action: 'add' | 'remove' | 'clear' | 'sort' }): void {
  track('filter', { filter_type: filter.facet, filter_value: filter.value, filter_action: filter.action });
}


/**
 * Reads the data-analytics hook of a clicked link, so markup rendered on the server says what it
 * reports: `data-analytics="filter" data-filter-facet=… data-filter-value=… data-filter-action=…`,
 * on the link or on the list around it (the filter panel says the facet once per list); without
 * an action, a link marked current removes its value and any other adds it.
 */
export function trackFilterClick(el: HTMLElement): void {
  const hook = el.closest<HTMLElement>('[data-analytics]');
  if (hook?.dataset.analytics !== 'filter') return;
  const action = el.dataset.filterAction ?? (el.getAttribute('aria-current') === 'true' ? 'remove' : 'add');
  trackFilter({
    facet: el.dataset.filterFacet ?? el.closest<HTMLElement>('[data-filter-facet]')?.dataset.filterFacet ?? '',
    value: el.dataset.filterValue ?? '',
    action: action === 'remove' || action === 'clear' || action === 'sort' ? action : 'add',
  });
}
