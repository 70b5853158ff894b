const RATING_FORMAT = new Intl.NumberFormat('en-US', { maximumFractionDigits: 1 });
const COUNT_FORMAT = new Intl.NumberFormat('en-US');

/** Star rating: drawn stars for the eye, one sentence for assistive technology. */
export function Rating({ rating, reviewCount, compact = false }: { rating: number; reviewCount: number; compact?: boolean }) {
  if (reviewCount === 0) return null;
  const percent = Math.max(0, Math.min(100, (rating / 5) * 100));
  const text = `Rated ${RATING_FORMAT.format(rating)} out of 5 from ${COUNT_FORMAT.format(reviewCount)} reviews`;
  return (
    <p className="rating" title={text}>
      <span className="rating-stars" aria-hidden="true">
        <span className="rating-stars-fill" style={{ width: `${percent}%` }}>★★★★★</span>
        ★★★★★
      </span>
      <span className="visually-hidden">{text}</span>
      <span className="rating-count" aria-hidden="true">
        {RATING_FORMAT.format(rating)}{compact ? '' : ` (${COUNT_FORMAT.format(reviewCount)})`}
      </span>
    </p>
  );
}
