import type { Request, Router } from 'express';
import { hashPassword, verifyPassword } from '../../customers/passwords';
import { recordAudit } from '../audit/audit-trail';
import { checkSecondFactor } from '../account/second-factor';
import { sendPage, type ConsoleContext } from '../console-context';
import { formToken } from '../sessions/csrf';
import { dropExpiredSessions, revokeAllSessions, revokeSession } from '../sessions/console-sessions';
import { clearSessionCookie, startSession } from '../sessions/session-middleware';
import { findLink, markUsed } from '../staff/one-time-links';
import { field, passwordProblem } from '../staff/password-rules';
import { insertStaff, isEmail, setPasswordHash, staffByEmail, staffById } from '../staff/staff-store';
import { ErrorPage } from '../ui/message-pages';
import { SecondFactorPage, SetupPage, SignInPage, type SetupErrors } from './sign-in-pages';

// The doors into the console: sign-in (then the second factor when the person has one),
// sign-out, and the one-time links that set a first password. Everything else needs a session.

const WRONG = 'That e-mail and password do not match an active staff account.';
const waitMessage = (seconds: number) =>
  `Too many attempts. Try again in ${Math.ceil(seconds / 60)} minute${seconds > 60 ? 's' : ''}.`;

export function mountSignIn(router: Router, ctx: ConsoleContext): void {
  const { db, now } = ctx.deps;

  router.get('/sign-in', (req, res) => {
    if (res.locals.staff) return res.redirect(303, '/');
    sendPage(res, 200, <SignInPage csrf={formToken(req, res, ctx)} />);
  });

  router.post('/sign-in', async (req, res) => {
    const email = field(req.body, 'email').trim();
    const password = field(req.body, 'password');
    const csrf = formToken(req, res, ctx);
    const wait = await ctx.throttle.attempt(req.ip, email);
    if (wait > 0) return sendPage(res, 429, <SignInPage csrf={csrf} email={email} error={waitMessage(wait)} />);
    const row = email ? staffByEmail(db, email) : null;
    const matches = await verifyPassword(password, row?.password_hash ?? null);
    if (!row || !matches || row.disabled_at) {
      return sendPage(res, 401, <SignInPage csrf={csrf} email={email} error={WRONG} />);
    }
    if (res.locals.session) revokeSession(db, res.locals.session.tokenHash);
    dropExpiredSessions(db, now());
    if (row.totp_secret) {
      // the password alone is half a sign-in: the account's failures keep counting until the code
      startSession(res, ctx, row.id, false);
      return res.redirect(303, '/sign-in/second-factor');
    }
    await ctx.throttle.succeeded(email);
    startSession(res, ctx, row.id, true);
    res.redirect(303, '/');
  });

  router.get('/sign-in/second-factor', (_req, res) => {
    const session = res.locals.session;
    if (!session) return res.redirect(303, '/sign-in');
    if (session.verified) return res.redirect(303, '/');
    sendPage(res, 200, <SecondFactorPage csrf={session.csrfToken} />);
  });

  router.post('/sign-in/second-factor', async (req, res) => {
    const session = res.locals.session;
    if (!session) return res.redirect(303, '/sign-in');
    if (session.verified) return res.redirect(303, '/');
    const wait = await ctx.throttle.attempt(req.ip, session.email);
    if (wait > 0) return sendPage(res, 429, <SecondFactorPage csrf={session.csrfToken} error={waitMessage(wait)} />);
    const staff = staffById(db, session.staffId)!;
    const accepted = db.transaction(() => checkSecondFactor(db, staff, field(req.body, 'code'), now()))();
    if (!accepted) {
      return sendPage(
        res,
        401,
        <SecondFactorPage csrf={session.csrfToken} error="That code is not valid. Try the newest one." />,
      );
    }
    await ctx.throttle.succeeded(session.email);
    // a fresh token (and CSRF token) once fully signed in
    revokeSession(db, session.tokenHash);
    startSession(res, ctx, staff.id, true);
    res.redirect(303, accepted === 'recovery' ? '/account?notice=recovery-used' : '/');
  });

  router.post('/sign-out', (_req, res) => {
    if (res.locals.session) revokeSession(db, res.locals.session.tokenHash);
    clearSessionCookie(res, ctx);
    res.redirect(303, '/sign-in');
  });

  const expired = () => (
    <ErrorPage
      title="This link has expired"
      text="Set-up links work once, for 24 hours. Ask an owner for a new one (npm run staff -- add EMAIL --role ROLE)."
    />
  );

  const setupView = (
    req: Request,
    res: Parameters<typeof sendPage>[0],
    status: number,
    errors: SetupErrors = {},
    email?: string,
  ) => {
    const token = String(req.params.token);
    const link = findLink(db, token, now());
    if (!link) return sendPage(res, 410, expired());
    const person = link.staffId === null ? null : staffById(db, link.staffId);
    sendPage(
      res,
      status,
      <SetupPage
        csrf={formToken(req, res, ctx)}
        token={token}
        firstOwner={link.purpose === 'first-owner'}
        email={person?.email ?? email}
        errors={errors}
      />,
    );
  };

  router.get('/setup/:token', (req, res) => setupView(req, res, 200));

  router.post('/setup/:token', async (req, res) => {
    const link = findLink(db, String(req.params.token), now());
    if (!link) return sendPage(res, 410, expired());
    const email = field(req.body, 'email').trim();
    const password = field(req.body, 'password');
    const errors: SetupErrors = {};
    if (link.purpose === 'first-owner') {
      if (!isEmail(email)) errors.email = 'Enter an e-mail address like name@example.com.';
      else if (staffByEmail(db, email)) errors.email = 'Someone on the staff already has this e-mail.';
    }
    const problem = passwordProblem(password);
    if (problem) errors.password = problem;
    else if (field(req.body, 'confirm') !== password) errors.confirm = 'The two passwords differ.';
    if (Object.keys(errors).length > 0) return setupView(req, res, 400, errors, email);

    const hash = await hashPassword(password);
    const staffId = db.transaction(() => {
      // checked again inside the transaction: a link works once, even for two posts at once
      const fresh = findLink(db, String(req.params.token), now());
      if (!fresh) return null;
      markUsed(db, fresh.tokenHash, now());
      if (fresh.purpose === 'first-owner') {
        const owner = insertStaff(db, email, 'owner', now());
        setPasswordHash(db, owner.id, hash);
        recordAudit(
          db,
          { id: owner.id, email: owner.email },
          {
            action: 'staff.first-owner',
            entity: 'staff',
            entityId: owner.id,
            after: { email: owner.email, role: 'owner' },
          },
          now(),
        );
        return owner.id;
      }
      const person = staffById(db, fresh.staffId!);
      if (!person || person.disabled_at) return null;
      setPasswordHash(db, person.id, hash);
      revokeAllSessions(db, person.id);
      recordAudit(
        db,
        { id: person.id, email: person.email },
        { action: 'staff.password-set', entity: 'staff', entityId: person.id },
        now(),
      );
      return person.id;
    })();
    if (staffId === null) return sendPage(res, 410, expired());
    const hasSecondFactor = Boolean(staffById(db, staffId)?.totp_secret);
    startSession(res, ctx, staffId, !hasSecondFactor);
    res.redirect(303, hasSecondFactor ? '/sign-in/second-factor' : '/');
  });
}
