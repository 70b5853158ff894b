import type Database from 'better-sqlite3';
import type { Db } from './open-database';
import { timedStatement } from '../metrics/backend-metrics';

// Prepared statements are cached per database and SQL text: preparing is the costly part
// of a better-sqlite3 query, and the same few dozen statements run on every request.
const cache = new WeakMap<Db, Map<string, Database.Statement>>();

export function sql(db: Db, text: string): Database.Statement {
  let byText = cache.get(db);
  if (!byText) cache.set(db, (byText = new Map()));
  let stmt = byText.get(text);
  if (!stmt) byText.set(text, (stmt = timedStatement(db, text, db.prepare(text))));
  return stmt;
}

/** `?, ?, ?` for an IN list of n values. */
export function placeholders(n: number): string {
  return Array.from({ length: n }, () => '?').join(', ');
}

export function parseJson<T>(text: string | null | undefined, fallback: T): T {
  if (text == null) return fallback;
  try {
    return JSON.parse(text) as T;
  } catch {
    return fallback;
  }
}
