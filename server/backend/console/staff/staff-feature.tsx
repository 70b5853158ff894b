import type { Response } from 'express';
import { noticeFrom, sendPage, type ConsoleContext } from '../console-context';
import { staffOf, type ConsoleFeature } from '../console-feature';
import { requireAction } from '../require-action';
import { field } from './password-rules';
import { changeRole, disableStaff, inviteStaff, resetSecondFactor, type StaffResult } from './staff-actions';
import { StaffPage, type StaffPageProps } from './staff-pages';
import { listStaff } from './staff-store';

// The Staff screen (owners only): everyone with their role and status; invite (the one-time
// link is shown once and mailed), change a role, disable, reset a second factor.

const NOTICES = {
  'role-changed': 'Role changed.',
  disabled: 'Account disabled; its sessions are signed out.',
  'second-factor-reset': 'Second factor reset; they sign in with their password and can enrol again.',
};

export function staffFeature(ctx: ConsoleContext): ConsoleFeature {
  const { db, now } = ctx.deps;

  const page = (res: Response, status: number, props: Omit<StaffPageProps, 'staff' | 'people'>) =>
    sendPage(res, status, <StaffPage staff={staffOf(res)} people={listStaff(db)} {...props} />);

  const answer = (res: Response, result: StaffResult, notice: keyof typeof NOTICES) => {
    if (result.ok) return res.redirect(303, `/staff?notice=${notice}`);
    page(res, result.status, { error: result.message });
  };

  const env = (res: Response) => ({ db, now: now(), actor: staffOf(res) });
  const id = (text: unknown) => (typeof text === 'string' && /^\d{1,12}$/.test(text) ? Number(text) : -1);

  return {
    mount(router) {
      router.use('/staff', requireAction('staff.manage'));

      router.get('/staff', (req, res) => page(res, 200, { notice: noticeFrom(req.query.notice, NOTICES) }));

      router.post('/staff/invite', (req, res) => {
        const email = field(req.body, 'email');
        const role = field(req.body, 'role');
        const result = inviteStaff({ ...env(res), consoleUrl: ctx.consoleUrl, onMail: ctx.deps.onMail }, email, role);
        if (!result.ok) {
          return page(res, result.status, { invite: { email, role, error: result.message, field: result.field } });
        }
        // the link is shown in this answer only (a redirect would put it in the address bar)
        page(res, 200, { invited: { email: result.staff.email, link: result.link } });
      });

      router.post('/staff/:id/role', (req, res) =>
        answer(res, changeRole(env(res), id(req.params.id), field(req.body, 'role')), 'role-changed'),
      );
      router.post('/staff/:id/disable', (req, res) =>
        answer(res, disableStaff(env(res), id(req.params.id)), 'disabled'),
      );
      router.post('/staff/:id/reset-second-factor', (req, res) =>
        answer(res, resetSecondFactor(env(res), id(req.params.id)), 'second-factor-reset'),
      );
    },
  };
}
