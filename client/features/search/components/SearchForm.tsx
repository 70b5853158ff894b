import { Form } from '../../../lib/forms/route-form';
import { SEARCH_QUERY_MAX } from '../../../../shared/contract/search-limits';
import { SEARCH_PARAM, SEARCH_PATH } from '../../../../shared/routes/route-table';

/** The results page's own search form: a GET to the same page, with or without JavaScript. */
export function SearchForm({ q }: { q: string }) {
  return (
    <Form method="get" action={SEARCH_PATH} role="search" className="search-page-form">
      <label htmlFor="search-page-q" className="visually-hidden">
        Search products and articles
      </label>
      {/* keyed by the query so a new search shows its own words, not the last ones typed */}
      <input
        key={q}
        id="search-page-q"
        name={SEARCH_PARAM}
        type="search"
        defaultValue={q}
        maxLength={SEARCH_QUERY_MAX}
        enterKeyHint="search"
        placeholder="What are you looking for?"
      />
      <button type="submit" className="btn btn-flat btn-primary">
        Search
      </button>
    </Form>
  );
}
