import type { Db } from '../../db/open-database';
import { sql } from '../../db/statements';
import type { Role } from '../permissions';

// The staff table: people who run the shop, never customers. A row without a password is an
// invitation not yet taken up; a disabled row can no longer sign in (its sessions are gone).

export interface StaffRow {
  id: number;
  email: string;
  role: Role;
  password_hash: string | null;
  totp_secret: string | null;
  totp_last_step: number | null;
  disabled_at: string | null;
  created_at: string;
}

/** What screens and the command line show of a staff member (no secrets). */
export interface StaffSummary {
  id: number;
  email: string;
  role: Role;
  status: 'active' | 'invited' | 'disabled';
  twoFactor: boolean;
  createdAt: string;
}

export function staffById(db: Db, id: number): StaffRow | null {
  return (sql(db, 'SELECT * FROM staff WHERE id = ?').get(id) as StaffRow | undefined) ?? null;
}

export function staffByEmail(db: Db, email: string): StaffRow | null {
  return (sql(db, 'SELECT * FROM staff WHERE email = ?').get(email.trim()) as StaffRow | undefined) ?? null;
}

export function staffCount(db: Db): number {
  return (sql(db, 'SELECT COUNT(*) AS n FROM staff').get() as { n: number }).n;
}

export function summarise(row: StaffRow): StaffSummary {
  return {
    id: row.id,
    email: row.email,
    role: row.role,
    status: row.disabled_at ? 'disabled' : row.password_hash ? 'active' : 'invited',
    twoFactor: row.totp_secret !== null,
    createdAt: row.created_at,
  };
}

export function listStaff(db: Db): StaffSummary[] {
  return (sql(db, 'SELECT * FROM staff ORDER BY email').all() as StaffRow[]).map(summarise);
}

export function insertStaff(db: Db, email: string, role: Role, now: Date): StaffRow {
  const { lastInsertRowid } = sql(db, 'INSERT INTO staff (email, role, created_at) VALUES (?, ?, ?)').run(
    email.trim(),
    role,
    now.toISOString(),
  );
  return staffById(db, Number(lastInsertRowid))!;
}

/** Owners who can sign in now: the shop never loses its last one. */
export function activeOwnerCount(db: Db): number {
  return (
    sql(
      db,
      "SELECT COUNT(*) AS n FROM staff WHERE role = 'owner' AND disabled_at IS NULL AND password_hash IS NOT NULL",
    ).get() as { n: number }
  ).n;
}

/** An owner who can sign in now. */
export function isActiveOwner(row: StaffRow): boolean {
  return row.role === 'owner' && !row.disabled_at && row.password_hash !== null;
}

export function setRole(db: Db, id: number, role: Role): void {
  sql(db, 'UPDATE staff SET role = ? WHERE id = ?').run(role, id);
}

export function setPasswordHash(db: Db, id: number, hash: string): void {
  sql(db, 'UPDATE staff SET password_hash = ? WHERE id = ?').run(hash, id);
}

export function setDisabled(db: Db, id: number, now: Date): void {
  sql(db, 'UPDATE staff SET disabled_at = ? WHERE id = ?').run(now.toISOString(), id);
}

export function setTotp(db: Db, id: number, secret: string | null, lastStep: number | null): void {
  sql(db, 'UPDATE staff SET totp_secret = ?, totp_last_step = ? WHERE id = ?').run(secret, lastStep, id);
}

export function setTotpLastStep(db: Db, id: number, step: number): void {
  sql(db, 'UPDATE staff SET totp_last_step = ? WHERE id = ?').run(step, id);
}

/** A plausible e-mail address: something@something.tld, no spaces, at most 254 characters. */
export function isEmail(text: string): boolean {
  return text.length <= 254 && /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(text);
}
