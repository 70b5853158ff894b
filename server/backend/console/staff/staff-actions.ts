import { queueEmail, type MailListener } from '../../customers/outbox';
import type { Db } from '../../db/open-database';
import { recordAudit, type Actor } from '../audit/audit-trail';
import { removeSecondFactor } from '../account/second-factor';
import { ROLES, type Role } from '../permissions';
import { revokeAllSessions } from '../sessions/console-sessions';
import { createLink, dropLinks, setupUrl } from './one-time-links';
import {
  activeOwnerCount,
  insertStaff,
  isActiveOwner,
  isEmail,
  setDisabled,
  setRole,
  staffByEmail,
  staffById,
  summarise,
  type StaffRow,
} from './staff-store';

// What owners do to staff accounts, from the Staff screen or the command line (actor "cli"):
// invite, change a role, disable, reset a second factor. Each is one transaction with its audit
// entry. The shop always keeps an active owner: the last one can be neither demoted nor disabled.

export type StaffResult<T = object> =
  ({ ok: true } & T) | { ok: false; status: 400 | 404 | 409; message: string; field?: 'email' | 'role' };

export interface StaffActionEnv {
  db: Db;
  now: Date;
  actor: Actor;
}

const LAST_OWNER = 'The shop needs at least one active owner: make someone else an owner first.';

export function isRole(text: string): text is Role {
  return (ROLES as readonly string[]).includes(text);
}

function find(db: Db, id: number): StaffRow | null {
  return Number.isSafeInteger(id) ? staffById(db, id) : null;
}

/** Creates the account (or renews the link of one not yet set up) and mails the one-time link. */
// Every staff write is an IMMEDIATE transaction: the staff command (scripts/staff.ts) writes from
// a second process beside the running backend, and a deferred transaction that reads first fails
// at once with SQLITE_BUSY when the backend commits in between, where an immediate one waits for
// the busy timeout.
export function inviteStaff(
  env: StaffActionEnv & { consoleUrl: string; onMail?: MailListener | undefined },
  emailText: string,
  roleText: string,
): StaffResult<{ link: string; staff: StaffRow }> {
  const { db, now, actor } = env;
  const email = emailText.trim();
  if (!isEmail(email))
    return { ok: false, status: 400, field: 'email', message: 'Enter an e-mail address like name@example.com.' };
  if (!isRole(roleText))
    return { ok: false, status: 400, field: 'role', message: `Choose a role: ${ROLES.join(', ')}.` };
  const role = roleText;
  return db
    .transaction((): StaffResult<{ link: string; staff: StaffRow }> => {
      let person = staffByEmail(db, email);
      if (person && (person.password_hash || person.disabled_at)) {
        return { ok: false, status: 409, field: 'email', message: 'Someone on the staff already has this e-mail.' };
      }
      const before = person ? summarise(person) : undefined;
      if (person) {
        dropLinks(db, person.id);
        setRole(db, person.id, role);
      } else {
        person = insertStaff(db, email, role, now);
      }
      const link = setupUrl(env.consoleUrl, createLink(db, 'setup', person.id, now));
      recordAudit(
        db,
        actor,
        { action: 'staff.invite', entity: 'staff', entityId: person.id, before, after: { email: person.email, role } },
        now,
      );
      queueEmail(
        db,
        person.email,
        'Your account on the shop console',
        `${actor.email === 'cli' ? 'An owner' : actor.email} invited you to the shop console as ${role}.\n\n` +
          `Set your password within 24 hours (the link works once):\n${link}\n`,
        now,
        env.onMail,
      );
      return { ok: true, link, staff: staffById(db, person.id)! };
    })
    .immediate();
}

export function changeRole(env: StaffActionEnv, id: number, roleText: string): StaffResult {
  const { db, now, actor } = env;
  if (!isRole(roleText))
    return { ok: false, status: 400, field: 'role', message: `Choose a role: ${ROLES.join(', ')}.` };
  return db
    .transaction((): StaffResult => {
      const person = find(db, id);
      if (!person) return { ok: false, status: 404, message: 'No such staff member.' };
      if (person.role === roleText) return { ok: true };
      if (isActiveOwner(person) && activeOwnerCount(db) <= 1) {
        return { ok: false, status: 409, field: 'role', message: LAST_OWNER };
      }
      setRole(db, id, roleText);
      recordAudit(
        db,
        actor,
        {
          action: 'staff.role',
          entity: 'staff',
          entityId: id,
          before: { role: person.role },
          after: { role: roleText },
        },
        now,
      );
      return { ok: true };
    })
    .immediate();
}

export function disableStaff(env: StaffActionEnv, id: number): StaffResult<{ staff: StaffRow }> {
  const { db, now, actor } = env;
  return db
    .transaction((): StaffResult<{ staff: StaffRow }> => {
      const person = find(db, id);
      if (!person) return { ok: false, status: 404, message: 'No such staff member.' };
      if (person.disabled_at) return { ok: true, staff: person };
      if (isActiveOwner(person) && activeOwnerCount(db) <= 1) return { ok: false, status: 409, message: LAST_OWNER };
      setDisabled(db, id, now);
      revokeAllSessions(db, id);
      dropLinks(db, id);
      recordAudit(
        db,
        actor,
        {
          action: 'staff.disable',
          entity: 'staff',
          entityId: id,
          before: summarise(person),
          after: { status: 'disabled' },
        },
        now,
      );
      return { ok: true, staff: staffById(db, id)! };
    })
    .immediate();
}

/** For someone who lost their phone and their recovery codes: they sign in with the password alone, then enrol again. */
export function resetSecondFactor(env: StaffActionEnv, id: number): StaffResult {
  const { db, now, actor } = env;
  return db
    .transaction((): StaffResult => {
      const person = find(db, id);
      if (!person) return { ok: false, status: 404, message: 'No such staff member.' };
      if (!person.totp_secret) return { ok: true };
      removeSecondFactor(db, id);
      revokeAllSessions(db, id);
      recordAudit(
        db,
        actor,
        {
          action: 'staff.second-factor-reset',
          entity: 'staff',
          entityId: id,
          before: { twoFactor: true },
          after: { twoFactor: false },
        },
        now,
      );
      return { ok: true };
    })
    .immediate();
}
