import { useId } from 'react';
import type { SellingPlan, Variant } from '../../../../shared/contract/models';
import { formatMoney } from '../../../../shared/format/money';
import { PerVariant } from './PerVariant';

/** The price after a selling plan's discount, in whole cents as the cart prices it. */
export function planPrice(price: number, plan: SellingPlan | null | undefined): number {
  return plan ? Math.round(price * 100 * (1 - plan.discountPercent / 100)) / 100 : price;
}

export interface PurchaseOptionsProps {
  /** the sizes, and the one chosen: each option's price is that size's */
  variants: readonly Variant[];
  variantId: string;
  plans: SellingPlan[];
  /** null is a one-time purchase */
  planId: string | null;
  onChange(planId: string | null): void;
  name: string;
}

/** One-time purchase or subscribe & save, and how often a subscription delivers. */
export function PurchaseOptions({ variants, variantId, plans, planId, onChange, name }: PurchaseOptionsProps) {
  const selectId = useId();
  const firstPlan = plans[0];
  if (!firstPlan) return null;
  const plan = plans.find((p) => p.id === planId) ?? null;
  const shown = plan ?? firstPlan;
  return (
    <fieldset className="option-group purchase-options">
      <legend>Purchase option</legend>
      <label className="purchase-option">
        <input type="radio" name={name} value="" checked={!plan} onChange={() => onChange(null)} />
        <span className="purchase-option-title">One-time purchase</span>
        <PerVariant className="purchase-option-price" variants={variants} currentId={variantId}>
          {(v) => formatMoney(v.price)}
        </PerVariant>
      </label>
      <label className="purchase-option purchase-option-plan">
        <input type="radio" name={name} value={shown.id} checked={Boolean(plan)} onChange={() => onChange(shown.id)} />
        <span className="purchase-option-title">Subscribe &amp; save {shown.discountPercent}%</span>
        <PerVariant className="purchase-option-price" variants={variants} currentId={variantId}>
          {(v) => formatMoney(planPrice(v.price, shown))}
        </PerVariant>
      </label>
      {plan && plans.length > 1 && (
        <div className="purchase-frequency">
          <label htmlFor={selectId}>Delivery frequency</label>
          <select id={selectId} value={plan.id} onChange={(e) => onChange(e.target.value)}>
            {plans.map((p) => (
              <option key={p.id} value={p.id}>
                {p.name}
              </option>
            ))}
          </select>
        </div>
      )}
      {plan && <p className="form-hint">Skip, change or cancel any time from your account.</p>}
      {/* The page's state cannot follow the radios without JavaScript: the stylesheet shows this
          while "Subscribe & save" is checked, saying how often the first plan delivers. */}
      {!plan && (
        <p className="form-hint purchase-plan-default">
          {firstPlan.name}. Skip, change or cancel any time from your account.
        </p>
      )}
    </fieldset>
  );
}
