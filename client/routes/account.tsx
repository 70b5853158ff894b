import { redirect } from 'react-router-dom';
import { ACCOUNT_HOME_PATH } from '../../shared/routes/route-table';
import { loginPathReturningTo } from '../../shared/rules/return-path';
import { userQuery } from '../lib/user-query';
import type { LoaderDeps } from '../lib/loader-deps';
import type { ScreenModule } from './types';

/**
 * SPEC section 2, rule 1: a signed-out visitor first triggers a user-info fetch; still
 * signed out, they go to the login page, replacing the history entry. A loader redirect
 * does exactly that: the blocked navigation never commits, the login page takes its place,
 * and Back returns to the page the visitor came from. (react-router's replace() would
 * overwrite that page instead.)
 * The login page gets the blocked page (path and query) as its return path, so a visitor
 * whose session expired lands back where they were after signing in.
 */
export async function requireUser({ queryClient, api }: LoaderDeps, request: Request) {
  const user = await queryClient.ensureQueryData(userQuery(api));
  if (!user) {
    const { pathname, search } = new URL(request.url);
    throw redirect(loginPathReturningTo(`${pathname}${search}`));
  }
  return user;
}

/** /account itself lands on the account home. */
export const accountIndexScreen: ScreenModule = {
  loader: (deps) => async ({ request }) => {
    await requireUser(deps, request);
    throw redirect(ACCOUNT_HOME_PATH);
  },
  // Never shown: the loader always redirects.
  Component: () => null,
};
