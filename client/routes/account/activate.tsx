import { ACCOUNT_HOME_PATH } from '../../../shared/routes/route-table';
import { SetPasswordPage } from '../../features/account/components/SetPasswordPage';
import { passwordLinkAction } from '../../features/account/password-link';
import { mergeFavoritesOnSignIn } from '../../features/favorites/merge-favorites';
import type { ScreenModule } from '../types';

// /account/activateAccount?id=…&token=…&expires=…&signature=… — the link of the activation
// mail of an invited customer. Choosing a password activates the account and signs in.

function ActivateAccount() {
  return (
    <SetPasswordPage
      title="Activate your account"
      lead="Choose a password to activate your account. You will be signed in with it."
      submit="Activate my account"
      pending="Activating…"
      wayOn={
        <p>
          <a href="/account/login">Sign in</a> if your account is already active, or{' '}
          <a href="/account/forgot">ask for a link to choose a password</a>.
        </p>
      }
    />
  );
}

const accountActivateScreen: ScreenModule = {
  action: passwordLinkAction('activate-account', ACCOUNT_HOME_PATH, (deps) => [
    () => mergeFavoritesOnSignIn(deps.api, deps.queryClient),
  ]),
  meta: () => ({ description: 'Choose a password to activate your account.' }),
  Component: ActivateAccount,
};

export default accountActivateScreen;
