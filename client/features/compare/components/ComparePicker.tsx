import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useSuspenseQuery } from '../../../lib/query/use-suspense-query';
import { useId, useState } from 'react';
import { SEARCH_QUERY_MAX } from '../../../../shared/contract/search-limits';
import { useDebouncedValue } from '../../../components/search/use-debounced-value';
import { useApp } from '../../../lib/app/app-context';
import { cleanSearchQuery, searchQuery } from '../../../lib/query/search-query';
import { COMPARE_FULL_MESSAGE, COMPARE_MAX, COMPARE_PICKER_MATCHES, toggleCompare } from '../compare-store';
import { comparePopularQuery } from '../queries';

/** Typing settles this long before the search is asked (as in the header's search box). */
const PICKER_DEBOUNCE_MS = 200;
const MIN_QUERY_LENGTH = 2;

interface Option {
  handle: string;
  title: string;
}

/**
 * Choose another product to compare without leaving the page: the best sellers at first, then
 * the catalog's matches for what is typed (the site search), so the page stays small whatever
 * the size of the catalog.
 */
export function ComparePicker({ chosen }: { chosen: readonly string[] }) {
  const { api } = useApp();
  const { data: popular } = useSuspenseQuery(comparePopularQuery(api));
  const [value, setValue] = useState('');
  const q = cleanSearchQuery(useDebouncedValue(value, PICKER_DEBOUNCE_MS));
  const searching = q.length >= MIN_QUERY_LENGTH;
  const matches = useQuery({
    ...searchQuery(api, q, COMPARE_PICKER_MATCHES),
    enabled: searching,
    placeholderData: keepPreviousData,
    select: (r) => r.products.map(({ handle, title }) => ({ handle, title })),
  });
  const id = useId();
  const full = chosen.length >= COMPARE_MAX;
  const options: Option[] = (searching ? (matches.data ?? []) : popular).filter((o) => !chosen.includes(o.handle));
  const status = !searching
    ? 'Best sellers'
    : matches.isError
      ? 'Search is not available right now. Please try again.'
      : matches.isPending
        ? 'Searching…'
        : options.length === 0
          ? `No products match “${q}”.`
          : `Products matching “${q}”`;

  return (
    <form className="compare-picker" role="search" onSubmit={(e) => e.preventDefault()}>
      <label htmlFor={id}>Add a product</label>
      <input
        id={id}
        type="search"
        value={value}
        onChange={(e) => setValue(e.target.value)}
        placeholder="Search by name"
        autoComplete="off"
        maxLength={SEARCH_QUERY_MAX}
        disabled={full}
        aria-describedby={`${id}-status`}
      />
      {full ? (
        <p className="form-hint" id={`${id}-status`}>
          {COMPARE_FULL_MESSAGE}
        </p>
      ) : (
        <p className="compare-picker-status" id={`${id}-status`} aria-live="polite">
          {status}
        </p>
      )}
      {!full && options.length > 0 && (
        <ul className="compare-picker-options">
          {options.map((o) => (
            <li key={o.handle}>
              <span>{o.title}</span>
              <button
                type="button"
                className="btn btn-flat btn-primary"
                aria-label={`Add ${o.title} to the comparison`}
                onClick={() => toggleCompare(o.handle)}
              >
                Add
              </button>
            </li>
          ))}
        </ul>
      )}
    </form>
  );
}
