import type { Request } from 'express';
import type { Session } from '../../shared/contract/customer';
import { calls } from '../../shared/contract/registry';
import { SIGN_IN_NOT_COMPLETED_MESSAGE } from '../../shared/messages';
import { contextOf } from '../http/request-context';
import { answer, loggerFor } from './api-response';
import { fetchForRequest, whileBrowserWaits, type ApiDeps, type CallHandler } from './call-context';
import { clearAllSessionState, clearSessionCookies, setSessionCookies } from './session-cookies';
import { UpstreamError } from '../upstream/upstream-error';
import { settleSignIn } from './sign-in-settle';

// Calls whose answers change the session (SPEC sections 4 and 5). The token goes into the
// httpOnly cookies and never into the answer (sending strips it).

/**
 * user-login, and the calls that sign the customer in on success (activate-account,
 * reset-password answer a Session too). Signed in only when both token and expiresAt came.
 */
export const signInHandler: CallHandler = async (ctx) => {
  const isLogin = ctx.call.name === 'user-login';
  let session: Session;
  try {
    session = (await fetchForRequest(ctx)) as Session;
  } catch (err) {
    // A refused sign-in leaves the visitor signed out; an outage changes nothing.
    if (isLogin && err instanceof UpstreamError && err.kind === 'rejected')
      clearSessionCookies(ctx.res, ctx.deps.config);
    throw err;
  }
  const { token, expiresAt } = session;
  if (typeof token === 'string' && token !== '' && typeof expiresAt === 'string' && expiresAt !== '') {
    // user-info, the cart that follows the customer, buyer identity, professional, og_auth
    if ((await settleSignIn(ctx, { token, expiresAt })) === 'undone')
      return answer(200, { errors: [{ message: SIGN_IN_NOT_COMPLETED_MESSAGE }] });
    setSessionCookies(ctx.res, { token, expiresAt }, ctx.deps.config);
  } else if (isLogin) {
    clearSessionCookies(ctx.res, ctx.deps.config);
  }
  return answer(200, session);
};

/**
 * user-info: the request context's client answers it and applies the lapsed session rule
 * (server/http/request-context.ts): signed out is the contract's signed-out answer without
 * asking the upstream; a token the upstream no longer accepts signs out silently (SPEC
 * section 8); an outage does not.
 */
export const userInfoHandler: CallHandler = async (ctx) =>
  answer(200, await whileBrowserWaits(ctx.res, (signal) => ctx.context.upstream.call('user-info', {}, { signal })));

/**
 * Asks the upstream to end the session (user-logout), so the token stops working wherever a
 * copy of it lives. A failure is logged and never shown: the browser is signed out either way.
 */
export async function revokeUpstreamSession(req: Request, deps: ApiDeps): Promise<void> {
  const context = contextOf(req);
  if (context.token === undefined) return;
  try {
    await context.upstream.send(calls['user-logout'], {});
  } catch (err) {
    loggerFor(req, deps.logger).warn(
      { call: 'user-logout', err },
      'logout: session not revoked upstream; cookies cleared anyway',
    );
  }
}

/** user-logout called directly: the same as POST /api/session/logout, answered as the contract says. */
export const logoutHandler: CallHandler = async (ctx) => {
  await revokeUpstreamSession(ctx.req, ctx.deps);
  clearAllSessionState(ctx.res, ctx.deps.config);
  return answer(200, { ok: true });
};
