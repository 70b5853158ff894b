import { useRef } from 'react';
import { redirect, useActionData } from 'react-router-dom';
import { Form } from '../../lib/forms/route-form';
import { useQueryParams } from '../../lib/routing/use-query-params';
import { ACCOUNT_HOME_PATH, SIGNED_OUT_PARAM } from '../../../shared/routes/route-table';
import { safeReturnPath } from '../../../shared/rules/return-path';
import { RETURN_TO_PARAM } from '../../../shared/routes/sign-in-paths';
import { FormAlert } from '../../components/ui/form/FormAlert';
import { SubmitButton } from '../../components/ui/form/SubmitButton';
import { TextField } from '../../components/ui/form/TextField';
import { useFocusFirstError } from '../../components/ui/form/use-focus-first-error';
import {
  apiFailure,
  formFailure,
  invalidInput,
  signedInRedirect,
  type AuthAnswer,
} from '../../features/account/auth-answers';
import { SIGNED_OUT_NOTE } from '../../features/account/auth-messages';
import { AuthPage } from '../../features/account/components/AuthPage';
import { mergeFavoritesOnSignIn } from '../../features/favorites/merge-favorites';
import { track } from '../../lib/analytics/analytics';
import { formText, userErrorMessage } from '../../lib/forms/form-errors';
import { loadCalls } from '../../lib/api/contract-calls';
import type { LoaderDeps } from '../../lib/routing/loader-deps';
import { userQuery } from '../../lib/session/user-query';
import type { ScreenModule } from '../types';

// /account/login (titled by the route table: 'Sign in'): e-mail and password. The BFF keeps the token in httpOnly cookies and strips
// it from the answer, so the browser knows it is signed in by an answer without errors.

const FIELDS = ['email', 'password'] as const;

/** Where to go after signing in: the page the guard stopped the visitor at, else account home. */
const returnTarget = (raw: unknown) => safeReturnPath(raw, ACCOUNT_HOME_PATH);

export const loginAction =
  (deps: LoaderDeps) =>
  async ({ request }: { request: Request }) => {
    const form = await request.formData();
    const { email, password, [RETURN_TO_PARAM]: returnTo } = formText(form, [...FIELDS, RETURN_TO_PARAM]);
    const values = { email };
    const input = (await loadCalls())['user-login'].request.safeParse({ email, password });
    if (!input.success) return invalidInput(input.error, { email, password }, values);
    let session;
    try {
      session = await deps.api.call('user-login', input.data);
    } catch (err) {
      return apiFailure(err, FIELDS, values);
    }
    const message = userErrorMessage(session.errors);
    if (message !== undefined) return formFailure({ form: message, fields: {} }, values, 401);
    // The local favorites of this visit join the account's (only the browser has them).
    // Only a browser reports (a form posted without JavaScript has no tag manager to tell).
    if (!deps.isServer) track('login', { method: 'email' });
    return signedInRedirect(deps, returnTarget(returnTo), [() => mergeFavoritesOnSignIn(deps.api, deps.queryClient)]);
  };

function Login() {
  const answer = useActionData<AuthAnswer>();
  const params = useQueryParams();
  const formRef = useRef<HTMLFormElement>(null);
  useFocusFirstError(formRef, answer?.errors);
  const errors = answer?.errors;
  const returnTo = safeReturnPath(params.get(RETURN_TO_PARAM), '');
  const signedOut = params.get(SIGNED_OUT_PARAM) === '1' && !answer;
  const onward = returnTo ? `?${new URLSearchParams({ [RETURN_TO_PARAM]: returnTo })}` : '';
  return (
    <AuthPage
      title="Sign in"
      lead="Welcome back. Sign in to see your orders, subscriptions, addresses and favorites."
      footer={
        <>
          <p>
            New here? <a href={`/account/register${onward}`}>Create an account</a>
          </p>
        </>
      }
    >
      <Form method="post" ref={formRef} className="auth-form" noValidate data-analytics-form="login">
        <FormAlert error={errors?.form} done={signedOut ? SIGNED_OUT_NOTE : undefined} />
        {returnTo && <input type="hidden" name={RETURN_TO_PARAM} value={returnTo} />}
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
        <TextField
          name="password"
          label="Password"
          type="password"
          autoComplete="current-password"
          required
          error={errors?.fields.password}
        />
        <p className="auth-forgot">
          <a href="/account/forgot">Forgot your password?</a>
        </p>
        <SubmitButton pendingText="Signing in…" block>
          Sign in
        </SubmitButton>
      </Form>
    </AuthPage>
  );
}

const accountLoginScreen: ScreenModule = {
  /** A customer who is already signed in has nothing to do here. */
  loader:
    (deps) =>
    async ({ request }) => {
      const user = await deps.queryClient.ensureQueryData(userQuery(deps.api));
      if (user) throw redirect(returnTarget(new URL(request.url).searchParams.get(RETURN_TO_PARAM)));
      return null;
    },
  action: loginAction,
  meta: () => ({ description: 'Sign in to your account.' }),
  Component: Login,
};

export default accountLoginScreen;
