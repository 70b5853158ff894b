import type { RequestHandler, Response } from 'express';
import type { SignedInStaff } from '../console-feature';
import type { ConsoleContext } from '../console-context';
import {
  createSession,
  findSession,
  SESSION_COOKIE,
  SESSION_LIFETIME_MS,
  type ConsoleSession,
} from './console-sessions';

declare module 'express-serve-static-core' {
  interface Locals {
    /** the console session the cookie names, verified or still waiting for the second factor */
    session?: ConsoleSession;
  }
}

/** Reads the console cookie; a fully signed-in session also leaves res.locals.staff. */
export function loadSession(ctx: ConsoleContext): RequestHandler {
  return (req, res, next) => {
    const token = (req.cookies as Record<string, string | undefined>)[SESSION_COOKIE];
    const session = findSession(ctx.deps.db, token, ctx.deps.now());
    if (session) {
      res.locals.session = session;
      if (session.verified) {
        const staff: SignedInStaff = {
          id: session.staffId,
          email: session.email,
          role: session.role,
          csrfToken: session.csrfToken,
        };
        res.locals.staff = staff;
      }
    }
    next();
  };
}

/** Starts a session and hands its cookie to the browser (httpOnly, SameSite=Strict, 8 hours). */
export function startSession(res: Response, ctx: ConsoleContext, staffId: number, verified: boolean): void {
  const token = createSession(ctx.deps.db, staffId, verified, ctx.deps.now());
  res.cookie(SESSION_COOKIE, token, {
    httpOnly: true,
    sameSite: 'strict',
    path: '/',
    secure: ctx.secureCookie,
    maxAge: SESSION_LIFETIME_MS,
  });
}

export function clearSessionCookie(res: Response, ctx: ConsoleContext): void {
  res.clearCookie(SESSION_COOKIE, { httpOnly: true, sameSite: 'strict', path: '/', secure: ctx.secureCookie });
}
