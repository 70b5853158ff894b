import {
  CURRENT_PASSWORD_FIELD,
  CURRENT_PASSWORD_REQUIRED_MESSAGE,
  CURRENT_PASSWORD_WRONG_MESSAGE,
  type Session,
} from '../../../shared/contract/customer';
import type { Ctx, HandlerMap } from '../http/context';
import { HttpError, unauthorized } from '../http/http-error';
import { ACCOUNT_LOGIN_PATH } from '../../../shared/routes/route-table';
import { attachGuestOrders } from '../checkout/attach-guest-orders';
import { sql } from '../db/statements';
import { customerByEmail, customerById, loadUser } from './customer-store';
import { queueEmail } from './outbox';
import { hashPassword, verifyPassword } from './passwords';
import { createSession, revokeSession, revokeSessions } from './sessions';
import { issueLink, type LinkPurpose, markLinkUsed, verifyLink } from './signed-links';

// Sign-up, sign-in, the signed-in user, password recovery and account activation.

type AccountCall =
  | 'user-create'
  | 'user-login'
  | 'user-logout'
  | 'user-info'
  | 'user-recover'
  | 'reset-password'
  | 'activate-account'
  | 'update-customer';

/** Sign-up's one answer, for a new and a taken e-mail alike. */
const registered = () => ({ customer: null, errors: [] });
export const WELCOME_SUBJECT = 'Welcome to the shop';
export const ALREADY_REGISTERED_SUBJECT = 'You already have an account';

/** SPEC section 5: the storefront shows this one as 'E-mail Address or Password is Incorrect'. */
export const UNIDENTIFIED = 'Unidentified customer';
const LINK_INVALID: Record<LinkPurpose, string> = {
  reset: 'This password reset link is invalid or has expired',
  activate: 'This activation link is invalid or has expired',
};

export function requireCustomer(ctx: Ctx): number {
  if (ctx.customerId === null) throw unauthorized();
  return ctx.customerId;
}

/** Sets a new password from a signed link, ends other sessions and signs the customer in. */
async function passwordFromLink(ctx: Ctx, purpose: LinkPurpose, url: string, password: string): Promise<Session> {
  const hash = await hashPassword(password);
  const link = verifyLink(ctx.db, { secret: ctx.secret, purpose, url, now: ctx.now });
  const owner = link ? customerById(ctx.db, link.customerId) : null;
  if (!link || !owner || owner.disabled_at) return { errors: [{ message: LINK_INVALID[purpose] }] };
  // one transaction: the link is spent exactly when the password changes and the new session exists
  const session = ctx.db.transaction(() => {
    sql(ctx.db, 'UPDATE customers SET password_hash = ? WHERE id = ?').run(hash, link.customerId);
    markLinkUsed(ctx.db, link.nonce, ctx.now);
    revokeSessions(ctx.db, link.customerId);
    return createSession(ctx.db, link.customerId, ctx.now);
  })();
  return { ...session, errors: [] };
}

/** 400 naming currentPassword when it is missing or wrong (the hash runs either way). */
async function requireCurrentPassword(given: string | undefined, stored: string | null): Promise<void> {
  const ok = await verifyPassword(given ?? '', stored);
  if (given === undefined) throw new HttpError(400, CURRENT_PASSWORD_REQUIRED_MESSAGE, CURRENT_PASSWORD_FIELD);
  if (!ok) throw new HttpError(400, CURRENT_PASSWORD_WRONG_MESSAGE, CURRENT_PASSWORD_FIELD);
}

