import { readFileSync } from 'node:fs';
import type { RequestHandler } from 'express';
import { RedirectTableSchema } from '../../shared/routes/redirect-schema';
import { createRedirectLookup, type RedirectEntry, type RedirectTarget } from '../../shared/routes/redirects';
import { ROUTE_RULE_METHODS } from './page-methods';

export type RedirectLookup = (pathname: string) => RedirectTarget | null;

export interface RedirectTable {
  entries: RedirectEntry[];
  lookup: RedirectLookup;
}

/** Reads and validates the operator's redirect table once at start; a bad file stops the boot. */
export function loadRedirects(file: string): RedirectTable {
  let raw: unknown;
  try {
    raw = JSON.parse(readFileSync(file, 'utf8'));
  } catch (err) {
    throw new Error(`Cannot read the redirect table ${file}: ${(err as Error).message}`, { cause: err });
  }
  const parsed = RedirectTableSchema.safeParse(raw);
  if (!parsed.success) {
    const first = parsed.error.issues[0]!;
    throw new Error(`Invalid redirect table ${file}: entry ${first.path.join('.')}: ${first.message}`);
  }
  return { entries: parsed.data, lookup: createRedirectLookup(parsed.data) };
}

/** SPEC section 2, rule 4, for a first request. Query strings travel with site-internal targets. */
export function redirectTable(lookup: RedirectLookup): RequestHandler {
  return (req, res, next) => {
    if (!ROUTE_RULE_METHODS.has(req.method)) return next();
    const target = lookup(req.path);
    if (!target) return next();
    const q = req.originalUrl.indexOf('?');
    const query = !target.external && q >= 0 && !target.location.includes('?') ? req.originalUrl.slice(q) : '';
    res.redirect(target.status, target.location + query);
  };
}

/**
 * A table whose entries can be replaced while the app runs (the backend's table, read again
 * when a change event names it). `lookup` always reads the latest entries.
 */
export interface LiveRedirectTable extends RedirectTable {
  replace(entries: RedirectEntry[]): void;
}

export function createLiveRedirects(initial: RedirectEntry[]): LiveRedirectTable {
  let current: RedirectTable = { entries: initial, lookup: createRedirectLookup(initial) };
  return {
    get entries() {
      return current.entries;
    },
    lookup: (pathname) => current.lookup(pathname),
    replace(entries) {
      current = { entries, lookup: createRedirectLookup(entries) };
    },
  };
}

/** The table for in-app navigation (SPEC section 7 "a lookup for … redirects"): GET /api/redirects */
export function redirectTableEndpoint(table: RedirectTable): RequestHandler {
  let served: { entries: RedirectEntry[]; body: string } | null = null;
  return (_req, res) => {
    // serialised once per version of the table
    if (served?.entries !== table.entries) served = { entries: table.entries, body: JSON.stringify(table.entries) };
    res.set('Cache-Control', 'public, max-age=60').type('application/json').send(served.body);
  };
}
