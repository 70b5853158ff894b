import { createHash } from 'node:crypto';

// Two staff editing the same record: each edit form carries the version of the record as the
// form was drawn from it (a short hash of the stored record), and the save compares it, inside
// its transaction, with the record as it is now. A different one (or none: a tab opened before
// forms carried it) means someone saved meanwhile: nothing is written, and the form is drawn
// again from the record as it is now, with STALE_MESSAGE at its top.

/** The hidden field an edit form carries its version in. */
export const VERSION_FIELD = 'version';

export const STALE_MESSAGE =
  'Someone saved this while you were editing it. Here it is as it is now; make your change again.';

/** What a store answers when the form was drawn from an older version; nothing was written. */
export interface Stale {
  ok: false;
  stale: true;
}
export const STALE: Stale = { ok: false, stale: true };

export const isStale = (result: object | null): result is Stale => result !== null && 'stale' in result;

/** The version an edit form carries and whether it is drawn again after a stale save. */
export interface Drawn {
  version: string;
  stale?: boolean;
}

/** JSON with every object's keys sorted, so the same record always reads the same. */
function stableJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map((v) => stableJson(v ?? null)).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, v]) => v !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${stableJson(v)}`).join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}

/**
 * The version of a stored record: 22 characters of base64url sha256 of its stable JSON. Never
 * '' (what a form without the field posts), so a missing version never matches.
 */
export function drawnVersion(record: unknown): string {
  return createHash('sha256').update(stableJson(record)).digest('base64url').slice(0, 22);
}

/** The version a posted form carried ('' when none). */
export function postedVersion(body: unknown): string {
  const v = body !== null && typeof body === 'object' ? (body as Record<string, unknown>)[VERSION_FIELD] : undefined;
  return typeof v === 'string' ? v.slice(0, 100) : '';
}