export const accountHandlers: HandlerMap<AccountCall> = {
  /**
   * The same answer (and the same work: one hash, one write, one mail) whether or not the
   * e-mail has an account, so sign-up cannot tell who is a customer. The owner of a
   * taken address is told by mail instead; the visitor is told to check their e-mail.
   */
  'user-create': async ({ email, firstName, lastName, password, marketing }, { db, now, siteUrl, onMail }) => {
    const hash = await hashPassword(password);
    const existing = customerByEmail(db, email);
    if (existing) {
      queueEmail(
        db,
        existing.email,
        ALREADY_REGISTERED_SUBJECT,
        `Someone tried to create an account with this e-mail address. If it was you, sign in at ${siteUrl}${ACCOUNT_LOGIN_PATH} ` +
          '(or choose a new password there with "Forgot your password?"). If it was not you, you can ignore this mail.',
        now,
        onMail,
      );
      return registered();
    }
    db.transaction(() => {
      sql(
        db,
        `INSERT INTO customers (email, first_name, last_name, accepts_marketing, password_hash, created_at)
               VALUES (?, ?, ?, ?, ?, ?)`,
      ).run(email, firstName, lastName, marketing ? 1 : 0, hash, now.toISOString());
      attachGuestOrders(db, customerByEmail(db, email)!.id, email);
      queueEmail(
        db,
        email,
        WELCOME_SUBJECT,
        `Welcome! Your account is ready: sign in at ${siteUrl}${ACCOUNT_LOGIN_PATH}`,
        now,
        onMail,
      );
    })();
    return registered();
  },

  'user-login': async ({ email, password }, { db, now }) => {
    const customer = customerByEmail(db, email);
    // verify even when the e-mail is unknown, so timing does not reveal who has an account
    const ok = await verifyPassword(password, customer?.password_hash ?? null);
    if (!customer || !ok || customer.disabled_at) return { errors: [{ message: UNIDENTIFIED }] };
    attachGuestOrders(db, customer.id, customer.email);
    return { ...createSession(db, customer.id, now), errors: [] };
  },

  'user-logout': (_input, { db, token, customerId }) => {
    if (token !== null && customerId !== null) revokeSession(db, token);
    return { ok: true as const };
  },

  'user-info': (_input, { db, customerId }) => ({ user: customerId === null ? null : loadUser(db, customerId) }),

  'user-recover': ({ email }, ctx) => {
    const customer = customerByEmail(ctx.db, email);
    if (customer) {
      ctx.db.transaction(() => {
        const url = issueLink(ctx.db, {
          secret: ctx.secret,
          siteUrl: ctx.siteUrl,
          purpose: 'reset',
          customerId: customer.id,
          now: ctx.now,
        });
        queueEmail(
          ctx.db,
          customer.email,
          'Reset your password',
          `Follow this link to choose a new password: ${url}`,
          ctx.now,
          ctx.onMail,
        );
      })();
    }
    return { ok: true as const };
  },

  'reset-password': ({ password, resetUrl }, ctx) => passwordFromLink(ctx, 'reset', resetUrl, password),
  'activate-account': ({ password, activationUrl }, ctx) => passwordFromLink(ctx, 'activate', activationUrl, password),

  'update-customer': async ({ customer }, ctx) => {
    const id = requireCustomer(ctx);
    const current = customerById(ctx.db, id)!;
    const changesCredentials =
      customer.password !== undefined ||
      (customer.email !== undefined && customer.email.toLowerCase() !== current.email.toLowerCase());
    if (changesCredentials) await requireCurrentPassword(customer.currentPassword, current.password_hash);
    if (customer.email) {
      const other = customerByEmail(ctx.db, customer.email);
      if (other && other.id !== id)
        return { user: null, errors: [{ field: ['customer', 'email'], message: 'Email has already been taken' }] };
    }
    const hash = customer.password ? await hashPassword(customer.password) : null;
    ctx.db.transaction(() => {
      sql(
        ctx.db,
        `UPDATE customers SET first_name = ?, last_name = ?, email = ?, phone = ?, accepts_marketing = ?,
                   password_hash = COALESCE(?, password_hash) WHERE id = ?`,
      ).run(
        customer.firstName ?? current.first_name,
        customer.lastName ?? current.last_name,
        customer.email ?? current.email,
        customer.phone === undefined ? current.phone : customer.phone,
        customer.acceptsMarketing === undefined ? current.accepts_marketing : customer.acceptsMarketing ? 1 : 0,
        hash,
        id,
      );
      // a stolen session must not outlive the owner's new password or e-mail; this one goes on
      if (changesCredentials && ctx.token !== null) revokeSessions(ctx.db, id, ctx.token);
    })();
    return { user: loadUser(ctx.db, id), errors: [] };
  },
};
