import { isCallName } from '../../../shared/contract/registry';

// Pure mappings from what a request or an answer carries to a label value from a fixed set:
// every label of the BFF's metrics goes through one of these, so no input can make a series.

const METHODS = new Set(['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS']);

/** The request method, or `other` for anything Node let through that the shop never answers. */
export function methodLabel(method: string): string {
  return METHODS.has(method) ? method : 'other';
}

/** 2xx, 3xx, 4xx, 5xx; anything out of range (a socket closed before a status) is `other`. */
export function statusClass(status: number): string {
  if (status >= 200 && status < 600) return `${Math.floor(status / 100)}xx`;
  return status >= 100 && status < 200 ? '1xx' : 'other';
}

/** A contract call's name, or `unknown`: call names are bounded by the contract, not by callers. */
export function callLabel(name: string): string {
  return isCallName(name) ? name : 'unknown';
}

export type UpstreamOutcome = 'ok' | '4xx' | '5xx' | 'timeout' | 'error';

/** How one upstream exchange ended, from its status or its failure. */
export function upstreamOutcome(result: { status: number } | { timedOut: boolean }): UpstreamOutcome {
  if ('timedOut' in result) return result.timedOut ? 'timeout' : 'error';
  if (result.status >= 500) return '5xx';
  if (result.status >= 400) return '4xx';
  return 'ok';
}

/** The change tags a purge names (shared/contract/change-tags.ts), by kind: `product:abc` is `product`. */
const TAG_KINDS = new Set([
  'product',
  'call',
  'content',
  'reviews',
  'products',
  'navigation',
  'globals',
  'announcements',
  'discounts',
  'redirects',
  'blog',
]);

export function tagKind(tag: string): string {
  const colon = tag.indexOf(':');
  const kind = colon < 0 ? tag : tag.slice(0, colon);
  return TAG_KINDS.has(kind) ? kind : 'other';
}
