/** A review's stars: drawn for the eye, one phrase for assistive technology. */
export function ReviewStars({ rating, className = 'review-stars' }: { rating: number; className?: string }) {
  const whole = Math.round(rating);
  return (
    <span className={className} role="img" aria-label={`${rating} out of 5 stars`}>
      <span className="review-stars-on" aria-hidden="true">
        {'★'.repeat(whole)}
      </span>
      <span className="review-stars-off" aria-hidden="true">
        {'★'.repeat(5 - whole)}
      </span>
    </span>
  );
}
