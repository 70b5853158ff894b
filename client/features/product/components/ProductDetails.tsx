import type { Product } from '../../../../shared/contract/models';
import { SanitizedText } from '../../../components/ui/SanitizedText';

/** The long read below the fold: open sections, so all of it is in the HTML for people and crawlers. */
export function ProductDetails({ product }: { product: Product }) {
  return (
    <div className="product-details">
      <section aria-labelledby="pd-description">
        <h2 id="pd-description">Description</h2>
        <SanitizedText content={product.descriptionHtml} className="prose" />
      </section>
      {product.keyBenefits.length > 0 && (
        <section aria-labelledby="pd-benefits">
          <h2 id="pd-benefits">Key benefits</h2>
          <ul className="check-list">
            {product.keyBenefits.map((b) => (
              <li key={b}>{b}</li>
            ))}
          </ul>
        </section>
      )}
      {product.keyIngredients.length > 0 && (
        <section aria-labelledby="pd-ingredients">
          <h2 id="pd-ingredients">Key ingredients</h2>
          <ul className="ingredient-list">
            {product.keyIngredients.map((i) => (
              <li key={i}>{i}</li>
            ))}
          </ul>
        </section>
      )}
      {product.howToUse && (
        <section aria-labelledby="pd-how-to-use">
          <h2 id="pd-how-to-use">How to use</h2>
          <p>{product.howToUse}</p>
        </section>
      )}
    </div>
  );
}
