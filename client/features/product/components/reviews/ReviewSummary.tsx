import { useLocation } from 'react-router-dom';
import type { ReviewPage } from '../../../../../shared/contract/review';
import { formatAverage, formatCount } from '../../../../../shared/format/number';
import { reviewsHref } from '../../review-params';
import { KEEP_SCROLL } from '../../../../lib/navigation/link-navigation';

type Summary = NonNullable<ReviewPage['summary']>;

/**
 * The average, the number of ratings and one bar per star count. Each bar is a link that
 * filters the written reviews to that many stars (a plain GET link, so it works without JavaScript).
 */
export function ReviewSummary({ summary, activeRating }: { summary: Summary; activeRating: number | null }) {
  const { pathname, search } = useLocation();
  const current = new URLSearchParams(search);
  const percent = (stars: 1 | 2 | 3 | 4 | 5) =>
    summary.ratingCount ? Math.round((summary.distribution[stars] / summary.ratingCount) * 100) : 0;
  return (
    <div className="review-summary">
      <p className="review-average">
        <span className="review-average-value">{formatAverage(summary.average)}</span>
        <span
          className="review-average-stars"
          role="img"
          aria-label={`${formatAverage(summary.average)} out of 5 stars`}
        >
          <span className="rating-stars" aria-hidden="true">
            <span className="rating-stars-fill" style={{ width: `${(summary.average / 5) * 100}%` }}>
              ★★★★★
            </span>
            ★★★★★
          </span>
        </span>
        <span className="review-average-count">
          {formatCount(summary.ratingCount)} ratings · {formatCount(summary.reviewCount)} written reviews
        </span>
      </p>
      <ul className="review-distribution" aria-label="Ratings by number of stars">
        {([5, 4, 3, 2, 1] as const).map((stars) => {
          const active = activeRating === stars;
          return (
            <li key={stars}>
              <a
                href={reviewsHref(pathname, current, { rating: active ? null : stars, page: 1 })}
                {...KEEP_SCROLL}
                className={active ? 'review-bar is-active' : 'review-bar'}
                aria-current={active ? 'true' : undefined}
              >
                {/* the name is this sentence; the drawn bar beside it is hidden from assistive technology */}
                <span className="visually-hidden">
                  {`${stars} star${stars > 1 ? 's' : ''}: ${formatCount(summary.distribution[stars])} ratings, ${percent(stars)}%${active ? ' (filter on, select to show all)' : ''}`}
                </span>
                <span className="review-bar-label" aria-hidden="true">
                  {stars} ★
                </span>
                <span className="review-bar-track" aria-hidden="true">
                  <span className="review-bar-fill" style={{ width: `${percent(stars)}%` }} />
                </span>
                <span className="review-bar-count" aria-hidden="true">
                  {formatCount(summary.distribution[stars])}
                </span>
              </a>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
