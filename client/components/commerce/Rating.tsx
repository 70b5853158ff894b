import type { CSSProperties } from 'react';

import { formatCount, formatRating } from '../../../shared/format/number';

/**
 * Star rating: stars drawn by CSS from one element (`--r` is the filled share), the sentence
 * once for assistive technology. Every card has one, so the markup is kept to the minimum.
 */
export function Rating({ rating, reviewCount, compact = false }: { rating: number; reviewCount: number; compact?: boolean }) {
  if (reviewCount === 0) return null;
  const percent = Math.round(Math.max(0, Math.min(100, (rating / 5) * 100)));
  const text = `Rated ${formatRating(rating)} out of 5 from ${formatCount(reviewCount)} reviews`;
  return (
    <p className="rating">
      <span className="stars" style={{ '--r': `${percent}%` } as CSSProperties} aria-hidden="true" />
      <span className="visually-hidden">{text}</span>
      <span className={compact ? undefined : 'rating-count'} aria-hidden="true">
        {formatRating(rating)}{compact ? '' : ` (${formatCount(reviewCount)})`}
      </span>
    </p>
  );
}
