import { randomBytes, timingSafeEqual } from 'node:crypto';
import type { Request, RequestHandler, Response } from 'express';
import { isCrossSite, originSignals } from '../../../../shared/rules/same-origin';
import type { ConsoleContext } from '../console-context';
import { ErrorPage } from '../ui/message-pages';
import { sendPage } from '../console-context';

// Every POST to the console carries a synchroniser token in `_csrf`: the session's own once
// signed in, before that (sign-in, setup) the token of a short pre-session cookie that the form
// page set (double submit: a page of another site can neither read nor set it). The shop's
// same-origin rule is the second lock: a form posted from another origin is refused whatever
// it carries. A multipart form (file upload) sends the token in the action's query string,
// since the body is read only by the feature that takes the file.

export const PRE_SESSION_COOKIE = 'console_presession';

/** The pre-session form token: the one the browser already holds, else a fresh one set now. */
export function preSessionToken(req: Request, res: Response, ctx: ConsoleContext): string {
  const held = (req.cookies as Record<string, string | undefined>)[PRE_SESSION_COOKIE];
  if (held && /^[\w-]{32}$/.test(held)) return held;
  const token = randomBytes(24).toString('base64url');
  res.cookie(PRE_SESSION_COOKIE, token, {
    httpOnly: true,
    sameSite: 'strict',
    path: '/',
    secure: ctx.secureCookie,
  });
  return token;
}

/** The token a door's form (sign-in, setup) must carry: the session's when one exists (even half signed in), else the pre-session one. */
export function formToken(req: Request, res: Response, ctx: ConsoleContext): string {
  return res.locals.session?.csrfToken ?? preSessionToken(req, res, ctx);
}

function sameToken(a: string, b: string): boolean {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
}

function givenToken(req: Request): string | undefined {
  const fromBody = (req.body as Record<string, unknown> | undefined)?._csrf;
  if (typeof fromBody === 'string') return fromBody;
  const fromQuery = req.query._csrf;
  return req.is('multipart/form-data') && typeof fromQuery === 'string' ? fromQuery : undefined;
}

export function csrfCheck(ctx: ConsoleContext): RequestHandler {
  return (req, res, next) => {
    if (req.method !== 'POST') return next();
    const host = req.get('host');
    const own = [ctx.consoleUrl, ...(host ? [`http://${host}`, `https://${host}`] : [])];
    const crossSite = isCrossSite(
      originSignals((name) => req.get(name)),
      own,
      'form',
    );
    const expected =
      res.locals.session?.csrfToken ??
      (req.cookies as Record<string, string | undefined>)[PRE_SESSION_COOKIE] ??
      undefined;
    const given = givenToken(req);
    if (crossSite || !expected || !given || !sameToken(expected, given)) {
      sendPage(
        res,
        403,
        <ErrorPage
          title="This form has expired"
          text="The page was open too long or came from somewhere else. Go back, reload the page and try again."
        />,
      );
      return;
    }
    next();
  };
}
