import type { Request } from 'express';
import type { Session } from '../../shared/contract/customer';
import { calls } from '../../shared/contract/registry';
import { SIGN_IN_NOT_COMPLETED_MESSAGE } from '../../shared/constants';
import { answer, loggerFor } from './api-response.server';
import { fetchForRequest, type ApiDeps, type CallHandler } from './call-context.server';
import { clearAllSessionState, clearSessionCookies, setSessionCookies } from './session-cookies.server';
import { UpstreamError } from '../upstream/upstream-error.server';
import { settleSignIn } from './sign-in-settle.server';

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
    if (isLogin && err instanceof UpstreamError && err.kind === 'rejected') clearSessionCookies(ctx.res, ctx.deps.config);
    throw err;
  }
  const { token, expiresAt } = session;
  if (typeof token === 'string' && token !== '' && typeof expiresAt === 'string' && expiresAt !== '') {
    // user-info, the cart that follows the customer, buyer identity, professional, og_auth
    if ((await settleSignIn(ctx, { token, expiresAt })) === 'undone') return answer(200, { errors: [{ message: SIGN_IN_NOT_COMPLETED_MESSAGE }] });
    setSessionCookies(ctx.res, { token, expiresAt }, ctx.deps.config);
  } else if (isLogin) {
    clearSessionCookies(ctx.res, ctx.deps.config);
  }
  return answer(200, session);
};

/**
 * user-info: signed out is the contract's signed-out answer (`{user: null}`) without asking the
 * upstream. A token the upstream no longer accepts (no user, or a 4xx) signs out silently
 * (SPEC section 8); an outage does not.
 */
export const userInfoHandler: CallHandler = async (ctx) => {
  const signedOut = ctx.call.signedOut;
  if (ctx.token === undefined) {
    // A refused cookie (malformed, duplicated) is dropped as a stale one would be.
    if (ctx.sessionRefused) clearAllSessionState(ctx.res, ctx.deps.config);
    return answer(200, signedOut);
  }
  let info: { user: unknown };
  try {
    info = (await fetchForRequest(ctx)) as { user: unknown };
  } catch (err) {
    if (!(err instanceof UpstreamError) || err.kind !== 'rejected') throw err;
    info = { user: null };
  }
  if (!info.user) {
    loggerFor(ctx.req, ctx.deps.logger).info({ call: ctx.call.name }, 'session no longer valid: signed out');
    clearAllSessionState(ctx.res, ctx.deps.config);
    return answer(200, signedOut);
  }
  return answer(200, info);
};

/**
 * Asks the upstream to end the session (user-logout), so the token stops working wherever a
 * copy of it lives. A failure is logged and never shown: the browser is signed out either way.
 */
export async function revokeUpstreamSession(req: Request, deps: ApiDeps, token: string | undefined): Promise<void> {
  if (token === undefined) return;
  try {
    await deps.upstream.send(calls['user-logout'], {}, { ...deps.upstream.requestOf(req), token });
  } catch (err) {
    loggerFor(req, deps.logger).warn({ call: 'user-logout', err }, 'logout: session not revoked upstream; cookies cleared anyway');
  }
}

/** user-logout called directly: the same as POST /api/session/logout, answered as the contract says. */
export const logoutHandler: CallHandler = async (ctx) => {
  await revokeUpstreamSession(ctx.req, ctx.deps, ctx.token);
  clearAllSessionState(ctx.res, ctx.deps.config);
  return answer(200, { ok: true });
};
