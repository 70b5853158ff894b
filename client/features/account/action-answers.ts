import { data, redirect } from 'react-router-dom';
import { ApiError } from '../../../shared/contract/api-client';
import type { UserError } from '../../../shared/contract/models';
import { ACCOUNT_LOGIN_PATH } from '../../../shared/routes/route-table';
import { fieldMessage, formErrorsFromApi, type FormAnswer, type FormErrors } from '../../lib/forms/form-errors';
import type { LoaderDeps } from '../../lib/routing/loader-deps';
import { userQuery } from '../../lib/session/user-query';

// What the account forms' actions have in common: read the intent, answer a refusal beside its
// field, refresh who is signed in after a change. Actions run in the browser and (for a form
// posted without JavaScript) on the server, so nothing here touches browser globals.

/** The answer of an account action; `intent` says which of the page's forms it belongs to. */
export interface AccountAnswer extends FormAnswer {
  intent: string;
  /** the (URL) id of the record the form acted on, when the page has several */
  id?: string;
  /** a destructive action waits for this step: "Delete this address? [Delete] [Cancel]" */
  confirm?: string;
}

export const intentOf = (form: FormData): string => {
  const v = form.get('intent');
  return typeof v === 'string' ? v : '';
};

export const refused = (answer: AccountAnswer, status = 400) => data(answer, { status });
export const done = (answer: AccountAnswer) => data(answer, { status: 200 });

/** The user as the upstream now has it, in ['user'] (every account screen reads it). */
export async function refreshUser({ queryClient, api }: LoaderDeps): Promise<void> {
  await queryClient.fetchQuery({ ...userQuery(api), staleTime: 0 });
}

/** Errors returned in a 200 answer (userErrors style): beside the named field, else for the form. */
export function formErrorsFromUserErrors(errors: readonly UserError[], fieldNames: readonly string[]): FormErrors {
  const fields: Record<string, string> = {};
  let form: string | undefined;
  for (const e of errors) {
    const name = e.field?.[e.field.length - 1];
    if (name !== undefined && fieldNames.includes(name)) fields[name] ??= fieldMessage(e.message);
    else form ??= e.message;
  }
  return form === undefined ? { fields } : { form, fields };
}

/**
 * A failed call as form errors. A 401 means the session ended meanwhile: the customer signs in
 * again (a redirect, thrown). Anything that is not an ApiError is thrown on.
 */
export function formErrorsFromCall(err: unknown, fieldNames: readonly string[]): FormErrors {
  if (err instanceof ApiError && err.status === 401) throw redirect(ACCOUNT_LOGIN_PATH);
  return formErrorsFromApi(err, fieldNames);
}
