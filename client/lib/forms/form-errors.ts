import type { z } from 'zod';
import { ApiError } from '../../../shared/contract/api-client';
import { issueMessage } from '../../../shared/contract/validation-issue';
import { fieldMessage, fieldTextOf } from '../../../shared/format/field-message';
import { LOGIN_INCORRECT_MESSAGE, UNIDENTIFIED_CUSTOMER_ERROR } from '../../../shared/messages';

// What a form action answers when it cannot go on: one message for the whole form and one per
// field, keyed by the input's `name`. The same values come from the browser (the action runs
// there) and from the BFF (it runs the same action for a form posted without JavaScript).

export { fieldMessage };

export interface FormErrors {
  /** shown above the form, in an alert */
  form?: string;
  /** by input name */
  fields: Record<string, string>;
}

/** An action's answer when it re-renders the form instead of redirecting. */
export interface FormAnswer {
  errors?: FormErrors;
  /** a confirmation shown in a status region (e.g. "Your details are saved.") */
  done?: string;
  /** the values the shopper typed (never passwords), so a failed no-JS post loses nothing */
  values?: Record<string, string>;
}

/**
 * A failed parse of the form's input, field by field (the first problem of each field).
 * `fieldOf` turns an issue path into the input's name; by default the last path segment.
 */
export function formErrorsFromZod(
  error: z.ZodError,
  fieldOf: (path: string[]) => string | undefined = (p) => p[p.length - 1],
): FormErrors {
  const fields: Record<string, string> = {};
  let form: string | undefined;
  for (const issue of error.issues) {
    const name = issue.path.length ? fieldOf(issue.path.map(String)) : undefined;
    if (name === undefined) form ??= fieldMessage(issueMessage(issue));
    else fields[name] ??= fieldMessage(issueMessage(issue));
  }
  return form === undefined ? { fields } : { form, fields };
}

/**
 * An ApiError as form errors: a 400 naming a field (`address.zip: must not be empty`) goes next
 * to that field when the form has it; anything else is the form's message. Other errors are
 * thrown on (the route's error boundary shows them).
 */
export function formErrorsFromApi(err: unknown, fieldNames: readonly string[] = []): FormErrors {
  if (!(err instanceof ApiError)) throw err;
  if (err.field) {
    const name = err.field.split('.').pop() ?? err.field;
    if (fieldNames.includes(name)) {
      return { fields: { [name]: fieldTextOf(err) } };
    }
  }
  return { form: err.message, fields: {} };
}

/**
 * SPEC section 5: 'Unidentified customer' is shown as 'E-mail Address or Password is
 * Incorrect'; any other failure shows the first message the server returned.
 */
export function userErrorMessage(errors: readonly { message: string }[]): string | undefined {
  const first = errors[0]?.message;
  if (first === undefined) return undefined;
  return first === UNIDENTIFIED_CUSTOMER_ERROR ? LOGIN_INCORRECT_MESSAGE : first;
}

/** The named text inputs of a posted form ('' when absent); files and repeats are ignored. */
export function formText<K extends string>(form: FormData, names: readonly K[]): Record<K, string> {
  const out = {} as Record<K, string>;
  for (const name of names) {
    const value = form.get(name);
    out[name] = typeof value === 'string' ? value : '';
  }
  return out;
}

/** A checkbox: present and not 'off'/'false'. */
export function formFlag(form: FormData, name: string): boolean {
  const value = form.get(name);
  return typeof value === 'string' && value !== 'off' && value !== 'false';
}
