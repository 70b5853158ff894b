import { CartAction, CART_INTENT_FIELD } from '../../../shared/contract/cart-action';
import { CART_MESSAGES } from '../../../shared/contract/cart-messages';
import { RETURN_TO_PARAM } from '../../../shared/routes/sign-in-paths';
import { formErrorsFromZod, type FormErrors } from '../forms/form-errors';
import type { Submitter } from '../forms/form-submitter';

export type { Submitter } from '../forms/form-submitter';

// A cart form's fields as the one cart action (shared/contract/cart-action.ts). The enhanced
// form reads them here before any request, with the same schema the BFF applies to a form
// posted without JavaScript, so a field error shows beside its field at once.

export type CartFormResult = { ok: true; action: CartAction } | { ok: false; errors: FormErrors };

/** Fields of the page, not of the action: where a form post returns to. */
const NOT_ACTION_FIELDS = new Set([RETURN_TO_PARAM]);

/** The posted text fields (the last value of a repeated name wins, as a button's does). */
function fieldsOf(form: FormData, submitter: Submitter | null | undefined): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const [name, value] of form.entries()) {
    if (typeof value === 'string' && !NOT_ACTION_FIELDS.has(name)) fields[name] = value;
  }
  if (submitter?.name) fields[submitter.name] = submitter.value;
  return fields;
}

/** A cart form's FormData (and the button that submitted it) as a valid CartAction, or its field errors. */
export function cartActionFromForm(form: FormData, submitter?: Submitter | null): CartFormResult {
  const parsed = CartAction.safeParse(fieldsOf(form, submitter));
  if (parsed.success) return { ok: true, action: parsed.data };
  // An unknown intent is the form's fault, not the shopper's: one form-wide message.
  const errors = formErrorsFromZod(parsed.error, (path) => (path[0] === CART_INTENT_FIELD ? undefined : path[0]));
  // The schema says 'must be a number' for 0 or 100 too; the shopper is told the range.
  if (errors.fields.quantity) errors.fields.quantity = CART_MESSAGES.quantityInvalid;
  return { ok: false, errors };
}
