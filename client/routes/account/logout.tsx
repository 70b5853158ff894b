import { useEffect, useRef } from 'react';
import { data, redirect, useActionData } from 'react-router-dom';
import { Form, useSubmitForm } from '../../lib/forms/route-form';
import { ApiError } from '../../../shared/contract/api-client';
import { ACCOUNT_HOME_PATH, SIGNED_OUT_LOGIN_PATH } from '../../../shared/routes/route-table';
import { FormAlert } from '../../components/ui/form/FormAlert';
import { SubmitButton } from '../../components/ui/form/SubmitButton';
import { resetAfterSignOut } from '../../lib/session/session-change';
import type { ScreenModule } from '../types';

// /account/logout (SPEC section 4 "Authentication"): the BFF revokes the token and clears the
// session, og_auth and cart cookies (user-logout), then the login page says so. Without
// JavaScript the button posts the form to this page; with it, the page posts itself once as soon
// as it is shown, so a plain "Sign out" link signs out.

const SIGN_OUT_FAILED = 'We could not sign you out. Please try again.';

function LogoutPage() {
  const result = useActionData() as { error?: string } | undefined;
  const submit = useSubmitForm();
  const form = useRef<HTMLFormElement>(null);
  const submitted = useRef(false);
  useEffect(() => {
    // Once per visit; after a failure the visitor retries with the button.
    if (submitted.current) return;
    submitted.current = true;
    void submit(form.current);
  }, [submit]);

  return (
    <section className="page page-logout" aria-labelledby="logout-title">
      <header className="page-heading">
        <h1 id="logout-title">Sign out</h1>
        <p className="lead">Sign out of your account on this device?</p>
      </header>
      <Form method="post" ref={form} className="logout-form">
        <FormAlert error={result?.error} />
        <div className="logout-actions">
          <SubmitButton pendingText="Signing out…">Sign out</SubmitButton>
          <a className="btn btn-outlined btn-primary" href={ACCOUNT_HOME_PATH}>
            Stay signed in
          </a>
        </div>
      </Form>
    </section>
  );
}

const accountLogoutScreen: ScreenModule = {
  action:
    ({ api, isServer, queryClient }) =>
    async () => {
      // The header and every account read show "signed out" at once (no globals in actions:
      // the same action runs on the server for a form posted without JavaScript).
      if (!isServer) resetAfterSignOut(queryClient);
      try {
        await api.call('user-logout', {});
      } catch (err) {
        const status = err instanceof ApiError && err.status >= 400 ? err.status : 503;
        return data({ error: err instanceof ApiError && err.status > 0 ? err.message : SIGN_OUT_FAILED }, { status });
      }
      return redirect(SIGNED_OUT_LOGIN_PATH);
    },
  Component: LogoutPage,
};

export default accountLogoutScreen;
