import { createHash, randomInt } from 'node:crypto';
import { Secret, TOTP } from 'otpauth';
import type { Db } from '../../db/open-database';
import { sql } from '../../db/statements';
import { setTotp, setTotpLastStep, type StaffRow } from '../staff/staff-store';

// The optional second factor: a TOTP secret (RFC 6238, 6 digits every 30 seconds, one step of
// clock drift either way) and ten single-use recovery codes kept only as hashes. A code is never
// accepted twice: the step of the last one accepted is remembered.

export const ISSUER = 'Shop console';
const STEP_MS = 30_000;
export const RECOVERY_CODE_COUNT = 10;
const CODE_ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789';

export function newTotpSecret(): string {
  return new Secret({ size: 20 }).base32;
}

export function isTotpSecret(text: string): boolean {
  return /^[A-Z2-7]{32}$/.test(text);
}

export function totpFor(secret: string, email: string): TOTP {
  return new TOTP({ issuer: ISSUER, label: email, secret: Secret.fromBase32(secret), digits: 6, period: 30 });
}

/** The step a six-digit code was made for, when it is valid now and newer than `lastStep`. */
export function acceptedStep(secret: string, code: string, now: Date, lastStep: number | null): number | null {
  const digits = code.replace(/\s+/g, '');
  if (!/^\d{6}$/.test(digits)) return null;
  const delta = totpFor(secret, 'x').validate({ token: digits, timestamp: now.getTime(), window: 1 });
  if (delta === null) return null;
  const step = Math.floor(now.getTime() / STEP_MS) + delta;
  return lastStep !== null && step <= lastStep ? null : step;
}

const normaliseRecovery = (code: string) => code.toLowerCase().replace(/[^a-z0-9]/g, '');
const hashRecovery = (code: string) => createHash('sha256').update(normaliseRecovery(code)).digest('base64url');

export function newRecoveryCodes(): string[] {
  const part = () => Array.from({ length: 5 }, () => CODE_ALPHABET[randomInt(CODE_ALPHABET.length)]).join('');
  return Array.from({ length: RECOVERY_CODE_COUNT }, () => `${part()}-${part()}`);
}

/** Turns the second factor on with these recovery codes (the only time they exist in clear). */
export function enrol(db: Db, staffId: number, secret: string, step: number, codes: readonly string[]): void {
  setTotp(db, staffId, secret, step);
  sql(db, 'DELETE FROM staff_recovery_codes WHERE staff_id = ?').run(staffId);
  for (const code of codes) {
    sql(db, 'INSERT INTO staff_recovery_codes (staff_id, code_hash) VALUES (?, ?)').run(staffId, hashRecovery(code));
  }
}

export function removeSecondFactor(db: Db, staffId: number): void {
  setTotp(db, staffId, null, null);
  sql(db, 'DELETE FROM staff_recovery_codes WHERE staff_id = ?').run(staffId);
}

export function recoveryCodesLeft(db: Db, staffId: number): number {
  return (
    sql(db, 'SELECT COUNT(*) AS n FROM staff_recovery_codes WHERE staff_id = ? AND used_at IS NULL').get(staffId) as {
      n: number;
    }
  ).n;
}

/** Checks a code from the authenticator app, or else a recovery code (used up). */
export function checkSecondFactor(db: Db, staff: StaffRow, code: string, now: Date): 'totp' | 'recovery' | null {
  if (!staff.totp_secret) return null;
  const step = acceptedStep(staff.totp_secret, code, now, staff.totp_last_step);
  if (step !== null) {
    setTotpLastStep(db, staff.id, step);
    return 'totp';
  }
  if (normaliseRecovery(code).length !== 10) return null;
  const used = sql(
    db,
    'UPDATE staff_recovery_codes SET used_at = ? WHERE staff_id = ? AND code_hash = ? AND used_at IS NULL',
  ).run(now.toISOString(), staff.id, hashRecovery(code));
  return used.changes === 1 ? 'recovery' : null;
}
