import { isIP } from 'node:net';
import express from 'express';

// TRUST_PROXY: whose X-Forwarded-For the app believes, and so which address req.ip (and the
// throttle's per-address counters) sees. Parsed here so a typo stops the start with a message
// instead of Express throwing "invalid IP address" deep in app.set, or trusting the wrong peers.

/** What Express's 'trust proxy' setting takes: all, none, a hop count, or addresses/ranges. */
export type TrustProxy = boolean | number | readonly string[];

const NAMED = new Set(['loopback', 'linklocal', 'uniquelocal']);

/** A contiguous IPv4 netmask other than 0.0.0.0. */
function isNetmask(mask: string): boolean {
  const bits = mask.split('.').reduce((n, octet) => n * 256 + Number(octet), 0);
  const inverted = 0xffffffff - bits;
  return bits !== 0 && (inverted & (inverted + 1)) === 0;
}

function isRange(item: string): boolean {
  if (NAMED.has(item)) return true;
  const [address = '', prefix, ...rest] = item.split('/');
  const family = isIP(address);
  if (family === 0 || rest.length > 0) return false;
  if (prefix === undefined) return true;
  if (family === 4 && isIP(prefix) === 4) return isNetmask(prefix); // 10.0.0.0/255.0.0.0
  // Express (proxy-addr) refuses /0: trusting everyone is spelled 'true'.
  return /^\d{1,3}$/.test(prefix) && Number(prefix) >= 1 && Number(prefix) <= (family === 4 ? 32 : 128);
}

/**
 * 'false' (or 'none'): no proxy, req.ip is the peer; 'true': every peer (only behind a proxy that
 * overwrites X-Forwarded-For); a number: that many hops; else a comma-separated list of
 * addresses, CIDR ranges and the names loopback, linklocal, uniquelocal.
 */
export function parseTrustProxy(text: string): TrustProxy | { error: string } {
  const value = text.trim().toLowerCase();
  if (value === 'false' || value === 'none' || value === '') return false;
  if (value === 'true') return true;
  if (/^\d+$/.test(value)) return Number(value);
  const items = value
    .split(',')
    .map((v) => v.trim())
    .filter(Boolean);
  const bad = items.filter((item) => !isRange(item));
  if (bad.length > 0) {
    return {
      error: `not an address, range, hop count, true/false or loopback/linklocal/uniquelocal: ${bad.map((b) => JSON.stringify(b)).join(', ')}`,
    };
  }
  // The last word is Express's own parser (proxy-addr), which is stricter on a few IPv6 forms.
  try {
    express().set('trust proxy', items);
  } catch (err) {
    return { error: (err as Error).message };
  }
  return Object.freeze(items);
}
