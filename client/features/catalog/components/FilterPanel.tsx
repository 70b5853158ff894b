import type { MouseEvent } from 'react';
import type { SortKey } from '../../../../shared/contract/fields';
import type { ShopFilters } from '../../../../shared/routes/shop-filters';
import { Icon } from '../../../components/ui/Icon';
import { trackFilterClick } from '../analytics-hooks';
import type { FilterGroup } from '../queries';
import { shopHref } from '../shop-listing';
import { KEEP_SCROLL } from '../../../lib/link-navigation';

/** Clicks on a filter link inside report the filter they apply or remove (analytics-hooks.ts). */
export function reportFilterClick(e: MouseEvent<HTMLElement>): void {
  const el = (e.target as HTMLElement).closest<HTMLElement>('a[data-filter-value]');
  if (el) trackFilterClick(el);
}

/**
 * Every filter is a link to its own URL (crawlable, works without JavaScript). A chosen
 * value links to the listing without it; another value of the same facet replaces it.
 */
export function FilterPanel({ groups, filters, sort }: { groups: FilterGroup[]; filters: ShopFilters; sort: SortKey }) {
  return (
    // What every chip shares is said once: its list names the facet and the analytics hook, the
    // panel keeps the scroll position; a chip carries its value (aria-current: it removes it).
    <nav className="filter-panel" aria-label="Filter products" onClick={reportFilterClick} {...KEEP_SCROLL}>
      {groups.map((group) => (
        <section key={group.facet} className="filter-group" aria-labelledby={`filter-${group.facet}`}>
          <h2 id={`filter-${group.facet}`} className="filter-group-title">{group.label}</h2>
          <ul className="filter-options" data-analytics="filter" data-filter-facet={group.facet}>
            {group.values.map((v) => {
              const active = filters[group.facet] === v.value;
              const next: ShopFilters = { ...filters, [group.facet]: active ? undefined : v.value };
              return (
                <li key={v.value}>
                  <a
                    className={`filter-chip${active ? ' is-active' : ''}`}
                    aria-current={active ? 'true' : undefined}
                    data-filter-value={v.value}
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
