import type { z } from 'zod';

// The session token lives only in the httpOnly cookie. Whatever an upstream returns, no key
// that could carry a token reaches the browser or the SSR HTML (dehydrated query data).
//
// Cost (docs/performance.md): the strip ran over every upstream answer, copying 24-card
// listings key by key on every page (3% of busy CPU). Now an answer whose contract schema
// cannot hold a token key is not walked at all (decided once per call), and any other value is
// first searched without allocating; only a value that holds a token key is copied.

const TOKEN_KEYS = new Set(['token', 'customerAccessToken', 'accessToken']);

/** The value itself when no token-carrying key is in it; else a copy without them at any depth. */
export function stripTokens<T>(value: T): T {
  return hasTokenKey(value) ? (strip(value) as T) : value;
}

function hasTokenKey(value: unknown): boolean {
  if (value === null || typeof value !== 'object') return false;
  if (Array.isArray(value)) {
    for (const item of value) if (hasTokenKey(item)) return true;
    return false;
  }
  for (const key of Object.keys(value)) {
    if (TOKEN_KEYS.has(key) || hasTokenKey((value as Record<string, unknown>)[key])) return true;
  }
  return false;
}

function strip(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(strip);
  if (value === null || typeof value !== 'object') return value;
  const out: Record<string, unknown> = {};
  for (const [key, child] of Object.entries(value)) {
    if (TOKEN_KEYS.has(key)) continue;
    // defineProperty, not assignment: an own "__proto__" key from JSON.parse stays data.
    Object.defineProperty(out, key, { value: strip(child), enumerable: true, writable: true, configurable: true });
  }
  return out;
}

/** zod's own description of a schema (zod/v4/core); only the fields read here. */
interface SchemaDef {
  type: string;
  shape?: Record<string, z.ZodType>;
  catchall?: z.ZodType;
  element?: z.ZodType;
  innerType?: z.ZodType;
  options?: z.ZodType[];
  left?: z.ZodType;
  right?: z.ZodType;
  out?: z.ZodType;
  items?: z.ZodType[];
  rest?: z.ZodType | null;
  getter?: () => z.ZodType;
}

const defOf = (schema: z.ZodType): SchemaDef => (schema as unknown as { _zod: { def: SchemaDef } })._zod.def;

/** Leaves that hold no object, so no key at all. */
const SCALARS = new Set([
  'string',
  'number',
  'int',
  'boolean',
  'bigint',
  'symbol',
  'null',
  'undefined',
  'void',
  'never',
  'literal',
  'enum',
  'date',
  'nan',
  'template_literal',
  'file',
]);
/** Wrappers whose output is their inner schema's (or undefined/null/a default of it). */
const WRAPPERS = new Set(['optional', 'nullable', 'default', 'prefault', 'readonly', 'catch', 'nonoptional']);

/**
 * Whether a value parsed by `schema` may hold a token-carrying key at any depth. zod objects
 * drop unknown keys from their output, so only declared keys, catch-alls (loose objects,
 * records) and schemas whose output is not described (transforms, unknown, any) may; any kind
 * of schema not known here counts as "may".
 */
export function schemaMayCarryToken(schema: z.ZodType, seen = new Set<z.ZodType>()): boolean {
  if (seen.has(schema)) return false; // a recursive (lazy) schema: its first visit answers
  seen.add(schema);
  const def = defOf(schema);
  const may = (s: z.ZodType | null | undefined) => s != null && schemaMayCarryToken(s, seen);
  if (SCALARS.has(def.type)) return false;
  if (WRAPPERS.has(def.type)) return may(def.innerType);
  switch (def.type) {
    case 'object':
      if (def.catchall !== undefined && defOf(def.catchall).type !== 'never') return true;
      return Object.entries(def.shape ?? {}).some(([key, child]) => TOKEN_KEYS.has(key) || may(child));
    case 'array':
      return may(def.element);
    case 'union':
      return (def.options ?? []).some(may);
    case 'intersection':
      return may(def.left) || may(def.right);
    case 'pipe':
      return may(def.out); // the value is what the last stage answers
    case 'tuple':
      return (def.items ?? []).some(may) || may(def.rest);
    case 'lazy':
      return def.getter === undefined || may(def.getter());
    default:
      return true;
  }
}

const decided = new WeakMap<object, boolean>();

/**
 * Whether answers of a call need the strip: decided once per call from its response schema
 * and its signed-out answer (both written in the contract), not per answer.
 */
export function answersNeedStrip(call: { response: z.ZodType; signedOut?: unknown }): boolean {
  let need = decided.get(call);
  if (need === undefined) {
    need = schemaMayCarryToken(call.response) || hasTokenKey(call.signedOut);
    decided.set(call, need);
  }
  return need;
}
