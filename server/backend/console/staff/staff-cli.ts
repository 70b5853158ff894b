import type { Db } from '../../db/open-database';
import { ROLES } from '../permissions';
import { disableStaff, inviteStaff } from './staff-actions';
import { listStaff, staffByEmail } from './staff-store';

// `npm run staff -- …` (scripts/staff.ts; `node dist/server/staff.js …` in the image): staff
// accounts from the command line, recorded in the audit trail as "cli".
//   add EMAIL --role owner|fulfilment|editor   prints a one-time link to set a password (24 h)
//   list
//   disable EMAIL

export const STAFF_USAGE = `Usage:
  npm run staff -- add EMAIL --role ${ROLES.join('|')}
  npm run staff -- list
  npm run staff -- disable EMAIL`;

export interface StaffCliEnv {
  db: Db;
  now: Date;
  consoleUrl: string;
  out(line: string): void;
  err(line: string): void;
}

const CLI = { id: null, email: 'cli' };

/** Runs one command; answers the process's exit code (0 done, 1 refused, 2 bad usage). */
export function runStaffCommand(args: readonly string[], env: StaffCliEnv): number {
  const [command, ...rest] = args;
  const usage = (message?: string) => {
    if (message) env.err(message);
    env.err(STAFF_USAGE);
    return 2;
  };
  switch (command) {
    case 'add': {
      const roleAt = rest.findIndex((a) => a === '--role' || a.startsWith('--role='));
      const role =
        roleAt < 0 ? undefined : rest[roleAt]!.includes('=') ? rest[roleAt]!.split('=')[1] : rest[roleAt + 1];
      const email = rest.find((a, i) => !a.startsWith('--') && (roleAt < 0 || i !== roleAt + 1));
      if (!email || !role) return usage('add needs an e-mail and --role.');
      const result = inviteStaff({ db: env.db, now: env.now, actor: CLI, consoleUrl: env.consoleUrl }, email, role);
      if (!result.ok) return result.status === 400 ? usage(result.message) : (env.err(result.message), 1);
      env.out(`${result.staff.email} (${result.staff.role}): set a password within 24 hours at`);
      env.out(result.link);
      return 0;
    }
    case 'list': {
      const people = listStaff(env.db);
      if (people.length === 0) env.out('No staff yet.');
      for (const p of people) {
        env.out(`${p.email}\t${p.role}\t${p.status}\t${p.twoFactor ? '2FA on' : '2FA off'}`);
      }
      return 0;
    }
    case 'disable': {
      const email = rest[0];
      if (!email) return usage('disable needs an e-mail.');
      const person = staffByEmail(env.db, email);
      if (!person) {
        env.err(`No staff member with the e-mail ${email}.`);
        return 1;
      }
      const result = disableStaff({ db: env.db, now: env.now, actor: CLI }, person.id);
      if (!result.ok) {
        env.err(result.message);
        return 1;
      }
      env.out(`${person.email} is disabled and signed out.`);
      return 0;
    }
    default:
      return usage(command ? `Unknown command: ${command}` : undefined);
  }
}
