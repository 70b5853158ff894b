import type { Badge } from '../../../shared/rules/product-badges';

/**
 * A product's merchandising badges as a short list; an empty list renders nothing. The list has
 * no name of its own: each badge's words say what it is ("Best seller", "Sale"), read right
 * after the product's title.
 */
export function ProductBadges({ badges, className }: { badges: readonly Badge[]; className?: string }) {
  if (badges.length === 0) return null;
  return (
    <ul className={['product-badges', className].filter(Boolean).join(' ')}>
      {badges.map((b) => (
        <li key={b.kind} className={`badge badge-${b.kind}`}>
          {b.label}
        </li>
      ))}
    </ul>
  );
}
