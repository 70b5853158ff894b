import { redirect } from 'react-router-dom';
import { loginPathReturningTo } from '../../../shared/rules/return-path';
import type { LoaderDeps } from '../routing/loader-deps';
import { userQuery } from './user-query';

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
