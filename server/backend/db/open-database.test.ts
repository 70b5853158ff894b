import { mkdtempSync, writeFileSync, cpSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { migrate, MIGRATIONS_DIR, openDatabase, readMigrations } from './open-database';

describe('openDatabase', () => {
  it('creates the folder, uses WAL and records applied migrations', () => {
    const dir = join(mkdtempSync(join(tmpdir(), 'db-')), 'nested');
    const db = openDatabase(join(dir, 'store.db'));
    expect(db.pragma('journal_mode', { simple: true })).toBe('wal');
    expect(db.pragma('foreign_keys', { simple: true })).toBe(1);
    const versions = db.prepare('SELECT version FROM schema_migrations').all();
    expect(versions).toEqual(readMigrations(MIGRATIONS_DIR).map((m) => ({ version: m.version })));
    db.close();
    // opening again applies nothing twice
    const again = openDatabase(join(dir, 'store.db'));
    expect(migrate(again)).toEqual([]);
    again.close();
  });

  it('applies a new migration once, and rolls a failing one back whole', () => {
    const dir = mkdtempSync(join(tmpdir(), 'migrations-'));
    cpSync(MIGRATIONS_DIR, dir, { recursive: true });
    const db = openDatabase(':memory:', dir);
    writeFileSync(join(dir, '900-extra.sql'), 'CREATE TABLE extra (id INTEGER);');
    expect(migrate(db, dir)).toEqual([900]);
    writeFileSync(join(dir, '901-broken.sql'), 'CREATE TABLE half (id INTEGER); INSERT INTO nowhere VALUES (1);');
    expect(() => migrate(db, dir)).toThrow(/no such table: nowhere/);
    expect(db.prepare("SELECT name FROM sqlite_master WHERE name = 'half'").get()).toBeUndefined();
    expect(db.prepare('SELECT MAX(version) AS v FROM schema_migrations').get()).toEqual({ v: 900 });
  });
});
