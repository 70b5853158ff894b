import { lazy, Suspense, useState } from 'react';
import { CartActionForm } from './CartActionForm';
import type { ProductSummary, SizeSummary } from './product-summary';
import { provisionalOf } from './provisional-line';
import { useCartForm } from '../../lib/use-cart-form';
import { useAfterHydration } from '../../lib/use-after-hydration';
import { useHydrated } from '../../lib/local-handle-list';

const loadSizeSheet = () => import('./SizeSheet');
const SizeSheet = lazy(loadSizeSheet);

/** "Add to cart" for a one-size product: the cart action's add form, posted without JavaScript too. */
function AddOneSize({ product, size }: { product: ProductSummary; size: SizeSummary }) {
  const form = useCartForm({ source: `quick-add:${product.id}`, provisional: provisionalOf(product, size) });
  const adding = form.sent?.intent === 'add';
  // Only a submit the page handles says anything here (without JavaScript the form posts and the
  // page comes back with the notice), so the live region comes with hydration, before any submit:
  // not an empty box in each one-size card of the server's page.
  const enhanced = useHydrated();
  return (
    <CartActionForm intent="add" onSubmit={form.onSubmit} className="quick-add" hidden={{ variantId: size.id }}>
      {/* The name starts with the words shown (WCAG 2.5.3) and says which product. */}
      <button type="submit" className="btn btn-secondary quick-add-button" disabled={form.busy} aria-busy={adding || undefined}
        aria-label={`${adding ? 'Adding' : 'Add to cart'}: ${product.title}`}>
        {adding ? 'Adding…' : 'Add to cart'}
      </button>
      {enhanced && (
        <div role="status" aria-live="polite" className="quick-add-status">
          {form.notice && <p className="field-success">{form.notice.text} <a href="/cart">View cart</a></p>}
        </div>
      )}
      {form.error && <p className="field-error" role="alert">{form.error.text}</p>}
    </CartActionForm>
  );
}

/**
 * "Choose size" once the page runs: the sheet (and its code) comes at the first press, asked for
 * already when a pointer or the focus reaches the button, so a listing does not build 24 dialogs
 * nobody opened.
 */
function ChooseSize({ product }: { product: ProductSummary }) {
  const [openCount, setOpenCount] = useState(0);
  const preload = () => void loadSizeSheet();
  return (
    <>
      <button type="button" className="btn btn-secondary quick-add-button" aria-haspopup="dialog"
        aria-label={`Choose size: ${product.title}`} onPointerEnter={preload} onFocus={preload}
        onClick={() => setOpenCount((n) => n + 1)}>
        Choose size
      </button>
      {openCount > 0 && (
        <Suspense fallback={null}>
          <SizeSheet product={product} openCount={openCount} />
        </Suspense>
      )}
    </>
  );
}

/**
 * A card's quick add: one size is added straight away; several open the size sheet (without
 * JavaScript, and until the page has hydrated, "Choose size" is a link to the product page,
 * where the sizes are).
 */
export function QuickAdd({ product }: { product: ProductSummary }) {
  const hydrated = useAfterHydration();
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
  return <ChooseSize product={product} />;
}
