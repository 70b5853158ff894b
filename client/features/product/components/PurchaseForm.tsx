import { useId, useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import { DEFAULT_LINE_QUANTITY } from '../../../../shared/constants';
import type { Product } from '../../../../shared/contract/models';
import { Price } from '../../../components/commerce/Price';
import { QuantityStepper } from '../../../components/commerce/QuantityStepper';
import { CART_MESSAGES } from '../../../../shared/contract/cart-messages';
import { cartErrorMessage } from '../../../lib/cart-messages';
import { useCartBusy } from '../../../lib/use-cart-mutation';
import { useAddToCart } from '../../../lib/use-add-to-cart';
import { planPrice, PurchaseOptions } from './PurchaseOptions';
import { VariantPicker } from './VariantPicker';

type Outcome = { kind: 'added'; text: string } | { kind: 'error'; text: string } | null;

/** Size, one-time or subscription, quantity and Add to cart (which creates the cart if needed). */
export function PurchaseForm({ product }: { product: Product }) {
  const addLines = useAddToCart();
  const busy = useCartBusy();
  const ids = useId();
  const firstVariant = product.variants.find((v) => v.availableForSale) ?? product.variants[0];
  const [variantId, setVariantId] = useState(firstVariant?.id ?? '');
  const [planId, setPlanId] = useState<string | null>(null);
  const [quantity, setQuantity] = useState<number>(DEFAULT_LINE_QUANTITY);
  const [outcome, setOutcome] = useState<Outcome>(null);
  const variant = product.variants.find((v) => v.id === variantId) ?? firstVariant;
  if (!variant) return null;
  const plan = product.sellingPlans.find((p) => p.id === planId) ?? null;

  const onSubmit = async (e: FormEvent) => {
    e.preventDefault();
    setOutcome(null);
    try {
      await addLines.mutateAsync([{ variantId: variant.id, quantity, sellingPlanId: plan?.id ?? null }]);
      setOutcome({ kind: 'added', text: CART_MESSAGES.added(product.title, quantity) });
    } catch (err) {
      setOutcome({ kind: 'error', text: cartErrorMessage(err) });
    }
  };

  return (
    <form className="purchase-form" onSubmit={onSubmit}>
      <Price className="product-price" price={planPrice(variant.price, plan)} compareAtPrice={plan ? variant.price : variant.compareAtPrice} />
      <VariantPicker variants={product.variants} value={variant.id} onChange={(id) => { setVariantId(id); setOutcome(null); }} name={`${ids}-variant`} />
      <PurchaseOptions price={variant.price} plans={product.sellingPlans} planId={planId} onChange={setPlanId} name={`${ids}-plan`} />
      <div className="purchase-row">
        <QuantityStepper value={quantity} itemName={product.title} onChange={setQuantity} />
        <button type="submit" className="btn btn-elevated btn-primary add-to-cart" disabled={busy || !variant.availableForSale}>
          <span className="btn-label">{!variant.availableForSale ? 'Sold out' : addLines.isPending ? 'Adding…' : 'Add to cart'}</span>
        </button>
      </div>
      <div id={`${ids}-status`} role="status" aria-live="polite" className="purchase-status">
        {outcome?.kind === 'added' && (
          <p className="field-success added-confirmation">
            {outcome.text} <Link to="/cart">View cart</Link>
          </p>
        )}
      </div>
      {outcome?.kind === 'error' && <p className="field-error" role="alert">{outcome.text}</p>}
    </form>
  );
}
