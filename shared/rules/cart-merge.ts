import { MAX_LINE_QUANTITY } from '../cart-constants';
import { isGiftLine } from './gift-rules';

// The cart follows the customer: at sign-in, the lines of the customer's own cart
// join the visitor's cart. Pure: which lines to add and which quantities to raise; the BFF
// applies the plan and the gift rules then recompute gifts (so gift lines are never copied).
// Types are structural so the contract's Cart fits as it is.

export interface MergeLine {
  readonly id: string;
  readonly quantity: number;
  readonly merchandise: { readonly id: string };
  readonly sellingPlan: { readonly id: string } | null;
  readonly attributes: readonly { readonly key: string; readonly value: string }[];
  // isGiftLine reads only the attributes; these two keep the GiftCartLine shape.
  readonly product: { readonly handle: string };
  readonly cost: { readonly totalAmount: { readonly amount: string } };
}

export interface MergeCart {
  readonly lineItems: readonly MergeLine[];
}

export interface MergeLineInput {
  variantId: string;
  quantity: number;
  customAttributes: { key: string; value: string }[];
  sellingPlanId: string | null;
}

export interface CartMergePlan {
  /** New lines for the visitor's cart. */
  add: MergeLineInput[];
  /** Visitor lines whose quantity grows. */
  update: { lineId: string; quantity: number }[];
}

/**
 * One purchase: the same variant on the same plan. A subscription and a one-off buy of one
 * variant stay two lines, as the cart itself keeps them.
 */
const purchaseKey = (line: MergeLine) => `${line.merchandise.id} ${line.sellingPlan?.id ?? ''}`;
const capped = (quantity: number) => Math.min(MAX_LINE_QUANTITY, quantity);

/** What to change in `visitor` so it also holds every line of `customer`; gift lines are left to the gift rules. */
export function planCartMerge(visitor: MergeCart, customer: MergeCart): CartMergePlan {
  const visitorLines = new Map<string, MergeLine>();
  for (const line of visitor.lineItems) {
    if (!isGiftLine(line) && !visitorLines.has(purchaseKey(line))) visitorLines.set(purchaseKey(line), line);
  }
  const joining = new Map<string, { first: MergeLine; quantity: number }>();
  for (const line of customer.lineItems) {
    if (isGiftLine(line)) continue;
    const key = purchaseKey(line);
    const seen = joining.get(key);
    if (seen) seen.quantity += line.quantity;
    else joining.set(key, { first: line, quantity: line.quantity });
  }
  const plan: CartMergePlan = { add: [], update: [] };
  for (const [key, { first, quantity }] of joining) {
    const own = visitorLines.get(key);
    if (own) {
      const total = capped(own.quantity + quantity);
      if (total !== own.quantity) plan.update.push({ lineId: own.id, quantity: total });
      continue;
    }
    plan.add.push({
      variantId: first.merchandise.id,
      quantity: capped(quantity),
      customAttributes: first.attributes.map(({ key: k, value }) => ({ key: k, value })),
      sellingPlanId: first.sellingPlan?.id ?? null,
    });
  }
  return plan;
}
