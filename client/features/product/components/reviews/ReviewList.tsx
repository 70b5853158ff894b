import { useLocation } from 'react-router-dom';
import { facetLabel } from '../../../../../shared/catalog/taxonomy';
import type { Review } from '../../../../../shared/contract/review';
import { formatDate } from '../../../../../shared/format/date';
import { reviewsHref } from '../../review-params';
import { ReviewStars } from './ReviewStars';
import { KEEP_SCROLL } from '../../../../lib/navigation/link-navigation';

/** One page of written reviews. Their text is plain text: React escapes it, nothing is parsed as HTML. */
export function ReviewList({ reviews }: { reviews: Review[] }) {
  return (
    <ol className="review-list">
      {reviews.map((r) => (
        <li key={r.id} className="review" data-rating={r.rating}>
          <article aria-labelledby={`review-${r.id}-title`}>
            <header className="review-header">
              <ReviewStars rating={r.rating} />
              <h3 id={`review-${r.id}-title`} className="review-title">
                {r.title}
              </h3>
            </header>
            <p className="review-meta">
              <span className="review-author">{r.displayName}</span>
              {r.verifiedBuyer && <span className="review-verified">Verified buyer</span>}
              {r.skinType && <span className="review-skin">Skin type: {facetLabel(r.skinType)}</span>}
              <time dateTime={r.createdAt}>{formatDate(r.createdAt)}</time>
            </p>
            <p className="review-text">{r.text}</p>
            {r.helpfulCount > 0 && (
              <p className="review-helpful">
                {r.helpfulCount} {r.helpfulCount === 1 ? 'person' : 'people'} found this helpful
              </p>
            )}
          </article>
        </li>
      ))}
    </ol>
  );
}

/** Previous / next as GET links (page state is in the URL). */
export function ReviewPager({ page, pageCount }: { page: number; pageCount: number }) {
  const { pathname, search } = useLocation();
  const current = new URLSearchParams(search);
  if (pageCount <= 1) return null;
  return (
    <nav className="review-pager" aria-label="Review pages">
      {page > 1 ? (
        <a href={reviewsHref(pathname, current, { page: page - 1 })} {...KEEP_SCROLL} rel="prev">
          Previous
        </a>
      ) : (
        <span aria-hidden="true" />
      )}
      <span className="review-pager-status">
        Page {page} of {pageCount}
      </span>
      {page < pageCount ? (
        <a href={reviewsHref(pathname, current, { page: page + 1 })} {...KEEP_SCROLL} rel="next">
          Next
        </a>
      ) : (
        <span aria-hidden="true" />
      )}
    </nav>
  );
}
