import type { MouseEvent } from 'react';
import type { SortKey } from '../../../../shared/contract/fields';
import type { ShopFilters } from '../../../../shared/routes/shop-filters';
import { Icon } from '../../../components/ui/Icon';
import { trackFilterClick } from '../analytics-hooks';
import type { FilterGroup } from '../queries';
import { shopHref } from '../shop-listing';
import { KEEP_SCROLL } from '../../../lib/navigation/link-navigation';

/** Clicks on a filter link inside report the filter they apply or remove (analytics-hooks.ts: the link's hook says it is one). */
export function reportFilterClick(e: MouseEvent<HTMLElement>): void {
  const el = (e.target as HTMLElement).closest<HTMLElement>('a');
  if (el) trackFilterClick(el);
}

/**
 * Every filter is a link to its own URL (crawlable, works without JavaScript). A chosen
 * value links to the listing without it; another value of the same facet replaces it.
 */
export function FilterPanel({ groups, filters, sort }: { groups: FilterGroup[]; filters: ShopFilters; sort: SortKey }) {
  return (
    // What every chip shares is said once: its list names the facet and the analytics hook, the
    // panel keeps the scroll position, .filter-options a styles it; a chip's value is in its
    // URL, and the chosen one (aria-current: it removes it, so its URL has not) says it.
    <nav className="filter-panel" aria-label="Filter products" onClick={reportFilterClick} {...KEEP_SCROLL}>
      {groups.map((group) => (
        <section key={group.facet} className="filter-group" aria-labelledby={`filter-${group.facet}`}>
          <h2 id={`filter-${group.facet}`} className="filter-group-title">
            {group.label}
          </h2>
          <ul className="filter-options" data-analytics="filter" data-filter-facet={group.facet}>
            {group.values.map((v) => {
              const active = filters[group.facet] === v.value;
              const next: ShopFilters = { ...filters, [group.facet]: active ? undefined : v.value };
              return (
                <li key={v.value}>
                  <a
                    className={active ? 'is-active' : undefined}
                    aria-current={active ? 'true' : undefined}
                    data-filter-value={active ? v.value : undefined}
                    href={shopHref(next, sort)}
                  >
                    {active && <Icon name="check" size={14} />}
                    {v.label}
                    {active && <span className="visually-hidden"> (selected, remove filter)</span>}
                  </a>
                </li>
              );
            })}
          </ul>
        </section>
      ))}
    </nav>
  );
}
