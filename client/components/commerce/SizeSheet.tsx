import { useEffect, useId, useRef, useState } from 'react';
import { formatMoney } from '../../../shared/format/money';
import { PRODUCT_VARIANT_PATH } from '../../../shared/routes/route-table';
import { useCartForm } from '../../lib/cart/use-cart-form';
import { Icon } from '../ui/Icon';
import { CartActionForm } from './CartActionForm';
import type { ProductSummary } from './product-summary';
import { provisionalOf } from './provisional-line';

/**
 * The sheet behind a card's "Choose size" (QuickAdd.tsx): a modal (the native <dialog>: focus
 * moves in and stays, Escape closes it, focus returns to the button) with the sizes as radio
 * buttons and the cart action's add form. Loaded and mounted at the first press of the button,
 * not for every card of a listing; `openCount` opens it again at each press after that.
 */
export default function SizeSheet({ product, openCount }: { product: ProductSummary; openCount: number }) {
  const ids = useId();
  const dialogRef = useRef<HTMLDialogElement>(null);
  const firstAvailable = product.sizes.find((s) => !s.soldOut) ?? product.sizes[0]!;
  const [sizeId, setSizeId] = useState(firstAvailable.id);
  const size = product.sizes.find((s) => s.id === sizeId) ?? firstAvailable;
  const form = useCartForm({ source: `quick-add:${product.id}`, provisional: provisionalOf(product, size) });
  const adding = form.sent?.intent === 'add';
  const titleId = `${ids}-title`;
  useEffect(() => {
    const dialog = dialogRef.current;
    if (dialog && !dialog.open) dialog.showModal();
  }, [openCount]);

  return (
    <dialog
      ref={dialogRef}
      className="size-sheet"
      aria-labelledby={titleId}
      // A click on the backdrop (the dialog element itself, outside its panel) closes it.
      onClick={(e) => {
        if (e.target === e.currentTarget) e.currentTarget.close();
      }}
    >
      <div className="size-sheet-panel">
        <div className="size-sheet-head">
          <h2 id={titleId} className="size-sheet-title">
            {product.title}
          </h2>
          <button
            type="button"
            className="btn btn-text btn-icon-only size-sheet-close"
            aria-label="Close"
            onClick={() => dialogRef.current?.close()}
          >
            <Icon name="close" />
          </button>
        </div>
        <CartActionForm intent="add" onSubmit={form.onSubmit} className="size-sheet-form">
          <fieldset className="size-sheet-sizes">
            <legend>Choose a size</legend>
            {product.sizes.map((s) => (
              <label key={s.id} className="size-option">
                <input
                  type="radio"
                  name="variantId"
                  value={s.id}
                  checked={s.id === size.id}
                  onChange={() => setSizeId(s.id)}
                />
                <span className="size-option-title">{s.title}</span>
                <span className="size-option-price">
                  {s.soldOut ? 'Sold out' : formatMoney(s.price)}
                  {!s.soldOut && s.compareAtPrice !== undefined && s.compareAtPrice > s.price && (
                    <>
                      {' '}
                      <s className="price-compare">
                        <span className="visually-hidden">Regular price </span>
                        {formatMoney(s.compareAtPrice)}
                      </s>
                    </>
                  )}
                </span>
              </label>
            ))}
          </fieldset>
          {size.soldOut ? (
            // a sold-out size: the product page at that size has "Email me when it's back"
            <a
              className="btn btn-elevated btn-primary btn-block"
              href={`${PRODUCT_VARIANT_PATH(product.handle, size.id.split('/').at(-1) ?? '')}#back-in-stock`}
            >
              Email me when it’s back
            </a>
          ) : (
            <button
              type="submit"
              className="btn btn-elevated btn-primary btn-block"
              disabled={form.busy}
              aria-busy={adding || undefined}
            >
              {adding ? 'Adding…' : `Add to cart · ${formatMoney(size.price)}`}
            </button>
          )}
          <div role="status" aria-live="polite" className="size-sheet-status">
            {form.notice && (
              <p className="field-success">
                {form.notice.text} <a href="/cart">View cart</a>
              </p>
            )}
          </div>
          {form.error && (
            <p className="field-error" role="alert">
              {form.error.text}
            </p>
          )}
          <p className="size-sheet-more">
            <a href={`/products/${product.handle}`}>Product details</a>
          </p>
        </CartActionForm>
      </div>
    </dialog>
  );
}
