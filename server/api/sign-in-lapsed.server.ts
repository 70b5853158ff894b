import type { Response } from 'express';
import type { ApiClient } from '../../shared/contract/api-client';
import type { CookieFlags } from '../http/session-cookie-read.server';
import { UpstreamError } from '../upstream/upstream-error.server';
import { clearAllSessionState } from './session-cookies.server';

// A session that lapsed (expiresAt passed, revoked elsewhere) on a PAGE request. The /api
// user-info handler already signs such a browser out; a page is rendered by the loaders' own
// client, so without this the stale cookies would outlive the session until their 360 minutes
// are up. SPEC section 4: user info that returns nothing resets session, og_auth and cart.

/**
 * The page's server-side client, which signs the browser out when user-info finds no user for
 * the token it sent (or the upstream refuses the token: SPEC section 8, a silent sign-out).
 * Signed out already (no token): nothing to clear, the client is returned as it is.
 */
export function signOutWhenLapsed(api: ApiClient, token: string | undefined, res: Response, flags: CookieFlags): ApiClient {
  if (token === undefined) return api;
  const signOut = () => {
    // Loaders run before the first byte, so the cookies still go out with this page.
    if (!res.headersSent) clearAllSessionState(res, flags);
  };
  return {
    call: (async (name, input, options) => {
      if (name !== 'user-info') return api.call(name, input, options);
      try {
        const answer = await api.call('user-info', {}, options);
        if (!answer.user) signOut();
        return answer;
      } catch (err) {
        if (!(err instanceof UpstreamError) || err.kind !== 'rejected') throw err;
        signOut();
        return { user: null };
      }
    }) as ApiClient['call'],
  };
}
