import { CartAction } from '../../shared/contract/cart-action';
import { issueProblem, type IssueProblem } from '../../shared/contract/validation-issue';
import { CART_PATH } from '../../shared/routes/route-table';
import { safeReturnPath } from '../../shared/rules/return-path';
import { RETURN_TO_PARAM } from '../../shared/routes/sign-in-paths';

// The cart action's body, from either transport, to a validated action and where to go back
// to. Pure: the property test throws any record of fields at it.

export type ParsedCartAction =
  { ok: true; action: CartAction; returnTo: string } | { ok: false; problem: IssueProblem; returnTo: string };

/** A urlencoded body as fields; a name sent twice keeps its last value (as a form's last input wins). */
export function formFields(body: string): Record<string, string> {
  return Object.fromEntries(new URLSearchParams(body));
}

/** A JSON body as fields; anything but a JSON object is a problem with the body itself. */
export function jsonFields(body: string): Record<string, unknown> | null {
  try {
    const value: unknown = JSON.parse(body);
    return typeof value === 'object' && value !== null && !Array.isArray(value)
      ? (value as Record<string, unknown>)
      : null;
  } catch {
    return null;
  }
}

/**
 * `returnTo` (a same-site path, the cart page when absent or refused) taken out, the rest
 * validated with the shared schema: strict, so no field beyond an intent's own (a cartId,
 * line attributes such as _isGWP) ever reaches the pipeline.
 */
export function parseCartAction(fields: Record<string, unknown> | null): ParsedCartAction {
  if (fields === null)
    return { ok: false, problem: { field: 'body', error: 'body: must be a JSON object' }, returnTo: CART_PATH };
  const { [RETURN_TO_PARAM]: rawReturnTo, ...rest } = fields;
  const returnTo = safeReturnPath(rawReturnTo, CART_PATH);
  const parsed = CartAction.safeParse(rest);
  return parsed.success
    ? { ok: true, action: parsed.data, returnTo }
    : { ok: false, problem: issueProblem(parsed.error), returnTo };
}
