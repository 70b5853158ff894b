import { useId } from 'react';
import { useLocation } from 'react-router-dom';
import { Form, useSubmitForm } from '../../../../lib/forms/route-form';
import { facetLabel, SKIN_TYPES } from '../../../../../shared/catalog/taxonomy';
import { REVIEW_SORT_LABELS, REVIEW_SORTS } from '../../../../../shared/contract/review-values';
import { REVIEW_PARAM, REVIEWS_ANCHOR, type ReviewParams } from '../../review-params';

/**
 * Sort and filter the written reviews: a GET form, so without JavaScript Apply loads
 * `?reviews_sort=…&reviews_rating=…&reviews_skin=…#reviews`; with it a change applies at once.
 * Other query parameters of the page are kept; a new choice starts at page 1.
 */
export function ReviewFilters({ params }: { params: ReviewParams }) {
  const { pathname, search } = useLocation();
  const submit = useSubmitForm();
  const id = useId();
  const kept = [...new URLSearchParams(search)].filter(
    ([key]) => !(Object.values(REVIEW_PARAM) as string[]).includes(key),
  );
  const onChange = (e: React.ChangeEvent<HTMLSelectElement>) =>
    void submit(e.currentTarget.form, { preventScrollReset: true });
  return (
    <Form
      method="get"
      action={`${pathname}#${REVIEWS_ANCHOR}`}
      className="review-filters"
      preventScrollReset
      aria-label="Sort and filter reviews"
    >
      {kept.map(([key, value], i) => (
        <input key={`${key}-${i}`} type="hidden" name={key} value={value} />
      ))}
      <div className="review-filter">
        <label htmlFor={`${id}-sort`}>Sort by</label>
        <select
          id={`${id}-sort`}
          name={REVIEW_PARAM.sort}
          defaultValue={params.sort}
          key={`s-${params.sort}`}
          onChange={onChange}
        >
          {REVIEW_SORTS.map((s) => (
            <option key={s} value={s}>
              {REVIEW_SORT_LABELS[s]}
            </option>
          ))}
        </select>
      </div>
      <div className="review-filter">
        <label htmlFor={`${id}-rating`}>Rating</label>
        <select
          id={`${id}-rating`}
          name={REVIEW_PARAM.rating}
          defaultValue={params.rating ?? ''}
          key={`r-${params.rating}`}
          onChange={onChange}
        >
          <option value="">All ratings</option>
          {[5, 4, 3, 2, 1].map((n) => (
            <option key={n} value={n}>
              {n} star{n > 1 ? 's' : ''}
            </option>
          ))}
        </select>
      </div>
      <div className="review-filter">
        <label htmlFor={`${id}-skin`}>Skin type</label>
        <select
          id={`${id}-skin`}
          name={REVIEW_PARAM.skinType}
          defaultValue={params.skinType ?? ''}
          key={`k-${params.skinType}`}
          onChange={onChange}
        >
          <option value="">All skin types</option>
          {SKIN_TYPES.map((s) => (
            <option key={s} value={s}>
              {facetLabel(s)}
            </option>
          ))}
        </select>
      </div>
      <button type="submit" className="btn btn-outlined btn-primary btn-compact review-filters-apply">
        Apply
      </button>
    </Form>
  );
}
