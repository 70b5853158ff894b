import type { ActionFunction } from 'react-router-dom';
import type { z } from 'zod';
import { ApiError } from '../../../shared/contract/api-client';
import { CURRENT_PASSWORD_FIELD, CURRENT_PASSWORD_REQUIRED_MESSAGE } from '../../../shared/contract/customer-values';
import { isUsPhoneOrEmpty, US_ADDRESS_MESSAGES } from '../../../shared/rules/us-address';
import { fieldMessage, formErrorsFromZod, formFlag, formText, type FormErrors } from '../../lib/forms/form-errors';
import type { LoaderDeps } from '../../lib/routing/loader-deps';
import { userQuery } from '../../lib/session/user-query';
import {
  type AccountAnswer,
  done,
  formErrorsFromCall,
  formErrorsFromUserErrors,
  intentOf,
  refused,
} from './action-answers';

// /account/contact: the customer's details (intent details) and their password (intent
// password), both through update-customer. Changing the e-mail or the password needs the
// current password (shared/contract/customer.ts); the form asks for it only then.

export const CONTACT_MESSAGES = {
  saved: 'Your details are saved.',
  passwordChanged: 'Your password is changed.',
  currentPasswordRequired: 'Enter your current password to change your e-mail or password.',
  currentPasswordWrong: 'That is not your current password.',
  mismatch: 'The two new passwords are not the same.',
  sameAsCurrent: 'Choose a password other than your current one.',
  unknownIntent: 'This form cannot be sent. Reload the page and try again.',
} as const;

export const DETAILS_FIELDS = ['firstName', 'lastName', 'email', 'phone', 'currentPassword'] as const;
export const PASSWORD_FIELDS = ['currentPassword', 'password', 'confirmPassword'] as const;

/** The current-password refusals of the upstream, said the way this page says them. */
function currentPasswordErrors(err: unknown): FormErrors | null {
  if (!(err instanceof ApiError) || err.field !== CURRENT_PASSWORD_FIELD) return null;
  // the upstream says 'is not your current password', or 'is required' when none was sent
  const missing = err.message === CURRENT_PASSWORD_REQUIRED_MESSAGE;
  return {
    fields: {
      currentPassword: missing ? CONTACT_MESSAGES.currentPasswordRequired : CONTACT_MESSAGES.currentPasswordWrong,
    },
  };
}

/** The errors of a parse of `{ customer }`, by input name. */
const zodErrors = (error: Parameters<typeof formErrorsFromZod>[0]) => formErrorsFromZod(error, (p) => p[p.length - 1]);

export function contactAction(deps: LoaderDeps): ActionFunction {
  const { api, queryClient } = deps;
  return async ({ request }) => {
    const form = await request.formData();
    const intent = intentOf(form);
    // The schema loads with the first submit, not with the page (decision 018).
    const { CustomerInput } = await import('../../../shared/contract/customer');
    const user = await queryClient.ensureQueryData(userQuery(api));
    let customer: z.input<typeof CustomerInput>;
    let values: Record<string, string> | undefined;
    let fieldNames: readonly string[];

    if (intent === 'details') {
      const typed = formText(form, ['firstName', 'lastName', 'email', 'phone', 'currentPassword']);
      const acceptsMarketing = formFlag(form, 'acceptsMarketing');
      // what comes back after a refusal: never the password
      values = {
        firstName: typed.firstName,
        lastName: typed.lastName,
        email: typed.email,
        phone: typed.phone,
        acceptsMarketing: String(acceptsMarketing),
      };
      const emailChanged = typed.email.trim().toLowerCase() !== (user?.email ?? '').toLowerCase();
      const input = {
        firstName: typed.firstName,
        lastName: typed.lastName,
        email: typed.email,
        phone: typed.phone.trim() || null,
        acceptsMarketing,
        ...(emailChanged && typed.currentPassword !== '' && { currentPassword: typed.currentPassword }),
      };
      const parsed = CustomerInput.safeParse(input);
      const errors: FormErrors = parsed.success ? { fields: {} } : zodErrors(parsed.error);
      if (!isUsPhoneOrEmpty(typed.phone)) errors.fields.phone ??= fieldMessage(US_ADDRESS_MESSAGES.phone);
      if (emailChanged && typed.currentPassword === '')
        errors.fields.currentPassword ??= CONTACT_MESSAGES.currentPasswordRequired;
      if (!parsed.success || Object.keys(errors.fields).length || errors.form)
        return refused({ intent, errors, values });
      customer = input;
      fieldNames = DETAILS_FIELDS;
    } else if (intent === 'password') {
      const typed = formText(form, PASSWORD_FIELDS);
      const fields: Record<string, string> = {};
      if (typed.currentPassword === '') fields.currentPassword = CONTACT_MESSAGES.currentPasswordRequired;
      const parsed = CustomerInput.safeParse({
        password: typed.password,
        currentPassword: typed.currentPassword || 'x',
      });
      if (!parsed.success) Object.assign(fields, { ...zodErrors(parsed.error).fields, ...fields });
      if (!fields.password && typed.password === typed.currentPassword)
        fields.password = CONTACT_MESSAGES.sameAsCurrent;
      if (!fields.password && typed.confirmPassword !== typed.password)
        fields.confirmPassword = CONTACT_MESSAGES.mismatch;
      if (Object.keys(fields).length) return refused({ intent, errors: { fields } });
      customer = { password: typed.password, currentPassword: typed.currentPassword };
      fieldNames = PASSWORD_FIELDS;
    } else {
      return refused({ intent, errors: { form: CONTACT_MESSAGES.unknownIntent, fields: {} } });
    }

    try {
      const answer = await api.call('update-customer', { customer });
      if (!answer.user)
        return refused({
          intent,
          errors: formErrorsFromUserErrors(answer.errors, fieldNames),
          values,
        } satisfies AccountAnswer);
      queryClient.setQueryData(userQuery(api).queryKey, answer.user);
    } catch (err) {
      return refused({ intent, errors: currentPasswordErrors(err) ?? formErrorsFromCall(err, fieldNames), values });
    }
    return done({ intent, done: intent === 'details' ? CONTACT_MESSAGES.saved : CONTACT_MESSAGES.passwordChanged });
  };
}
