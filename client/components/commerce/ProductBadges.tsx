import type { Badge } from '../../../shared/rules/product-badges';

/**
 * A product's merchandising badges as a short list: its name tells a screen reader what the
 * words are; an empty list renders nothing.
 */
export function ProductBadges({ badges, className }: { badges: readonly Badge[]; className?: string }) {
  if (badges.length === 0) return null;
  return (
    <ul className={['product-badges', className].filter(Boolean).join(' ')} aria-label="Highlights">
      {badges.map((b) => (
        <li key={b.kind} className={`badge badge-${b.kind}`}>{b.label}</li>
      ))}
    </ul>
  );
}
