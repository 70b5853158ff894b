import { facetLabel } from '../../../../shared/catalog/taxonomy';
import type { SortKey } from '../../../../shared/contract/fields';
import { FACET_ORDER, type ShopFilters } from '../../../../shared/routes/shop-filters';
import { Icon } from '../../../components/ui/Icon';
import { shopHref } from '../shop-listing';
import { reportFilterClick } from './FilterPanel';
import { KEEP_SCROLL } from '../../../lib/navigation/link-navigation';

/** The chosen filters, each with a link that takes it away, and one that clears them all. */
export function ActiveFilters({ filters, sort }: { filters: ShopFilters; sort: SortKey }) {
  const active = FACET_ORDER.flatMap((facet) => (filters[facet] ? [{ facet, value: filters[facet]! }] : []));
  if (active.length === 0) return null;
  return (
    <div className="active-filters" onClick={reportFilterClick}>
      <h2 className="visually-hidden">Active filters</h2>
      <ul>
        {active.map(({ facet, value }) => (
          <li key={facet}>
            <a
              className="active-filter"
              data-analytics="filter"
              data-filter-facet={facet}
              data-filter-value={value}
              data-filter-action="remove"
              {...KEEP_SCROLL}
              href={shopHref({ ...filters, [facet]: undefined }, sort)}
            >
              <span className="visually-hidden">Remove filter </span>
              {facetLabel(value)}
              <Icon name="close" size={14} />
            </a>
          </li>
        ))}
      </ul>
      {active.length > 1 && (
        <a
          className="clear-filters"
          data-analytics="filter"
          data-filter-facet="all"
          data-filter-value=""
          data-filter-action="clear"
          href={shopHref({}, sort)}
        >
          Clear all filters
        </a>
      )}
    </div>
  );
}
