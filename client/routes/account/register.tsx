import { useRef } from 'react';
import { useActionData } from 'react-router-dom';
import { Form } from '../../lib/forms/route-form';
import { useQueryParams } from '../../lib/routing/use-query-params';
import { safeReturnPath } from '../../../shared/rules/return-path';
import { RETURN_TO_PARAM } from '../../../shared/routes/sign-in-paths';
import { CheckboxField } from '../../components/ui/form/CheckboxField';
import { FormAlert } from '../../components/ui/form/FormAlert';
import { SubmitButton } from '../../components/ui/form/SubmitButton';
import { TextField } from '../../components/ui/form/TextField';
import { useFocusFirstError } from '../../components/ui/form/use-focus-first-error';
import { apiFailure, formFailure, invalidInput, type AuthAnswer } from '../../features/account/auth-answers';
import { NEW_PASSWORD_RULE, REGISTER_DONE } from '../../features/account/auth-messages';
import { AuthPage } from '../../features/account/components/AuthPage';
import { track } from '../../lib/analytics/analytics';
import { fieldMessage, formFlag, formText } from '../../lib/forms/form-errors';
import { loadCalls } from '../../lib/api/contract-calls';
import type { LoaderDeps } from '../../lib/routing/loader-deps';
import type { ScreenModule } from '../types';

// /account/register. The BFF answers every sign-up the same way (a taken e-mail included), so
// the page always shows the same confirmation and never tells who already has an account.

const FIELDS = ['firstName', 'lastName', 'email', 'password'] as const;
const NAMES = ['firstName', 'lastName'] as const;

export const registerAction =
  (deps: LoaderDeps) =>
  async ({ request }: { request: Request }) => {
    const form = await request.formData();
    const { firstName, lastName, email, password } = formText(form, FIELDS);
    const marketing = formFlag(form, 'marketing');
    const values = { firstName, lastName, email, ...(marketing && { marketing: 'on' }) };
    // The contract lets a name be empty (other storefronts); this form asks for both.
    const missing: Record<string, string> = {};
    for (const name of NAMES) if (!values[name].trim()) missing[name] = fieldMessage('is required');
    const input = (await loadCalls())['user-create'].request.safeParse({
      firstName,
      lastName,
      email,
      password,
      marketing,
    });
    if (!input.success) return invalidInput(input.error, { firstName, lastName, email, password }, values, missing);
    if (Object.keys(missing).length) return formFailure({ fields: missing }, values);
    try {
      const answer = await deps.api.call('user-create', input.data);
      if (answer.errors.length) return formFailure({ form: answer.errors[0]!.message, fields: {} }, values);
    } catch (err) {
      return apiFailure(err, FIELDS, values);
    }
    if (!deps.isServer) track('sign_up', { method: 'email' });
    return { done: REGISTER_DONE } satisfies AuthAnswer;
  };

function Register() {
  const answer = useActionData<AuthAnswer>();
  const params = useQueryParams();
  const formRef = useRef<HTMLFormElement>(null);
  useFocusFirstError(formRef, answer?.errors);
  const returnTo = safeReturnPath(params.get(RETURN_TO_PARAM), '');
  const signIn = `/account/login${returnTo ? `?${new URLSearchParams({ [RETURN_TO_PARAM]: returnTo })}` : ''}`;
  if (answer?.done) {
    return (
      <AuthPage title="Check your inbox">
        <FormAlert done={answer.done} />
        <p className="auth-next">
          <a className="btn btn-elevated btn-primary" href={signIn}>
            Sign in
          </a>
        </p>
      </AuthPage>
    );
  }
  const errors = answer?.errors;
  const values = answer?.values ?? {};
  return (
    <AuthPage
      title="Create an account"
      lead="Save your favorites, follow your orders and manage your subscriptions."
      footer={
        <p>
          Already have an account? <a href={signIn}>Sign in</a>
        </p>
      }
    >
      <Form method="post" ref={formRef} className="auth-form" noValidate data-analytics-form="register">
        <FormAlert error={errors?.form} />
        <div className="auth-row">
          <TextField
            name="firstName"
            label="First name"
            autoComplete="given-name"
            required
            maxLength={100}
            defaultValue={values.firstName}
            error={errors?.fields.firstName}
          />
          <TextField
            name="lastName"
            label="Last name"
            autoComplete="family-name"
            required
            maxLength={100}
            defaultValue={values.lastName}
            error={errors?.fields.lastName}
          />
        </div>
        <TextField
          name="email"
          label="E-mail"
          type="email"
          autoComplete="email"
          inputMode="email"
          required
          defaultValue={values.email}
          error={errors?.fields.email}
        />
        <TextField
          name="password"
          label="Password"
          type="password"
          autoComplete="new-password"
          required
          minLength={8}
          maxLength={128}
          hint={NEW_PASSWORD_RULE}
          error={errors?.fields.password}
        />
        <CheckboxField
          name="marketing"
          label="E-mail me news, offers and skincare tips. You can unsubscribe at any time."
          defaultChecked={values.marketing === 'on'}
        />
        <SubmitButton pendingText="Creating your account…" block>
          Create an account
        </SubmitButton>
      </Form>
    </AuthPage>
  );
}

const accountRegisterScreen: ScreenModule = {
  action: registerAction,
  meta: () => ({ description: 'Create your account: save favorites, follow orders, manage subscriptions.' }),
  Component: Register,
};

export default accountRegisterScreen;
