import { useId, useRef, useState } from 'react';
import { useQueryParams } from '../../../lib/routing/use-query-params';
import { VARIANT_PARAM } from '../../../../shared/contract/stock-alert-values';
import { DEFAULT_LINE_QUANTITY } from '../../../../shared/cart-constants';
import type { Product } from '../../../../shared/contract/models';
import { formatMoney } from '../../../../shared/format/money';
import { CartActionForm } from '../../../components/commerce/CartActionForm';
import { Price } from '../../../components/commerce/Price';
import { QuantityStepper } from '../../../components/commerce/QuantityStepper';
import { useCartFormsOnDemand } from '../../../components/commerce/cart-forms-on-demand';
import { PerVariant } from './PerVariant';
import { planPrice, PurchaseOptions } from './PurchaseOptions';
import { SoldOutSizes } from './SoldOutSizes';
import { backInStockPart } from '../product-parts';
import { StickyAddToCart } from './StickyAddToCart';
import { variantParamOf } from '../stock-alert-form';
import { VariantPicker } from './VariantPicker';

/** "Email me when it's back": its code comes after the buy box's (deferred-part.tsx). */
const BackInStock = backInStockPart.Boundary;

/**
 * Size, one-time or subscription, quantity and Add to cart: a form posted to the cart action
 * (which creates the cart if needed), shown in the cart at once when the page runs.
 */
export function PurchaseForm({ product }: { product: Product }) {
  const ids = useId();
  // `?variant=<id>` (a stock alert's mail, a sold-out size's link) opens the page at that size
  const asked = useQueryParams().get(VARIANT_PARAM);
  const askedVariant = product.variants.find((v) => asked !== null && variantParamOf(v.id) === asked);
  const firstVariant = askedVariant ?? product.variants.find((v) => v.availableForSale) ?? product.variants[0];
  const [variantId, setVariantId] = useState(firstVariant?.id ?? '');
  const [seenAsk, setSeenAsk] = useState(asked);
  if (asked !== seenAsk) {
    // a link to another size of this page: follow it (state adjusted while rendering)
    setSeenAsk(asked);
    if (askedVariant) setVariantId(askedVariant.id);
  }
  const [planId, setPlanId] = useState<string | null>(null);
  const [quantity, setQuantity] = useState<number | null>(DEFAULT_LINE_QUANTITY);
  const mainButton = useRef<HTMLButtonElement>(null);
  const variant = product.variants.find((v) => v.id === variantId) ?? firstVariant;
  const plan = product.sellingPlans.find((p) => p.id === planId) ?? null;
  const firstPlan = product.sellingPlans[0];
  const cartForms = useCartFormsOnDemand();
  const form = cartForms.forms.formFor({
    source: `add:${product.id}`,
    provisional: variant && {
      product: { id: product.id, handle: product.handle, title: product.title, image: product.featuredImage },
      variant,
      sellingPlan: plan,
      unitPrice: planPrice(variant.price, plan),
    },
  });
  if (!variant) return null;
  const quantityError = form.fieldErrors.quantity ?? (form.error?.field === 'quantity' ? form.error.text : undefined);
  const formError =
    form.fieldErrors.variantId ?? (form.error && form.error.field !== 'quantity' ? form.error.text : undefined);
  const adding = form.sent?.intent === 'add';
  const label = !variant.availableForSale ? 'Sold out' : adding ? 'Adding…' : 'Add to cart';
  const price = planPrice(variant.price, plan);

  return (
    <>
      <CartActionForm
        intent="add"
        onSubmit={form.onSubmit}
        onIntent={form.preload}
        className="purchase-form"
        hidden={product.variants.length < 2 ? { variantId: variant.id } : {}}
      >
        <PerVariant as="div" variants={product.variants} currentId={variant.id}>
          {(v) =>
            plan ? (
              <Price className="product-price" price={planPrice(v.price, plan)} compareAtPrice={v.price} />
            ) : (
              <>
                <Price className="product-price price-one-time" price={v.price} compareAtPrice={v.compareAtPrice} />
                {/* without JavaScript the stylesheet shows this one while "Subscribe & save" is checked */}
                {firstPlan && (
                  <Price
                    className="product-price price-if-subscribed"
                    price={planPrice(v.price, firstPlan)}
                    compareAtPrice={v.price}
                  />
                )}
              </>
            )
          }
        </PerVariant>
        <VariantPicker variants={product.variants} value={variant.id} onChange={setVariantId} name="variantId" />
        <SoldOutSizes variants={product.variants} current={variant} />
        <PurchaseOptions
          variants={product.variants}
          variantId={variant.id}
          plans={product.sellingPlans}
          planId={planId}
          onChange={setPlanId}
          name="sellingPlanId"
        />
        {variant.availableForSale && (
          <div className="purchase-row">
            <QuantityStepper
              mode="input"
              id={`${ids}-quantity`}
              name="quantity"
              value={quantity ?? Number.NaN}
              itemName={product.title}
              onChange={setQuantity}
              errorId={quantityError ? `${ids}-quantity-error` : undefined}
            />
            <button
              ref={mainButton}
              type="submit"
              className="btn btn-elevated btn-primary add-to-cart"
              disabled={!variant.availableForSale}
              aria-disabled={form.busy || undefined}
              aria-busy={adding || undefined}
            >
              <span className="btn-label">{label}</span>
            </button>
          </div>
        )}
        {quantityError && (
          <p id={`${ids}-quantity-error`} className="field-error" role="alert">
            {quantityError}
          </p>
        )}
        <div role="status" aria-live="polite" className="purchase-status">
          {form.notice && (
            <p className="field-success added-confirmation">
              {form.notice.text} <a href="/cart">View cart</a>
            </p>
          )}
        </div>
        {formError && (
          <p className="field-error" role="alert">
            {formError}
          </p>
        )}
        <StickyAddToCart
          key={variant.availableForSale ? 'on-sale' : 'sold-out'}
          watch={mainButton}
          title={product.title}
          size={variant.title}
          price={formatMoney(price)}
          label={label}
          disabled={!variant.availableForSale}
          busy={form.busy}
        />
      </CartActionForm>
      {cartForms.state}
      {!variant.availableForSale && (
        <BackInStock productTitle={product.title} variant={variant} sizes={product.variants.length} />
      )}
    </>
  );
}
