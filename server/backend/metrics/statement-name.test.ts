import { describe, expect, it } from 'vitest';
import { statementName } from './statement-name';

describe('statementName', () => {
  it.each([
    ['SELECT id, number FROM orders WHERE cart_id = ?', 'select:orders'],
    ['  select count(*) as n from "emails"', 'select:emails'],
    ['INSERT INTO emails (recipient) VALUES (?)', 'insert:emails'],
    ['INSERT OR IGNORE INTO carts (id) VALUES (?)', 'insert:carts'],
    ['UPDATE variants SET quantity = ? WHERE sku = ?', 'update:variants'],
    ['UPDATE OR REPLACE variants SET quantity = ?', 'update:variants'],
    ['DELETE FROM carts WHERE id = ?', 'delete:carts'],
    ['WITH x AS (SELECT 1) SELECT * FROM x', 'with:x'],
    ['PRAGMA foreign_keys = ON', 'pragma'],
    ['SELECT 1', 'select:?'],
    ["VACUUM; SELECT 'secret'", 'other'],
    ['', 'other'],
  ])('%s → %s', (sql, name) => expect(statementName(sql)).toBe(name));
});
