import type { Db } from '../db/open-database';
import { parseJson, sql } from '../db/statements';

// CMS documents (globals, navigation, announcements, plp, home, gift rules) are stored in
// contract shape at seed time, so reading one is a lookup and a JSON.parse.

export type DocumentKind = 'globals' | 'navigation' | 'announcement' | 'plp' | 'home' | 'gift_rule';

export function getDocument<T>(db: Db, kind: DocumentKind, key: string): T | null {
  const row = sql(db, 'SELECT data FROM documents WHERE kind = ? AND key = ?').get(kind, key) as
    { data: string } | undefined;
  return parseJson<T | null>(row?.data, null);
}

export function listDocuments<T>(db: Db, kind: DocumentKind): T[] {
  const rows = sql(db, 'SELECT data FROM documents WHERE kind = ? ORDER BY position, key').all(kind) as {
    data: string;
  }[];
  return rows.flatMap((r) => parseJson<T | null>(r.data, null) ?? []);
}

export function putDocument(db: Db, kind: DocumentKind, key: string, data: unknown, position = 0) {
  sql(db, 'INSERT OR REPLACE INTO documents (kind, key, position, data) VALUES (?, ?, ?, ?)').run(
    kind,
    key,
    position,
    JSON.stringify(data),
  );
}
