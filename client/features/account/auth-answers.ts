import { data, redirect } from 'react-router-dom';
import type { z } from 'zod';
import { ApiError } from '../../../shared/contract/api-client';
import {
  fieldMessage,
  formErrorsFromApi,
  formErrorsFromZod,
  type FormAnswer,
  type FormErrors,
} from '../../lib/forms/form-errors';
import type { LoaderDeps } from '../../lib/routing/loader-deps';
import { refreshAfterSignIn } from '../../lib/session/session-change';

// The answers of the signed-out account forms' route actions (login, register, forgot, reset,
// activate). Each action runs in the browser (JavaScript on) or in the BFF (a form posted
// without it), so nothing here touches a browser global unless `deps.isServer` is false.

/** What the signed-out forms' components read with useActionData. */
export interface AuthAnswer extends FormAnswer {
  /** the failure came from the activation/reset link itself: the page offers a way on */
  linkFailed?: boolean;
}

/** The form again with its messages and the values typed (never a password). */
export function formFailure(
  errors: FormErrors,
  values: Record<string, string>,
  status = 400,
  extra: Partial<AuthAnswer> = {},
) {
  return data<AuthAnswer>({ errors, values, ...extra }, { status });
}

/**
 * A failed parse of the form against the call's own request schema (the shared contract).
 * A field left empty says so, whatever rule the schema tripped over first ('must be a valid
 * e-mail address' for no e-mail at all reads oddly). `extra` are the form's own checks.
 */
export function invalidInput(
  error: z.ZodError,
  posted: Record<string, string>,
  values: Record<string, string>,
  extra: Record<string, string> = {},
) {
  const errors = formErrorsFromZod(error);
  const fields = { ...extra, ...errors.fields };
  for (const name of Object.keys(fields)) if (posted[name] === '') fields[name] = fieldMessage('is required');
  return formFailure({ ...errors, fields }, values);
}

/**
 * A refused call (ApiError): a 400 naming a field of the form goes beside it, anything else
 * (429 with when to try again, an outage) is the form's message, with the call's status.
 */
export function apiFailure(err: unknown, fieldNames: readonly string[], values: Record<string, string>) {
  if (!(err instanceof ApiError)) throw err;
  const status = err.status >= 400 && err.status <= 599 ? err.status : 503;
  return formFailure(formErrorsFromApi(err, fieldNames), values, status);
}

/**
 * The customer is signed in (the BFF set the session cookies). In the browser the user, the
 * cart and every account read are fetched anew, so the header and the next page show the new
 * state without a reload, and `followUps` run (favorites merge); none of them may stop the
 * sign-in, so their failures are dropped. Then to `target`. In the BFF, only the redirect:
 * the next page is a new document.
 */
export async function signedInRedirect(
  deps: LoaderDeps,
  target: string,
  followUps: readonly (() => Promise<unknown>)[] = [],
) {
  if (!deps.isServer) {
    await refreshAfterSignIn(deps.queryClient, deps.api).catch(() => undefined);
    await Promise.all(followUps.map((run) => run().catch(() => undefined)));
  }
  return redirect(target);
}
