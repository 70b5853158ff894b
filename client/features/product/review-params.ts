import { SKIN_TYPES, type SkinType } from '../../../shared/catalog/taxonomy';
import { REVIEW_SORTS, type ReviewSort } from '../../../shared/contract/review-values';

// The reviews section's state lives in the product page's URL, so sorting, filtering and
// paging are plain GET links and forms that work without JavaScript and can be shared:
// /products/x?reviews_sort=helpful&reviews_rating=5&reviews_skin=dry&reviews_page=2#reviews

export const REVIEW_PARAM = {
  sort: 'reviews_sort',
  rating: 'reviews_rating',
  skinType: 'reviews_skin',
  page: 'reviews_page',
} as const;
export const REVIEWS_ANCHOR = 'reviews';

export interface ReviewParams {
  sort: ReviewSort;
  rating: number | null;
  skinType: SkinType | null;
  page: number;
}

export const DEFAULT_REVIEW_PARAMS: ReviewParams = { sort: 'newest', rating: null, skinType: null, page: 1 };

/** What the URL asks for; anything unknown or malformed falls back to the default, never an error. */
export function parseReviewParams(search: URLSearchParams): ReviewParams {
  const sort = search.get(REVIEW_PARAM.sort);
  const rating = search.get(REVIEW_PARAM.rating);
  const skin = search.get(REVIEW_PARAM.skinType);
  const page = search.get(REVIEW_PARAM.page);
  return {
    sort: (REVIEW_SORTS as readonly string[]).includes(sort ?? '') ? (sort as ReviewSort) : 'newest',
    rating: rating !== null && /^[1-5]$/.test(rating) ? Number(rating) : null,
    skinType: (SKIN_TYPES as readonly string[]).includes(skin ?? '') ? (skin as SkinType) : null,
    page: page !== null && /^[1-9]\d{0,2}$/.test(page) ? Number(page) : 1,
  };
}

/**
 * The page's query string with the reviews state replaced (defaults left out, other
 * parameters kept), ending at the reviews section.
 */
export function reviewsHref(pathname: string, current: URLSearchParams, next: Partial<ReviewParams>): string {
  const params = new URLSearchParams(current);
  const merged = { ...parseReviewParams(current), ...next };
  const values: Record<keyof ReviewParams, string | null> = {
    sort: merged.sort === DEFAULT_REVIEW_PARAMS.sort ? null : merged.sort,
    rating: merged.rating === null ? null : String(merged.rating),
    skinType: merged.skinType,
    page: merged.page === 1 ? null : String(merged.page),
  };
  for (const key of Object.keys(REVIEW_PARAM) as (keyof ReviewParams)[]) {
    const value = values[key];
    if (value === null) params.delete(REVIEW_PARAM[key]);
    else params.set(REVIEW_PARAM[key], value);
  }
  const query = params.toString();
  return `${pathname}${query ? `?${query}` : ''}#${REVIEWS_ANCHOR}`;
}
