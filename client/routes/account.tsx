import { redirect } from 'react-router-dom';
import { ACCOUNT_HOME_PATH } from '../../shared/routes/route-table';
import { requireUser } from '../lib/session/require-user';
import type { ScreenModule } from './types';

/** /account itself lands on the account home. */
const accountIndexScreen: ScreenModule = {
  loader:
    (deps) =>
    async ({ request }) => {
      await requireUser(deps, request);
      throw redirect(ACCOUNT_HOME_PATH);
    },
  // Never shown: the loader always redirects.
  Component: () => null,
};

export default accountIndexScreen;
