import { useRef } from 'react';
import { useActionData } from 'react-router-dom';
import { Form } from '../../lib/forms/route-form';
import { FormAlert } from '../../components/ui/form/FormAlert';
import { SubmitButton } from '../../components/ui/form/SubmitButton';
import { TextField } from '../../components/ui/form/TextField';
import { useFocusFirstError } from '../../components/ui/form/use-focus-first-error';
import { apiFailure, invalidInput, type AuthAnswer } from '../../features/account/auth-answers';
import { RECOVER_DONE } from '../../features/account/auth-messages';
import { AuthPage } from '../../features/account/components/AuthPage';
import { formText } from '../../lib/forms/form-errors';
import { loadCalls } from '../../lib/api/contract-calls';
import { RELOAD_DOCUMENT } from '../../lib/navigation/link-navigation';
import type { LoaderDeps } from '../../lib/routing/loader-deps';
import type { ScreenModule } from '../types';

// /account/forgot: asks for a reset link. The answer is the same whether or not the e-mail has
// an account (the BFF and the backend make sure of it): the page never reveals who is a customer.

const FIELDS = ['email'] as const;

export const forgotAction =
  (deps: LoaderDeps) =>
  async ({ request }: { request: Request }) => {
    const values = formText(await request.formData(), FIELDS);
    const input = (await loadCalls())['user-recover'].request.safeParse(values);
    if (!input.success) return invalidInput(input.error, values, values);
    try {
      await deps.api.call('user-recover', input.data);
    } catch (err) {
      return apiFailure(err, FIELDS, values);
    }
    return { done: RECOVER_DONE } satisfies AuthAnswer;
  };

function Forgot() {
  const answer = useActionData<AuthAnswer>();
  const formRef = useRef<HTMLFormElement>(null);
  useFocusFirstError(formRef, answer?.errors);
  const footer = (
    <p>
      <a href="/account/login">Back to sign in</a>
    </p>
  );
  if (answer?.done) {
    return (
      <AuthPage title="Check your inbox" footer={footer}>
        <FormAlert done={answer.done} />
        <p>
          The link works once and expires after a day. Nothing arrived? Check your spam folder, or{' '}
          <a href="/account/forgot" {...RELOAD_DOCUMENT}>
            ask again
          </a>
          .
        </p>
      </AuthPage>
    );
  }
  const errors = answer?.errors;
  return (
    <AuthPage
      title="Forgot your password?"
      lead="Enter the e-mail of your account and we will send you a link to choose a new password."
      footer={footer}
    >
      <Form method="post" ref={formRef} className="auth-form" noValidate data-analytics-form="forgot password">
        <FormAlert error={errors?.form} />
        <TextField
          name="email"
          label="E-mail"
          type="email"
          autoComplete="email"
          inputMode="email"
          required
          defaultValue={answer?.values?.email}
          error={errors?.fields.email}
        />
        <SubmitButton pendingText="Sending…" block>
          Send the link
        </SubmitButton>
      </Form>
    </AuthPage>
  );
}

const accountForgotScreen: ScreenModule = {
  action: forgotAction,
  meta: () => ({ description: 'Get a link to choose a new password.' }),
  Component: Forgot,
};

export default accountForgotScreen;
