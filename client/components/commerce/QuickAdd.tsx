import { CartActionForm } from './CartActionForm';
import type { ProductSummary, SizeSummary } from './product-summary';
import { provisionalOf } from './provisional-line';
import { SizeSheet } from './SizeSheet';
import { useCartForm } from '../../lib/use-cart-form';
import { useHydrated } from '../../lib/local-handle-list';

/** "Add to cart" for a one-size product: the cart action's add form, posted without JavaScript too. */
function AddOneSize({ product, size }: { product: ProductSummary; size: SizeSummary }) {
  const form = useCartForm({ source: `quick-add:${product.id}`, provisional: provisionalOf(product, size) });
  const adding = form.sent?.intent === 'add';
  return (
    <CartActionForm intent="add" onSubmit={form.onSubmit} className="quick-add" hidden={{ variantId: size.id }}>
      {/* The name starts with the words shown (WCAG 2.5.3) and says which product. */}
      <button type="submit" className="btn btn-secondary quick-add-button" disabled={form.busy} aria-busy={adding || undefined}
        aria-label={`${adding ? 'Adding' : 'Add to cart'}: ${product.title}`}>
        {adding ? 'Adding…' : 'Add to cart'}
      </button>
      <div role="status" aria-live="polite" className="quick-add-status">
        {form.notice && <p className="field-success">{form.notice.text} <a href="/cart">View cart</a></p>}
      </div>
      {form.error && <p className="field-error" role="alert">{form.error.text}</p>}
    </CartActionForm>
  );
}

/**
 * A card's quick add: one size is added straight away; several open the size sheet (without
 * JavaScript "Choose size" is a link to the product page, where the sizes are).
 */
export function QuickAdd({ product }: { product: ProductSummary }) {
  const hydrated = useHydrated();
  const available = product.sizes.filter((s) => !s.soldOut);
  if (product.soldOut || available.length === 0) return null;
  if (product.sizes.length === 1) return <AddOneSize product={product} size={available[0]!} />;
  if (!hydrated) {
    return (
      <a className="btn btn-secondary quick-add-button" aria-label={`Choose size: ${product.title}`} href={`/products/${product.handle}`}>
        Choose size
      </a>
    );
  }
  return <SizeSheet product={product} />;
}
