import type { CSSProperties } from 'react';

import { formatCount, formatRating } from '../../../shared/format/number';

/**
 * Star rating: stars drawn by CSS from one element (`--r` is the filled share). Assistive
 * technology gets the sentence once, as the name of the whole rating (an image of it: what is
 * drawn inside is not read). Every card has one, so the markup is kept to the minimum.
 */
export function Rating({
  rating,
  reviewCount,
  compact = false,
}: {
  rating: number;
  reviewCount: number;
  compact?: boolean;
}) {
  if (reviewCount === 0) return null;
  const percent = Math.round(Math.max(0, Math.min(100, (rating / 5) * 100)));
  const text = `Rated ${formatRating(rating)} out of 5 from ${formatCount(reviewCount)} reviews`;
  return (
    <p className="rating" role="img" aria-label={text}>
      <span className="stars" style={{ '--r': `${percent}%` } as CSSProperties} />
      {compact ? (
        formatRating(rating)
      ) : (
        <span className="rating-count">
          {formatRating(rating)} ({formatCount(reviewCount)})
        </span>
      )}
    </p>
  );
}
