import { ACCOUNT_HOME_PATH } from '../../../shared/routes/route-table';
import { SetPasswordPage } from '../../features/account/components/SetPasswordPage';
import { passwordLinkAction } from '../../features/account/password-link';
import { mergeFavoritesOnSignIn } from '../../features/favorites/merge-favorites';
import type { ScreenModule } from '../types';

// /account/resetPassword?id=…&token=…&expires=…&signature=… — the link of the reset mail.
// A new password signs the customer in (the same follow-ups as a sign-in).

function ResetPassword() {
  return (
    <SetPasswordPage
      title="Choose a new password"
      lead="Choose a new password for your account. You will be signed in with it."
      submit="Save the new password"
      pending="Saving…"
      wayOn={
        <p>
          <a href="/account/forgot">Ask for a new reset link</a> or <a href="/account/login">sign in</a>.
        </p>
      }
    />
  );
}

const accountResetPasswordScreen: ScreenModule = {
  action: passwordLinkAction('reset-password', ACCOUNT_HOME_PATH, (deps) => [
    () => mergeFavoritesOnSignIn(deps.api, deps.queryClient),
  ]),
  meta: () => ({ description: 'Choose a new password for your account.' }),
  Component: ResetPassword,
};

export default accountResetPasswordScreen;
