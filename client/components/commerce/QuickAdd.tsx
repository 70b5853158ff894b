import { createContext, lazy, Suspense, useContext, useState, type ReactNode } from 'react';
import { CartActionForm } from './CartActionForm';
import type { ProductSummary, SizeSummary } from './product-summary';
import { provisionalOf } from './provisional-line';
import { useCartFormsOnDemand, type OnDemandCartForms } from './cart-forms-on-demand';
import { useAfterHydration } from '../../lib/app/use-after-hydration';

const loadSizeSheet = () => import('./SizeSheet');
const SizeSheet = lazy(loadSizeSheet);

const GridCartForms = createContext<OnDemandCartForms | null>(null);

/**
 * A grid's quick adds share one set of cart observers (see CartForms), not three per card, and
 * their code comes with the first card a shopper reaches for (cart-forms-on-demand.tsx).
 */
export function QuickAddScope({ children }: { children: ReactNode }) {
  const { forms, state } = useCartFormsOnDemand();
  return (
    <GridCartForms.Provider value={forms}>
      {children}
      {state}
    </GridCartForms.Provider>
  );
}

function OwnCartForms({ product, size }: { product: ProductSummary; size: SizeSummary }) {
  const { forms, state } = useCartFormsOnDemand();
  return (
    <>
      <AddOneSizeForm forms={forms} product={product} size={size} />
      {state}
    </>
  );
}

/** "Add to cart" for a one-size product: the cart action's add form, posted without JavaScript too. */
function AddOneSize({ product, size }: { product: ProductSummary; size: SizeSummary }) {
  const forms = useContext(GridCartForms);
  return forms ? (
    <AddOneSizeForm forms={forms} product={product} size={size} />
  ) : (
    <OwnCartForms product={product} size={size} />
  );
}

function AddOneSizeForm({
  forms,
  product,
  size,
}: {
  forms: OnDemandCartForms;
  product: ProductSummary;
  size: SizeSummary;
}) {
  const form = forms.formFor({ source: `quick-add:${product.id}`, provisional: provisionalOf(product, size) });
  const adding = form.sent?.intent === 'add';
  // Only a submit the page handles says anything here (without JavaScript the form posts and the
  // page comes back with the notice), so the live region comes once the page runs: not an empty
  // box in each one-size card of the server's page. With the card toggles, in one transition when
  // the page is first idle, not in a render right after hydration; a submit before then brings
  // it at once, empty while the change runs, so its outcome is read out.
  const live = useAfterHydration() || form.sent !== null || form.notice !== null;
  return (
    <CartActionForm
      intent="add"
      onSubmit={form.onSubmit}
      onIntent={form.preload}
      className="quick-add"
      hidden={{ variantId: size.id }}
    >
      {/* The name starts with the words shown (WCAG 2.5.3) and says which product. */}
      <button
        type="submit"
        className="btn btn-secondary quick-add-button"
        disabled={form.busy}
        aria-busy={adding || undefined}
        aria-label={`${adding ? 'Adding' : 'Add to cart'}: ${product.title}`}
      >
        {adding ? 'Adding…' : 'Add to cart'}
      </button>
      {live && (
        <div role="status" aria-live="polite" className="quick-add-status">
          {form.notice && (
            <p className="field-success">
              {form.notice.text} <a href="/cart">View cart</a>
            </p>
          )}
        </div>
      )}
      {form.error && (
        <p className="field-error" role="alert">
          {form.error.text}
        </p>
      )}
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
      <button
        type="button"
        className="btn btn-secondary quick-add-button"
        aria-haspopup="dialog"
        aria-label={`Choose size: ${product.title}`}
        onPointerEnter={preload}
        onFocus={preload}
        onClick={() => setOpenCount((n) => n + 1)}
      >
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
      <a
        className="btn btn-secondary quick-add-button"
        aria-label={`Choose size: ${product.title}`}
        href={`/products/${product.handle}`}
      >
        Choose size
      </a>
    );
  }
  return <ChooseSize product={product} />;
}
