import type { ProductSummary } from './product-summary';
import { ProductCard, type ProductCardProps } from './ProductCard';

/** Above-the-fold cards on a desktop row and a half on a phone. */
const EAGER_CARDS = 4;

export function ProductGrid({ products, headingLevel, label, onSelect }: {
  products: ProductSummary[];
  headingLevel?: ProductCardProps['headingLevel'];
  label?: string;
  onSelect?: (product: ProductSummary, index: number) => void;
}) {
  return (
    <ul className="product-grid" aria-label={label}>
      {products.map((p, i) => (
        <li key={p.handle}>
          <ProductCard product={p} headingLevel={headingLevel} eager={i < EAGER_CARDS} onSelect={onSelect ? () => onSelect(p, i) : undefined} />
        </li>
      ))}
    </ul>
  );
}
