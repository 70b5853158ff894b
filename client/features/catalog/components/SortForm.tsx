import { useEffect, useId, useRef } from 'react';
import { useLocation } from 'react-router-dom';
import { Form, useSubmitForm } from '../../../lib/forms/route-form';
import { SORTS, type SortKey } from '../../../../shared/contract/catalog-values';
import { trackFilter } from '../analytics-hooks';
import { SORT_LABELS } from '../shop-listing';

/**
 * A GET form: without JavaScript the Apply button loads `?sort=…`; with it, choosing an option
 * navigates at once. The button is in <noscript>: hidden only once the page ran, it moved the
 * listing up under a phone's first paint (the page now paints before it starts). A new sort
 * starts at page 1. The select stays the same element across sorts (its value follows the URL,
 * for back and forward), so a keyboard user choosing with the arrow keys keeps the focus on it.
 */
export function SortForm({ sort }: { sort: SortKey }) {
  const { pathname } = useLocation();
  const submit = useSubmitForm();
  const id = useId();
  const select = useRef<HTMLSelectElement>(null);
  useEffect(() => {
    if (select.current && select.current.value !== sort) select.current.value = sort;
  }, [sort]);
  return (
    <Form method="get" action={pathname} className="sort-form" preventScrollReset>
      <label htmlFor={id}>Sort by</label>
      <select
        id={id}
        name="sort"
        ref={select}
        defaultValue={sort}
        onChange={(e) => {
          trackFilter({ facet: 'sort', value: e.currentTarget.value, action: 'sort' });
          void submit(e.currentTarget.form, { preventScrollReset: true });
        }}
      >
        {SORTS.map((s) => (
          <option key={s} value={s}>
            {SORT_LABELS[s]}
          </option>
        ))}
      </select>
      <noscript>
        <button type="submit" className="btn btn-outlined btn-primary btn-compact sort-apply">
          Apply
        </button>
      </noscript>
    </Form>
  );
}
