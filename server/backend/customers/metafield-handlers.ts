import type { Metafield } from '../../../shared/contract/models';
import type { Db } from '../db/open-database';
import { sql } from '../db/statements';
import type { Ctx, HandlerMap } from '../http/context';
import { gid, parseGid } from '../ids';
import { locationById } from '../locations/location-store';
import { metafieldRow } from './customer-store';

// Per-customer metafields: favorites (product handles) and the chosen professional. Values
// are stored JSON-encoded, as Shopify does. Signed-out callers get `metafield: null`: the
// storefront keeps their choice locally (SPEC section 4).

type MetafieldCall = 'update-metafield' | 'update-existing-metafield' | 'user-professional';
type Key = Metafield['key'];

/** The stored JSON text of a payload, or an error message for the caller. */
function encode(db: Db, key: Key, value: string[] | string): { value: string } | { error: string } {
  if (key === 'favorites') {
    const handles = Array.isArray(value) ? value : [];
    // only handles of real products are kept, in the order given
    const known = new Set(handles.length ? handlesThatExist(db, handles) : []);
    return { value: JSON.stringify([...new Set(handles)].filter((h) => known.has(h))) };
  }
  try {
    const parsed: unknown = JSON.parse(String(value));
    if (parsed === null || typeof parsed !== 'object' || Array.isArray(parsed)) throw new Error('not an object');
    return { value: JSON.stringify(parsed) };
  } catch {
    return { error: 'value: must be a JSON-encoded object' };
  }
}

function handlesThatExist(db: Db, handles: string[]): string[] {
  const rows = sql(db, `SELECT handle FROM products WHERE handle IN (${handles.map(() => '?').join(',')})`).all(
    ...handles,
  ) as { handle: string }[];
  return rows.map((r) => r.handle);
}

function upsert(ctx: Ctx, customerId: number, key: Key, value: string): Metafield {
  sql(
    ctx.db,
    `INSERT INTO metafields (customer_id, key, value, updated_at) VALUES (?, ?, ?, ?)
               ON CONFLICT (customer_id, key) DO UPDATE SET value = excluded.value, updated_at = excluded.updated_at`,
  ).run(customerId, key, value, ctx.now.toISOString());
  const row = metafieldRow(ctx.db, customerId, key)!;
  return { id: gid('Metafield', row.id), key, value: row.value };
}

export const metafieldHandlers: HandlerMap<MetafieldCall> = {
  'update-metafield': ({ payload }, ctx) => {
    if (ctx.customerId === null) return { metafield: null, errors: [] };
    const encoded = encode(ctx.db, payload.key, payload.value);
    if ('error' in encoded)
      return { metafield: null, errors: [{ field: ['payload', 'value'], message: encoded.error }] };
    return { metafield: upsert(ctx, ctx.customerId, payload.key, encoded.value), errors: [] };
  },

  'update-existing-metafield': ({ payload }, ctx) => {
    if (ctx.customerId === null) return { metafield: null, errors: [] };
    const id = parseGid('Metafield', payload.id);
    const owned =
      id !== null &&
      sql(ctx.db, 'SELECT 1 FROM metafields WHERE id = ? AND customer_id = ? AND key = ?').get(
        id,
        ctx.customerId,
        payload.key,
      );
    if (!owned) return { metafield: null, errors: [{ field: ['payload', 'id'], message: 'Metafield does not exist' }] };
    const encoded = encode(ctx.db, payload.key, payload.value);
    if ('error' in encoded)
      return { metafield: null, errors: [{ field: ['payload', 'value'], message: encoded.error }] };
    return { metafield: upsert(ctx, ctx.customerId, payload.key, encoded.value), errors: [] };
  },

  /** Stores our own record of the professional (not the posted copy), so the name and address are true. */
  'user-professional': ({ id }, ctx) => {
    const location = locationById(ctx.db, id);
    if (!location) return { professional: null, errors: [{ field: ['id'], message: 'Professional does not exist' }] };
    if (ctx.customerId === null) return { professional: null, errors: [] };
    const saved = upsert(ctx, ctx.customerId, 'professional', JSON.stringify(location));
    return { professional: { id: saved.id, value: saved.value }, errors: [] };
  },
};
