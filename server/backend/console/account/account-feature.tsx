import type { Response } from 'express';
import QRCode from 'qrcode';
import { hashPassword, verifyPassword } from '../../customers/passwords';
import { recordAudit } from '../audit/audit-trail';
import { noticeFrom, sendPage, type ConsoleContext } from '../console-context';
import { staffOf, type ConsoleFeature } from '../console-feature';
import { requireAction } from '../require-action';
import { revokeAllSessions } from '../sessions/console-sessions';
import { startSession } from '../sessions/session-middleware';
import { field, passwordProblem } from '../staff/password-rules';
import { setPasswordHash, staffById } from '../staff/staff-store';
import {
  AccountPage,
  EnrolPage,
  ManageSecondFactorPage,
  RecoveryCodesPage,
  type PasswordErrors,
} from './account-pages';
import {
  acceptedStep,
  enrol,
  isTotpSecret,
  newRecoveryCodes,
  newTotpSecret,
  recoveryCodesLeft,
  removeSecondFactor,
  totpFor,
} from './second-factor';

// The signed-in person's own account: change the password (every session of theirs ends and
// this one starts afresh), turn the second factor on (QR code or typed key, a code to confirm,
// recovery codes shown once) or off (with the password).

const NOTICES = {
  'password-changed': 'Password changed. Your other sessions are signed out.',
  'second-factor-off': 'Second factor turned off.',
  'recovery-used': 'You signed in with a recovery code; it cannot be used again.',
  required: 'Owners turn on a second factor before using the console.',
};

export function accountFeature(ctx: ConsoleContext): ConsoleFeature {
  const { db, now } = ctx.deps;

  const accountPage = (res: Response, status: number, notice: string | null, errors?: PasswordErrors) => {
    const staff = staffOf(res);
    sendPage(
      res,
      status,
      <AccountPage
        staff={staff}
        notice={notice}
        hasSecondFactor={Boolean(staffById(db, staff.id)?.totp_secret)}
        recoveryLeft={recoveryCodesLeft(db, staff.id)}
        errors={errors}
      />,
    );
  };

  const enrolPage = async (
    res: Response,
    status: number,
    notice: string | null,
    secret: string,
    errors: { code?: string; password?: string } = {},
  ) => {
    const staff = staffOf(res);
    const qr = await QRCode.toDataURL(totpFor(secret, staff.email).toString(), { margin: 1, width: 200 });
    sendPage(
      res,
      status,
      <EnrolPage
        staff={staff}
        notice={notice}
        secret={secret}
        qrDataUrl={qr}
        error={errors.code}
        passwordError={errors.password}
      />,
    );
  };

  return {
    mount(router) {
      router.use('/account', requireAction('account.manage'));

      router.get('/account', (req, res) => accountPage(res, 200, noticeFrom(req.query.notice, NOTICES)));

      router.post('/account/password', async (req, res) => {
        const staff = staffOf(res);
        const current = field(req.body, 'current');
        const password = field(req.body, 'password');
        const errors: PasswordErrors = {};
        const wait = await ctx.throttle.attempt(req.ip, staff.email);
        if (wait > 0) errors.current = 'Too many attempts. Try again later.';
        else if (!(await verifyPassword(current, staffById(db, staff.id)?.password_hash ?? null))) {
          errors.current = 'That is not your current password.';
        }
        const problem = passwordProblem(password);
        if (problem) errors.password = problem;
        else if (field(req.body, 'confirm') !== password) errors.confirm = 'The two passwords differ.';
        if (Object.keys(errors).length > 0) return accountPage(res, 400, null, errors);
        await ctx.throttle.succeeded(staff.email);
        const hash = await hashPassword(password);
        db.transaction(() => {
          setPasswordHash(db, staff.id, hash);
          revokeAllSessions(db, staff.id);
          recordAudit(db, staff, { action: 'staff.password-change', entity: 'staff', entityId: staff.id }, now());
        })();
        startSession(res, ctx, staff.id, true);
        res.redirect(303, '/account?notice=password-changed');
      });

      router.get('/account/second-factor', async (req, res) => {
        const staff = staffOf(res);
        const notice = noticeFrom(req.query.notice, NOTICES);
        if (staffById(db, staff.id)?.totp_secret) {
          return sendPage(
            res,
            200,
            <ManageSecondFactorPage staff={staff} notice={notice} recoveryLeft={recoveryCodesLeft(db, staff.id)} />,
          );
        }
        await enrolPage(res, 200, notice, newTotpSecret());
      });

      router.post('/account/second-factor', async (req, res) => {
        const staff = staffOf(res);
        const row = staffById(db, staff.id)!;
        if (field(req.body, 'intent') === 'remove') {
          if (!row.totp_secret) return res.redirect(303, '/account/second-factor');
          const wait = await ctx.throttle.attempt(req.ip, staff.email);
          if (wait > 0 || !(await verifyPassword(field(req.body, 'password'), row.password_hash))) {
            return sendPage(
              res,
              400,
              <ManageSecondFactorPage
                staff={staff}
                notice={null}
                recoveryLeft={recoveryCodesLeft(db, staff.id)}
                error={wait > 0 ? 'Too many attempts. Try again later.' : 'That is not your password.'}
              />,
            );
          }
          await ctx.throttle.succeeded(staff.email);
          db.transaction(() => {
            removeSecondFactor(db, staff.id);
            recordAudit(db, staff, { action: 'staff.second-factor-off', entity: 'staff', entityId: staff.id }, now());
          })();
          return res.redirect(303, '/account?notice=second-factor-off');
        }
        if (row.totp_secret) return res.redirect(303, '/account/second-factor');
        const secret = field(req.body, 'secret');
        if (!isTotpSecret(secret))
          return enrolPage(res, 400, null, newTotpSecret(), { code: 'The key was damaged; scan this new one.' });
        // Binding an app locks the account to whoever holds it: the password first, as for removing one.
        const wait = await ctx.throttle.attempt(req.ip, staff.email);
        if (wait > 0 || !(await verifyPassword(field(req.body, 'password'), row.password_hash)))
          return enrolPage(res, 400, null, secret, {
            password: wait > 0 ? 'Too many attempts. Try again later.' : 'That is not your password.',
          });
        await ctx.throttle.succeeded(staff.email);
        const step = acceptedStep(secret, field(req.body, 'code'), now(), null);
        if (step === null) {
          return enrolPage(res, 400, null, secret, {
            code: 'That code does not match. Check the time on your phone and try the newest code.',
          });
        }
        const codes = newRecoveryCodes();
        db.transaction(() => {
          enrol(db, staff.id, secret, step, codes);
          recordAudit(db, staff, { action: 'staff.second-factor-on', entity: 'staff', entityId: staff.id }, now());
        })();
        // shown once, in this answer; only their hashes are kept
        sendPage(res, 200, <RecoveryCodesPage staff={staff} codes={codes} />);
      });
    },
  };
}
