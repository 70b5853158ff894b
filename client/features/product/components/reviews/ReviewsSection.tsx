import { useSuspenseQuery } from '../../../../lib/query/use-suspense-query';
import { useLocation } from 'react-router-dom';
import { useApp } from '../../../../lib/app/app-context';
import { StreamedSuspense } from '../../../../lib/query/StreamedSuspense';
import { DEFAULT_REVIEW_PARAMS, parseReviewParams, REVIEWS_ANCHOR, reviewsHref } from '../../review-params';
import { reviewEligibilityQuery, reviewsQuery } from '../../review-queries';
import { ReviewFilters } from './ReviewFilters';
import { ReviewList, ReviewPager } from './ReviewList';
import { ReviewSummary } from './ReviewSummary';
import { WriteReview } from './WriteReview';
import { KEEP_SCROLL } from '../../../../lib/navigation/link-navigation';

/**
 * The product page's reviews: summary and distribution, sort and filters, one page of written
 * reviews and the write-a-review form. Server-rendered from the URL (the loader has the page
 * of reviews); who may write one streams in after, as it depends on who is signed in.
 */
export function ReviewsSection({ handle, title }: { handle: string; title: string }) {
  const { api } = useApp();
  const { pathname, search } = useLocation();
  const params = parseReviewParams(new URLSearchParams(search));
  const { data } = useSuspenseQuery(reviewsQuery(api, handle, params));
  const filtered = params.rating !== null || params.skinType !== null;
  return (
    <section id={REVIEWS_ANCHOR} className="reviews" aria-labelledby="reviews-heading" tabIndex={-1}>
      <h2 id="reviews-heading" className="section-title">
        Reviews
      </h2>
      <div className="reviews-layout">
        <div className="reviews-aside">
          {data.summary && <ReviewSummary summary={data.summary} activeRating={params.rating} />}
          <StreamedSuspense
            fallback={<div className="write-review" aria-busy="true" />}
            queries={[reviewEligibilityQuery(api, handle)]}
          >
            <WriteReview handle={handle} title={title} />
          </StreamedSuspense>
        </div>
        <div className="reviews-main">
          <ReviewFilters params={params} />
          <p className="reviews-count" role="status">
            {data.total === 0
              ? 'No reviews match these filters.'
              : `${data.total} ${data.total === 1 ? 'review' : 'reviews'}${filtered ? ' match these filters' : ''}`}
            {filtered && (
              <>
                {' '}
                <a
                  href={reviewsHref(pathname, new URLSearchParams(search), {
                    ...DEFAULT_REVIEW_PARAMS,
                    sort: params.sort,
                  })}
                  {...KEEP_SCROLL}
                >
                  Clear filters
                </a>
              </>
            )}
          </p>
          <ReviewList reviews={data.reviews} />
          <ReviewPager page={data.page} pageCount={data.pageCount} />
        </div>
      </div>
    </section>
  );
}
