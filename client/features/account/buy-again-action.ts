import { redirect, type ActionFunction } from 'react-router-dom';
import type { LineInput } from '../../../shared/contract/cart';
import type { Order } from '../../../shared/contract/models';
import type { ApiClient } from '../../../shared/contract/api-client';
import { CART_QUERY_KEY } from '../../lib/cart/cart-query';
import type { LoaderDeps } from '../../lib/routing/loader-deps';
import { pageNotFound, pathnameOf } from '../../lib/routing/route-errors';
import { orderIdFromParam } from './account-paths';
import { formErrorsFromCall, intentOf, refused } from './action-answers';
import { orderQuery } from './queries';

// "Buy again" on /account/orders/{id}: the order's lines whose products are still sold go into
// the cart (the BFF's cart service makes a cart when there is none and sets its cookie), then
// the cart page. Free gift lines are left to the gift rules, which add them again when due.

export const BUY_AGAIN_MESSAGES = {
  nothingLeft: 'None of the products of this order are sold any more.',
  unknownIntent: 'This form cannot be sent. Reload the page and try again.',
} as const;

const MAX_QUANTITY = 99;

/** The cart lines that buy this order again: each still-sold variant (found by SKU) once. */
export async function buyAgainLines(api: ApiClient, order: Order): Promise<LineInput[]> {
  const paid = order.lineItems.filter((l) => l.product && l.price > 0);
  const handles = [...new Set(paid.map((l) => l.product!.handle))];
  if (!handles.length) return [];
  const { products } = await api.call('get-products-by-handles', { handles });
  const quantities = new Map<string, number>();
  for (const line of paid) {
    const variant = products.find((p) => p.handle === line.product!.handle)?.variants.find((v) => v.sku === line.sku);
    if (!variant?.availableForSale) continue;
    quantities.set(variant.id, Math.min(MAX_QUANTITY, (quantities.get(variant.id) ?? 0) + line.quantity));
  }
  return [...quantities].map(([variantId, quantity]) => ({ variantId, quantity }));
}

export function buyAgainAction(deps: LoaderDeps): ActionFunction {
  const { api, queryClient } = deps;
  return async ({ request, params }) => {
    const intent = intentOf(await request.formData());
    const orderId = orderIdFromParam(params.id);
    // someone else's order answers null upstream: the same 404 as an order that never was
    const order = orderId ? await queryClient.ensureQueryData(orderQuery(api, orderId)) : null;
    if (!order) pageNotFound(pathnameOf(request));
    if (intent !== 'buy-again')
      return refused({ intent, errors: { form: BUY_AGAIN_MESSAGES.unknownIntent, fields: {} } });
    try {
      const lineItems = await buyAgainLines(api, order);
      if (!lineItems.length)
        return refused({ intent, errors: { form: BUY_AGAIN_MESSAGES.nothingLeft, fields: {} } }, 409);
      const { cart } = await api.call('add-cart-line-items', { lineItems });
      // the header's count and the cart page read this (in the browser; on the server it is dropped)
      queryClient.setQueryData(CART_QUERY_KEY, cart);
    } catch (err) {
      return refused({ intent, errors: formErrorsFromCall(err, []) });
    }
    return redirect('/cart');
  };
}
