import { Field, FormError, PublicForm } from '../ui/fields';
import { PublicLayout } from '../ui/public-layout';

export function SignInPage({ csrf, email, error }: { csrf: string; email?: string; error?: string | null }) {
  return (
    <PublicLayout title="Sign in">
      <FormError message={error} />
      <PublicForm action="/sign-in" csrfToken={csrf}>
        <Field label="E-mail" name="email" type="email" value={email} autoComplete="username" required autoFocus />
        <Field label="Password" name="password" type="password" autoComplete="current-password" required />
        <button type="submit">Sign in</button>
      </PublicForm>
    </PublicLayout>
  );
}

export function SecondFactorPage({ csrf, error }: { csrf: string; error?: string | null }) {
  return (
    <PublicLayout title="Second factor">
      <p>Enter the 6-digit code from your authenticator app, or one of your recovery codes.</p>
      <PublicForm action="/sign-in/second-factor" csrfToken={csrf}>
        <Field label="Code" name="code" autoComplete="one-time-code" required autoFocus error={error ?? undefined} />
        <button type="submit">Continue</button>
      </PublicForm>
      <form method="post" action="/sign-out" className="console-inline">
        <input type="hidden" name="_csrf" value={csrf} />
        <button type="submit" className="console-link-button">
          Cancel and sign out
        </button>
      </form>
    </PublicLayout>
  );
}

export interface SetupErrors {
  email?: string;
  password?: string;
  confirm?: string;
}

export function SetupPage({
  csrf,
  token,
  firstOwner,
  email,
  errors = {},
}: {
  csrf: string;
  token: string;
  firstOwner: boolean;
  email?: string;
  errors?: SetupErrors;
}) {
  return (
    <PublicLayout title={firstOwner ? 'Create the first owner' : 'Set your password'}>
      <p>
        {firstOwner
          ? 'This store has no staff yet. The account you create here owns the console.'
          : `Choose the password for ${email ?? 'your account'}.`}
      </p>
      <PublicForm action={`/setup/${token}`} csrfToken={csrf}>
        {firstOwner ? (
          <Field
            label="E-mail"
            name="email"
            type="email"
            value={email}
            autoComplete="username"
            required
            error={errors.email}
          />
        ) : null}
        <Field
          label="Password"
          name="password"
          type="password"
          autoComplete="new-password"
          required
          hint="At least 12 characters."
          error={errors.password}
        />
        <Field
          label="Password again"
          name="confirm"
          type="password"
          autoComplete="new-password"
          required
          error={errors.confirm}
        />
        <button type="submit">Save and sign in</button>
      </PublicForm>
    </PublicLayout>
  );
}
